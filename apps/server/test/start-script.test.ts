import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildIsStale } from '../../../scripts/start.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-start-'));
const stamp = path.join(dir, 'dist', '.build-stamp');
const src = path.join(dir, 'src');
fs.mkdirSync(path.join(src, 'nested'), { recursive: true });
fs.writeFileSync(path.join(src, 'nested', 'page.tsx'), 'export {};');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const touch = (file: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, t, t);
};

describe('npm start builds the web app only when needed (issue 14 item 11)', () => {
  it('builds when there is no build', () => {
    expect(buildIsStale(stamp, [src])).toBe(true);
  });

  it('skips the build when the stamp is newer than every source', () => {
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, 'built');
    touch(path.join(src, 'nested', 'page.tsx'), 60);
    touch(path.join(src, 'nested'), 60);
    touch(src, 60);
    touch(stamp, 10);
    expect(buildIsStale(stamp, [src])).toBe(false);
  });

  it('builds again when a nested source changed after the build', () => {
    touch(path.join(src, 'nested', 'page.tsx'), 1);
    expect(buildIsStale(stamp, [src])).toBe(true);
  });

  it('ignores sources that do not exist', () => {
    touch(path.join(src, 'nested', 'page.tsx'), 60);
    expect(buildIsStale(stamp, [src, path.join(dir, 'missing')])).toBe(false);
  });
});
