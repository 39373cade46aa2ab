import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixRejections, fleetMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, testDriver, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type Member } from './equipment-fixtures.ts';
import { assign, createSource, epochSecondsAgo, insertSourceWithSecret, isoAgo } from './fleet-fixtures.ts';

/**
 * issue 16 item 2: positions as real senders send them — Traccar Client (OsmAnd, query string and JSON), a Traccar
 * server's JSON forward, the portal's JSON push — stored idempotently, refused with a reason, counted on the source.
 */
describe(`fleet ingest: protocols (${testDriver})`, () => {
  let t: TestApp;
  let boss: Member;
  let secret: string;
  let sourceId: string;

  const logsOf = (deviceId: string) =>
    t.db.query<Record<string, any>>(
      'select * from equipment_location_logs where tracker_source_id = $1 and device_id = $2 order by fixed_at',
      [sourceId, deviceId],
    );
  const deviceRow = async (deviceId: string) =>
    (
      await t.db.query<Record<string, any>>('select * from tracker_devices where tracker_source_id = $1 and device_id = $2', [
        sourceId,
        deviceId,
      ])
    )[0];
  const post = (path: string, payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: `/api/ingest/${path}/${secret}`, payload: payload as string, headers });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await newTenant(t, 'manager');
    const created = await createSource(t, boss);
    secret = created.secret!;
    sourceId = created.source.id;
  });
  afterAll(() => t.close());

  it('OsmAnd GET as Traccar Client sends it: speed in knots to km/h, extras kept, an unknown device recorded', async () => {
    const ts = epochSecondsAgo(30);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand/${secret}?id=356938035643809&timestamp=${ts}&lat=41.878113&lon=-87.629799&speed=10.0&bearing=92.5&altitude=181.0&accuracy=4.8&batt=76.0&charge=false&hdop=0.9`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, rejected: {}, unassignedDevices: ['356938035643809'] });
    const [log] = await logsOf('356938035643809');
    expect(log).toMatchObject({
      equipment_id: null,
      latitude: 41.878113,
      longitude: -87.629799,
      battery_level: 76,
      raw_data: { charge: false, hdop: 0.9 },
    });
    expect(new Date(log!.fixed_at).getTime()).toBe(ts * 1000);
    expect(log!.speed_kmh).toBeCloseTo(18.52, 2);
    expect(await deviceRow('356938035643809')).toMatchObject({ fixes_accepted: expect.anything(), latitude: 41.878113 });
    const [source] = await t.db.query<Record<string, any>>(
      'select connection_status, last_sync_at from fleet_tracker_sources where id = $1',
      [sourceId],
    );
    expect(source).toMatchObject({ connection_status: 'connected' });
    expect(source!.last_sync_at).not.toBeNull();
  });

  it('OsmAnd POST with the query string and no body, and POST with a form body, like older clients and devices', async () => {
    const q = `id=POST-1&timestamp=${epochSecondsAgo(60)}&lat=41.9&lon=-87.7`;
    const viaQuery = await t.app.inject({ method: 'POST', url: `/api/ingest/osmand/${secret}?${q}` });
    expect(viaQuery.json()).toMatchObject({ accepted: 1 });
    const viaForm = await t.app.inject({
      method: 'POST',
      url: `/api/ingest/osmand/${secret}`,
      payload: `id=POST-1&timestamp=${new Date(Date.now() - 30_000).toISOString()}&location=41.91,-87.71&heading=180`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(viaForm.json()).toMatchObject({ accepted: 1 });
    expect((await logsOf('POST-1')).map((l) => [l.latitude, l.bearing])).toEqual([
      [41.9, null],
      [41.91, 180],
    ]);
  });

  it('OsmAnd JSON from Traccar Client 9: speed in m/s, battery 0-1', async () => {
    const res = await post('osmand', {
      location: {
        timestamp: isoAgo(20),
        coords: { latitude: 41.85, longitude: -87.65, accuracy: 6, speed: 5, heading: 270, altitude: 190 },
        is_moving: true,
        odometer: 12500,
        event: 'motionchange',
        battery: { level: 0.82, is_charging: false },
        activity: { type: 'in_vehicle' },
        extras: {},
      },
      device_id: '48241179',
    });
    expect(res.json()).toMatchObject({ accepted: 1 });
    const [log] = await logsOf('48241179');
    expect(log!.speed_kmh).toBeCloseTo(18, 3);
    expect(log).toMatchObject({
      battery_level: 82,
      bearing: 270,
      odometer_km: '12.5',
      raw_data: { is_moving: true, activity: 'in_vehicle' },
    });
  });

  it('Traccar forward (forward.type=json): knots, batteryLevel, ignition, hours in ms to engine hours', async () => {
    const fixTime = isoAgo(40).replace('Z', '+00:00');
    const res = await post('traccar', {
      position: {
        id: 12345,
        attributes: { batteryLevel: 85, ignition: true, hours: 4_500_000_000, odometer: 120_500, motion: true, sat: 11 },
        deviceId: 10,
        protocol: 'teltonika',
        serverTime: fixTime,
        deviceTime: fixTime,
        fixTime,
        outdated: false,
        valid: true,
        latitude: -23.55052,
        longitude: -46.633308,
        altitude: 760,
        speed: 13.5,
        course: 180,
        accuracy: 0,
      },
      device: { id: 10, name: 'Excavator 7', uniqueId: '868618052108909', status: 'online', disabled: false },
    });
    expect(res.json()).toMatchObject({ accepted: 1, unassignedDevices: ['868618052108909'] });
    const [log] = await logsOf('868618052108909');
    expect(log).toMatchObject({ battery_level: 85, ignition: true, engine_hours: '1250.0', odometer_km: '120.5', accuracy_m: null });
    expect(log!.speed_kmh).toBeCloseTo(25.002, 2);
    expect(log!.raw_data).toMatchObject({ protocol: 'teltonika', motion: true, sat: 11 });
  });

  it('Traccar event forward: the position is kept with the event type; a repeat is not counted as a duplicate', async () => {
    const fixTime = isoAgo(50);
    const position = { attributes: { ignition: false }, fixTime, latitude: 40.7, longitude: -74.0, speed: 0, course: 0 };
    const event = {
      event: { id: 500, attributes: {}, deviceId: 10, type: 'ignitionOff', eventTime: fixTime },
      position,
      device: { uniqueId: 'EVT-1' },
    };
    expect((await post('traccar', event)).json()).toMatchObject({ accepted: 1, rejected: {} });
    expect((await post('traccar', event)).json()).toMatchObject({ accepted: 0, rejected: {} });
    expect((await logsOf('EVT-1'))[0]!.raw_data).toMatchObject({ event: 'ignitionOff' });
    const noPosition = await post('traccar', { event: { type: 'deviceOffline' }, device: { uniqueId: 'EVT-1' } });
    expect(noPosition.json()).toEqual({ accepted: 0, rejected: {}, unassignedDevices: [] });
  });

  it('JSON push: single and batched; a replay is all duplicates; out of order is stored, the device keeps its newest', async () => {
    const newest = isoAgo(10);
    const older = isoAgo(600);
    expect((await post('json', { deviceId: 'J-1', fixedAt: newest, latitude: 1, longitude: 2, batteryLevel: 55 })).json()).toMatchObject({
      accepted: 1,
    });
    const batch = {
      positions: [
        { deviceId: 'J-1', fixedAt: older, latitude: 3, longitude: 4 },
        { deviceId: 'J-2', fixedAt: Date.now() - 5000, latitude: 5, longitude: 6 },
      ],
    };
    expect((await post('json', batch)).json()).toMatchObject({ accepted: 2, rejected: {} });
    expect((await post('json', batch)).json()).toMatchObject({ accepted: 0, rejected: { duplicate: 2 } });
    expect((await logsOf('J-1')).map((l) => l.latitude)).toEqual([3, 1]);
    expect(await deviceRow('J-1')).toMatchObject({ latitude: 1, battery_level: 55 });
    expect(new Date((await deviceRow('J-1'))!.last_fix_at).toISOString()).toBe(newest);
  });

  it('refuses each bad fix with its reason, counts it on the source, stores the good ones of the batch', async () => {
    const ok = { deviceId: 'R-1', latitude: 10, longitude: 10 };
    // One time for the fix and its duplicate: two isoAgo(1) calls straddled a millisecond under load and were not duplicates.
    const oneSecondAgo = isoAgo(1);
    const positions = [
      { ...ok, fixedAt: oneSecondAgo },
      { ...ok, fixedAt: new Date(Date.now() + 6 * 60_000).toISOString() },
      { ...ok, fixedAt: '1970-01-01T00:00:00Z' },
      { ...ok, fixedAt: isoAgo(2), latitude: 91 },
      { ...ok, fixedAt: isoAgo(3), longitude: -181 },
      { ...ok, fixedAt: isoAgo(4), latitude: 'NaN' },
      { ...ok, fixedAt: isoAgo(5), deviceId: undefined },
      { ...ok, fixedAt: undefined },
      { deviceId: 'R-1', fixedAt: isoAgo(6) },
      { ...ok, fixedAt: isoAgo(7), deviceId: 'x'.repeat(201) },
      { ...ok, fixedAt: oneSecondAgo },
    ];
    const res = await post('json', { positions });
    expect(res.json()).toEqual({
      accepted: 1,
      rejected: {
        future: 1,
        too_old: 1,
        bad_latitude: 1,
        bad_longitude: 1,
        not_a_number: 1,
        no_device: 1,
        no_time: 1,
        no_position: 1,
        bad_device: 1,
        duplicate: 1,
      },
      unassignedDevices: ['R-1'],
    });
    for (const reason of Object.keys(res.json().rejected)) expect(fixRejections).toHaveProperty(reason);
    const [source] = await t.db.query<{ rejected_counts: Record<string, number> }>(
      'select rejected_counts from fleet_tracker_sources where id = $1',
      [sourceId],
    );
    expect(source!.rejected_counts).toMatchObject({ future: 1, too_old: 1, bad_latitude: 1, no_device: 1 });
    expect((await createSourceList()).rejectedCounts).toMatchObject({ future: 1, bad_longitude: 1 });
  });

  const createSourceList = async () =>
    (await client(t)(boss, 'GET', '/api/fleet/sources')).json().items.find((s: { id: string }) => s.id === sourceId);

  it('an assigned device: its fixes carry the machine and one fleet.evaluate job is queued per call', async () => {
    const machine = (await createEquipment(t, boss)).id;
    expect((await assign(t, boss, { equipmentId: machine, trackerSourceId: sourceId, deviceId: 'A-1' })).statusCode).toBe(201);
    const from = isoAgo(120);
    const to = isoAgo(60);
    const res = await post('json', {
      positions: [
        { deviceId: 'A-1', fixedAt: to, latitude: 1, longitude: 1 },
        { deviceId: 'A-1', fixedAt: from, latitude: 1, longitude: 1 },
        { deviceId: 'FREE-1', fixedAt: to, latitude: 1, longitude: 1 },
      ],
    });
    expect(res.json()).toMatchObject({ accepted: 3, unassignedDevices: ['FREE-1'] });
    expect((await logsOf('A-1')).map((l) => l.equipment_id)).toEqual([machine, machine]);
    const jobs = await t.db.query<{ key: string; payload: Record<string, unknown>; company_id: string }>(
      "select key, payload, company_id from jobs where queue = 'fleet.evaluate' and payload->>'trackerSourceId' = $1",
      [sourceId],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      company_id: boss.companyId,
      payload: { trackerSourceId: sourceId, deviceIds: ['A-1'], fromFixedAt: from, toFixedAt: to },
    });
    expect(jobs[0]!.key).toMatch(new RegExp(`^${sourceId}:${to.replace(/\./g, '\\.')}:[0-9a-f]{16}$`));
  });

  it('a wrong, rotated or deactivated secret is 401 and stores nothing', async () => {
    const before = (await t.db.query('select count(*)::int as n from equipment_location_logs'))[0];
    const fix = { deviceId: 'S-1', fixedAt: isoAgo(1), latitude: 1, longitude: 1 };
    const wrong = await t.app.inject({ method: 'POST', url: `/api/ingest/json/${'x'.repeat(43)}`, payload: fix });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(m.invalidSecret);
    const other = await createSource(t, boss, { name: 'Soon gone' });
    const rotated = (await client(t)(boss, 'POST', `/api/fleet/sources/${other.source.id}/rotate-secret`)).json().secret;
    expect((await t.app.inject({ method: 'POST', url: `/api/ingest/json/${other.secret}`, payload: fix })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/ingest/json/${rotated}`, payload: fix })).statusCode).toBe(200);
    await client(t)(boss, 'DELETE', `/api/fleet/sources/${other.source.id}`);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/ingest/json/${rotated}`, payload: { ...fix, fixedAt: isoAgo(2) } })).statusCode,
    ).toBe(401);
    const after = (await t.db.query('select count(*)::int as n from equipment_location_logs'))[0];
    expect((after as { n: number }).n - (before as { n: number }).n).toBe(1);
  });

  it('a company whose plan lacks fleet tracking: 403 Feature Unavailable, nothing stored', async () => {
    const pro = await insertCompany(t.db, { tier: 'professional' });
    const proSecret = 'P'.repeat(20) + 'p'.repeat(23);
    await insertSourceWithSecret(t.db, pro.id, proSecret);
    const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand/${proSecret}?id=PRO-1&lat=1&lon=1` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Fleet tracking/);
    expect(await t.db.query("select 1 from equipment_location_logs where device_id = 'PRO-1'")).toEqual([]);
  });

  it('too many positions or too many bytes: 413 with the limit; bad JSON and NUL characters: 400', async () => {
    const many = { positions: Array.from({ length: 10_001 }, () => ({ deviceId: 'B', fixedAt: isoAgo(1), latitude: 0, longitude: 0 })) };
    const tooMany = await post('json', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.message).toBe(m.tooManyPositions);
    const huge = await post('json', JSON.stringify({ positions: [], pad: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(m.batchTooLarge);
    expect((await post('json', '{"positions": [')).statusCode).toBe(400);
    const nul = await post('json', JSON.stringify({ deviceId: 'N\u0000', fixedAt: isoAgo(1), latitude: 0, longitude: 0 }));
    expect(nul.statusCode).toBe(400);
    expect((await post('json', { something: 'else' })).json().error.message).toBe(m.badIngestBody);
  });

  it("isolation: another company's secret only ever writes to that company; a device id both use stays apart", async () => {
    const other = await newTenant(t, 'manager');
    const theirs = await createSource(t, other);
    const machine = (await createEquipment(t, boss)).id;
    await assign(t, boss, { equipmentId: machine, trackerSourceId: sourceId, deviceId: 'SHARED-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ingest/json/${theirs.secret}`,
      payload: { deviceId: 'SHARED-1', fixedAt: isoAgo(5), latitude: 7, longitude: 7 },
    });
    expect(res.json()).toMatchObject({ accepted: 1, unassignedDevices: ['SHARED-1'] });
    const rows = await t.db.query<{ company_id: string; equipment_id: string | null }>(
      "select company_id, equipment_id from equipment_location_logs where device_id = 'SHARED-1'",
    );
    expect(rows).toEqual([{ company_id: other.companyId, equipment_id: null }]);
    expect((await client(t)(boss, 'GET', '/api/fleet/devices')).json().items.map((d: { deviceId: string }) => d.deviceId)).not.toContain(
      'SHARED-1',
    );
  });
});
