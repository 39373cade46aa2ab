import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { companyRowCounts, createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, rowOf, upload, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { createPart, createTask } from './maintenance-fixtures.ts';

/** Company B's user names company A's parts, quotes, tasks and equipment in routes and bodies: 404 everywhere, A unchanged. */
describe(`parts isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let aPart: Record<string, any>;
  let aEquipment: string;
  let aTask: Record<string, any>;
  let bPart: Record<string, any>;
  let bEquipment: string;
  let before: Record<string, unknown>;

  const partRow = async (id: string) => (await t.db.query('select * from equipment_parts where id = $1', [id]))[0] ?? null;
  const counts = () =>
    companyRowCounts(t.db, a.companyId, ['equipment_parts', 'part_stock_movements', 'part_equipment_links', 'parts_quotes']);
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
    aEquipment = (await createEquipment(t, a)).id;
    aPart = await createPart(t, a, { partName: 'A Secret Filter', partNumber: 'A-SECRET-1', unitsInStock: 4, equipmentIds: [aEquipment] });
    await upload(t, a, `/api/parts/${aPart.id}/photo`, 'a.png', tinyPng());
    await call(a, 'POST', '/api/parts/quotes', { partId: aPart.id, vendor: 'A Vendor' });
    aTask = await createTask(t, a);
    bEquipment = (await createEquipment(t, b)).id;
    bPart = await createPart(t, b, { partName: 'B Belt', unitsInStock: 2 });
    before = (await partRow(aPart.id))!;
    countsBefore = await counts();
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    expect(await partRow(aPart.id)).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
  };

  it.each<CrossTenantCall>([
    ['detail', 'GET', () => `/api/parts/${aPart.id}`],
    ['update', 'PATCH', () => `/api/parts/${aPart.id}`, () => ({ partName: 'Taken' })],
    ['delete', 'DELETE', () => `/api/parts/${aPart.id}`],
    ['receive', 'POST', () => `/api/parts/${aPart.id}/movements`, () => ({ kind: 'received', quantity: 5 })],
    ['use', 'POST', () => `/api/parts/${aPart.id}/movements`, () => ({ kind: 'used', quantity: 1, reason: 'x' })],
    ['ledger', 'GET', () => `/api/parts/${aPart.id}/movements`],
    ['photo', 'GET', () => `/api/parts/${aPart.id}/photo`],
    ['photo delete', 'DELETE', () => `/api/parts/${aPart.id}/photo`],
    ['quote for A part', 'POST', () => '/api/parts/quotes', () => ({ partId: aPart.id, vendor: 'B Vendor' })],
    ['quotes of A part', 'GET', () => `/api/parts/quotes?partId=${aPart.id}`],
    ['quotes naming A', 'GET', () => `/api/parts/quotes?companyId=${a.companyId}`],
    ['list naming A', 'GET', () => `/api/parts?companyId=${a.companyId}`],
    ['create naming A', 'POST', () => '/api/parts', () => ({ partName: 'Planted', companyId: a.companyId })],
    ['create linked to A equipment', 'POST', () => '/api/parts', () => ({ partName: 'Planted', equipmentIds: [aEquipment] })],
    ['link own part to A equipment', 'PATCH', () => `/api/parts/${bPart.id}`, () => ({ equipmentIds: [aEquipment] })],
    ['use own part on A task', 'POST', () => `/api/parts/${bPart.id}/movements`, () => ({ kind: 'used', quantity: 1, taskId: aTask.id })],
    ['parts of A task', 'GET', () => `/api/maintenance/tasks/${aTask.id}/parts`],
  ])('%s → 404, A unchanged', async (_, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    await unchanged();
    expect((await partRow(bPart.id))!.units_in_stock).toBe(2);
  });

  it('photo upload to A’s part → 404; identification naming A → 404; B’s lists hold nothing of A', async () => {
    expect((await upload(t, b, `/api/parts/${aPart.id}/photo`, 'b.png', tinyPng())).statusCode).toBe(404);
    expect((await upload(t, b, `/api/parts/identify?companyId=${a.companyId}`, 'b.png', tinyPng())).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/parts')).json().items.map((p: { id: string }) => p.id)).toEqual([bPart.id]);
    expect((await call(b, 'GET', '/api/parts?search=SECRET')).json().items).toEqual([]);
    expect((await call(b, 'GET', `/api/parts?equipmentId=${aEquipment}`)).json().items).toEqual([]);
    expect((await call(b, 'GET', '/api/parts/low-stock')).json().items.map((p: { id: string }) => p.id)).not.toContain(aPart.id);
    expect((await call(b, 'GET', '/api/parts/quotes')).json().quotes).toEqual([]);
    await unchanged();
    expect((await rowOf(t.db, bEquipment))!.company_id).toBe(b.companyId);
  });

  it('the database refuses too: no link or ledger row of B may point at A’s part, equipment or task', async () => {
    const ctx = { userId: b.id, companyId: b.companyId, role: 'manager', isImpersonating: false };
    expect(await withTenant(t.db, ctx, (tx) => tx.query('select id from equipment_parts where id = $1', [aPart.id]))).toEqual([]);
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query('insert into part_equipment_links (company_id, part_id, equipment_id) values ($1, $2, $3)', [
          b.companyId,
          bPart.id,
          aEquipment,
        ]),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query(
          `insert into part_stock_movements (company_id, part_id, kind, quantity_delta, balance_after, task_id) values ($1, $2, 'used', -1, 1, $3)`,
          [b.companyId, bPart.id, aTask.id],
        ),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(withTenant(t.db, ctx, (tx) => tx.query('update part_stock_movements set quantity_delta = 99'))).rejects.toThrow(
      /permission denied/,
    );
    await unchanged();
  });
});
