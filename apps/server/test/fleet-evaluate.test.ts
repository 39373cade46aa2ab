import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '@gears/domain';
import { runEvaluateJob } from '../src/modules/fleet-alerts/index.ts';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { assignDevice, insertFixes, insertSource, type Fix, type TrackedMachine } from './fleet-alerts-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

/** A real recorded drive (gpx.studio test data, MIT; see the file's header): 80 fixes over 6 min 40 s. */
function gpxTrack(): { lat: number; lon: number; at: Date }[] {
  const xml = fs.readFileSync(new URL('./fixtures/gpx-studio-with-time.gpx', import.meta.url), 'utf8');
  return [...xml.matchAll(/<trkpt lat="([-\d.]+)" lon="([-\d.]+)">[\s\S]*?<time>([^<]+)<\/time>/g)].map((m) => ({
    lat: Number(m[1]),
    lon: Number(m[2]),
    at: new Date(m[3]!),
  }));
}

/** The track as a device reports it: speed from the distance and time to the previous point, shifted to start at `start`. */
function drive(start: Date | null): Fix[] {
  const points = gpxTrack();
  const shift = start ? start.getTime() - points[0]!.at.getTime() : 0;
  return points.map((p, i) => {
    const prev = points[i - 1];
    const speed = prev
      ? (distanceMetres({ latitude: prev.lat, longitude: prev.lon }, { latitude: p.lat, longitude: p.lon }) /
          ((p.at.getTime() - prev.at.getTime()) / 1000)) *
        3.6
      : 0;
    return { at: new Date(p.at.getTime() + shift), lat: p.lat, lon: p.lon, speed: Math.round(speed * 10) / 10, battery: 80 };
  });
}

describe(`fleet.evaluate: geofences, after hours, battery, moving (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let manager: Member;
  let sourceId: string;

  const machine = async (who: Member, name: string, source = sourceId) => {
    const id = (await createEquipment(t, who, { name })).id;
    return assignDevice(t.db, { companyId: who.companyId, equipmentId: id, sourceId: source });
  };
  const evaluate = (m: TrackedMachine, range: { from: string; to: string }) =>
    runEvaluateJob(t.deps, {
      company_id: m.companyId,
      payload: { trackerSourceId: m.sourceId, deviceIds: [m.deviceId], fromFixedAt: range.from, toFixedAt: range.to },
    });
  const replay = async (m: TrackedMachine, fixes: Fix[]) => evaluate(m, await insertFixes(t.db, m, fixes));
  const alertsOf = (equipmentId: string) =>
    t.db.query<{ alert_type: string; severity: string; message: string; job_site_id: string | null; details: any }>(
      `select alert_type, severity, message, job_site_id, details from fleet_alerts where equipment_id = $1 order by (details->>'fixedAt'), created_at`,
      [equipmentId],
    );
  const setHours = (who: Member, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/fleet/working-hours',
      payload: body as object,
      headers: { cookie: who.cookie },
      remoteAddress: uniqueIp(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    manager = await newTenant(t, 'manager');
    sourceId = await insertSource(t.db, manager.companyId);
  });
  afterAll(() => t.close());

  it('a public GPX drive through a job-site geofence gives exactly one enter and one exit, once however often it runs', async () => {
    const supervisor = await memberOf(t, manager.companyId, 'supervisor');
    const technician = await memberOf(t, manager.companyId, 'technician');
    // Every day 06:00–18:00 UTC; the drive happens yesterday at 10:00 UTC.
    expect((await setHours(manager, { days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '18:00', timeZone: 'UTC' })).statusCode).toBe(200);
    const m = await machine(manager, 'Dozer D6 GPX');
    const track = gpxTrack();
    const middle = track[40]!;
    const site = await createSite(t, manager, {
      siteName: 'Brussels South Works',
      latitude: middle.lat,
      longitude: middle.lon,
      geofenceRadius: 150,
      equipmentIds: [m.equipmentId], // on the site, so moving is its work, not an alert
    });
    const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 10));
    const fixes = drive(start);
    expect(fixes[0]!.lat).toBe(50.790867);
    // The track starts outside the fence, passes through it and ends outside.
    const inside = fixes.map(
      (f) => distanceMetres({ latitude: f.lat, longitude: f.lon }, { latitude: middle.lat, longitude: middle.lon }) <= 150,
    );
    expect([inside[0], inside[40], inside.at(-1)]).toEqual([false, true, false]);

    const range = await insertFixes(t.db, m, fixes);
    const first = await evaluate(m, range);
    expect(first).toMatchObject({ machines: 1, alerts: 2 });
    const alerts = await alertsOf(m.equipmentId);
    expect(alerts.map((a) => [a.alert_type, a.severity, a.job_site_id])).toEqual([
      ['geofence_enter', 'info', site.id],
      ['geofence_exit', 'info', site.id],
    ]);
    expect(alerts[0]!.message).toBe('Dozer D6 GPX entered Brussels South Works.');
    expect(alerts[1]!.message).toBe('Dozer D6 GPX left Brussels South Works.');
    const enteredAt = fixes[inside.indexOf(true)]!.at;
    expect(alerts[0]!.details.fixedAt).toBe(new Date(enteredAt).toISOString());

    // A retried job, and a later one whose range overlaps, find nothing new.
    expect((await evaluate(m, range)).alerts).toBe(0);
    expect((await evaluate(m, { from: new Date(fixes[10]!.at).toISOString(), to: range.to })).alerts).toBe(0);
    expect(await alertsOf(m.equipmentId)).toHaveLength(2);

    // The bell: admins, managers and supervisors of the company hear of it; technicians do not; no email for info.
    const bell = await t.db.query<{ user_id: string; link: string }>(
      `select user_id, link from notifications where company_id = $1 and title in ('Entered job site', 'Left job site')`,
      [manager.companyId],
    );
    expect(bell.map((n) => n.user_id).sort()).toEqual([manager.id, manager.id, supervisor.id, supervisor.id].sort());
    expect(bell.every((n) => n.link.startsWith('/dashboard/fleet-tracking?alert='))).toBe(true);
    expect(bell.some((n) => n.user_id === technician.id)).toBe(false);
    expect(
      await t.db.query(
        `select 1 from email_outbox o join users u on u.email = o.to_address where o.template = 'fleet-alert' and u.company_id = $1`,
        [manager.companyId],
      ),
    ).toEqual([]);
  });

  it('jobs that run in another order than their ingest calls still see every fix once', async () => {
    // A company of its own: the first test's site lies on the same road.
    const own = await newTenant(t, 'manager');
    const m = await machine(own, 'Dozer D6 shuffled', await insertSource(t.db, own.companyId));
    const middle = gpxTrack()[40]!;
    await createSite(t, own, {
      siteName: 'Shuffle Yard',
      latitude: middle.lat,
      longitude: middle.lon,
      geofenceRadius: 150,
      equipmentIds: [m.equipmentId],
    });
    const fixes = drive(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 11)));
    // The first call is evaluated; then three calls are stored and their jobs run newest first.
    await replay(m, fixes.slice(0, 5));
    const ranges = [];
    for (const part of [fixes.slice(5, 30), fixes.slice(30, 55), fixes.slice(55)]) ranges.push(await insertFixes(t.db, m, part));
    const results = [];
    for (const range of ranges.reverse()) results.push(await evaluate(m, range));
    expect(results.map((r) => r.alerts)).toEqual([2, 0, 0]);
    expect((await alertsOf(m.equipmentId)).map((a) => a.alert_type)).toEqual(['geofence_enter', 'geofence_exit']);
  });

  it('leaving outside working hours is a critical after-hours exit, emailed to the managers', async () => {
    const other = await newTenant(t, 'manager');
    const otherSource = await insertSource(t.db, other.companyId);
    const m = await machine(other, 'Loader 950 night', otherSource);
    const middle = gpxTrack()[40]!;
    await createSite(t, other, {
      siteName: 'Night Yard',
      latitude: middle.lat,
      longitude: middle.lon,
      geofenceRadius: 150,
      equipmentIds: [m.equipmentId],
    });
    // The recorded times: Sunday 31 December 2023, 23:00 UTC — outside the default Monday–Friday 06:00–18:00 UTC.
    expect((await replay(m, drive(null))).alerts).toBe(2);
    const alerts = await alertsOf(m.equipmentId);
    expect(alerts.map((a) => [a.alert_type, a.severity])).toEqual([
      ['geofence_enter', 'info'],
      ['after_hours_exit', 'critical'],
    ]);
    expect(alerts[1]!.message).toBe('Loader 950 night left Night Yard outside working hours (Sun 23:03 UTC).'); // the first fix outside
    const mail = await t.db.query<{ subject: string; body_text: string }>(
      `select subject, body_text from email_outbox where template = 'fleet-alert' and body_text like '%Loader 950 night%'`,
    );
    expect(mail).toHaveLength(1); // one manager in that company
    expect(mail[0]!.subject).toBe('Critical fleet alert: Left job site after hours');
    expect(mail[0]!.body_text).toContain('https://portal.example.test/dashboard/fleet-tracking?alert=');
  });

  it('alerts a low battery once per dip below 20 %', async () => {
    const m = await machine(manager, 'Telehandler battery');
    const base = Date.now() - 60 * 60_000;
    const at = (min: number) => new Date(base + min * 60_000);
    const fixes = [30, 18, 15, 25, 12, 11].map((battery, i) => ({ at: at(i * 5), lat: 33.4, lon: -111.9, speed: 0, battery }));
    expect((await replay(m, fixes)).alerts).toBe(2);
    const alerts = await alertsOf(m.equipmentId);
    expect(alerts.map((a) => [a.alert_type, a.severity, a.message])).toEqual([
      ['low_battery', 'warning', 'Telehandler battery: tracker battery at 18%.'],
      ['low_battery', 'warning', 'Telehandler battery: tracker battery at 12%.'],
    ]);
  });

  it('alerts a checked-in machine moving once per movement, and not one that is checked out', async () => {
    const yard = await machine(manager, 'Excavator yard');
    const base = Date.now() - 2 * 60 * 60_000;
    const at = (min: number) => new Date(base + min * 60_000);
    const fix = (min: number, speed: number) => ({ at: at(min), lat: 33.4 + min / 10_000, lon: -111.9, speed, battery: 90 });
    // Moves, stops 4 minutes (same movement), moves; stands 12 minutes (the movement ends); moves again.
    await replay(yard, [fix(0, 0), fix(1, 12), fix(2, 15), fix(3, 3), fix(7, 14), fix(8, 2), fix(20, 1), fix(21, 18)]);
    const alerts = await alertsOf(yard.equipmentId);
    expect(alerts.map((a) => [a.alert_type, a.severity])).toEqual([
      ['moving_while_checked_in', 'warning'],
      ['moving_while_checked_in', 'warning'],
    ]);
    expect(alerts[0]!.message).toBe('Excavator yard is moving at 12 km/h while checked in (not checked out, on a job site or reserved).');

    const out = await machine(manager, 'Excavator out');
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name) values ($1, $2, 'project', 'Route 9')`,
      [manager.companyId, out.equipmentId],
    );
    await replay(out, [fix(0, 0), fix(1, 25)]);
    expect(await alertsOf(out.equipmentId)).toEqual([]);
  });

  it('alerts a machine moving while in maintenance (repair status or a task in progress) as critical', async () => {
    const m = await machine(manager, 'Grader under repair');
    await t.db.query(`update equipment set status = 'repair' where id = $1`, [m.equipmentId]);
    const base = Date.now() - 30 * 60_000;
    await replay(m, [
      { at: new Date(base), lat: 33.4, lon: -111.9, speed: 0 },
      { at: new Date(base + 60_000), lat: 33.401, lon: -111.9, speed: 9 },
    ]);
    expect((await alertsOf(m.equipmentId)).map((a) => [a.alert_type, a.severity, a.message])).toEqual([
      ['moving_in_maintenance', 'critical', 'Grader under repair is moving at 9 km/h while in maintenance.'],
    ]);
  });

  it('never evaluates a fix older than the newest one evaluated (a late batch)', async () => {
    const m = await machine(manager, 'Roller late');
    const base = Date.now() - 3 * 60 * 60_000;
    await replay(m, [{ at: new Date(base + 60 * 60_000), lat: 33.4, lon: -111.9, speed: 0, battery: 50 }]);
    // An older batch arrives afterwards, with a battery dip: it is stored (the trail) but not evaluated.
    const late = await replay(m, [{ at: new Date(base), lat: 33.4, lon: -111.9, speed: 0, battery: 5 }]);
    expect(late).toMatchObject({ machines: 1, alerts: 0 });
  });

  it('refuses a payload that is not the contract, and a job without a company', async () => {
    await expect(runEvaluateJob(t.deps, { company_id: manager.companyId, payload: { deviceIds: [] } })).rejects.toThrow();
    await expect(runEvaluateJob(t.deps, { company_id: null, payload: {} })).rejects.toThrow('fleet.evaluate needs the company');
  });
});
