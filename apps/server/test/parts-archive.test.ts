import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsMessages as m } from '@gears/domain';
import { withTenant } from '../src/db/tenant.ts';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createPart, createTask } from './maintenance-fixtures.ts';

/** DESIGN §6: a part with history is archived, never deleted with its stock ledger; one without history is deleted. */
describe(`parts archive instead of delete (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
  });
  afterAll(() => t.close());

  const ledgerCount = async (partId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from part_stock_movements where part_id = $1', [partId]))[0]!.n;
  const ids = async (q = '') => (await call(a, 'GET', `/api/parts${q}`)).json().items.map((p: { id: string }) => p.id);

  it('counts what a part’s history holds, and archives it: ledger kept, hidden, shown with "include archived", restorable', async () => {
    const loader = (await createEquipment(t, a)).id;
    const task = await createTask(t, a);
    const part = await createPart(t, a, { partName: 'Cutting Edge', partNumber: 'CE-900', unitsInStock: 5, equipmentIds: [loader] });
    await call(a, 'POST', `/api/parts/${part.id}/movements`, { kind: 'used', quantity: 2, taskId: task.id });
    await call(a, 'POST', `/api/parts/${part.id}/movements`, { kind: 'used', quantity: 1, taskId: task.id });
    await call(a, 'POST', '/api/parts/quotes', { partId: part.id, vendor: 'Dealer' });
    const dependents = { movements: 3, tasks: 1, equipmentLinks: 1, quotes: 1, total: 5, onDelete: 'archive' };
    expect((await call(a, 'GET', `/api/parts/${part.id}/dependents`)).json()).toEqual(dependents);

    const res = await call(a, 'DELETE', `/api/parts/${part.id}`);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        outcome: 'archived',
        dependents,
        message:
          'Cutting Edge was archived, not deleted, because it has 3 stock movements (used on 1 task), 1 equipment link and 1 quote request. Its ledger is kept and its part number stays reserved.',
      },
    ]);
    expect(await ledgerCount(part.id)).toBe(3);
    const archived = (await call(a, 'GET', `/api/parts/${part.id}`)).json();
    expect(archived).toMatchObject({ id: part.id, unitsInStock: 2, equipment: [{ id: loader }] });
    expect(archived.archivedAt).toEqual(expect.any(String));
    const row = (await t.db.query('select archived_by from equipment_parts where id = $1', [part.id]))[0];
    expect(row).toEqual({ archived_by: a.id });
    expect((await call(a, 'GET', `/api/parts/${part.id}/movements`)).json().movements).toHaveLength(3);

    expect(await ids()).not.toContain(part.id);
    expect(await ids(`?equipmentId=${loader}`)).not.toContain(part.id);
    expect(await ids('?includeArchived=true')).toContain(part.id);
    expect((await call(a, 'GET', '/api/parts/low-stock')).json().items.map((p: { id: string }) => p.id)).not.toContain(part.id);

    // Deleting again keeps it archived (the history is still there).
    expect((await call(a, 'DELETE', `/api/parts/${part.id}`)).json().outcome).toBe('archived');
    const restored = await call(a, 'POST', `/api/parts/${part.id}/restore`);
    expect([restored.statusCode, restored.json().message, restored.json().part.archivedAt]).toEqual([200, m.partRestored, null]);
    expect(await ids()).toContain(part.id);
    const again = await call(a, 'POST', `/api/parts/${part.id}/restore`);
    expect([again.statusCode, again.json().error.message]).toEqual([409, m.partNotArchived]);
    const actions = await t.db.query(
      `select action from activity_logs where entity_id = $1 and action in ('part_archived', 'part_restored') order by created_at`,
      [part.id],
    );
    expect(actions.map((r) => r.action)).toEqual(['part_archived', 'part_restored']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['opening stock (one ledger row)', { unitsInStock: 1 }, '1 stock movement'],
    ['an equipment link', { equipmentIds: ['LINK'] }, '1 equipment link'],
  ])('a part with only %s is archived', async (_, overrides, because) => {
    const body = { ...overrides };
    if (body.equipmentIds) body.equipmentIds = [(await createEquipment(t, a)).id];
    const part = await createPart(t, a, { partName: 'Pin', ...body });
    const res = (await call(a, 'DELETE', `/api/parts/${part.id}`)).json();
    expect(res.outcome).toBe('archived');
    expect(res.message).toContain(`because it has ${because}.`);
  });

  it('keeps an archived part’s number reserved, and says so', async () => {
    const part = await createPart(t, a, { partName: 'Tooth', partNumber: 'BT-77', unitsInStock: 2 });
    await call(a, 'DELETE', `/api/parts/${part.id}`);
    const dup = await call(a, 'POST', '/api/parts', { partName: 'New Tooth', partNumber: 'bt 77' });
    expect([dup.statusCode, dup.json().error.message]).toEqual([409, m.archivedPartNumber]);
    const other = await createPart(t, a, { partName: 'Other' });
    const clash = await call(a, 'PATCH', `/api/parts/${other.id}`, { partNumber: 'BT77' });
    expect([clash.statusCode, clash.json().error.message]).toEqual([409, m.archivedPartNumber]);
  });

  it('an archived part is read-only until restored: edits, movements, quotes and photos are 409, nothing changes', async () => {
    const part = await createPart(t, a, { partName: 'Seal Kit', unitsInStock: 4 });
    await call(a, 'DELETE', `/api/parts/${part.id}`);
    const before = (await t.db.query('select * from equipment_parts where id = $1', [part.id]))[0];
    for (const [method, url, body] of [
      ['PATCH', `/api/parts/${part.id}`, { partName: 'Renamed' }],
      ['POST', `/api/parts/${part.id}/movements`, { kind: 'received', quantity: 3 }],
      ['POST', '/api/parts/quotes', { partId: part.id, vendor: 'Dealer' }],
    ] as const) {
      const res = await call(a, method, url, body);
      expect([res.statusCode, res.json().error.message], `${method} ${url}`).toEqual([409, m.partIsArchived]);
    }
    expect((await upload(t, a, `/api/parts/${part.id}/photo`, 'p.png', tinyPng())).statusCode).toBe(409);
    expect((await t.db.query('select * from equipment_parts where id = $1', [part.id]))[0]).toEqual(before);
    expect(await ledgerCount(part.id)).toBe(1);
  });

  it('deletes a part with no history for real, with its photo', async () => {
    const part = await createPart(t, a, { partName: 'Decal' });
    await upload(t, a, `/api/parts/${part.id}/photo`, 'decal.png', tinyPng());
    const key = (await t.db.query<{ photo_key: string }>('select photo_key from equipment_parts where id = $1', [part.id]))[0]!.photo_key;
    expect(await t.deps.files.get(key)).not.toBeNull();
    expect((await call(a, 'GET', `/api/parts/${part.id}/dependents`)).json()).toMatchObject({ total: 0, onDelete: 'delete' });
    expect((await call(a, 'DELETE', `/api/parts/${part.id}`)).json()).toMatchObject({ outcome: 'deleted', message: 'Decal was deleted.' });
    expect(await t.db.query('select id from equipment_parts where id = $1', [part.id])).toEqual([]);
    expect(await t.deps.files.get(key)).toBeNull();
  });

  it('the database refuses too: a part with ledger rows cannot be deleted, and ledger rows cannot be', async () => {
    const part = await createPart(t, a, { partName: 'Bushing', unitsInStock: 3 });
    const ctx = { userId: a.id, companyId: a.companyId, role: 'manager', isImpersonating: false };
    await expect(withTenant(t.db, ctx, (tx) => tx.query('delete from equipment_parts where id = $1', [part.id]))).rejects.toThrow(
      /foreign key/,
    );
    await expect(withTenant(t.db, ctx, (tx) => tx.query('delete from part_stock_movements where part_id = $1', [part.id]))).rejects.toThrow(
      /permission denied/,
    );
    expect(await ledgerCount(part.id)).toBe(1);
  });

  it('another company’s part: dependents, delete and restore are 404, nothing changes', async () => {
    const b = await newTenant(t);
    const part = await createPart(t, a, { partName: 'A Only', unitsInStock: 1 });
    await call(a, 'DELETE', `/api/parts/${part.id}`);
    const before = (await t.db.query('select * from equipment_parts where id = $1', [part.id]))[0];
    for (const [method, url] of [
      ['GET', `/api/parts/${part.id}/dependents`],
      ['DELETE', `/api/parts/${part.id}`],
      ['POST', `/api/parts/${part.id}/restore`],
    ] as const) {
      expect((await call(b, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(b, 'GET', '/api/parts?includeArchived=true')).json().items).toEqual([]);
    expect((await t.db.query('select * from equipment_parts where id = $1', [part.id]))[0]).toEqual(before);
  });
});
