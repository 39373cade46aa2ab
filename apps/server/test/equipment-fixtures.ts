import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';
import { insertCompany, insertUser, multipartFile, signIn, uniqueIp, type TestApp } from './harness.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();

/** A valid create body (spec 02 §2 Add New Equipment); override any field. */
export function buildEquipment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Excavator ${unique()}`,
    manufacturer: 'Caterpillar',
    model: '320 GC',
    serial: `SN-${unique()}`,
    equipmentType: 'excavator',
    status: 'active',
    year: 2019,
    ...overrides,
  };
}

/** A row written through the owner handle, for tests that need data without going through the API. */
export async function insertEquipment(
  db: Database,
  o: { companyId: string; name?: string; serial?: string | null; model?: string | null; status?: string; qrCodeId?: string | null },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'insert into equipment (company_id, name, serial, model, status, qr_code_id) values ($1, $2, $3, $4, $5, $6) returning id',
    [
      o.companyId,
      o.name ?? `Loader ${unique()}`,
      o.serial === undefined ? `SN-${unique()}` : o.serial,
      o.model ?? null,
      o.status ?? 'active',
      o.qrCodeId ?? null,
    ],
  );
  return rows[0]!.id;
}

export type Member = { id: string; companyId: string; cookie: string };

/** A new company with one signed-in user of the given role. */
export async function newTenant(t: TestApp, role = 'manager'): Promise<Member> {
  const company = await insertCompany(t.db);
  return memberOf(t, company.id, role);
}

export async function memberOf(t: TestApp, companyId: string, role = 'manager'): Promise<Member> {
  const user = await insertUser(t.db, { companyId, role });
  return { id: user.id, companyId, cookie: await signIn(t.app, user) };
}

export async function newAdmin(t: TestApp): Promise<Member> {
  const user = await insertUser(t.db, { role: 'gears_admin' });
  return { id: user.id, companyId: user.companyId, cookie: await signIn(t.app, user) };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One row of an isolation table: another company's user makes this call (url and body read once the records exist). */
export type CrossTenantCall = [name: string, method: Method, url: () => string, body?: () => unknown];

/** JSON calls as a signed-in user. */
export function client(t: TestApp) {
  return (who: { cookie: string } | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress: uniqueIp(),
    });
}

/** A multipart upload as a signed-in user. */
export function upload(
  t: TestApp,
  who: { cookie: string },
  url: string,
  fileName: string,
  data: Buffer,
  contentType = 'application/octet-stream',
  headers: Record<string, string> = {},
) {
  const body = multipartFile('file', fileName, contentType, data);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers, cookie: who.cookie },
    remoteAddress: uniqueIp(),
  });
}

export async function createEquipment(
  t: TestApp,
  who: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [k: string]: unknown }> {
  const res = await client(t)(who, 'POST', '/api/equipment', buildEquipment(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function rowOf(db: Database, id: string): Promise<Record<string, unknown> | null> {
  const rows = await db.query('select * from equipment where id = $1', [id]);
  return rows[0] ?? null;
}
