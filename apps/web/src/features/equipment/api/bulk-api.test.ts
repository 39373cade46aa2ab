import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { importCsv } from './bulk-api.ts';

const file = new File(['Name\nA\n'], 'fleet.csv', { type: 'text/csv' });
const answer = (...lines: unknown[]) => {
  const urls: string[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    fakeXhr(async (url) => {
      urls.push(url);
      return new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  return urls;
};

afterEach(() => vi.unstubAllGlobals());

describe('importCsv with row progress (issue 19 item 9)', () => {
  it('hands over each progress line and resolves with the result line, without its type', async () => {
    const urls = answer(
      { type: 'progress', done: 0, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'result', total: 2, imported: 2 },
    );
    const onRows = vi.fn();
    await expect(importCsv({ file, dryRun: false, onRows })).resolves.toEqual({ total: 2, imported: 2 });
    expect(onRows.mock.calls).toEqual([[{ done: 0, total: 2 }], [{ done: 2, total: 2 }]]);
    expect(urls).toEqual(['/api/equipment/import?dryRun=false']);
  });

  it("an error line is the import's failure, with the server's message", async () => {
    answer({ type: 'progress', done: 0, total: 5 }, { type: 'error', message: 'The import stopped after 0 of 5 rows.' });
    await expect(importCsv({ file, dryRun: false, onRows: () => {} })).rejects.toMatchObject({
      message: 'The import stopped after 0 of 5 rows.',
    });
  });

  it('a stream cut before its result says so, instead of reporting success', async () => {
    answer({ type: 'progress', done: 0, total: 5 });
    await expect(importCsv({ file, dryRun: false, onRows: () => {} })).rejects.toMatchObject({
      code: 'NETWORK',
      message: expect.stringContaining('before the import finished'),
    });
  });
});
