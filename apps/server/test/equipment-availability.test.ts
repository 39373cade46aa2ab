import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilities } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * spec 02 §4 availability label, computed on the server from status, open tasks, job sites, check-outs and
 * reservations (issue 15 item 4): the same label on each machine, the register's filter and the export column.
 */
describe(`availability everywhere (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
    const make = async (key: string, overrides: Record<string, unknown> = {}) => {
      ids[key] = (await createEquipment(t, a, { name: `Avail ${key}`, ...overrides })).id;
    };
    await make('available');
    await make('maintenanceStatus', { status: 'out_of_service' });
    await make('openTask');
    await make('taskLater');
    await make('hoursDue', { hours: 510 });
    await make('onSite');
    await make('onSiteAndTask');
    await make('inactive', { status: 'retired' });
    await make('assigned');
    await make('reserved');
    await make('reservedLater');
    await t.db.query(
      `insert into maintenance_tasks (company_id, task_number, equipment_id, title, due_date, anchor_date, series_id)
       values ($1, 'MT-AVAIL001', $2, 'Service', current_date, current_date, gen_random_uuid()),
              ($1, 'MT-AVAIL002', $3, 'Service', current_date, current_date, gen_random_uuid()),
              ($1, 'MT-AVAIL003', $4, 'Service', current_date + 30, current_date, gen_random_uuid())`,
      [a.companyId, ids.openTask, ids.onSiteAndTask, ids.taskLater],
    );
    // Hours-based: due at 500 h, the machine is at 510 h, the date is a month away.
    await t.db.query(
      `insert into maintenance_tasks (company_id, task_number, equipment_id, title, due_date, anchor_date, series_id, recurrence_type,
         interval_hours, hours_baseline, due_hours)
       values ($1, 'MT-AVAIL004', $2, '500 h service', current_date + 30, current_date, gen_random_uuid(), 'custom_hours', 250, 250, 500)`,
      [a.companyId, ids.hoursDue],
    );
    const [site] = await t.db.query<{ id: string }>(`insert into job_sites (company_id, site_name) values ($1, 'North Pit') returning id`, [
      a.companyId,
    ]);
    await t.db.query(
      `insert into job_site_equipment_assignments (company_id, job_site_id, equipment_id) values ($1, $2, $3), ($1, $2, $4)`,
      [a.companyId, site!.id, ids.onSite, ids.onSiteAndTask],
    );
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name) values ($1, $2, 'project', 'Bridge')`,
      [a.companyId, ids.assigned],
    );
    await t.db.query(
      `insert into asset_reservations (company_id, equipment_id, start_at, end_at, status)
       values ($1, $2, now() - interval '1 hour', now() + interval '1 hour', 'confirmed'),
              ($1, $3, now() + interval '1 day', now() + interval '1 day 2 hours', 'confirmed')`,
      [a.companyId, ids.reserved, ids.reservedLater],
    );
    // Another company's machine at its own site: never in a's lists.
    await createEquipment(t, b, { name: 'Avail theirs' });
  });
  afterAll(() => t.close());

  const expected: Record<string, string> = {
    available: 'Available',
    maintenanceStatus: 'Maintenance',
    openTask: 'Maintenance',
    taskLater: 'Available',
    hoursDue: 'Maintenance',
    onSite: 'On Site',
    onSiteAndTask: 'Maintenance',
    inactive: 'Inactive',
    assigned: 'Assigned',
    reserved: 'Reserved',
    reservedLater: 'Available',
  };

  it('each machine carries its label (first match wins: maintenance before site before status before check-out before booking)', async () => {
    for (const [key, label] of Object.entries(expected)) {
      const res = await call(a, 'GET', `/api/equipment/${ids[key]}`);
      expect([key, res.json().availability]).toEqual([key, label]);
    }
  });

  it.each([...availabilities])('?availability=%s lists exactly the machines with that label', async (label) => {
    const res = await call(a, 'GET', `/api/equipment?availability=${encodeURIComponent(label)}&limit=100`);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((e: { name: string; availability: string }) => {
      expect(e.availability).toBe(label);
      return e.name;
    });
    const want = Object.entries(expected)
      .filter(([, l]) => l === label)
      .map(([key]) => `Avail ${key}`);
    expect(names.sort()).toEqual(want.sort());
  });

  it('the filter works with a search and pages with a cursor', async () => {
    const first = (await call(a, 'GET', '/api/equipment?availability=Maintenance&search=avail&limit=2&sort=name')).json();
    expect(first.items.map((e: { name: string }) => e.name)).toEqual(['Avail hoursDue', 'Avail maintenanceStatus']);
    const second = (
      await call(
        a,
        'GET',
        `/api/equipment?availability=Maintenance&search=avail&limit=2&sort=name&cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json();
    expect(second.items.map((e: { name: string }) => e.name)).toEqual(['Avail onSiteAndTask', 'Avail openTask']);
  });

  it('an unknown label → 400 naming the allowed ones', async () => {
    const res = await call(a, 'GET', '/api/equipment?availability=Busy');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(
      'Availability must be one of: Available, Assigned, Reserved, On Site, Maintenance, Inactive',
    );
  });

  it('the export has an Availability column and honours the filter', async () => {
    const res = await call(a, 'GET', '/api/equipment/export.csv?availability=On%20Site');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.endsWith(',Availability')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Avail onSite,.*,On Site$/);
  });
});
