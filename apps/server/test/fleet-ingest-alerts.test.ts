import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '@gears/domain';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { assign, createSource } from './fleet-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

/** The real recorded drive (gpx.studio test data, MIT; see the file's header). */
const track = [
  ...fs
    .readFileSync(new URL('./fixtures/gpx-studio-with-time.gpx', import.meta.url), 'utf8')
    .matchAll(/<trkpt lat="([-\d.]+)" lon="([-\d.]+)">[\s\S]*?<time>([^<]+)<\/time>/g),
].map((m) => ({ lat: Number(m[1]), lon: Number(m[2]), at: new Date(m[3]!) }));

/** End to end (issue 16): a phone running Traccar Client drives through a job site → OsmAnd ingest → fleet.evaluate → alerts. */
describe(`fleet: OsmAnd ingest to alerts (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let manager: Member;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  it('the GPX drive sent fix by fix over OsmAnd raises exactly one enter and one exit, and the trail shows it', async () => {
    const call = client(t);
    const supervisor = await memberOf(t, manager.companyId, 'supervisor');
    const hours = await t.app.inject({
      method: 'PUT',
      url: '/api/fleet/working-hours',
      payload: { days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '18:00', timeZone: 'UTC' },
      headers: { cookie: manager.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(hours.statusCode).toBe(200);
    const { source, secret } = await createSource(t, manager, { name: 'Crew phones' });
    const machine = (await createEquipment(t, manager, { name: 'Skid steer phone' })).id;
    expect(
      (await assign(t, supervisor, { equipmentId: machine, trackerSourceId: source.id, deviceId: '358240051111110' })).statusCode,
    ).toBe(201);
    const middle = track[40]!;
    const site = await createSite(t, manager, {
      siteName: 'Brussels South Works',
      latitude: middle.lat,
      longitude: middle.lon,
      geofenceRadius: 150,
      equipmentIds: [machine],
    });

    // Yesterday from 10:00 UTC, the recorded pace; OsmAnd speed is in knots.
    const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 10);
    const shift = start - track[0]!.at.getTime();
    for (const [i, p] of track.entries()) {
      const prev = track[i - 1];
      const metresPerSecond = prev
        ? distanceMetres({ latitude: prev.lat, longitude: prev.lon }, { latitude: p.lat, longitude: p.lon }) /
          ((p.at.getTime() - prev.at.getTime()) / 1000)
        : 0;
      const knots = ((metresPerSecond * 3.6) / 1.852).toFixed(1);
      const timestamp = Math.floor((p.at.getTime() + shift) / 1000);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ingest/osmand/${secret}?id=358240051111110&timestamp=${timestamp}&lat=${p.lat}&lon=${p.lon}&speed=${knots}&batt=81`,
      });
      expect(res.statusCode).toBe(200);
    }
    await t.deps.jobs.drain();

    const alerts = (await call(manager, 'GET', `/api/fleet/alerts?equipmentId=${machine}`)).json();
    expect(alerts.items.map((a: any) => [a.alertType, a.jobSiteId, a.message])).toEqual([
      ['geofence_exit', site.id, 'Skid steer phone left Brussels South Works.'],
      ['geofence_enter', site.id, 'Skid steer phone entered Brussels South Works.'],
    ]);
    const jobs = await t.db.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from jobs where queue = 'fleet.evaluate' group by state`,
    );
    expect(jobs).toEqual([{ state: 'done', n: track.length }]);
    // A device resending the whole drive (a retry) stores nothing new and raises nothing.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand/${secret}?id=358240051111110&timestamp=${Math.floor((track[40]!.at.getTime() + shift) / 1000)}&lat=${middle.lat}&lon=${middle.lon}`,
    });
    expect(again.statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect((await call(manager, 'GET', `/api/fleet/alerts?equipmentId=${machine}`)).json().total).toBe(2);

    const position = (await call(manager, 'GET', `/api/fleet/positions?equipmentId=${machine}`)).json().items[0];
    expect(position).toMatchObject({
      latitude: track.at(-1)!.lat,
      longitude: track.at(-1)!.lon,
      batteryLevel: 81,
      jobSiteName: 'Brussels South Works',
    });
    const trail = (await call(manager, 'GET', `/api/fleet/equipment/${machine}/track?range=30d`)).json();
    expect(trail.points).toHaveLength(80);
    expect(trail.points[0]).toMatchObject({ latitude: track.at(-1)!.lat, longitude: track.at(-1)!.lon });
  });
});
