import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = new URL('./migrations/', import.meta.url).pathname;

/** Applies db/migrations/NNNN_name.sql in order, once each, under an advisory lock. */
export async function migrate(db: Database): Promise<string[]> {
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7310001)');
    await tx.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
