import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRowCounts, createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { checkOut, insertJobSite } from './assignments-fixtures.ts';

/** Company B names company A's machines, people, job sites and assignments: 404 everywhere, A unchanged (issue 15 Bad input). */
describe(`assignments isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let aTech: Member;
  let b: Member;
  let aFree: string;
  let aHeld: Record<string, any>;
  let aSite: string;
  let bMachine: string;
  let countsBefore: Record<string, number>;
  let equipmentBefore: Record<string, unknown>[];

  const counts = () => companyRowCounts(t.db, a.companyId, ['asset_assignments', 'notifications', 'activity_logs']);
  const aEquipment = () =>
    t.db.query('select id, assignment_status, assigned_to, assigned_to_name from equipment where company_id = $1 order by id', [
      a.companyId,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
    aTech = await memberOf(t, a.companyId, 'technician');
    b = await newTenant(t, 'manager');
    aFree = (await createEquipment(t, a)).id;
    aHeld = await checkOut(t, aTech, { equipmentId: (await createEquipment(t, a)).id, assignedToType: 'employee', userId: aTech.id });
    aSite = await insertJobSite(t.db, a.companyId);
    bMachine = (await createEquipment(t, b)).id;
    countsBefore = await counts();
    equipmentBefore = await aEquipment();
  });
  afterAll(() => t.close());

  it.each<CrossTenantCall>([
    ['check out A machine', 'POST', () => '/api/assignments', () => ({ equipmentId: aFree, assignedToType: 'project', name: 'Taken' })],
    [
      'check out own machine to A person',
      'POST',
      () => '/api/assignments',
      () => ({ equipmentId: bMachine, assignedToType: 'employee', userId: aTech.id }),
    ],
    [
      'check out own machine to A site',
      'POST',
      () => '/api/assignments',
      () => ({ equipmentId: bMachine, assignedToType: 'job_site', jobSiteId: aSite }),
    ],
    ['return A assignment', 'POST', () => `/api/assignments/${aHeld.id}/return`, () => ({ returnNotes: 'mine now' })],
    ['list A machine', 'GET', () => `/api/assignments?equipmentId=${aHeld.equipment.id}`],
    ['list naming A', 'GET', () => `/api/assignments?companyId=${a.companyId}`],
    ['options naming A', 'GET', () => `/api/assignments/options?companyId=${a.companyId}`],
    ['A machine detail (holder)', 'GET', () => `/api/equipment/${aHeld.equipment.id}`],
  ])('%s → 404, A unchanged', async (_, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    expect(await counts()).toEqual(countsBefore);
    expect(await aEquipment()).toEqual(equipmentBefore);
    expect((await t.db.query('select count(*)::int as n from asset_assignments where equipment_id = $1', [bMachine]))[0]).toEqual({ n: 0 });
  });

  it("B's own list and options show none of A's", async () => {
    const list = (await call(b, 'GET', '/api/assignments?status=all')).json();
    expect(list.items).toEqual([]);
    const options = (await call(b, 'GET', '/api/assignments/options')).json();
    expect(options.people.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect(options.jobSites).toEqual([]);
  });
});
