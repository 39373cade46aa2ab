import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/database.ts';
import { openPglite } from '../apps/server/src/db/pglite.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';

/** The database a benchmark run owns: created fresh, removed at the end. */
export type BenchDatabase = {
  db: Database;
  /** What to print: "PostgreSQL 15.x (database gears_bench_…)" or "PGlite 0.5.14 in memory". */
  label: string;
  /** DATA_DIR for the app's config (uploads go there; the PGlite files too when on disk). */
  dataDir: string;
  close(): Promise<void>;
};

/**
 * With DATABASE_URL: creates gears_bench_<random> on that server (the URL's user needs CREATEDB)
 * and drops it on close. Without: PGlite, in memory unless BENCH_PGLITE=disk (then a temp folder).
 */
export async function openBenchDatabase(env: NodeJS.ProcessEnv = process.env): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = env.DATABASE_URL;
  if (!adminUrl) {
    const onDisk = env.BENCH_PGLITE === 'disk';
    let closing: Promise<void> | null = null;
    const db = await openPglite(onDisk ? path.join(dataDir, 'db') : null);
    return {
      db,
      dataDir,
      label: `PGlite (PostgreSQL ${await versionOf(db)}) ${onDisk ? `on disk (${dataDir})` : 'in memory'}`,
      close: () =>
        (closing ??= (async () => {
          await db.close().catch(() => {});
          removeDir();
        })()),
    };
  }
  const name = `gears_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  let closing: Promise<void> | null = null;
  return {
    db,
    dataDir,
    label: `PostgreSQL ${await versionOf(db)} (database ${name}, dropped at the end)`,
    close: () =>
      (closing ??= (async () => {
        await db.close().catch(() => {});
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        removeDir();
      })()),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function versionOf(db: Database): Promise<string> {
  const rows = await db.query<{ v: string }>("select current_setting('server_version') as v");
  return rows[0]?.v ?? '?';
}
