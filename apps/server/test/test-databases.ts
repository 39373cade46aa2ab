import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { pgliteExtensions as extensions, wrapPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';

/**
 * Test databases cloned from one migrated template per run (ADR 0015): the vitest globalSetup (test-database-setup.ts)
 * migrates once, and each test file gets its own copy: a PGlite started from the template's data-directory tarball,
 * or a PostgreSQL `create database … template …`. Each file still sees only its own rows.
 */

/** 'postgres' when TEST_DB=postgres and TEST_DATABASE_URL is set (the second pass of npm test); otherwise PGlite in memory. */
export const testDriver: 'postgres' | 'pglite' =
  process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const migrationsDir = new URL('../src/db/migrations/', import.meta.url).pathname;

/** A short hash of the migration files (names and contents), so a template never outlives the schema it was made from. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(migrationsDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Migrates an in-memory PGlite and writes its data directory as an uncompressed tarball; returns the file's path. */
export async function createPgliteTemplate(): Promise<string> {
  const source = new PGlite({ extensions });
  await source.waitReady;
  const db = wrapPglite(source);
  await migrate(db);
  // An uncompressed tarball loads faster than a gzipped one (ADR 0015, measurements); it lives only for this run.
  const dump = await source.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), `gears-test-template-${migrationsHash()}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

let templateTarball: { file: string; blob: Blob } | null = null;

/** A fresh in-memory PGlite holding a copy of the template: migrated, with no rows of any other test file. */
export async function openPgliteClone(templateFile: string): Promise<Database> {
  if (templateTarball?.file !== templateFile) templateTarball = { file: templateFile, blob: new Blob([fs.readFileSync(templateFile)]) };
  const clone = new PGlite({ extensions, loadDataDir: templateTarball.blob });
  await clone.waitReady;
  return wrapPglite(clone);
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Creates and migrates a template database on the PostgreSQL of `adminUrl`, named by the migrations' hash and a
 * random suffix so parallel runs never share one. Roles (app_user) are cluster-wide: the migration creates them if
 * missing; grants and policies are per database and are copied with it.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `gears_tpl_${migrationsHash()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const db = await openPostgres(databaseUrl(adminUrl, name));
  try {
    await migrate(db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await db.close();
  }
  return name;
}

/** A new, empty database (migrated later by prepare()); returns its name. */
export async function createEmptyDatabase(adminUrl: string): Promise<string> {
  const name = `gears_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return name;
}

/** A new database copied from the template; returns its name. */
export async function clonePostgresTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `gears_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return name;
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
