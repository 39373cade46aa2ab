// Gzipped JS a visitor downloads to reach a page: the entry chunk plus the chunks of the
// lazy routes on the way, each with its static imports (what the browser actually fetches).
// Usage: node scripts/bundle-size.mjs [route-chunk-prefix ...]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('entry chunk not found in dist/index.html');

const routes = process.argv.slice(2);
const wanted = [entry, ...routes.map((prefix) => {
  const file = files.find((name) => name.startsWith(`${prefix}-`));
  if (!file) throw new Error(`no chunk starting with ${prefix}-`);
  return file;
})];

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]);
}
wanted.forEach(visit);

let total = 0;
const rows = [...seen].map((file) => {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  return { file, kib: (size / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kib) - Number(a.kib)).forEach((row) => console.log(`${row.kib.padStart(7)} KiB  ${row.file}`));
console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB = ${(total / 1000).toFixed(1)} kB total gzipped JS (${routes.join(' → ') || 'entry only'})`);
