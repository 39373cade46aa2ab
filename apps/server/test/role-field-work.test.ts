import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientPermissions } from '@gears/domain';
import { buildEquipment, client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createPart, createTask, taskRow } from './maintenance-fixtures.ts';

/**
 * Issue 12 item 8 (ADR 0008): technicians do field work — scan, create tasks and repairs, complete their own tasks,
 * record meter readings and stock use — and nothing else: no deletes, no financial fields, no company-wide clears.
 * Each refusal is a 403 that changes nothing.
 */
describe(`technicians do field work, not deletes or finance (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let supervisor: Member;
  let tech: Member;
  let equipmentId: string;

  const refused = (res: { statusCode: number; json: () => any }) =>
    expect([res.statusCode, res.json().error?.code, res.json().error?.message]).toEqual([403, 'FORBIDDEN', insufficientPermissions]);
  const equipmentRow = async (id: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        'select name, purchase_price::text as purchase_price, current_value::text as current_value, archived_at from equipment where id = $1',
        [id],
      )
    )[0] ?? null;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    supervisor = await memberOf(t, manager.companyId, 'supervisor');
    tech = await memberOf(t, manager.companyId, 'technician');
    equipmentId = (await createEquipment(t, manager, { purchasePrice: 120000, currentValue: 90000 })).id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('a technician cannot delete equipment, singly or in bulk', async () => {
    const other = (await createEquipment(t, manager)).id;
    refused(await call(tech, 'DELETE', `/api/equipment/${equipmentId}`));
    refused(await call(tech, 'POST', '/api/equipment/bulk/delete', { ids: [equipmentId, other] }));
    // Refused before validation: whatever the body, the answer is the same.
    refused(await call(tech, 'POST', '/api/equipment/bulk/delete', { ids: 'everything' }));
    for (const id of [equipmentId, other]) expect(await equipmentRow(id)).toMatchObject({ archived_at: null });
  });

  it('a technician cannot change purchase price or current value; the record is unchanged', async () => {
    const before = await equipmentRow(equipmentId);
    refused(await call(tech, 'PATCH', `/api/equipment/${equipmentId}`, { purchasePrice: 1 }));
    refused(await call(tech, 'PATCH', `/api/equipment/${equipmentId}`, { currentValue: 1, name: 'Renamed' }));
    expect(await equipmentRow(equipmentId)).toEqual(before);
    expect(before).toMatchObject({ purchase_price: '120000.00', current_value: '90000.00' });
  });

  it('a supervisor edits equipment but not its money fields; a manager may', async () => {
    refused(await call(supervisor, 'PATCH', `/api/equipment/${equipmentId}`, { purchasePrice: 1, name: 'Renamed' }));
    refused(await call(supervisor, 'PATCH', `/api/equipment/${equipmentId}`, { depreciationRate: 12 }));
    refused(await call(supervisor, 'POST', '/api/equipment', { ...buildEquipment(), currentValue: 5 }));
    expect(await equipmentRow(equipmentId)).toMatchObject({ name: expect.not.stringMatching(/^Renamed$/), purchase_price: '120000.00' });
    // Sending the stored value back (a form that posts every field) is not a change.
    const same = await call(supervisor, 'PATCH', `/api/equipment/${equipmentId}`, { purchasePrice: 120000, name: 'Renamed by supervisor' });
    expect(same.statusCode, same.body).toBe(200);
    const byManager = await call(manager, 'PATCH', `/api/equipment/${equipmentId}`, { purchasePrice: 110000, currentValue: 80000 });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await equipmentRow(equipmentId)).toMatchObject({
      name: 'Renamed by supervisor',
      purchase_price: '110000.00',
      current_value: '80000.00',
    });
  });

  it('a technician cannot delete a part', async () => {
    const part = await createPart(t, manager, { partName: 'Track Roller' });
    refused(await call(tech, 'DELETE', `/api/parts/${part.id}`));
    const rows = await t.db.query('select archived_at from equipment_parts where id = $1', [part.id]);
    expect(rows).toEqual([{ archived_at: null }]);
  });

  it('a supervisor keeps the parts catalogue but not its unit cost; a manager sets it', async () => {
    const created = await call(supervisor, 'POST', '/api/parts', { partName: 'Idler Wheel' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    refused(await call(supervisor, 'POST', '/api/parts', { partName: 'Sprocket', unitCost: 410 }));
    refused(await call(supervisor, 'PATCH', `/api/parts/${id}`, { unitCost: 99.5, location: 'Bay 4' }));
    expect((await call(supervisor, 'PATCH', `/api/parts/${id}`, { location: 'Bay 4' })).statusCode).toBe(200);
    expect((await call(manager, 'PATCH', `/api/parts/${id}`, { unitCost: 99.5 })).statusCode).toBe(200);
    // The stored cost sent back unchanged is not a change.
    expect((await call(supervisor, 'PATCH', `/api/parts/${id}`, { unitCost: 99.5, location: 'Bay 5' })).statusCode).toBe(200);
    const rows = await t.db.query('select unit_cost::text as unit_cost, location from equipment_parts where id = $1', [id]);
    expect(rows).toEqual([{ unit_cost: '99.50', location: 'Bay 5' }]);
    expect(await t.db.query("select count(*)::int as n from equipment_parts where part_name = 'Sprocket'")).toEqual([{ n: 0 }]);
  });

  it("a technician cannot delete or complete someone else's task", async () => {
    const theirs = await createTask(t, manager, { title: 'Replace cutting edge', assigneeIds: [supervisor.id] });
    refused(await call(tech, 'DELETE', `/api/maintenance/tasks/${theirs.id}`));
    refused(await call(tech, 'POST', `/api/maintenance/tasks/${theirs.id}/complete`, {}));
    refused(await call(tech, 'PATCH', `/api/maintenance/tasks/${theirs.id}`, { status: 'in_progress' }));
    expect(await taskRow(t.db, theirs.id)).toMatchObject({ status: 'pending', completed_at: null });
    // The supervisor runs the crew's work: completes it for them.
    expect((await call(supervisor, 'POST', `/api/maintenance/tasks/${theirs.id}/complete`, {})).statusCode).toBe(200);
  });

  it("a technician cannot clear the company's scan history", async () => {
    expect((await call(manager, 'POST', '/api/equipment/scans', { equipmentId, source: 'camera' })).statusCode).toBe(201);
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from qr_scan_logs where company_id = $1', [manager.companyId]))[0]!.n;
    const before = await count();
    refused(await call(tech, 'DELETE', '/api/equipment/scans'));
    refused(await call(manager, 'DELETE', '/api/equipment/scans'));
    expect(await count()).toBe(before);
  });

  it('a technician scans, creates a task and a repair request, records hours and stock use', async () => {
    const scan = await call(tech, 'POST', '/api/equipment/scans', { equipmentId, source: 'camera' });
    expect(scan.statusCode, scan.body).toBe(201);
    const task = await call(tech, 'POST', '/api/maintenance/tasks', {
      title: 'Check track tension',
      dueDate: '2030-01-01',
      priority: 'low',
    });
    expect(task.statusCode, task.body).toBe(201);
    const repair = await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'Hydraulic leak at boom cylinder' });
    expect(repair.statusCode, repair.body).toBe(201);
    const meter = await call(tech, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: 4321 });
    expect(meter.statusCode, meter.body).toBe(201);

    const part = await createPart(t, manager, { partName: 'Hydraulic Filter', unitsInStock: 5 });
    const used = await call(tech, 'POST', `/api/parts/${part.id}/movements`, { kind: 'used', quantity: 1, reason: 'Field repair' });
    expect(used.statusCode, used.body).toBe(201);
    // Receiving and adjusting stock is the supervisor's.
    refused(await call(tech, 'POST', `/api/parts/${part.id}/movements`, { kind: 'received', quantity: 10 }));
    refused(await call(tech, 'POST', `/api/parts/${part.id}/movements`, { kind: 'adjusted', quantity: 10, reason: 'Count' }));
    expect((await t.db.query('select units_in_stock from equipment_parts where id = $1', [part.id]))[0]).toEqual({ units_in_stock: 4 });
  });

  it('a technician starts and completes their own tasks, but does not re-plan them', async () => {
    const assigned = await createTask(t, manager, { title: 'Grease pins', assigneeIds: [tech.id] });
    refused(await call(tech, 'PATCH', `/api/maintenance/tasks/${assigned.id}`, { dueDate: '2031-01-01' }));
    refused(await call(tech, 'PATCH', `/api/maintenance/tasks/${assigned.id}`, { status: 'cancelled' }));
    const started = await call(tech, 'PATCH', `/api/maintenance/tasks/${assigned.id}`, { status: 'in_progress', notes: 'On it' });
    expect(started.statusCode, started.body).toBe(200);
    const done = await call(tech, 'POST', `/api/maintenance/tasks/${assigned.id}/complete`, { notes: 'Greased' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await taskRow(t.db, assigned.id)).toMatchObject({ status: 'completed', completed_by: tech.id });

    // Raised by them with nobody assigned: also theirs.
    const raised = await createTask(t, tech, { title: 'Walk-around inspection' });
    expect((await call(tech, 'POST', `/api/maintenance/tasks/${raised.id}/complete`, {})).statusCode).toBe(200);
  });
});
