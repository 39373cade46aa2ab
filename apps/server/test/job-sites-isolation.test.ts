import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRowCounts, createTestApp, insertUser, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

/** Company B names company A's sites, machines and people in routes and bodies: 404 everywhere, A unchanged. */
describe(`job sites isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let aSite: { id: string };
  let aMachine: string;
  let aFreeMachine: string;
  let aPerson: string;
  let bSite: { id: string };
  let bMachine: string;
  let bPerson: string;
  let before: unknown[];
  let countsBefore: Record<string, number>;

  const tables = ['job_sites', 'job_site_equipment_assignments', 'job_site_team_assignments', 'notifications', 'activity_logs'];
  const siteRows = async () => t.db.query('select * from job_sites where company_id = $1 order by id', [a.companyId]);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'client_admin');
    b = await newTenant(t, 'client_admin');
    aMachine = (await createEquipment(t, a)).id;
    aFreeMachine = (await createEquipment(t, a)).id;
    aPerson = (await insertUser(t.db, { companyId: a.companyId, role: 'technician' })).id;
    aSite = await createSite(t, a, { siteName: 'A Secret Site', equipmentIds: [aMachine], team: [{ userId: aPerson }] });
    bMachine = (await createEquipment(t, b)).id;
    bPerson = (await insertUser(t.db, { companyId: b.companyId, role: 'technician' })).id;
    bSite = await createSite(t, b, { siteName: 'B Site' });
    before = await siteRows();
    countsBefore = await companyRowCounts(t.db, a.companyId, tables);
  });
  afterAll(() => t.close());

  it.each<CrossTenantCall>([
    ['detail', 'GET', () => `/api/job-sites/${aSite.id}`],
    ['update', 'PATCH', () => `/api/job-sites/${aSite.id}`, () => ({ siteName: 'Taken' })],
    ['delete', 'DELETE', () => `/api/job-sites/${aSite.id}`],
    ['assign B machine to A site', 'POST', () => `/api/job-sites/${aSite.id}/equipment`, () => ({ equipmentIds: [bMachine] })],
    ['remove A machine', 'DELETE', () => `/api/job-sites/${aSite.id}/equipment/${aMachine}`],
    ['assign B person to A site', 'POST', () => `/api/job-sites/${aSite.id}/team`, () => ({ members: [{ userId: bPerson }] })],
    ['remove A person', 'DELETE', () => `/api/job-sites/${aSite.id}/team/${aPerson}`],
    ['A machine onto B site', 'POST', () => `/api/job-sites/${bSite.id}/equipment`, () => ({ equipmentIds: [aFreeMachine] })],
    ['A person onto B site', 'POST', () => `/api/job-sites/${bSite.id}/team`, () => ({ members: [{ userId: aPerson }] })],
    ['create with A machine', 'POST', () => '/api/job-sites', () => ({ siteName: 'Planted', equipmentIds: [aFreeMachine] })],
    ['create with A person', 'POST', () => '/api/job-sites', () => ({ siteName: 'Planted', team: [{ userId: aPerson }] })],
    ['create naming A', 'POST', () => '/api/job-sites', () => ({ siteName: 'Planted', companyId: a.companyId })],
    ['edit B site with A machine', 'PATCH', () => `/api/job-sites/${bSite.id}`, () => ({ equipmentIds: [aFreeMachine] })],
    ['edit B site with A person', 'PATCH', () => `/api/job-sites/${bSite.id}`, () => ({ team: [{ userId: aPerson }] })],
    ['list naming A', 'GET', () => `/api/job-sites?companyId=${a.companyId}`],
    ['placements naming A', 'GET', () => `/api/job-sites/equipment-placements?companyId=${a.companyId}`],
  ])('%s → 404, A unchanged', async (_name, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    expect(await siteRows()).toEqual(before);
    expect(await companyRowCounts(t.db, a.companyId, tables)).toEqual(countsBefore);
  });

  it("never lists, searches or places another company's sites", async () => {
    const list = (await call(b, 'GET', '/api/job-sites?search=Secret')).json();
    expect(list).toEqual({ items: [], total: 0 });
    const all = (await call(b, 'GET', '/api/job-sites?status=all')).json().items.map((s: { id: string }) => s.id);
    expect(all).toEqual([bSite.id]);
    expect((await call(b, 'GET', '/api/job-sites/equipment-placements')).json().items).toEqual([]);
    const search = (await call(b, 'GET', '/api/search?q=Secret')).json();
    expect(JSON.stringify(search)).not.toContain(aSite.id);
  });

  it("shows the machine's site to its own company only (equipment detail)", async () => {
    expect((await call(a, 'GET', `/api/equipment/${aMachine}`)).json().jobSite).toEqual({ id: aSite.id, name: 'A Secret Site' });
    expect((await call(b, 'GET', `/api/equipment/${aMachine}`)).statusCode).toBe(404);
  });
});
