import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium only: Playwright never downloads a browser here.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT || 3210);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server, with an SMTP sink for the emails journeys read links from (e2e/mail.ts).
    command: `node --import tsx e2e/serve-with-mail-sink.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    // A first start initialises PGlite, migrates and seeds the demo: past a minute on a busy two-core machine.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      // The offline street map (ADR 0034): a link in DATA_DIR to a file e2e/offline-map.spec.ts writes and removes.
      MAP_PMTILES: 'maps/e2e-streets.pmtiles',
    },
  },
});
