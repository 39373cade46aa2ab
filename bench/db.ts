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
  /** BENCH_DATABASE: a named PostgreSQL database kept after the run, so its generated data can be reused. */
  kept: boolean;
  /** The PostgreSQL database's URL, for a server started in another process; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
};

/**
 * With DATABASE_URL: creates gears_bench_<random> on that server (the URL's user needs CREATEDB)
 * and drops it on close; with BENCH_DATABASE=<name> as well, uses that database (created if
 * missing) and keeps it, so a later run can reuse its data. Without DATABASE_URL: PGlite, in memory
 * unless BENCH_PGLITE=disk (then a temp folder).
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
      kept: false,
      url: null,
      label: `PGlite (PostgreSQL ${await versionOf(db)}) ${onDisk ? `on disk (${dataDir})` : 'in memory'}`,
      close: () =>
        (closing ??= (async () => {
          await db.close().catch(() => {});
          removeDir();
        })()),
    };
  }
  const keep = env.BENCH_DATABASE ?? '';
  if (keep && !/^[a-z_][a-z0-9_]{0,62}$/.test(keep)) throw new Error('BENCH_DATABASE must be a plain lower-case database name');
  const name = keep || `gears_bench_${randomBytes(5).toString('hex')}`;
  const exists = keep ? await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [keep]) : false;
  if (!exists) await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  let closing: Promise<void> | null = null;
  return {
    db,
    dataDir,
    kept: !!keep,
    url: url.toString(),
    label: `PostgreSQL ${await versionOf(db)} (database ${name}, ${keep ? (exists ? 'reused, kept' : 'new, kept') : 'dropped at the end'})`,
    close: () =>
      (closing ??= (async () => {
        await db.close().catch(() => {});
        if (!keep) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        removeDir();
      })()),
  };
}

/** One statement on the server's admin connection; true when it returned rows. */
async function adminQuery(url: string, sql: string, values: unknown[] = []): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query(sql, values)).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function versionOf(db: Database): Promise<string> {
  const rows = await db.query<{ v: string }>("select current_setting('server_version') as v");
  return rows[0]?.v ?? '?';
}
