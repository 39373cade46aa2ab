import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { pgliteExtensions } from '../src/db/pglite.ts';
// @ts-expect-error plain ESM script without types
import { buildServer } from '../../../scripts/build-server.mjs';
import { clonePostgresTemplate, databaseUrl, dropPostgresDatabase, testDriver } from './test-databases.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-bundle-'));
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(dir, { recursive: true, force: true })];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The database the bundled server restarts on: a copy of the run's migrated template, like a server that ran before. */
async function restartDatabase(): Promise<Record<string, string>> {
  const template = inject('testDatabaseTemplate') as string;
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = await clonePostgresTemplate(adminUrl, template);
    cleanups.push(() => dropPostgresDatabase(adminUrl, name));
    return { DATABASE_URL: databaseUrl(adminUrl, name) };
  }
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
  const pg = new PGlite(path.join(dir, 'data', 'pg'), { extensions: pgliteExtensions, loadDataDir: new Blob([fs.readFileSync(template)]) });
  await pg.waitReady;
  await pg.close();
  return {};
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<Response> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundled server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy answer in 90 s:\n${log()}`);
}

describe('npm start runs the server from one bundle (issue 14 item 11, ADR 0021)', () => {
  it('bundles our code, keeps paths next to the sources, and serves health, version and the web build', async () => {
    // Inside the server package, as npm start writes it: the bundle's npm imports resolve from node_modules above it.
    const bundleDir = fs.mkdtempSync(path.join(root, 'apps/server/dist-test-'));
    cleanups.push(() => fs.rmSync(bundleDir, { recursive: true, force: true }));
    const bundle = path.join(bundleDir, 'main.mjs');
    await buildServer(bundle);
    const entry = fs.readFileSync(bundle, 'utf8');
    const chunks = fs.readdirSync(path.join(bundleDir, 'chunks')).filter((f) => f.endsWith('.mjs'));
    const text = [entry, ...chunks.map((f) => fs.readFileSync(path.join(bundleDir, 'chunks', f), 'utf8'))].join('\n');
    // npm packages stay imports; pdfkit, stripe, nodemailer, qrcode and pg load on first use, not at start.
    for (const lazy of ['pdfkit', 'stripe', 'nodemailer', 'qrcode', 'pg'])
      expect(text).not.toMatch(new RegExp(`^import .* from "${lazy}";$`, 'm'));
    expect(text).toMatch(/^import .* from "fastify";$/m);
    // The entry opens the database before the app's modules load: PGlite is imported up front, Fastify in a later chunk.
    expect(entry).toMatch(/^import .* from "@electric-sql\/pglite";$/m);
    expect(entry).not.toMatch(/^import .* from "fastify";$/m);

    const web = path.join(dir, 'web');
    fs.mkdirSync(web);
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>x</title><body><main id="bundle-test"></main></body>');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...(await restartDatabase()),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: web,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    if (testDriver !== 'postgres') delete env.DATABASE_URL;
    let output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: dir, env });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    cleanups.push(() => void child.kill('SIGTERM'));

    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => output);
    const body = (await health.json()) as { status: string; version: string };
    // app.ts reads the root package.json next to its source: the same answer as under tsx.
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
    expect(body).toMatchObject({ status: 'ok', version: version ?? '0.0.0' });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('id="bundle-test"');
  }, 180_000);
});
