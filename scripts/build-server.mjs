// npm start runs the server from one JavaScript bundle instead of compiling ~300 TypeScript files through tsx on every
// start (issue 14 item 11: healthy in ≤ 3 s on a restart; ADR 0021). The bundle holds our code only — the server and the
// shared domain package; every npm package stays an ordinary import from node_modules. Built when missing or older
// than its sources, like the web build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
/** What the bundle is made of: a change to any of these makes it stale. */
export const serverInputs = [
  'apps/server/src',
  'packages/domain/src',
  'apps/server/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

/**
 * Bare imports (npm packages) stay imports; `@gears/*` workspace packages are TypeScript sources and go in the bundle.
 * `import.meta.url` keeps meaning "this source file", so paths next to a source (migrations, package.json, the web
 * build, fonts) resolve as they do under tsx.
 */
const ourSources = {
  name: 'gears-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@gears/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const contents = text.includes('import.meta.url')
        ? text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        : text;
      return { contents, loader: 'ts' };
    });
  },
};

/** Writes the bundle (and its source map, so stack traces name the TypeScript files). */
export async function buildServer(outfile = serverBundle) {
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ourSources],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
