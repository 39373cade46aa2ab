import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMessages, fleetMessages } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { assignDevice, insertFixes, insertSource, minutesAgo, type TrackedMachine } from './fleet-alerts-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';
import { createTask, dayOffset } from './maintenance-fixtures.ts';

/** spec 02 §4 (GPS and movement status), §7 (positions, trail of 100 points newest first, alerts newest first). */
describe(`fleet positions, trail and alerts (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let sourceId: string;
  const machines: Record<string, string> = {};
  let moving: TrackedMachine;

  const track = async (name: string, fixes: Parameters<typeof insertFixes>[2] | null) => {
    const m = await assignDevice(t.db, { companyId: manager.companyId, equipmentId: machines[name]!, sourceId });
    if (fixes) await insertFixes(t.db, m, fixes);
    return m;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    sourceId = await insertSource(t.db, manager.companyId);
    for (const name of ['A no tracker', 'B offline', 'C silent', 'D low battery', 'E moving', 'F parked'])
      machines[name] = (await createEquipment(t, manager, { name })).id;
    await track('B offline', null);
    await track('C silent', [{ at: minutesAgo(25 * 60), lat: 33.4, lon: -111.9, speed: 0, battery: 90 }]);
    await track('D low battery', [{ at: minutesAgo(5), lat: 33.41, lon: -111.91, speed: 0, battery: 15 }]);
    moving = await track('E moving', [
      { at: minutesAgo(10), lat: 33.42, lon: -111.92, speed: 20, battery: 80 },
      { at: minutesAgo(2), lat: 33.43, lon: -111.93, speed: 31.5, battery: 79 },
    ]);
    await track('F parked', [{ at: minutesAgo(120), lat: 33.44, lon: -111.94, speed: 0, battery: 60 }]);
  });
  afterAll(() => t.close());

  it('gives every machine its newest fix, GPS and movement status, and counts per GPS status', async () => {
    const res = await call(manager, 'GET', '/api/fleet/positions');
    expect(res.statusCode).toBe(200);
    const { items, counts } = res.json();
    const by = Object.fromEntries(items.map((p: any) => [p.equipmentName, p]));
    expect(Object.keys(by).sort()).toEqual(Object.keys(machines).sort());
    expect(counts).toEqual({ no_tracker: 1, offline: 1, signal_lost: 1, low_battery: 1, online: 2 });
    expect(by['A no tracker']).toMatchObject({ gpsStatus: 'no_tracker', movementStatus: 'signal_lost', latitude: null, deviceId: null });
    expect(by['B offline']).toMatchObject({ gpsStatus: 'offline', movementStatus: 'signal_lost', trackerSourceId: sourceId });
    expect(by['C silent']).toMatchObject({ gpsStatus: 'signal_lost', movementStatus: 'signal_lost' });
    expect(by['D low battery']).toMatchObject({ gpsStatus: 'low_battery', movementStatus: 'idle', batteryLevel: 15 });
    expect(by['E moving']).toMatchObject({
      gpsStatus: 'online',
      movementStatus: 'active',
      latitude: 33.43,
      longitude: -111.93,
      speedKmh: 31.5,
      deviceId: moving.deviceId,
    });
    // Online by GPS (under 24 h) but no location for over an hour: movement says signal lost (spec 02 §4).
    expect(by['F parked']).toMatchObject({ gpsStatus: 'online', movementStatus: 'signal_lost' });
  });

  it('filters by GPS status and machine, keeping the counts of the whole fleet', async () => {
    const lost = (await call(manager, 'GET', '/api/fleet/positions?gpsStatus=signal_lost')).json();
    expect(lost.items.map((p: any) => p.equipmentName)).toEqual(['C silent']);
    expect(lost.counts.online).toBe(2);
    const one = (await call(manager, 'GET', `/api/fleet/positions?equipmentId=${machines['E moving']}`)).json();
    expect(one.items.map((p: any) => p.equipmentName)).toEqual(['E moving']);
    expect((await call(manager, 'GET', '/api/fleet/positions?gpsStatus=lost')).statusCode).toBe(400);
  });

  it("answers a register page's machines by id (issue 16 item 4: GPS status on the equipment cards)", async () => {
    const ids = [machines['E moving'], machines['C silent']].join(',');
    const page = (await call(manager, 'GET', `/api/fleet/positions?equipmentIds=${ids}`)).json();
    expect(page.items.map((p: any) => [p.equipmentName, p.gpsStatus])).toEqual([
      ['C silent', 'signal_lost'],
      ['E moving', 'online'],
    ]);
    const tooMany = Array.from({ length: 101 }, () => machines['E moving']).join(',');
    const refused = await call(manager, 'GET', `/api/fleet/positions?equipmentIds=${tooMany}`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, 'equipmentIds: At most 100 equipment ids.']);
    expect((await call(manager, 'GET', '/api/fleet/positions?equipmentIds=not-an-id')).statusCode).toBe(400);
  });

  it('the register filters by movement status by the same rule (spec 02 §2 status filter: active, idle, signal_lost)', async () => {
    const names = async (query: string) =>
      (await call(manager, 'GET', `/api/equipment?limit=100&${query}`))
        .json()
        .items.map((e: { name: string }) => e.name)
        .sort();
    expect(await names('movement=active')).toEqual(['E moving']);
    expect(await names('movement=idle')).toEqual(['D low battery']);
    expect(await names('movement=signal_lost')).toEqual(['A no tracker', 'B offline', 'C silent', 'F parked']);
    expect(await names('movement=signal_lost&search=silent')).toEqual(['C silent']);
    const bad = await call(manager, 'GET', '/api/equipment?movement=lost');
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      expect.stringContaining('Movement must be one of: active, idle, signal_lost'),
    ]);
  });

  it('names the active job site and shows maintenance due (date reached or hours reached)', async () => {
    const site = await createSite(t, manager, { siteName: 'Loop 202', equipmentIds: [machines['E moving']] });
    await createTask(t, manager, { equipmentId: machines['D low battery'], dueDate: dayOffset(0) });
    await createTask(t, manager, { equipmentId: machines['F parked'], dueDate: dayOffset(30) });
    const by = Object.fromEntries((await call(manager, 'GET', '/api/fleet/positions')).json().items.map((p: any) => [p.equipmentName, p]));
    expect(by['E moving']).toMatchObject({ jobSiteName: site.siteName, maintenanceDue: false });
    expect(by['D low battery'].maintenanceDue).toBe(true);
    expect(by['F parked'].maintenanceDue).toBe(false);
  });

  it('gives the trail newest first, at most 100 points, within the range', async () => {
    const e = machines['E moving']!;
    const fixes = Array.from({ length: 130 }, (_x, i) => ({ at: minutesAgo(12 + i * 5), lat: 33 + i / 1000, lon: -111.9, speed: 10 }));
    fixes.push({ at: minutesAgo(3 * 24 * 60), lat: 32.5, lon: -111.5, speed: 0 });
    await insertFixes(t.db, moving, fixes);
    const day = (await call(manager, 'GET', `/api/fleet/equipment/${e}/track`)).json();
    expect(day.range).toBe('24h');
    expect(day.points).toHaveLength(100);
    const times = day.points.map((p: any) => p.fixedAt);
    expect(times).toEqual([...times].sort().reverse());
    const newest = await t.db.query<{ at: Date }>('select max(fixed_at) as at from equipment_location_logs where equipment_id = $1', [e]);
    expect(times[0]).toBe(new Date(newest[0]!.at).toISOString());
    const month = (await call(manager, 'GET', `/api/fleet/equipment/${e}/track?range=30d`)).json();
    expect(month.points).toHaveLength(100);
    const few = machines['C silent']!;
    const silent = (await call(manager, 'GET', `/api/fleet/equipment/${few}/track?range=30d`)).json();
    expect(silent.points).toHaveLength(1);
    expect((await call(manager, 'GET', `/api/fleet/equipment/${few}/track`)).json().points).toEqual([]);
    expect((await call(manager, 'GET', `/api/fleet/equipment/${e}/track?range=7d`)).statusCode).toBe(400);
  });

  it('lists unacknowledged alerts newest first; acknowledging keeps the first who and when', async () => {
    const insert = (type: string, minutes: number, acknowledged = false) =>
      t.db.query<{ id: string }>(
        `insert into fleet_alerts (company_id, equipment_id, alert_type, severity, message, dedupe_key, acknowledged, acknowledged_at, created_at)
         values ($1, $2, $3, 'warning', $4, $5, $6, case when $6 then now() end, now() - make_interval(mins => $7)) returning id`,
        [manager.companyId, machines['D low battery'], type, `${type} alert`, `${type}:${minutes}`, acknowledged, minutes],
      );
    const older = (await insert('low_battery', 30))[0]!.id;
    const newer = (await insert('geofence_exit', 5))[0]!.id;
    await insert('signal_lost', 1, true);
    const open = (await call(manager, 'GET', '/api/fleet/alerts')).json();
    expect(open.total).toBe(2);
    expect(open.items.map((a: any) => a.id)).toEqual([newer, older]);
    expect(open.items[0]).toMatchObject({ alertType: 'geofence_exit', equipmentName: 'D low battery', acknowledged: false });

    const supervisor = await memberOf(t, manager.companyId, 'supervisor');
    const ack = await call(supervisor, 'POST', `/api/fleet/alerts/${older}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ acknowledged: true, acknowledgedByName: 'Test User' });
    const again = await call(manager, 'POST', `/api/fleet/alerts/${older}/acknowledge`);
    expect(again.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
    expect((await call(manager, 'GET', '/api/fleet/alerts')).json().items.map((a: any) => a.id)).toEqual([newer]);
    expect((await call(manager, 'GET', '/api/fleet/alerts?acknowledged=all')).json().total).toBe(3);
    expect((await call(manager, 'GET', '/api/fleet/alerts?acknowledged=true')).json().total).toBe(2);

    const technician = await memberOf(t, manager.companyId, 'technician');
    expect((await call(technician, 'GET', '/api/fleet/alerts')).statusCode).toBe(200);
    expect((await call(technician, 'POST', `/api/fleet/alerts/${newer}/acknowledge`)).statusCode).toBe(403);
  });

  it("answers 404 for another company's machine and alert, and shows none of its positions", async () => {
    const other = await newTenant(t, 'client_admin');
    const alert = (await t.db.query<{ id: string }>('select id from fleet_alerts where company_id = $1 limit 1', [manager.companyId]))[0]!;
    const trail = await call(other, 'GET', `/api/fleet/equipment/${machines['E moving']}/track`);
    expect([trail.statusCode, trail.json().error.message]).toEqual([404, equipmentMessages.notFound]);
    const ack = await call(other, 'POST', `/api/fleet/alerts/${alert.id}/acknowledge`);
    expect([ack.statusCode, ack.json().error.message]).toEqual([404, fleetMessages.alertNotFound]);
    expect((await call(other, 'GET', '/api/fleet/positions')).json().items).toEqual([]);
    expect((await call(other, 'GET', `/api/fleet/positions?equipmentIds=${machines['E moving']}`)).json().items).toEqual([]);
    expect((await call(other, 'GET', '/api/fleet/alerts')).json().total).toBe(0);
    expect((await call(other, 'GET', `/api/fleet/positions?companyId=${manager.companyId}`)).statusCode).toBe(404);
  });

  it('lets a provider admin see every company or one, and refuses companies without fleet tracking', async () => {
    const admin = await newAdmin(t);
    const one = (await call(admin, 'GET', `/api/fleet/positions?companyId=${manager.companyId}`)).json();
    expect(one.items).toHaveLength(6);
    const all = (await call(admin, 'GET', '/api/fleet/positions')).json();
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    const pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id, 'client_admin');
    const res = await call(pro, 'GET', '/api/fleet/positions');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Fleet tracking/);
    expect((await call(null, 'GET', '/api/fleet/alerts')).statusCode).toBe(401);
  });
});
