// npm start runs the server from one JavaScript bundle instead of compiling ~300 TypeScript files through tsx on every
// start (issue 14 item 11: healthy in ≤ 3 s on a restart; ADR 0021). The bundle holds our code only — the server and the
// shared domain package; every npm package stays an ordinary import from node_modules. Built when missing or older
// than its sources, like the web build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/**
 * Writes the bundle: `outfile` is the entry (main.ts) and the chunks it imports go next to it, each with a source map
 * so stack traces name the TypeScript files. Split at main.ts's dynamic import, so the entry starts opening the
 * database before the app's modules and their npm packages load (ADR 0021). Old chunks are removed first: their names
 * carry a hash and would pile up.
 */
export async function buildServer(outfile = serverBundle) {
  // Loaded here, not at the top: npm start imports this file for the paths above on every start.
  const esbuild = await import('esbuild');
  const outdir = path.dirname(outfile);
  fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { [path.basename(outfile, '.mjs')]: path.join(root, 'apps/server/src/main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ourSources],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
