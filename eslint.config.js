// ESLint for every workspace (ADR 0013). `npm run lint`; the import zones are CONVENTIONS "Where code lives".
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = 'apps/web/src';
const serverModules = 'apps/server/src/modules';

function folders(path) {
  return readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const features = folders(`${webSrc}/features`);
const webZones = [
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to components/ or lib/.',
  })),
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'components/ and lib/ import no feature and nothing from app/.',
  },
  { target: `${webSrc}/lib`, from: `${webSrc}/components`, message: 'lib/ imports nothing outside itself.' },
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'Features never reach into app/: shared pieces live in lib/ or components/.',
  },
  { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
];

// A server module's public face is its index.ts: another module imports that file, never the internals. The zone
// covers each module that has an index.ts, so the rule switches itself on module by module as the index files land.
const modules = folders(serverModules);
const withIndex = modules.filter((name) => existsSync(join(root, serverModules, name, 'index.ts')));
const serverZones = modules
  .map((name) => ({
    target: `${serverModules}/${name}`,
    from: withIndex.filter((other) => other !== name).map((other) => `${serverModules}/${other}`),
    except: ['./index.ts'],
    message: 'Import another module through its index.ts.',
  }))
  .filter((zone) => zone.from.length > 0);

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', 'test-results/', 'playwright-report/', 'data/', 'scratch/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Input cleaning deliberately matches control characters (text-input, file names, return-to, notifications).
      'no-control-regex': 'off',
    },
  },
  {
    // Test code reads untyped JSON answers (inject's json()); product code has no `any`.
    files: ['**/test/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The two classic hook rules; the React Compiler rules of the plugin's recommended set took 2.5 min of CPU here.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests may wire several features together (e.g. lib/live-events.test.tsx); the zones are for product code.
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/**/*.test.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  // Off until the first module has an index.ts (the rule refuses an empty zone list).
  serverZones.length > 0
    ? { files: [`${serverModules}/**/*.ts`], rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] } }
    : {},
);
