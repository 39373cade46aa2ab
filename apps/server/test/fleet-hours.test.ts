import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEvaluateJob } from '../src/modules/fleet-alerts/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, rowOf, type Member } from './equipment-fixtures.ts';
import { assignDevice, insertFixes, insertSource, type Fix, type TrackedMachine } from './fleet-alerts-fixtures.ts';
import { createTask, dayOffset } from './maintenance-fixtures.ts';

/** Issue 16 item 7: engine hours or ignition/moving time from trackers become meter readings (ADR 0004, ADR 0023). */
describe(`fleet hours from trackers (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let sourceId: string;

  const machine = async (name: string, hours: number | null) => {
    const id = (await createEquipment(t, manager, { name, ...(hours === null ? {} : { hours }) })).id;
    return assignDevice(t.db, { companyId: manager.companyId, equipmentId: id, sourceId });
  };
  const replay = async (m: TrackedMachine, fixes: Fix[]) => {
    const range = await insertFixes(t.db, m, fixes);
    const payload = { trackerSourceId: m.sourceId, deviceIds: [m.deviceId], fromFixedAt: range.from, toFixedAt: range.to };
    return {
      run: () => runEvaluateJob(t.deps, { company_id: m.companyId, payload }),
      result: await runEvaluateJob(t.deps, { company_id: m.companyId, payload }),
    };
  };
  const readings = (equipmentId: string) =>
    t.db.query<{ hours: string; source: string; is_estimate: boolean; recorded_by: string | null }>(
      `select hours::text as hours, source, is_estimate, recorded_by from meter_readings where equipment_id = $1 order by read_at, created_at`,
      [equipmentId],
    );
  const minute = (base: number, n: number) => new Date(base + n * 60_000);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    sourceId = await insertSource(t.db, manager.companyId);
  });
  afterAll(() => t.close());

  it('engine hours reported by the device become a tracker reading that makes an hours-based task due', async () => {
    const m = await machine('Excavator 320 hours', 1240);
    const task = await createTask(t, manager, {
      equipmentId: m.equipmentId,
      recurrence: 'custom_hours',
      intervalHours: 10,
      dueDate: dayOffset(60),
    });
    expect(task.dueHours).toBe(1250);
    const base = Date.now() - 60 * 60_000;
    const { run, result } = await replay(m, [
      { at: minute(base, 0), lat: 33.4, lon: -111.9, speed: 0, ignition: true, engineHours: 1249.6 },
      { at: minute(base, 30), lat: 33.4, lon: -111.9, speed: 0, ignition: true, engineHours: 1250.1 },
      // A device counter read back lower (a glitch) is never taken: the meter does not go backwards.
      { at: minute(base, 31), lat: 33.4, lon: -111.9, speed: 0, ignition: false, engineHours: 1200 },
    ]);
    expect(result.readings).toBe(1);
    expect(await readings(m.equipmentId)).toEqual([{ hours: '1250.1', source: 'tracker', is_estimate: false, recorded_by: null }]);
    expect((await rowOf(t.db, m.equipmentId))!.hours).toBe('1250.1');
    expect((await run()).readings).toBe(0); // a retried job
    expect(await readings(m.equipmentId)).toHaveLength(1);

    const view = (await call(manager, 'GET', `/api/maintenance/tasks/${task.id}`)).json();
    expect(view).toMatchObject({ isOverdue: true, overdueBy: 'hours' });
    const position = (await call(manager, 'GET', `/api/fleet/positions?equipmentId=${m.equipmentId}`)).json().items[0];
    expect(position.maintenanceDue).toBe(true);
    const listed = (await call(manager, 'GET', `/api/maintenance/meter-readings?equipmentId=${m.equipmentId}`)).json();
    expect(listed.readings[0]).toMatchObject({ hours: 1250.1, source: 'tracker', isEstimate: false, recordedBy: null });
  });

  it('without engine hours, ignition time adds an estimate in tenths of an hour, counted once across jobs and retries', async () => {
    const m = await machine('Loader ignition', 500);
    const base = Date.now() - 3 * 60 * 60_000;
    // Ignition on from minute 0 to 40 with a fix a minute: 40 minutes → 0.6 h written, 4 minutes carried.
    const on = Array.from({ length: 41 }, (_x, i) => ({ at: minute(base, i), lat: 33.4, lon: -111.9, speed: 0, ignition: i < 40 }));
    const first = await replay(m, on.slice(0, 21));
    expect(first.result.readings).toBe(1); // 20 minutes: 0.3 h
    expect((await first.run()).readings).toBe(0);
    await replay(m, on.slice(21));
    expect(await readings(m.equipmentId)).toEqual([
      { hours: '500.3', source: 'tracker', is_estimate: true, recorded_by: null },
      { hours: '500.6', source: 'tracker', is_estimate: true, recorded_by: null },
    ]);
    // A gap longer than 15 minutes is a lost signal, not work; switched off is not counted either.
    await replay(m, [
      { at: minute(base, 60), lat: 33.4, lon: -111.9, speed: 0, ignition: true },
      { at: minute(base, 90), lat: 33.4, lon: -111.9, speed: 0, ignition: true },
    ]);
    expect(await readings(m.equipmentId)).toHaveLength(2);
  });

  it('with neither, moving time (above 5 km/h) is the estimate; a machine with no meter starts from zero', async () => {
    const m = await machine('Dumper moving', null);
    const base = Date.now() - 2 * 60 * 60_000;
    const fixes = Array.from({ length: 13 }, (_x, i) => ({
      at: minute(base, i * 2),
      lat: 33.4 + i / 1000,
      lon: -111.9,
      speed: i < 12 ? 22 : 0,
    }));
    await replay(m, fixes);
    expect(await readings(m.equipmentId)).toEqual([{ hours: '0.4', source: 'tracker', is_estimate: true, recorded_by: null }]);
    expect((await rowOf(t.db, m.equipmentId))!.hours).toBe('0.4');
  });
});
