import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';

/** spec 02 §7 Bulk assignment to a job site or a team member (issue 15 item 6): per-item results, nothing foreign touched. */
describe(`bulk assignment: job site and team member (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
  });
  afterAll(() => t.close());

  const site = async (companyId: string, name: string) =>
    (await t.db.query<{ id: string }>('insert into job_sites (company_id, site_name) values ($1, $2) returning id', [companyId, name]))[0]!
      .id;
  const activeSites = (equipmentId: string) =>
    t.db.query<{ job_site_id: string }>(
      `select job_site_id from job_site_equipment_assignments where equipment_id = $1 and status = 'active'`,
      [equipmentId],
    );
  const activeHolds = (equipmentId: string) =>
    t.db.query<{ assigned_to_type: string; assigned_user_id: string | null }>(
      `select assigned_to_type, assigned_user_id from asset_assignments where equipment_id = $1 and status = 'active'`,
      [equipmentId],
    );
  const bulkLog = (id: string) =>
    t.db.query<{ details: Record<string, unknown> }>(
      `select details from activity_logs where entity_type = 'equipment' and entity_id = $1 and action = 'equipment_bulk_assignment'`,
      [id],
    );

  it('to a job site: each machine placed, one at another site fails with the spec message, foreign ids Not found', async () => {
    const north = await site(a.companyId, 'North Pit');
    const south = await site(a.companyId, 'South Pit');
    const [one, two, elsewhere] = [(await createEquipment(t, a)).id, (await createEquipment(t, a)).id, (await createEquipment(t, a)).id];
    const theirs = (await createEquipment(t, b)).id;
    await t.db.query('insert into job_site_equipment_assignments (company_id, job_site_id, equipment_id) values ($1, $2, $3)', [
      a.companyId,
      south,
      elsewhere,
    ]);
    const res = await call(a, 'POST', '/api/equipment/bulk/job-site', { ids: [one, elsewhere, theirs, two], jobSiteId: north });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      succeeded: 2,
      failed: [
        { id: elsewhere, error: 'This equipment is already assigned to another job site' },
        { id: theirs, error: 'Not found' },
      ],
    });
    for (const id of [one, two]) {
      expect(await activeSites(id)).toEqual([{ job_site_id: north }]);
      expect((await bulkLog(id))[0]!.details).toMatchObject({ type: 'job_site', jobSiteId: north, to: 'North Pit' });
      expect((await call(a, 'GET', `/api/equipment/${id}`)).json()).toMatchObject({ availability: 'On Site', jobSite: { id: north } });
    }
    expect(await activeSites(elsewhere)).toEqual([{ job_site_id: south }]);
    expect(await activeSites(theirs)).toEqual([]);
  });

  it("to another company's job site → 404 and nothing written", async () => {
    const theirSite = await site(b.companyId, 'Their Pit');
    const mine = (await createEquipment(t, a)).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/job-site', { ids: [mine], jobSiteId: theirSite });
    expect(res.statusCode).toBe(404);
    expect(await activeSites(mine)).toEqual([]);
    expect(await bulkLog(mine)).toEqual([]);
  });

  it('to a team member: a check-out (employee) per machine; one already held fails with the spec message', async () => {
    const tech = await insertUser(t.db, { companyId: a.companyId, role: 'technician' });
    const other = await insertUser(t.db, { companyId: a.companyId, role: 'technician' });
    const [free, held] = [(await createEquipment(t, a)).id, (await createEquipment(t, a)).id];
    await call(a, 'POST', '/api/equipment/bulk/team-member', { ids: [held], userId: other.id });
    const res = await call(a, 'POST', '/api/equipment/bulk/team-member', { ids: [free, held], userId: tech.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: 1, failed: [{ id: held, error: 'Asset is already assigned to someone else' }] });
    expect(await activeHolds(free)).toEqual([{ assigned_to_type: 'employee', assigned_user_id: tech.id }]);
    expect(await activeHolds(held)).toEqual([{ assigned_to_type: 'employee', assigned_user_id: other.id }]);
    expect((await bulkLog(free))[0]!.details).toMatchObject({ type: 'team_member', userId: tech.id });
    expect((await call(a, 'GET', `/api/equipment/${free}`)).json().availability).toBe('Assigned');
  });

  it("to another company's person → 404 and nothing written", async () => {
    const theirs = await insertUser(t.db, { companyId: b.companyId, role: 'technician' });
    const mine = (await createEquipment(t, a)).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/team-member', { ids: [mine], userId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(await activeHolds(mine)).toEqual([]);
  });

  it('technicians may not bulk-assign (403); bad bodies are 400 with a message', async () => {
    const tech = await memberOf(t, a.companyId, 'technician');
    const mine = (await createEquipment(t, a)).id;
    const north = await site(a.companyId, 'Tech Pit');
    expect((await call(tech, 'POST', '/api/equipment/bulk/job-site', { ids: [mine], jobSiteId: north })).statusCode).toBe(403);
    expect((await call(tech, 'POST', '/api/equipment/bulk/team-member', { ids: [mine], userId: tech.id })).statusCode).toBe(403);
    const empty = await call(a, 'POST', '/api/equipment/bulk/job-site', { ids: [], jobSiteId: north });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Please select equipment first to perform this operation.');
    expect((await call(a, 'POST', '/api/equipment/bulk/team-member', { ids: [mine] })).json().error.message).toContain(
      'Choose a team member',
    );
    expect(await activeSites(mine)).toEqual([]);
  });
});
