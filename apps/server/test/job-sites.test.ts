import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSiteMessages as m } from '@gears/domain';
import { createTestApp, insertUser, latestEmailTo, signIn, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

/** spec 02 §2, §5, §6, §8 Job sites through the API. */
describe(`job sites (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let technician: Member & { email: string };
  let machines: string[];

  const activity = async (entityId: string) =>
    (await t.db.query<{ action: string }>(`select action from activity_logs where entity_id = $1 order by created_at, id`, [entityId])).map(
      (r) => r.action,
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    const tech = await insertUser(t.db, { companyId: manager.companyId, role: 'technician', name: 'Taylor Tech' });
    technician = { ...(await memberOf(t, manager.companyId, 'supervisor')), id: tech.id, email: tech.email };
    machines = [];
    for (let i = 0; i < 4; i++) machines.push((await createEquipment(t, manager)).id);
  });
  afterAll(() => t.close());

  it('creates a site with the defaults of spec 02 §5 and logs it', async () => {
    const res = await call(manager, 'POST', '/api/job-sites', { siteName: '  Riverside Bridge  ', address: '1 River Rd' });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(site).toMatchObject({ siteName: 'Riverside Bridge', siteType: 'construction', geofenceRadius: 100, status: 'active' });
    expect(site).toMatchObject({ latitude: null, longitude: null, equipment: [], team: [], equipmentCount: 0, teamCount: 0 });
    expect(await activity(site.id)).toEqual(['job_site_created']);
  });

  it.each([
    [{ siteName: '' }, m.siteNameRequired],
    [{}, m.siteNameRequired],
    [{ siteName: 'X', siteType: '' }, m.siteTypeRequired],
    [{ siteName: 'X', siteType: 'moon_base' }, m.siteTypeRequired],
    [{ siteName: 'X', geofenceRadius: 5 }, m.radiusRange],
    [{ siteName: 'X', geofenceRadius: 5000 }, m.radiusRange],
    [{ siteName: 'X', geofenceRadius: 9 }, m.radiusRange],
    [{ siteName: 'X', geofenceRadius: 1001 }, m.radiusRange],
    [{ siteName: 'X', geofenceRadius: '100' }, m.radiusRange],
    [{ siteName: 'X', latitude: 40 }, m.coordinatesTogether],
    [{ siteName: 'X', latitude: 91, longitude: 0 }, m.latitudeRange],
    [{ siteName: 'X', latitude: 0, longitude: 181 }, m.longitudeRange],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from job_sites where company_id = $1', [manager.companyId]);
    const res = await call(manager, 'POST', '/api/job-sites', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from job_sites where company_id = $1', [manager.companyId]);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('accepts the radius bounds 10 and 1000 and keeps coordinates exact', async () => {
    const small = await createSite(t, manager, { geofenceRadius: 10, latitude: 41.878113, longitude: -87.629799 });
    const large = await createSite(t, manager, { geofenceRadius: 1000 });
    expect(small).toMatchObject({ geofenceRadius: 10, latitude: 41.878113, longitude: -87.629799 });
    expect(large.geofenceRadius).toBe(1000);
  });

  it('creates with machines and a team; the new member gets a bell notice and the job-site email', async () => {
    const site = await createSite(t, manager, {
      siteName: 'Harbor Expansion',
      address: '200 Pier Ave',
      equipmentIds: [machines[0], machines[1]],
      team: [{ userId: technician.id, role: 'technician' }],
      assignmentNotes: 'Week 1 crew',
    });
    expect(site.equipment.map((e: { equipmentId: string }) => e.equipmentId).sort()).toEqual([machines[0], machines[1]].sort());
    expect(site.team).toEqual([expect.objectContaining({ userId: technician.id, role: 'technician', notes: 'Week 1 crew' })]);
    expect(site).toMatchObject({ equipmentCount: 2, teamCount: 1 });
    const notes = await t.db.query<{ title: string; link: string; message: string }>(
      'select title, link, message from notifications where user_id = $1',
      [technician.id],
    );
    expect(notes).toEqual([
      {
        title: 'Assigned to job site: Harbor Expansion',
        message: 'You were assigned to Harbor Expansion at 200 Pier Ave as technician.',
        link: `/dashboard/job-sites?id=${site.id}`,
      },
    ]);
    const mail = await latestEmailTo(t.db, technician.email);
    expect(mail).toMatchObject({ template: 'send-job-site-notification', subject: 'Assigned to job site: Harbor Expansion' });
    expect(mail!.body_text).toContain(`https://portal.example.test/dashboard/job-sites?id=${site.id}`);
    expect((await activity(site.id)).sort()).toEqual(['job_site_created', 'job_site_equipment_assigned', 'job_site_team_assigned']);

    // The equipment picker sees where each machine is.
    const placements = (await call(manager, 'GET', '/api/job-sites/equipment-placements')).json().items;
    expect(placements).toEqual(expect.arrayContaining([{ equipmentId: machines[0], jobSiteId: site.id, siteName: 'Harbor Expansion' }]));
  });

  it("refuses a machine actively at another site with the spec's note (409), changing nothing", async () => {
    const first = await createSite(t, manager, { equipmentIds: [machines[2]] });
    const second = await createSite(t, manager);
    const res = await call(manager, 'POST', `/api/job-sites/${second.id}/equipment`, { equipmentIds: [machines[3], machines[2]] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.equipmentAtAnotherSite);
    expect((await call(manager, 'GET', `/api/job-sites/${second.id}`)).json().equipment).toEqual([]);
    const created = await call(manager, 'POST', '/api/job-sites', { siteName: 'Clash', equipmentIds: [machines[2]] });
    expect(created.statusCode).toBe(409);
    expect(await t.db.query('select 1 from job_sites where site_name = $1', ['Clash'])).toEqual([]);
    // Assigning it again to the site it is at is no change.
    const again = await call(manager, 'POST', `/api/job-sites/${first.id}/equipment`, { equipmentIds: [machines[2]] });
    expect(again.statusCode).toBe(200);
    expect(again.json().equipmentCount).toBe(1);
  });

  it('edits keep unchanged assignments and end only the removed ones (no history lost)', async () => {
    const other = await insertUser(t.db, { companyId: manager.companyId, role: 'technician', name: 'Otto Operator' });
    const m0 = (await createEquipment(t, manager)).id;
    const m1 = (await createEquipment(t, manager)).id;
    const m2 = (await createEquipment(t, manager)).id;
    const site = await createSite(t, manager, { equipmentIds: [m0, m1], team: [{ userId: technician.id, role: 'operator' }] });
    const rowsBefore = await t.db.query<{ id: string; equipment_id: string }>(
      `select id, equipment_id from job_site_equipment_assignments where job_site_id = $1`,
      [site.id],
    );
    const res = await call(manager, 'PATCH', `/api/job-sites/${site.id}`, {
      siteName: 'Renamed Site',
      equipmentIds: [m1, m2],
      team: [
        { userId: technician.id, role: 'team_lead' },
        { userId: other.id, role: 'operator' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.siteName).toBe('Renamed Site');
    expect(detail.equipment.map((e: { equipmentId: string }) => e.equipmentId).sort()).toEqual([m1, m2].sort());
    expect(detail.team.map((p: { userId: string; role: string }) => [p.userId, p.role]).sort()).toEqual(
      [
        [technician.id, 'team_lead'],
        [other.id, 'operator'],
      ].sort(),
    );
    const rows = await t.db.query<{ id: string; equipment_id: string; status: string; ended_at: Date | null }>(
      `select id, equipment_id, status, ended_at from job_site_equipment_assignments where job_site_id = $1`,
      [site.id],
    );
    expect(rows).toHaveLength(3);
    const keptM1 = rowsBefore.find((r) => r.equipment_id === m1)!.id;
    expect(rows.find((r) => r.id === keptM1)!.status).toBe('active');
    expect(rows.find((r) => r.equipment_id === m0)).toMatchObject({ status: 'inactive' });
    expect(rows.find((r) => r.equipment_id === m0)!.ended_at).not.toBeNull();
    // The technician's row stayed (role changed in place), so no second notification; the new member got one.
    const team = await t.db.query(`select user_id from job_site_team_assignments where job_site_id = $1`, [site.id]);
    expect(team).toHaveLength(2);
    const notified = await t.db.query('select 1 from notifications where user_id = $1', [other.id]);
    expect(notified).toHaveLength(1);
  });

  it('removes machines and people (rows kept inactive) and answers 404 for one not on the site', async () => {
    const mx = (await createEquipment(t, manager)).id;
    const site = await createSite(t, manager, { equipmentIds: [mx], team: [{ userId: technician.id }] });
    expect(site.team[0].role).toBe('team_member');
    const off = await call(manager, 'DELETE', `/api/job-sites/${site.id}/equipment/${mx}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().equipment).toEqual([]);
    const gone = await call(manager, 'DELETE', `/api/job-sites/${site.id}/team/${technician.id}`);
    expect(gone.json().team).toEqual([]);
    expect((await call(manager, 'DELETE', `/api/job-sites/${site.id}/equipment/${mx}`)).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', `/api/job-sites/${site.id}/team/${technician.id}`)).json().error.message).toBe(
      m.memberNotAssigned,
    );
    const rows = await t.db.query<{ status: string }>(`select status from job_site_equipment_assignments where job_site_id = $1`, [
      site.id,
    ]);
    expect(rows).toEqual([{ status: 'inactive' }]);
  });

  it('deletes a site without history, and closes (never erases) one with history', async () => {
    const empty = await createSite(t, manager, { siteName: 'Never Used' });
    const del = await call(manager, 'DELETE', `/api/job-sites/${empty.id}`);
    expect(del.json()).toEqual({ outcome: 'deleted', assignments: 0, message: 'Never Used was deleted.' });
    expect(await t.db.query('select 1 from job_sites where id = $1', [empty.id])).toEqual([]);

    const mx = (await createEquipment(t, manager)).id;
    const used = await createSite(t, manager, { siteName: 'Old Mine', siteCode: 'OM-1', equipmentIds: [mx] });
    const closed = await call(manager, 'DELETE', `/api/job-sites/${used.id}`);
    expect(closed.json()).toEqual({ outcome: 'closed', assignments: 1, message: m.closedBecauseHistory('Old Mine', 1) });
    const row = (
      await t.db.query<{ status: string; closed_at: Date | null }>('select status, closed_at from job_sites where id = $1', [used.id])
    )[0]!;
    expect(row.status).toBe('closed');
    expect(row.closed_at).not.toBeNull();
    // Its machine is free again, its history kept; it is listed only among closed sites; it no longer changes.
    expect(await t.db.query('select status from job_site_equipment_assignments where equipment_id = $1', [mx])).toEqual([
      { status: 'inactive' },
    ]);
    const active = (await call(manager, 'GET', '/api/job-sites')).json().items.map((s: { id: string }) => s.id);
    const closedList = (await call(manager, 'GET', '/api/job-sites?status=closed')).json().items.map((s: { id: string }) => s.id);
    expect(active).not.toContain(used.id);
    expect(closedList).toContain(used.id);
    const edit = await call(manager, 'PATCH', `/api/job-sites/${used.id}`, { notes: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(m.siteClosed);
    // Its code is free for a new site.
    expect((await call(manager, 'POST', '/api/job-sites', { siteName: 'New Mine', siteCode: 'om-1' })).statusCode).toBe(201);
    expect(await activity(used.id)).toContain('job_site_closed');
  });

  it('refuses a site code an active site of the company already uses (any case)', async () => {
    await createSite(t, manager, { siteCode: 'DUP-9' });
    const res = await call(manager, 'POST', '/api/job-sites', { siteName: 'Dup', siteCode: 'dup-9' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.duplicateCode);
  });

  it('lists newest first and searches name, code and address', async () => {
    const tenant = await newTenant(t, 'client_admin');
    const a = await createSite(t, tenant, { siteName: 'Alpha Yard', siteCode: 'AY-1', address: '12 Elm Street' });
    const b = await createSite(t, tenant, { siteName: 'Beta Quarry', siteType: 'quarry' });
    const all = (await call(tenant, 'GET', '/api/job-sites')).json();
    expect(all.items.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    expect(all.total).toBe(2);
    for (const term of ['alpha', 'ay-1', 'elm st']) {
      const found = (await call(tenant, 'GET', `/api/job-sites?search=${encodeURIComponent(term)}`)).json().items;
      expect(found.map((s: { id: string }) => s.id)).toEqual([a.id]);
    }
    expect((await call(tenant, 'GET', '/api/job-sites?search=%25')).json().items).toEqual([]);
  });

  it('lets technicians read but not change sites (403), and supervisors manage them', async () => {
    const tech = await memberOf(t, manager.companyId, 'technician');
    const supervisor = await memberOf(t, manager.companyId, 'supervisor');
    const site = await createSite(t, supervisor);
    expect((await call(tech, 'GET', `/api/job-sites/${site.id}`)).statusCode).toBe(200);
    expect((await call(tech, 'GET', '/api/job-sites')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/job-sites', { siteName: 'Tech site' }],
      ['PATCH', `/api/job-sites/${site.id}`, { notes: 'x' }],
      ['DELETE', `/api/job-sites/${site.id}`, undefined],
      ['POST', `/api/job-sites/${site.id}/equipment`, { equipmentIds: [machines[3]] }],
      ['POST', `/api/job-sites/${site.id}/team`, { members: [{ userId: tech.id }] }],
    ] as const) {
      const res = await call(tech, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call(supervisor, 'POST', `/api/job-sites/${site.id}/team`, { members: [{ userId: tech.id, role: 'operator' }] })).statusCode,
    ).toBe(200);
  });

  it('lets a provider admin create a site for a named company only', async () => {
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    const cookie = await signIn(t.app, admin);
    const noCompany = await call({ cookie }, 'POST', '/api/job-sites', { siteName: 'Admin site' });
    expect(noCompany.statusCode).toBe(400);
    const res = await call({ cookie }, 'POST', '/api/job-sites', { siteName: 'Admin site', companyId: manager.companyId });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(manager.companyId);
  });

  it('global search finds active sites by name, code and address, code first; closed ones are not found', async () => {
    const tenant = await newTenant(t, 'technician');
    const boss = await memberOf(t, tenant.companyId, 'supervisor');
    const site = await createSite(t, boss, {
      siteName: 'Canyon Dam Repair',
      siteCode: 'CDR-7',
      address: '9 Spillway Rd',
      siteType: 'mining',
    });
    for (const q of ['canyon', 'CDR-7', 'spillway']) {
      const res = (await call(tenant, 'GET', `/api/search?q=${encodeURIComponent(q)}`)).json();
      const group = res.groups.find((g: { kind: string }) => g.kind === 'job_site');
      expect(group?.results[0], q).toMatchObject({
        id: site.id,
        title: 'Canyon Dam Repair',
        code: 'CDR-7',
        subtitle: 'Mining · 9 Spillway Rd',
        path: `/dashboard/job-sites?id=${site.id}`,
        tone: 'green',
      });
    }
    await call(boss, 'DELETE', `/api/job-sites/${site.id}`);
    const after = (await call(tenant, 'GET', '/api/search?q=canyon')).json();
    expect(after.groups.find((g: { kind: string }) => g.kind === 'job_site')).toBeUndefined();
  });
});
