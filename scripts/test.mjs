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
/** Names of failed tests, printed last so a CI log cut to its tail still says what broke. */
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    ok = false;
    console.error(`=== ${label}: FAILED (exit ${res.status})`);
  }
}

function countVitest(file, db) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed')
        failures.push(`[${db}] ${path.relative(root, suite.name ?? '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`[${db}] ${path.relative(root, suite.name ?? '')}: ${firstLine(suite.message)}`);
    }
  }
}

function firstLine(text) {
  return (String(text ?? '').split('\n')[0] ?? '').slice(0, 300);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.stats?.expected ?? 0;
  failed += r.stats?.unexpected ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') failures.push(`e2e/${spec.file} › ${spec.title}: ${firstLine(t.results?.at(-1)?.error?.message)}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of r.suites ?? []) walk(s);
}

const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json'];
const pglite = path.join(reports, 'vitest-pglite.json');
run('unit and API tests (PGlite)', 'npx', [...vitest, `--outputFile.json=${pglite}`], { TEST_DB: 'pglite' });
countVitest(pglite, 'PGlite');

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL at TEST_DATABASE_URL)', 'npx', [...vitest, '--project', 'server', `--outputFile.json=${pgReport}`], {
    TEST_DB: 'postgres',
  });
  countVitest(pgReport, 'PostgreSQL');
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

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
