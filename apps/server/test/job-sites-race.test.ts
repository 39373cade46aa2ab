import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSiteMessages as m } from '@gears/domain';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

/**
 * ADR 0019: one active site per machine is settled by the partial unique index, not by a read-then-write. Two requests
 * put one machine on two sites at the same time: exactly one wins, the other is refused 409 with the spec's note.
 * On PostgreSQL the two transactions truly overlap; PGlite serialises them (the same answer, no real race).
 */
describe(`job sites: one active site per machine under concurrency (${testDriver})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let first: Member;
  let second: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    first = await newTenant(t, 'supervisor');
    second = await memberOf(t, first.companyId, 'manager');
  });
  afterAll(() => t.close());

  it.each([1, 2, 3, 4, 5])('round %i: two parallel assignments of one machine to two sites, one wins', async () => {
    const machine = (await createEquipment(t, first)).id;
    const [siteA, siteB] = [await createSite(t, first), await createSite(t, second)];
    const results = await Promise.all([
      call(first, 'POST', `/api/job-sites/${siteA.id}/equipment`, { equipmentIds: [machine] }),
      call(second, 'POST', `/api/job-sites/${siteB.id}/equipment`, { equipmentIds: [machine] }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(m.equipmentAtAnotherSite);
    const active = await t.db.query('select job_site_id from job_site_equipment_assignments where equipment_id = $1 and status = $2', [
      machine,
      'active',
    ]);
    expect(active).toHaveLength(1);
  });

  it('two parallel new sites claiming one machine: one site is created, the other request changes nothing', async () => {
    const machine = (await createEquipment(t, first)).id;
    const results = await Promise.all([
      call(first, 'POST', '/api/job-sites', { siteName: 'Race One', equipmentIds: [machine] }),
      call(second, 'POST', '/api/job-sites', { siteName: 'Race Two', equipmentIds: [machine] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const sites = await t.db.query(`select site_name from job_sites where site_name in ('Race One', 'Race Two')`);
    expect(sites).toHaveLength(1);
  });
});
