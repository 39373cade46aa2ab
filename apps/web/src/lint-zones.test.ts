import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones (eslint.config.js, ADR 0013) refuse the imports CONVENTIONS forbids. Each case lints a small
 * source text as if it sat at the given path, so the real config and the real files on the import path decide.
 */
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The first lint loads the config, its plugins and the import graph: slow on a loaded machine.
describe('web import zones', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'apps/web/src/features/quotes/pages/lint-probe.tsx',
      "export { useEquipmentList } from '../../equipment/api/equipment-api.ts';",
      'A feature never imports another feature: move the shared piece to components/ or lib/.',
    ],
    [
      'components/ui importing a feature',
      'apps/web/src/components/ui/lint-probe.tsx',
      "export { useEquipmentList } from '../../features/equipment/api/equipment-api.ts';",
      'components/ and lib/ import no feature and nothing from app/.',
    ],
    [
      'lib/ importing app/',
      'apps/web/src/lib/lint-probe.ts',
      "export { App } from '../app/app.tsx';",
      'components/ and lib/ import no feature and nothing from app/.',
    ],
    [
      'lib/ importing components/',
      'apps/web/src/lib/lint-probe.ts',
      "export { Button } from '../components/ui/button.tsx';",
      'lib/ imports nothing outside itself.',
    ],
    [
      'a feature importing app/',
      'apps/web/src/features/parts/lint-probe.ts',
      "export { App } from '../../app/app.tsx';",
      'Features never reach into app/: shared pieces live in lib/ or components/.',
    ],
  ])('refuses %s', async (_case, path, code, message) => {
    const errors = await zoneErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [
      'a feature importing itself, components/ and lib/',
      'apps/web/src/features/equipment/pages/lint-probe.tsx',
      "export { useEquipmentList } from '../api/equipment-api.ts';\nexport { Button } from '../../../components/ui/button.tsx';\nexport { cn } from '../../../lib/cn.ts';",
    ],
    [
      'app/ importing a feature',
      'apps/web/src/app/lint-probe.ts',
      "export { useEquipmentList } from '../features/equipment/api/equipment-api.ts';",
    ],
  ])('allows %s', async (_case, path, code) => {
    expect(await zoneErrors(path, code)).toEqual([]);
  });
});
