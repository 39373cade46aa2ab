import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server lint zone (eslint.config.js, ADR 0013): a module imports another module only through its index.ts.
 * The zone covers each module that has an index.ts, so this probe needs equipment's.
 */
const root = resolve(import.meta.dirname, '../../..');
const hasIndex = existsSync(resolve(root, 'apps/server/src/modules/equipment/index.ts'));

async function zoneErrors(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'apps/server/src/modules/quotes/lint-probe.ts') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe.skipIf(!hasIndex)('server module zones', { timeout: 60_000 }, () => {
  it("refuses another module's internals", async () => {
    const errors = await zoneErrors("export * from '../equipment/equipment.service.ts';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Import another module through its index.ts.');
  });

  it("allows another module's index.ts and the module's own files", async () => {
    expect(await zoneErrors("export * from '../equipment/index.ts';\nexport * from './quotes.service.ts';")).toEqual([]);
  });
});
