import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateQueue, raiseSignalLostAlerts } from '../src/modules/fleet-alerts/index.ts';
import { createTestApp, insertCompany, uniqueIp, type TestApp } from './harness.ts';
import { createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { assignDevice, insertFixes, insertSource, minutesAgo } from './fleet-alerts-fixtures.ts';

/** spec 02 §4: no position for over 24 hours is signal lost; a 5-minute pass alerts it once per silence. */
describe(`fleet signal-lost pass, working hours and the evaluate job's queue (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let manager: Member;
  const pass = () => raiseSignalLostAlerts({ db: t.db, run: t.deps.run, publicUrl: t.config.publicUrl });
  const alertsOf = (equipmentId: string) =>
    t.db.query<{ alert_type: string; severity: string; message: string }>(
      `select alert_type, severity, message from fleet_alerts where equipment_id = $1 order by created_at`,
      [equipmentId],
    );
  const tracked = async (who: Member, name: string) => {
    const sourceId = await insertSource(t.db, who.companyId);
    const id = (await createEquipment(t, who, { name })).id;
    return assignDevice(t.db, { companyId: who.companyId, equipmentId: id, sourceId });
  };

  beforeAll(async () => {
    t = await createTestApp();
    manager = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  it('alerts a machine silent for over 24 hours once per silence, and none that reported since', async () => {
    const silent = await tracked(manager, 'Crane silent');
    const fresh = await tracked(manager, 'Crane fresh');
    await insertFixes(t.db, silent, [{ at: minutesAgo(30 * 60), lat: 33.4, lon: -111.9 }]);
    await insertFixes(t.db, fresh, [{ at: minutesAgo(23 * 60), lat: 33.4, lon: -111.9 }]);
    expect((await pass()).alerts).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(silent.equipmentId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alert_type: 'signal_lost', severity: 'warning' });
    expect(alerts[0]!.message).toMatch(/^Crane silent: no position for over 24 hours \(last fix \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\.$/);
    expect(await alertsOf(fresh.equipmentId)).toEqual([]);

    // The same silence again: nothing. A fix arrives (still old) and the machine falls silent again: one more.
    await pass();
    expect(await alertsOf(silent.equipmentId)).toHaveLength(1);
    await insertFixes(t.db, silent, [{ at: minutesAgo(25 * 60), lat: 33.41, lon: -111.9 }]);
    await pass();
    expect(await alertsOf(silent.equipmentId)).toHaveLength(2);
  });

  it('raises nothing for a company whose plan lacks fleet tracking, nor for archived machines or removed trackers', async () => {
    const pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id, 'manager');
    const quiet = await tracked(pro, 'Pro silent');
    await insertFixes(t.db, quiet, [{ at: minutesAgo(48 * 60), lat: 33.4, lon: -111.9 }]);
    const archived = await tracked(manager, 'Archived silent');
    await insertFixes(t.db, archived, [{ at: minutesAgo(48 * 60), lat: 33.4, lon: -111.9 }]);
    await t.db.query(`update equipment set archived_at = now() where id = $1`, [archived.equipmentId]);
    const removed = await tracked(manager, 'Tracker removed');
    await insertFixes(t.db, removed, [{ at: minutesAgo(48 * 60), lat: 33.4, lon: -111.9 }]);
    await t.db.query(`update equipment_tracker_assignments set active = false, ended_at = now() where equipment_id = $1`, [
      removed.equipmentId,
    ]);
    await pass();
    expect(await alertsOf(quiet.equipmentId)).toEqual([]);
    expect(await alertsOf(archived.equipmentId)).toEqual([]);
    expect(await alertsOf(removed.equipmentId)).toEqual([]);
  });

  it('runs the evaluate job from the queue as the ingest enqueues it', async () => {
    const m = await tracked(manager, 'Queued dozer');
    const range = await insertFixes(t.db, m, [
      { at: minutesAgo(20), lat: 33.4, lon: -111.9, speed: 0, battery: 40 },
      { at: minutesAgo(10), lat: 33.4, lon: -111.9, speed: 0, battery: 9 },
    ]);
    await t.deps.jobs.enqueue({
      queue: evaluateQueue,
      companyId: m.companyId,
      key: `${m.sourceId}:${range.to}:test`,
      payload: { trackerSourceId: m.sourceId, deviceIds: [m.deviceId], fromFixedAt: range.from, toFixedAt: range.to },
    });
    await t.deps.jobs.drain();
    expect((await alertsOf(m.equipmentId)).map((a) => a.alert_type)).toEqual(['low_battery']);
    const jobs = await t.db.query<{ state: string }>(`select state from jobs where queue = $1`, [evaluateQueue]);
    expect(jobs.map((j) => j.state)).toEqual(['done']);
  });

  it('keeps working hours per company: the default until saved, managers up may change them, bad input is explained', async () => {
    const call = (who: Member | null, method: 'GET' | 'PUT', body?: unknown, query = '') =>
      t.app.inject({
        method,
        url: `/api/fleet/working-hours${query}`,
        ...(body ? { payload: body as object } : {}),
        headers: who ? { cookie: who.cookie } : {},
        remoteAddress: uniqueIp(),
      });
    const own = await newTenant(t, 'client_admin');
    expect((await call(own, 'GET')).json()).toEqual({
      companyId: own.companyId,
      days: [1, 2, 3, 4, 5],
      start: '06:00',
      end: '18:00',
      timeZone: 'UTC',
      isDefault: true,
    });
    const saved = await call(own, 'PUT', { days: [6, 1, 2], start: '07:30', end: '16:00', timeZone: 'America/Phoenix' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ days: [1, 2, 6], start: '07:30', end: '16:00', timeZone: 'America/Phoenix', isDefault: false });
    const bad = await call(own, 'PUT', { days: [1], start: '18:00', end: '06:00', timeZone: 'UTC' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'end: The end of the working day must be after its start']);
    const supervisor = await memberOf(t, own.companyId, 'supervisor');
    expect((await call(supervisor, 'GET')).statusCode).toBe(200);
    expect((await call(supervisor, 'PUT', { days: [1], start: '06:00', end: '07:00', timeZone: 'UTC' })).statusCode).toBe(403);
    expect((await call(manager, 'GET', undefined, `?companyId=${own.companyId}`)).statusCode).toBe(404);
  });
});
