import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { prepare } from '../src/bootstrap.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { localDiskStorage } from '../src/platform/files.ts';
import {
  clonePostgresTemplate,
  createEmptyDatabase,
  databaseUrl,
  dropPostgresDatabase,
  openPgliteClone,
  testDriver,
} from './test-databases.ts';

export { testDriver };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  deps: AppDeps;
  config: Config;
  close(): Promise<void>;
};

/**
 * This file's own database, a copy of the run's migrated template (ADR 0015). Without a template (a runner that
 * skipped the server project's globalSetup) it starts empty and prepare() migrates it.
 */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const template = inject('testDatabaseTemplate') as string | undefined;
  if (testDriver === 'pglite') return { db: template ? await openPgliteClone(template) : await openPglite(null), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = template ? await clonePostgresTemplate(adminUrl, template) : await createEmptyDatabase(adminUrl);
  return { db: await openPostgres(databaseUrl(adminUrl, name)), drop: () => dropPostgresDatabase(adminUrl, name) };
}

/** A migrated database and the HTTP app over it, with the demo data off; each test file makes its own tenants. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-test-'));
  const config = loadConfig({
    PUBLIC_URL: 'https://portal.example.test',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const log = pino({ level: 'silent' });
  const deps = await prepare(db, config, log, { files: localDiskStorage(path.join(dataDir, 'files')) });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db,
    deps,
    config,
    async close() {
      deps.mailer.stop();
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * A client company. Its plan is provider-managed at `tier` (ADR 0006): Enterprise by default, so tests that add many
 * equipment units or users are not limited by accident; billing tests ask for 'basic' or 'professional'.
 */
export async function insertCompany(
  db: Database,
  overrides: Partial<{ name: string; isProvider: boolean; tier: 'basic' | 'professional' | 'enterprise' }> = {},
): Promise<{ id: string; name: string }> {
  const name = overrides.name ?? `Company ${unique()}`;
  const rows = await db.query<{ id: string }>(
    'insert into companies (name, is_provider, subscription_tier) values ($1, $2, $3) returning id',
    [name, overrides.isProvider ?? false, overrides.tier ?? 'enterprise'],
  );
  return { id: rows[0]!.id, name };
}

/** The provider company exists once per database. */
export async function providerCompany(db: Database): Promise<{ id: string; name: string }> {
  const rows = await db.query<{ id: string; name: string }>('select id, name from companies where is_provider');
  return rows[0] ?? insertCompany(db, { name: 'GEARS Provider', isProvider: true });
}

export const testPassword = 'correct horse battery';
let cachedHash: string | null = null;

export async function insertUser(
  db: Database,
  overrides: Partial<{ companyId: string; role: string; email: string; name: string }> = {},
): Promise<{ id: string; email: string; companyId: string; role: string; password: string }> {
  const role = overrides.role ?? 'manager';
  const companyId = overrides.companyId ?? (role === 'gears_admin' ? (await providerCompany(db)).id : (await insertCompany(db)).id);
  const email = overrides.email ?? `user-${unique()}@example.test`;
  cachedHash ??= await hashPassword(testPassword);
  const rows = await db.query<{ id: string }>(
    'insert into users (company_id, email, name, role, password_hash) values ($1, $2, $3, $4, $5) returning id',
    [companyId, email, overrides.name ?? 'Test User', role, cachedHash],
  );
  return { id: rows[0]!.id, email, companyId, role, password: testPassword };
}

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'gears_session');
  if (!cookie) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `gears_session=${cookie.value}`;
}

/** Signs in through the API and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, user: { email: string; password: string }, ip = uniqueIp()): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
  return sessionCookieOf(res);
}

let ipCounter = 0;
/** A fresh client address per call, so per-address rate limits never couple tests; per-account limits still apply. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Waits until at least `needSeconds` remain in the current fixed rate-limit window, so a burst cannot straddle two windows. */
export async function awaitRoomInWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  const left = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid 1×1 RGBA PNG (signature, IHDR, IDAT, IEND). */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32, 0xff])); // filter byte + one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part, built by hand. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gears-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The newest outbox row sent to an address (read through the owner handle). */
export async function latestEmailTo(
  db: Database,
  to: string,
): Promise<{ id: string; subject: string; template: string; body_text: string; status: string } | null> {
  const rows = await db.query<{ id: string; subject: string; template: string; body_text: string; status: string }>(
    'select id, subject, template, body_text, status from email_outbox where lower(to_address) = lower($1) order by created_at desc limit 1',
    [to],
  );
  return rows[0] ?? null;
}

/** Every registered route as 'METHOD /path', read from Fastify's route tree (HEAD twins left out). */
export function routesOf(app: FastifyInstance): string[] {
  const stack: { depth: number; path: string }[] = [];
  const out: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!m) continue;
    const depth = m[1]!.length;
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const full = (stack[stack.length - 1]?.path ?? '') + m[2]!;
    stack.push({ depth, path: full });
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && s !== 'HEAD'))
      out.push(`${method} ${full}`);
  }
  return out;
}

/**
 * How many rows a company holds in each table (read through the owner handle, so RLS hides nothing): isolation tests
 * take it before another company's calls and expect it unchanged after them.
 */
export async function companyRowCounts(db: Database, companyId: string, tables: readonly string[]): Promise<Record<string, number>> {
  const columns = tables.map((table) => `(select count(*)::int from ${table} where company_id = $1) as ${table}`).join(', ');
  return (await db.query<Record<string, number>>(`select ${columns}`, [companyId]))[0]!;
}
