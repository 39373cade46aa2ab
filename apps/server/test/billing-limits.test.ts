import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, insertUser, multipartFile, providerCompany, signIn, uniqueIp, type TestApp } from './harness.ts';
import { buildEquipment, insertEquipment } from './equipment-fixtures.ts';
import { caller, signUp } from './billing-fixtures.ts';

describe(`billing: tier limits enforced on the server (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t.close());

  const equipmentCount = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from equipment where company_id = $1', [companyId]))[0]!.n;
  const addEquipment = (cookie: string) => call(cookie, 'POST', '/api/equipment', buildEquipment());
  const fill = async (companyId: string, n: number) => {
    for (let i = 0; i < n; i++) await insertEquipment(t.db, { companyId });
  };

  it('Basic: the 11th equipment unit is refused with the Feature Unavailable message; 80% warns first', async () => {
    const s = await signUp(t, { planId: 'basic' });
    await fill(s.companyId, 7);
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json().warnings).toEqual([]);
    expect((await addEquipment(s.cookie)).statusCode).toBe(201);
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json().warnings).toEqual([
      { kind: 'equipment', level: 'near', used: 8, limit: 10 },
    ]);
    expect((await addEquipment(s.cookie)).statusCode).toBe(201);
    expect((await addEquipment(s.cookie)).statusCode).toBe(201);
    const eleventh = await addEquipment(s.cookie);
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().error).toMatchObject({ code: 'FORBIDDEN', message: m.limitReached('equipment', 'basic', 10) });
    expect(eleventh.json().error.message).toMatch(/^Feature Unavailable: .* not available in your subscription tier/);
    expect(await equipmentCount(s.companyId)).toBe(10);
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      usage: { equipment: { used: 10, limit: 10, level: 'at' } },
      warnings: [{ kind: 'equipment', level: 'at', used: 10, limit: 10 }],
    });
    // Archiving one frees a place.
    const id = (await t.db.query<{ id: string }>('select id from equipment where company_id = $1 limit 1', [s.companyId]))[0]!.id;
    await t.db.query('update equipment set archived_at = now() where id = $1', [id]);
    expect((await addEquipment(s.cookie)).statusCode).toBe(201);
  });

  it('Basic: concurrent additions cannot pass the limit together', async () => {
    const s = await signUp(t, { planId: 'basic' });
    await fill(s.companyId, 8);
    const results = await Promise.all(Array.from({ length: 5 }, () => addEquipment(s.cookie)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
    expect(await equipmentCount(s.companyId)).toBe(10);
  });

  it('Basic: a CSV import stops at the limit and reports each refused row', async () => {
    const s = await signUp(t, { planId: 'basic' });
    await fill(s.companyId, 8);
    const csv = Buffer.from(['Equipment Name,serial_number', 'A,CSV-1', 'B,CSV-2', 'C,CSV-3', 'D,CSV-4', ''].join('\r\n'));
    const body = multipartFile('file', 'fleet.csv', 'text/csv', csv);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/equipment/import?dryRun=false',
      payload: body.payload,
      headers: { ...body.headers, cookie: s.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, failed: 2 });
    expect(res.json().errors).toEqual([
      `Row 4: ${m.limitReached('equipment', 'basic', 10)}`,
      `Row 5: ${m.limitReached('equipment', 'basic', 10)}`,
    ]);
    expect(await equipmentCount(s.companyId)).toBe(10);
  });

  it('Basic: the 3rd user is refused (people plus live invitations); revoking an invitation frees the seat', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const invite = (email: string) => call(s.cookie, 'POST', '/api/invitations', { email, role: 'technician' });
    const second = await invite(`tech-a-${Date.now()}@example.test`);
    expect(second.statusCode).toBe(201);
    const third = await invite(`tech-b-${Date.now()}@example.test`);
    expect(third.statusCode).toBe(403);
    expect(third.json().error.message).toBe(m.limitReached('users', 'basic', 2));
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json().usage.users).toEqual({ used: 2, limit: 2, level: 'at' });
    expect((await call(s.cookie, 'DELETE', `/api/invitations/${second.json().invitation.id}`)).statusCode).toBe(204);
    expect((await invite(`tech-c-${Date.now()}@example.test`)).statusCode).toBe(201);
  });

  it('Professional trial: unlimited equipment, 4 seats; once the trial expires unpaid, Basic limits apply', async () => {
    const s = await signUp(t, { planId: 'professional' });
    await fill(s.companyId, 12);
    expect((await addEquipment(s.cookie)).statusCode).toBe(201);
    for (const n of [1, 2, 3])
      expect(
        (await call(s.cookie, 'POST', '/api/invitations', { email: `p${n}-${Date.now()}@example.test`, role: 'manager' })).statusCode,
      ).toBe(201);
    expect(
      (await call(s.cookie, 'POST', '/api/invitations', { email: `p4-${Date.now()}@example.test`, role: 'manager' })).json().error.message,
    ).toBe(m.limitReached('users', 'professional', 4));
    await t.db.query(`update subscriptions set trial_end = now() - interval '1 minute' where company_id = $1`, [s.companyId]);
    const refused = await addEquipment(s.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.limitReached('equipment', 'basic', 10));
    // Nothing already on the register is removed.
    expect(await equipmentCount(s.companyId)).toBe(13);
  });

  it('an impersonating provider admin is held to the client’s limit; the provider company is never limited', async () => {
    const s = await signUp(t, { planId: 'basic' });
    await fill(s.companyId, 10);
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    const cookie = await signIn(t.app, admin);
    expect((await call(cookie, 'POST', '/api/admin/impersonation', { clientId: s.companyId })).statusCode).toBe(200);
    expect((await addEquipment(cookie)).statusCode).toBe(403);
    await call(cookie, 'DELETE', '/api/admin/impersonation');

    const provider = await providerCompany(t.db);
    await t.db.query(`update companies set subscription_tier = 'basic' where id = $1`, [provider.id]);
    await fill(provider.id, 10);
    const res = await call(cookie, 'POST', '/api/equipment', buildEquipment({ companyId: provider.id }));
    expect(res.statusCode).toBe(201);
    expect((await call(cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'provider',
      subscribed: true,
      limits: { equipment: null, users: null },
      warnings: [],
    });
  });

  it('a provider-managed company follows the tier the provider recorded (basic by default)', async () => {
    const company = await insertCompany(t.db, { tier: 'basic' });
    const manager = await insertUser(t.db, { companyId: company.id, role: 'manager' });
    const cookie = await signIn(t.app, manager);
    await fill(company.id, 10);
    expect((await addEquipment(cookie)).json().error.message).toBe(m.limitReached('equipment', 'basic', 10));
    await t.db.query(`update companies set subscription_tier = 'professional' where id = $1`, [company.id]);
    expect((await addEquipment(cookie)).statusCode).toBe(201);
  });
});
