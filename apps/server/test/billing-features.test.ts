import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m, featureTable } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, rowOf, type Member } from './equipment-fixtures.ts';

const unavailable = (key: 'light_inventory' | 'reporting' | 'lifecycle_edit') => ({
  code: 'FORBIDDEN',
  message: m.featureNotInTier(featureTable[key].label),
});

/** spec 01 §6 tier features: the modules Basic lacks answer 403 'Feature Unavailable … subscription tier' and write nothing. */
describe(`billing: tier features gate their modules (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let basic: Member;
  let pro: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id);
    pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id);
    admin = await newAdmin(t);
  });
  afterAll(() => t.close());

  const partCount = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from equipment_parts where company_id = $1', [companyId]))[0]!.n;

  it('Basic: the parts inventory (list, create, stock, quotes) and the business summary are refused; nothing is written', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/parts', undefined],
      ['GET', '/api/parts/low-stock', undefined],
      ['POST', '/api/parts', { partName: 'Hydraulic Filter' }],
      ['GET', '/api/parts/quotes', undefined],
    ] as const) {
      const res = await call(basic, method, url, body);
      expect([url, res.statusCode, res.json().error]).toEqual([url, 403, expect.objectContaining(unavailable('light_inventory'))]);
    }
    expect(await partCount(basic.companyId)).toBe(0);
    const summary = await call(basic, 'GET', '/api/business/summary');
    expect(summary.statusCode).toBe(403);
    expect(summary.json().error).toMatchObject(unavailable('reporting'));
    expect(summary.json().error.message).toMatch(/^Feature Unavailable: .* not available in your subscription tier\.$/);
  });

  it('Basic: a refused call is refused before its body is validated (an invalid body still reads 403, not 400)', async () => {
    const res = await call(basic, 'POST', '/api/parts', { partName: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject(unavailable('light_inventory'));
  });

  it('signed out: still 401, not the feature message', async () => {
    expect((await call(null, 'GET', '/api/parts')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/business/summary')).statusCode).toBe(401);
  });

  it('Professional: parts and the business summary answer', async () => {
    const created = await call(pro, 'POST', '/api/parts', { partName: 'Hydraulic Filter' });
    expect(created.statusCode).toBe(201);
    const list = await call(pro, 'GET', '/api/parts');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((p: { id: string }) => p.id)).toContain(created.json().id);
    expect((await call(pro, 'GET', '/api/business/summary')).statusCode).toBe(200);
  });

  it('Basic: changing the condition rating (the lifecycle) is refused and the row is unchanged; other edits pass', async () => {
    const machine = await createEquipment(t, basic, { name: 'Loader B', currentConditionRating: 9 });
    expect(machine.lifecycleStage).toBe('new');
    const refused = await call(basic, 'PATCH', `/api/equipment/${machine.id}`, { currentConditionRating: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject(unavailable('lifecycle_edit'));
    expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 9, lifecycle_stage: 'new' });
    // The same rating sent back (a whole-form save) and other fields are not lifecycle edits.
    const renamed = await call(basic, 'PATCH', `/api/equipment/${machine.id}`, { name: 'Loader B2', currentConditionRating: 9 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Loader B2', lifecycleStage: 'new' });
  });

  it('Professional: the condition rating edits the lifecycle stage', async () => {
    const machine = await createEquipment(t, pro, { name: 'Loader P', currentConditionRating: 9 });
    const res = await call(pro, 'PATCH', `/api/equipment/${machine.id}`, { currentConditionRating: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentConditionRating: 2, lifecycleStage: 'near_replacement' });
  });

  it('an admin impersonating a Basic client is refused the same way; a Professional client answers', async () => {
    const machine = await createEquipment(t, basic, { currentConditionRating: 7 });
    const start = await call(admin, 'POST', '/api/admin/impersonation', { clientId: basic.companyId });
    expect(start.statusCode).toBe(200);
    try {
      const parts = await call(admin, 'GET', '/api/parts');
      expect([parts.statusCode, parts.json().error]).toEqual([403, expect.objectContaining(unavailable('light_inventory'))]);
      const create = await call(admin, 'POST', '/api/parts', { partName: 'Seal kit' });
      expect(create.statusCode).toBe(403);
      expect(await partCount(basic.companyId)).toBe(0);
      const summary = await call(admin, 'GET', '/api/business/summary');
      expect([summary.statusCode, summary.json().error]).toEqual([403, expect.objectContaining(unavailable('reporting'))]);
      const lifecycle = await call(admin, 'PATCH', `/api/equipment/${machine.id}`, { currentConditionRating: 1 });
      expect([lifecycle.statusCode, lifecycle.json().error]).toEqual([403, expect.objectContaining(unavailable('lifecycle_edit'))]);
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 7 });
    } finally {
      await call(admin, 'DELETE', '/api/admin/impersonation');
    }
    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: pro.companyId })).statusCode).toBe(200);
    try {
      expect((await call(admin, 'GET', '/api/parts')).statusCode).toBe(200);
      expect((await call(admin, 'GET', '/api/business/summary')).statusCode).toBe(200);
    } finally {
      await call(admin, 'DELETE', '/api/admin/impersonation');
    }
  });

  it("the provider admin's all-company view is not limited, even narrowed to a Basic client", async () => {
    const machine = await createEquipment(t, basic, { currentConditionRating: 8 });
    expect((await call(admin, 'GET', '/api/parts')).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/parts?companyId=${basic.companyId}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/business/summary?companyId=${basic.companyId}`)).statusCode).toBe(200);
    const res = await call(admin, 'PATCH', `/api/equipment/${machine.id}`, { currentConditionRating: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lifecycleStage: 'maintenance_required' });
  });
});
