import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { enqueueJob } from '../src/platform/jobs/jobs.repo.ts';
import { testDriver } from './harness.ts';

const serverScript = new URL('./jobs-kill-server.ts', import.meta.url).pathname;
const serverDir = new URL('..', import.meta.url).pathname;

/** Where the server keeps its data: a PGlite folder, or a fresh PostgreSQL database. */
type Store = { env: Record<string, string>; open(): Promise<Database>; remove(): Promise<void> };

async function pgliteStore(): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-jobs-kill-'));
  return { env: { DATA_DIR: dir }, open: () => openPglite(dir), remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresStore(): Promise<Store> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `gears_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-jobs-kill-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    open: () => openPostgres(url.toString()),
    remove: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the server and resolves once its output has a line matching `until`. */
function startServer(store: Store, lines: string[]): { child: ChildProcess; waitFor(re: RegExp): Promise<void> } {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...store.env,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  const waiters: { re: RegExp; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      for (const w of waiters.filter((x) => x.re.test(line))) w.resolve();
    }
  });
  return {
    child,
    waitFor: (re) =>
      new Promise<void>((resolve, reject) => {
        if (lines.some((l) => re.test(l))) return resolve();
        waiters.push({ re, resolve });
        child.once('exit', (code) => reject(new Error(`server exited (${code}) before printing ${re}; output: ${lines.join(' | ')}`)));
      }),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe(`jobs: a job survives a server killed mid-run (${testDriver})`, () => {
  let store: Store;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await store?.remove();
  });

  it('kill -9 while the job runs, restart: the job runs again after its lease and its effect is recorded exactly once', async () => {
    store = testDriver === 'postgres' ? await postgresStore() : await pgliteStore();
    // Prepare the database (and the job) before the server starts: a PGlite folder is never opened by two processes.
    const db = await store.open();
    await migrate(db);
    await db.exec(`create table jobs_test_runs (job_id uuid not null, pid integer not null, at timestamptz not null default now());
                   create table jobs_test_effects (job_id uuid not null, at timestamptz not null default now());
                   alter table jobs_test_runs enable row level security; alter table jobs_test_runs force row level security;
                   alter table jobs_test_effects enable row level security; alter table jobs_test_effects force row level security;
                   create policy owner_all on jobs_test_runs to current_user using (true) with check (true);
                   create policy owner_all on jobs_test_effects to current_user using (true) with check (true);`);
    await enqueueJob(db, { queue: 'test.slow-effect', key: 'kill-test', payload: { ms: 4000 }, leaseSeconds: 2, maxAttempts: 5 });
    const [job] = await db.query<{ id: string }>(`select id from jobs where queue = 'test.slow-effect'`);
    await db.close();

    const lines: string[] = [];
    const first = startServer(store, lines);
    children.push(first.child);
    await first.waitFor(new RegExp(`run-started ${job!.id} attempt 1`));
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(lines.some((l) => l.startsWith('effect'))).toBe(false);

    const second = startServer(store, lines);
    children.push(second.child);
    await second.waitFor(new RegExp(`effect ${job!.id}`));
    second.child.kill('SIGTERM');
    await exited(second.child);

    const check = await store.open();
    try {
      const [row] = await check.query<{ state: string; attempts: number; locked_by: string | null }>(
        'select state, attempts, locked_by from jobs where id = $1',
        [job!.id],
      );
      expect(row).toEqual({ state: 'done', attempts: 2, locked_by: null });
      const runs = await check.query<{ pid: number }>('select pid from jobs_test_runs where job_id = $1 order by at', [job!.id]);
      expect(runs.map((r) => r.pid)).toEqual([first.child.pid, second.child.pid]);
      const effects = await check.query('select 1 from jobs_test_effects where job_id = $1', [job!.id]);
      expect(effects).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 420_000);
});
