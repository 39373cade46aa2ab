// Gzipped JS a visitor downloads to reach a page: the entry chunk plus the chunks of the
// lazy routes on the way, each with its static imports (what the browser actually fetches).
// Usage: node scripts/bundle-size.mjs [--budget <kB>] [route-chunk-prefix ...]
// With --budget it fails (exit 1) when the total is over that many kB (1 kB = 1000 bytes gzipped).
// WEB_DIST points at another build folder (default apps/web/dist).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.WEB_DIST ?? new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('entry chunk not found in dist/index.html');

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budget = budgetAt === -1 ? null : Number(args[budgetAt + 1]);
if (budget !== null && !(budget > 0)) throw new Error('--budget needs a number of kB');
const routes = budgetAt === -1 ? args : args.filter((_, i) => i !== budgetAt && i !== budgetAt + 1);
const wanted = [
  entry,
  ...routes.map((prefix) => {
    const file = files.find((name) => name.startsWith(`${prefix}-`));
    if (!file) throw new Error(`no chunk starting with ${prefix}-`);
    return file;
  }),
];

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
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KiB = ${(total / 1000).toFixed(1)} kB total gzipped JS (${routes.join(' → ') || 'entry only'})`,
);
if (budget !== null) {
  const kB = total / 1000;
  if (kB > budget) {
    console.error(`Over budget: ${kB.toFixed(1)} kB > ${budget} kB. Make something on these first screens lazy, or lighter.`);
    process.exit(1);
  }
  console.log(`Within budget: ${kB.toFixed(1)} kB ≤ ${budget} kB.`);
}
