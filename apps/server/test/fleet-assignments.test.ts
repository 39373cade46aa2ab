import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetMessages as m } from '@gears/domain';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { assign, createSource } from './fleet-fixtures.ts';

describe(`fleet: devices and tracker assignments (${testDriver})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let boss: Member;
  let sourceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    boss = await newTenant(t, 'manager');
    sourceId = (await createSource(t, boss)).source.id;
  });
  afterAll(async () => {
    if (testDriver === 'postgres') await new Promise((resolve) => setTimeout(resolve, 10_500));
    await t.close();
  }, 30_000);

  it('assigns a device; the same device on another machine is refused with the spec message', async () => {
    const a = (await createEquipment(t, boss)).id;
    const b = (await createEquipment(t, boss)).id;
    const first = await assign(t, boss, { equipmentId: a, trackerSourceId: sourceId, deviceId: ' IMEI-1 ', deviceName: 'Cab unit' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ equipmentId: a, deviceId: 'IMEI-1', deviceName: 'Cab unit', active: true, sourceName: 'Phones' });
    const second = await assign(t, boss, { equipmentId: b, trackerSourceId: sourceId, deviceId: 'IMEI-1' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(m.deviceAlreadyAssigned);
    const list = (await call(boss, 'GET', '/api/fleet/assignments')).json().items;
    expect(list.map((x: { equipmentId: string }) => x.equipmentId)).toEqual([a]);
  });

  it('a new tracker on a machine ends the old one in the same transaction; removal keeps the history', async () => {
    const a = (await createEquipment(t, boss)).id;
    const old = (await assign(t, boss, { equipmentId: a, trackerSourceId: sourceId, deviceId: 'OLD-1' })).json();
    const fresh = (await assign(t, boss, { equipmentId: a, trackerSourceId: sourceId, deviceId: 'NEW-1' })).json();
    const rows = await t.db.query<{ id: string; active: boolean }>(
      'select id, active from equipment_tracker_assignments where equipment_id = $1 order by assigned_at',
      [a],
    );
    expect(rows).toEqual([
      { id: old.id, active: false },
      { id: fresh.id, active: true },
    ]);
    // The old device is free again.
    const b = (await createEquipment(t, boss)).id;
    expect((await assign(t, boss, { equipmentId: b, trackerSourceId: sourceId, deviceId: 'OLD-1' })).statusCode).toBe(201);

    const removed = await call(boss, 'DELETE', `/api/fleet/assignments/${fresh.id}`);
    expect(removed.json()).toMatchObject({ id: fresh.id, active: false });
    expect((await call(boss, 'GET', `/api/fleet/assignments?equipmentId=${a}`)).json().items).toEqual([]);
    expect((await t.db.query('select 1 from equipment_tracker_assignments where id = $1', [fresh.id])).length).toBe(1);
  });

  it('two assignments of one device to two machines at once: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const machines = [(await createEquipment(t, boss)).id, (await createEquipment(t, boss)).id];
      const results = await Promise.all(
        machines.map((equipmentId) => assign(t, boss, { equipmentId, trackerSourceId: sourceId, deviceId: `RACE-${round}` })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const active = await t.db.query('select 1 from equipment_tracker_assignments where device_id = $1 and active', [`RACE-${round}`]);
      expect(active.length).toBe(1);
    }
  }, 60_000);

  it('refuses a blank device id and an unknown source with the spec messages', async () => {
    const a = (await createEquipment(t, boss)).id;
    const blank = await assign(t, boss, { equipmentId: a, trackerSourceId: sourceId, deviceId: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(m.assignmentFieldsRequired);
    const unknown = await assign(t, boss, { equipmentId: a, trackerSourceId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff', deviceId: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.sourceNotFound);
  });

  it('lists devices that sent fixes; unassigned=true leaves out those on a machine', async () => {
    await t.db.query(
      `insert into tracker_devices (company_id, tracker_source_id, device_id, last_fix_at, latitude, longitude, fixes_accepted)
       values ($1, $2, 'SEEN-1', now(), 41.8, -87.6, 3), ($1, $2, 'SEEN-2', now() - interval '1 hour', 41.9, -87.7, 1)`,
      [boss.companyId, sourceId],
    );
    const a = (await createEquipment(t, boss, { name: 'Loader 7' })).id;
    await assign(t, boss, { equipmentId: a, trackerSourceId: sourceId, deviceId: 'SEEN-2' });
    const all = (await call(boss, 'GET', '/api/fleet/devices')).json().items;
    expect(all.find((d: { deviceId: string }) => d.deviceId === 'SEEN-2')).toMatchObject({ equipmentId: a, equipmentName: 'Loader 7' });
    const free = (await call(boss, 'GET', '/api/fleet/devices?unassigned=true')).json().items.map((d: { deviceId: string }) => d.deviceId);
    expect(free).toContain('SEEN-1');
    expect(free).not.toContain('SEEN-2');
    expect((await call(boss, 'GET', '/api/fleet/sources')).json().items[0]).toMatchObject({ deviceCount: 2, positionsAccepted: 4 });
  });

  it('roles: a technician reads but cannot assign or remove; a supervisor can', async () => {
    const a = (await createEquipment(t, boss)).id;
    const tech = await memberOf(t, boss.companyId, 'technician');
    const sup = await memberOf(t, boss.companyId, 'supervisor');
    expect((await call(tech, 'GET', '/api/fleet/assignments')).statusCode).toBe(200);
    expect((await call(tech, 'GET', '/api/fleet/devices')).statusCode).toBe(200);
    expect((await assign(t, tech, { equipmentId: a, trackerSourceId: sourceId, deviceId: 'T-1' })).statusCode).toBe(403);
    const made = await assign(t, sup, { equipmentId: a, trackerSourceId: sourceId, deviceId: 'T-1' });
    expect(made.statusCode).toBe(201);
    expect((await call(tech, 'DELETE', `/api/fleet/assignments/${made.json().id}`)).statusCode).toBe(403);
    expect((await call(sup, 'DELETE', `/api/fleet/assignments/${made.json().id}`)).statusCode).toBe(200);
  });

  it("isolation: another company's machine, source or assignment is 404 and nothing changes", async () => {
    const other = await newTenant(t, 'manager');
    const theirSource = (await createSource(t, other)).source.id;
    const theirMachine = (await createEquipment(t, other)).id;
    const mine = (await createEquipment(t, boss)).id;
    expect((await assign(t, boss, { equipmentId: theirMachine, trackerSourceId: sourceId, deviceId: 'X-1' })).statusCode).toBe(404);
    expect((await assign(t, boss, { equipmentId: mine, trackerSourceId: theirSource, deviceId: 'X-1' })).statusCode).toBe(404);
    const made = (await assign(t, boss, { equipmentId: mine, trackerSourceId: sourceId, deviceId: 'X-2' })).json();
    expect((await call(other, 'DELETE', `/api/fleet/assignments/${made.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/fleet/assignments')).json().items).toEqual([]);
    expect((await call(other, 'GET', '/api/fleet/devices')).json().items).toEqual([]);
    const [row] = await t.db.query<{ active: boolean }>('select active from equipment_tracker_assignments where id = $1', [made.id]);
    expect(row!.active).toBe(true);
  });
});
