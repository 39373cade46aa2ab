import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CONVENTIONS "Where code lives": features never import each other, components/ and lib/ never
 * import a feature or app/, and features never reach into app/ (shared pieces live in lib/ or
 * components/). Checked here because the repository has no lint step.
 */
const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function area(path: string): string {
  const parts = relative(src, path).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

// Which areas each area may import from (besides itself). app/, main.tsx and test/ may import anything.
const allowedTargets: Record<string, string[]> = { components: ['lib'], lib: [] };

const violations: string[] = [];
for (const file of sourceFiles(src)) {
  const from = area(file);
  const allowed = from.startsWith('features/') ? ['components', 'lib'] : allowedTargets[from];
  if (!allowed) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const to = area(resolve(dirname(file), match[1]!));
    if (to !== from && !allowed.includes(to)) violations.push(`${relative(src, file)} → ${match[1]}`);
  }
}

describe('import boundaries', () => {
  it('features import only components/ and lib/; components/ only lib/; lib/ nothing outside itself', () => {
    expect(violations).toEqual([]);
  });
});
