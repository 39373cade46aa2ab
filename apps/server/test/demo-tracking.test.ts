import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/db/seed.ts';
import { raiseSignalLostAlerts } from '../src/modules/fleet-alerts/index.ts';
import { createTestApp, signIn, uniqueIp, type TestApp } from './harness.ts';
import { insertSource } from './fleet-alerts-fixtures.ts';

/** The demo's fleet tracking (issue 16, ADR 0016): believable, consistent with the rules, removable with the rest. */
describe(`demo fleet tracking (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let cookies: { alex: string; admin: string };
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie }, remoteAddress: uniqueIp() });
  const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where is_demo`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    cookies = {
      alex: await signIn(t.app, { email: 'alex@northwind.demo', password: demoPassword }),
      admin: await signIn(t.app, { email: 'admin@gears.demo', password: demoPassword }),
    };
  }, 120_000);
  afterAll(() => t.close());

  it('tracks ten machines through one Traccar source, with a day of fixes each', async () => {
    expect(await count('fleet_tracker_sources')).toBe(1);
    expect(await count('tracker_devices')).toBe(10);
    expect(await count('equipment_tracker_assignments')).toBe(10);
    expect(await count('equipment_location_logs')).toBeGreaterThan(1_400);
    const { items, counts } = (await call(cookies.alex, 'GET', '/api/fleet/positions')).json();
    expect(counts).toEqual({ no_tracker: 51, offline: 0, signal_lost: 1, low_battery: 1, online: 8 });
    const tracked = items.filter((p: any) => p.deviceId);
    expect(tracked.filter((p: any) => p.jobSiteName)).toHaveLength(9);
    expect(tracked.some((p: any) => p.movementStatus === 'active')).toBe(true);
    expect(tracked.some((p: any) => p.movementStatus === 'idle')).toBe(true);
    // Every machine on a site was last seen inside its geofence.
    const sites = (await call(cookies.alex, 'GET', '/api/job-sites')).json().items;
    const { distanceMetres } = await import('@gears/domain');
    for (const p of tracked.filter((x: any) => x.jobSiteName)) {
      const site = sites.find((s: any) => s.siteName === p.jobSiteName);
      expect(distanceMetres(p, site), p.equipmentName).toBeLessThanOrEqual(site.geofenceRadius);
    }
    const drove = tracked.find((p: any) => p.jobSiteName === 'Tempe Medical Office Build');
    const trail = (await call(cookies.alex, 'GET', `/api/fleet/equipment/${drove.equipmentId}/track`)).json();
    expect(trail.points).toHaveLength(100);
    expect(trail.points[0].fixedAt).toBe(drove.fixedAt);
  });

  it('shows the alerts the trails raised, newest first, and the signal-lost pass adds none of its own', async () => {
    const open = (await call(cookies.alex, 'GET', '/api/fleet/alerts')).json();
    // The exit is an after-hours exit or a plain one depending on the time of day the test runs (working hours, UTC).
    const exit = (type: string) => (type === 'after_hours_exit' ? 'geofence_exit' : type);
    const types = open.items.map((a: any) => exit(a.alertType)).sort();
    expect(types).toEqual(['geofence_enter', 'geofence_exit', 'low_battery', 'sensor_warning', 'signal_lost']);
    const times = open.items.map((a: any) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const acknowledged = (await call(cookies.alex, 'GET', '/api/fleet/alerts?acknowledged=true')).json().items;
    expect(acknowledged.map((a: any) => [a.alertType, a.acknowledgedByName])).toEqual([['sensor_critical', 'Sam Patel']]);
    expect((await raiseSignalLostAlerts({ db: t.db, run: t.deps.run, publicUrl: t.config.publicUrl })).alerts).toBe(0);
  });

  it('has costs of 90 days and sensor readings of 30 for the tracked machines', async () => {
    const alert = (await call(cookies.alex, 'GET', '/api/fleet/alerts')).json().items.find((a: any) => a.alertType === 'sensor_warning');
    const sensors = (await call(cookies.alex, 'GET', `/api/equipment/${alert.equipmentId}/sensor-readings`)).json().items;
    expect(sensors.length).toBeGreaterThan(50);
    expect(sensors[0]).toMatchObject({ sensorType: 'hydraulic_pressure', status: 'warning', readingValue: 268 });
    const costs = (await call(cookies.alex, 'GET', `/api/equipment/${alert.equipmentId}/operational-costs`)).json();
    expect(costs.items.length).toBeGreaterThan(10);
    const cents = costs.items.reduce((sum: number, c: any) => sum + Math.round(Number(c.amount) * 100), 0);
    expect(costs.total).toBe((cents / 100).toFixed(2));
  });

  it("a user's own tracker on a demo machine blocks the removal; then everything of the demo's tracking goes", async () => {
    const northwind = (await t.db.query<{ id: string }>(`select company_id as id from users where email = 'alex@northwind.demo'`))[0]!.id;
    const own = await insertSource(t.db, northwind, 'Our own Traccar');
    const demoMachine = (
      await t.db.query<{ id: string }>(
        `select e.id from equipment e where e.is_demo and not exists (select 1 from equipment_tracker_assignments a where a.equipment_id = e.id) limit 1`,
      )
    )[0]!.id;
    const assigned = await t.db.query<{ id: string }>(
      `insert into equipment_tracker_assignments (company_id, equipment_id, tracker_source_id, device_id) values ($1, $2, $3, 'own-1') returning id`,
      [northwind, demoMachine, own],
    );
    const status = (await call(cookies.admin, 'GET', '/api/admin/demo-data')).json();
    expect(status.blockers).toEqual({ equipment_tracker_assignments: 1 });
    const refused = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('1 tracker on demo equipment');
    await t.db.query(`update equipment_tracker_assignments set active = false, ended_at = now() where id = $1`, [assigned[0]!.id]);
    const removed = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().removed).toMatchObject({ fleet_tracker_sources: 1, tracker_devices: 10, equipment_tracker_assignments: 11 });
    for (const table of [
      'fleet_tracker_sources',
      'tracker_devices',
      'equipment_location_logs',
      'fleet_alerts',
      'equipment_sensor_data',
      'equipment_operational_costs',
    ])
      expect(await count(table), table).toBe(0);
    // The user's own source stays.
    expect(await t.db.query(`select name from fleet_tracker_sources where id = $1`, [own])).toEqual([{ name: 'Our own Traccar' }]);
  });
});
