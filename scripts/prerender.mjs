// Pre-renders the public pages after the client build (DESIGN §7, issue 6): builds apps/web/src/prerender.tsx with
// Vite's SSR build into a temporary folder, renders each public path and writes apps/web/dist/prerendered/<name>.html,
// the built index.html with the page's markup in #root. The server answers those paths with them; the client hydrates.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(webRoot, 'dist');
// Under node_modules (ignored by git) so the externalised packages (react, react-router…) resolve as in the app.
const outDir = path.resolve(webRoot, '../../node_modules/.cache/gears-prerender');

/** '/' → index.html, '/pricing' → pricing.html (the names apps/server/src/modules/seo/seo.routes.ts reads). */
const prerenderedName = (urlPath) => `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;

const rootPattern = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
const themeInitTag = '<script src="/theme-init.js"></script>';
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The route module of a public page, by the convention of apps/web/src/app/routes.tsx ('/' → home-page.tsx). */
const pageSource = (urlPath) => `src/features/public/pages/${urlPath === '/' ? 'home' : urlPath.slice(1)}-page.tsx`;

/** A chunk and every chunk it imports statically, as /assets URLs (Vite's manifest: dist/asset-manifest.json). */
function chunkUrls(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkUrls(manifest, dep, seen);
  return seen;
}

/**
 * The pre-rendered page paints before any script runs: the entry and its modules move from <head> onto the
 * theme-init tag, which fetches them after the first paint (public/theme-init.js), together with the page's own route
 * chunk and its imports (otherwise found only once the entry has run).
 */
function deferAppScripts(html, manifest, urlPath) {
  const entry = entryTag.exec(html)?.[1];
  if (!entry || !html.includes(themeInitTag)) throw new Error('prerender: no entry script or theme-init tag in dist/index.html');
  const modules = [...html.matchAll(preloadTag)].map((m) => m[1]);
  const entryUrl = `/${manifest['index.html'].file}`;
  for (const key of chunkUrls(manifest, pageSource(urlPath))) {
    const url = `/${manifest[key].file}`;
    if (url !== entryUrl && !modules.includes(url)) modules.push(url);
  }
  const tag = `<script src="/theme-init.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return html.replace(entryTag, '').replace(preloadTag, '').replace(themeInitTag, tag);
}

async function main() {
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'asset-manifest.json'), 'utf8'));
  if (!rootPattern.test(indexHtml)) throw new Error('prerender: no <div id="root"> at the end of <body> in dist/index.html');
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, ssrManifest: false, copyPublicDir: false },
  });
  const entry = fs.readdirSync(outDir).find((name) => /^prerender\.m?js$/.test(name));
  if (!entry) throw new Error(`prerender: no built entry in ${outDir}`);
  const { renderPage, prerenderedPaths } = await import(pathToFileURL(path.join(outDir, entry)).href);
  const target = path.join(dist, 'prerendered');
  fs.mkdirSync(target, { recursive: true });
  for (const urlPath of prerenderedPaths) {
    const markup = await renderPage(urlPath);
    const html = deferAppScripts(indexHtml, manifest, urlPath).replace(rootPattern, `<div id="root" data-prerendered="">${markup}</div>`);
    fs.writeFileSync(path.join(target, prerenderedName(urlPath)), html);
    console.log(`prerendered ${urlPath} (${Math.round(Buffer.byteLength(html) / 1024)} KB)`);
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  // The build is complete: npm start (scripts/start.mjs) compares its sources against this stamp.
  fs.writeFileSync(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
}

await main();
