/**
 * npm run bench:lighthouse — DESIGN §7 / issue 6: Lighthouse performance ≥ 95 and accessibility 100 on the
 * public and dashboard pages. Builds nothing: run `npm run build` first (or point WEB_DIST at a build).
 *
 * Starts the server (a child process, so its event loop never shares a thread with Lighthouse) on a free
 * 127.0.0.1 port with a fresh temporary DATA_DIR (embedded PGlite, demo data seeded), signs in the demo
 * client admin through the API, and runs Lighthouse through its Node API on headless Chromium
 * (CHROME_PATH or /usr/bin/chromium; nothing is downloaded) for /, /pricing, /auth and, with the session
 * cookie sent as an extra header, /dashboard, /dashboard/equipment, /dashboard/quotes and /dashboard/analytics, in the mobile
 * (default) and desktop presets, plus an accessibility-only pass in the dark theme (prefers-color-scheme:
 * dark). Prints a table of scores with PASS/MISS against the targets and the failing audits by title.
 *
 * Flags: --strict (exit 1 on a miss), --runs=N (N runs per page and preset, the median performance run is
 * kept; default 1), --only=mobile,desktop,dark (presets), --pages=/,/about (any paths; those under /dashboard,
 * /settings or /account are opened signed in), --save=DIR (the JSON reports), --consent=answered (the browser has
 * already answered the cookie card, as a returning visitor's has: Lighthouse then keeps the site's storage, but the HTTP
 * cache is still emptied before each run; without it the profile is fresh and the card appears 3 s in, spec 01 §4).
 * Performance scores depend on CPU load: the load average is printed before and after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoPassword } from '../apps/server/src/db/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = { performance: 95, accessibility: 100 } as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type Preset = 'mobile' | 'desktop' | 'dark';
type PageCase = { path: string; signedIn: boolean };
type Row = {
  page: string;
  preset: Preset;
  scores: Partial<Record<Category, number>>;
  failing: string[];
  lcp: string;
  cls: string;
  tbt: string;
};

const allPages: PageCase[] = [
  { path: '/', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/dashboard/equipment', signedIn: true },
  { path: '/dashboard/quotes', signedIn: true },
  { path: '/dashboard/analytics', signedIn: true },
];
const demoUser = 'alex@northwind.demo';

function arg(name: string): string | undefined {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : '';
}
const strict = arg('strict') !== undefined;
const runs = Math.max(1, Number.parseInt(arg('runs') ?? '1', 10) || 1);
const presets = (arg('only') ?? 'mobile,desktop,dark').split(',').filter(Boolean) as Preset[];
// --pages may name any path; a path under /dashboard, /settings or /account is opened signed in.
const pageFilter = arg('pages')?.split(',').filter(Boolean);
const pages = pageFilter
  ? pageFilter.map((p) => allPages.find((x) => x.path === p) ?? { path: p, signedIn: /^\/(dashboard|settings|account)(\/|$)/.test(p) })
  : allPages;
const saveDir = arg('save') ? path.resolve(arg('save')!) : null;
const consentAnswered = arg('consent') === 'answered';

const progress = (line: string) => process.stderr.write(`${line}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts apps/server/src/main.ts on a fresh embedded database; resolves once /api/health answers. */
async function startServer(port: number, dataDir: string, webDist: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer /api/health within 120 s:\n${stderr}`);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUser, password: demoPassword }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${demoUser} failed ${res.status}: ${await res.text()}`);
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('gears_session='));
  if (!session) throw new Error('sign-in returned no session cookie');
  return session;
}

/** Audits that Lighthouse itself would not show as passed (score below 0.9), with their display value. */
function failingAudits(lhr: Result, preset: Preset): string[] {
  const lines: string[] = [];
  const cats = preset === 'dark' ? (['accessibility'] as const) : categories;
  for (const cat of cats) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${cat}: ${audit.title}${value}`);
    }
  }
  return [...new Set(lines)];
}

const score = (lhr: Result, cat: Category) => {
  const s = lhr.categories[cat]?.score;
  return s === null || s === undefined ? undefined : Math.round(s * 100);
};
const display = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '—';

/** A returning visitor: the site's storage holds the cookie card's answer (spec 01 §9, key cookie-consent); the cache is empty. */
async function answerConsent(port: number, url: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'accepted'));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runPage(port: number, url: string, preset: Preset, cookie: string | null): Promise<Result> {
  if (consentAnswered) await answerConsent(port, url);
  const flags: Flags = {
    port,
    disableStorageReset: consentAnswered,
    output: 'json',
    logLevel: 'error',
    onlyCategories: preset === 'dark' ? ['accessibility'] : [...categories],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  // A busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): such a run says nothing about the page, so it is repeated.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    const failure = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
        : null;
    if (!failure) return result!.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${failure}`);
    progress(`  Lighthouse failed (${failure}); trying again`);
  }
}

function launchChrome(dark: boolean) {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`No browser at ${chromePath}: set CHROME_PATH to a Chrome or Chromium binary.`);
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...(dark ? ['--force-dark-mode'] : []),
  ];
  return chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
}

function pad(text: string, width: number) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function printTable(rows: Row[]) {
  const mark = (value: number | undefined, target: number) => (value === undefined ? '—' : `${value} ${value >= target ? 'PASS' : 'MISS'}`);
  const head = ['page', 'preset', `perf ≥${targets.performance}`, `a11y ${targets.accessibility}`, 'best-pr.', 'seo', 'LCP', 'CLS', 'TBT'];
  const body = rows.map((r) => [
    r.page,
    r.preset,
    r.preset === 'dark' ? '—' : mark(r.scores.performance, targets.performance),
    mark(r.scores.accessibility, targets.accessibility),
    String(r.scores['best-practices'] ?? '—'),
    String(r.scores.seo ?? '—'),
    r.lcp,
    r.cls,
    r.tbt,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function main() {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}: run \`npm run build\` first (or set WEB_DIST).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  progress(`load average before: ${loadAverage()} (${os.cpus().length} CPUs)`);
  progress(consentAnswered ? 'the cookie card is answered (a returning visitor)' : 'a fresh profile (the cookie card appears 3 s in)');
  progress(`starting the server on ${base} (DATA_DIR ${dataDir}, web ${webDist})`);
  const server = await startServer(port, dataDir, webDist);
  const rows: Row[] = [];
  let version = '';
  try {
    const cookie = pages.some((p) => p.signedIn) ? await signIn(base) : null;
    if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
    for (const preset of presets) {
      const chrome = await launchChrome(preset === 'dark');
      try {
        for (const page of pages) {
          const results: Result[] = [];
          for (let i = 0; i < runs; i++) {
            progress(`${preset} ${page.path} run ${i + 1}/${runs} (load ${loadAverage()})`);
            results.push(await runPage(chrome.port, base + page.path, preset, page.signedIn ? cookie : null));
          }
          // The median run by performance score (accessibility and the rest do not vary between runs).
          results.sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
          const lhr = results[Math.floor((results.length - 1) / 2)]!;
          version = lhr.lighthouseVersion;
          if (lhr.finalDisplayedUrl !== base + page.path) progress(`  note: ended on ${lhr.finalDisplayedUrl}`);
          if (saveDir) fs.writeFileSync(path.join(saveDir, `${preset}${page.path.replaceAll('/', '_') || '_'}.json`), JSON.stringify(lhr));
          rows.push({
            page: page.path,
            preset,
            scores: Object.fromEntries(categories.map((c) => [c, score(lhr, c)])),
            failing: failingAudits(lhr, preset),
            lcp: preset === 'dark' ? '—' : display(lhr, 'largest-contentful-paint'),
            cls: preset === 'dark' ? '—' : display(lhr, 'cumulative-layout-shift'),
            tbt: preset === 'dark' ? '—' : display(lhr, 'total-blocking-time'),
          });
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${version} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, load average after: ${loadAverage()}\n`,
  );
  printTable(rows);
  const misses = rows.filter(
    (r) =>
      (r.preset !== 'dark' && (r.scores.performance ?? 0) < targets.performance) || (r.scores.accessibility ?? 0) < targets.accessibility,
  );
  for (const r of rows.filter((x) => x.failing.length)) {
    console.log(`\n${r.preset} ${r.page}:`);
    for (const f of r.failing) console.log(`  - ${f}`);
  }
  console.log(misses.length ? `\n${misses.length} of ${rows.length} rows miss a target.` : `\nAll ${rows.length} rows meet the targets.`);
  if (strict && misses.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
