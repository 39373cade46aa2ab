import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { at, D, machine } from './analytics-fixtures.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';

/** Issue 17 item 5: a machine's or the company's activity log as formula-safe CSV with a date range (professional+). */
describe(`history export (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Member;
  let technician: Member;
  let other: Member;
  let basic: Member;
  let m: string;
  let m2: string;
  let companyId: string;

  const log = (o: { companyId: string; userId: string | null; action: string; type: string; id: string; details?: object; at: string }) =>
    t.db.query(
      `insert into activity_logs (company_id, user_id, action, entity_type, entity_id, details, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [o.companyId, o.userId, o.action, o.type, o.id, JSON.stringify(o.details ?? {}), o.at],
    );
  const lines = (body: string) => body.trimEnd().split('\r\n');

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    companyId = (await insertCompany(t.db, { tier: 'professional' })).id;
    admin = await memberOf(t, companyId, 'client_admin');
    technician = await memberOf(t, companyId, 'technician');
    other = await memberOf(t, (await insertCompany(t.db)).id, 'client_admin');
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id, 'client_admin');
    m = await machine(t.db, companyId, 'Wheel Loader 7', 'active');
    m2 = await machine(t.db, companyId, '=SUM(A1)', 'active');
    const userId = admin.id;
    await log({ companyId, userId, action: 'equipment_updated', type: 'equipment', id: m, details: { field: 'name' }, at: at(5, '10:00') });
    await log({
      companyId,
      userId,
      action: 'reservation_created',
      type: 'reservation',
      id: 'r1',
      details: { equipmentId: m },
      at: at(3, '10:00'),
    });
    await log({ companyId, userId: null, action: 'equipment_updated', type: 'equipment', id: m2, at: at(2, '10:00') });
    await log({ companyId, userId, action: '=cmd|calc', type: 'equipment', id: m, details: { note: '@risky' }, at: at(1, '10:00') });
    await log({ companyId, userId, action: 'equipment_created', type: 'equipment', id: m, at: at(400, '10:00') });
    const otherMachine = await machine(t.db, other.companyId, 'Wheel Loader 7', 'active');
    await log({
      companyId: other.companyId,
      userId: other.id,
      action: 'equipment_updated',
      type: 'equipment',
      id: otherMachine,
      at: at(1, '11:00'),
    });
  });
  afterAll(() => t.close());

  it('exports one machine’s log, newest first, the last year by default, formula cells escaped', async () => {
    const res = await call(technician, 'GET', `/api/equipment/${m}/history.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`history-wheel-loader-7-${D(364)}-to-${D(0)}.csv`);
    const rows = lines(res.body);
    expect(rows[0]).toBe('Date (UTC),Action,Record type,Record id,Equipment,User,Details');
    expect(rows.slice(1)).toEqual([
      `${at(1, '10:00:00.000').replace(':00Z', 'Z')},'=cmd|calc,equipment,${m},Wheel Loader 7,Test User,"{""note"": ""@risky""}"`,
      `${at(3, '10:00:00.000').replace(':00Z', 'Z')},Reservation created,reservation,r1,Wheel Loader 7,Test User,"{""equipmentId"": ""${m}""}"`,
      `${at(5, '10:00:00.000').replace(':00Z', 'Z')},Equipment updated,equipment,${m},Wheel Loader 7,Test User,"{""field"": ""name""}"`,
    ]);
  });

  it('a date range narrows it; older rows come with an earlier start', async () => {
    const recent = lines((await call(admin, 'GET', `/api/equipment/${m}/history.csv?from=${D(2)}&to=${D(0)}`)).body);
    expect(recent).toHaveLength(2);
    expect(recent[1]).toContain("'=cmd|calc");
    const old = lines((await call(admin, 'GET', `/api/equipment/${m}/history.csv?from=${D(500)}&to=${D(300)}`)).body);
    expect(old.slice(1).map((l) => l.split(',')[1])).toEqual(['Equipment created']);
  });

  it('exports the whole company’s log for its admin, never another company’s rows', async () => {
    const res = await call(admin, 'GET', '/api/history/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`history-company-${D(364)}-to-${D(0)}.csv`);
    const rows = lines(res.body).slice(1);
    expect(rows).toHaveLength(4);
    // The machine named '=SUM(A1)' is written as text, not a formula.
    expect(rows[1]).toBe(`${at(2, '10:00:00.000').replace(':00Z', 'Z')},Equipment updated,equipment,${m2},'=SUM(A1),,`);
    expect(res.body).not.toContain(other.id);
    expect((await call(technician, 'GET', '/api/history/export.csv')).statusCode).toBe(403);
  });

  it('another company’s machine is not found; a basic plan is refused with the plan message', async () => {
    const res = await call(other, 'GET', `/api/equipment/${m}/history.csv`);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const refused = await call(basic, 'GET', '/api/history/export.csv');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      403,
      'Feature Unavailable: History export is not available in your subscription tier.',
    ]);
  });

  it('bad ranges are refused clearly; a provider admin names the company', async () => {
    const backwards = await call(admin, 'GET', `/api/history/export.csv?from=${D(1)}&to=${D(3)}`);
    expect([backwards.statusCode, backwards.json().error.message]).toEqual([400, 'from: The start date must be on or before the end date']);
    const long = await call(admin, 'GET', `/api/history/export.csv?from=${D(1200)}&to=${D(0)}`);
    expect([long.statusCode, long.json().error.message]).toEqual([400, 'from: Export at most 3 years at a time']);
    const bad = await call(admin, 'GET', '/api/history/export.csv?from=yesterday');
    expect(bad.statusCode).toBe(400);
    const provider = await newAdmin(t);
    const unnamed = await call(provider, 'GET', '/api/history/export.csv');
    expect([unnamed.statusCode, unnamed.json().error.message]).toEqual([400, 'Choose a company to export its history']);
    const named = await call(provider, 'GET', `/api/history/export.csv?companyId=${companyId}`);
    expect([named.statusCode, lines(named.body).length]).toEqual([200, 5]);
  });
});
