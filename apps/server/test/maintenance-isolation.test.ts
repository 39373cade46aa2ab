import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { companyRowCounts, createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, rowOf, upload, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { buildTask, createTask, dayOffset, taskRow } from './maintenance-fixtures.ts';

/** Company B's user names company A's tasks, repairs, equipment and users in routes and bodies: 404 everywhere, A unchanged. */
describe(`maintenance isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let aTech: Member;
  let b: Member;
  let aEquipment: string;
  let aTask: Record<string, any>;
  let aRepair: string;
  let aFile: string;
  let bEquipment: string;
  let bTask: Record<string, any>;
  let before: Record<string, unknown>;
  let equipmentBefore: Record<string, unknown>;

  const counts = () =>
    companyRowCounts(t.db, a.companyId, [
      'maintenance_tasks',
      'maintenance_task_assignments',
      'repairs',
      'repair_attachments',
      'meter_readings',
      'activity_logs',
    ]);
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    aTech = await memberOf(t, a.companyId, 'technician');
    b = await newTenant(t);
    aEquipment = (await createEquipment(t, a, { hours: 100 })).id;
    aTask = await createTask(t, a, { equipmentId: aEquipment, assigneeIds: [aTech.id], recurrence: 'monthly' });
    aRepair = (await call(a, 'POST', '/api/maintenance/repairs', { equipmentId: aEquipment, description: 'A leak' })).json().repair.id;
    aFile = (await upload(t, a, `/api/maintenance/repairs/${aRepair}/attachments`, 'a.png', tinyPng())).json().id;
    bEquipment = (await createEquipment(t, b)).id;
    bTask = await createTask(t, b, { equipmentId: bEquipment });
    before = (await taskRow(t.db, aTask.id))!;
    equipmentBefore = (await rowOf(t.db, aEquipment))!;
    countsBefore = await counts();
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    expect(await taskRow(t.db, aTask.id)).toEqual(before);
    expect(await rowOf(t.db, aEquipment)).toEqual(equipmentBefore);
    expect(await counts()).toEqual(countsBefore);
    expect((await t.db.query('select status from repairs where id = $1', [aRepair]))[0]).toEqual({ status: 'submitted' });
  };

  it.each<CrossTenantCall>([
    ['task detail', 'GET', () => `/api/maintenance/tasks/${aTask.id}`],
    ['task update', 'PATCH', () => `/api/maintenance/tasks/${aTask.id}`, () => ({ title: 'Taken over' })],
    ['task delete', 'DELETE', () => `/api/maintenance/tasks/${aTask.id}`],
    ['task complete', 'POST', () => `/api/maintenance/tasks/${aTask.id}/complete`, () => ({})],
    ['task parts', 'GET', () => `/api/maintenance/tasks/${aTask.id}/parts`],
    ['create on A equipment', 'POST', () => '/api/maintenance/tasks', () => buildTask({ equipmentId: aEquipment })],
    ['create assigning A user', 'POST', () => '/api/maintenance/tasks', () => buildTask({ assigneeIds: [aTech.id] })],
    ['create naming A company', 'POST', () => '/api/maintenance/tasks', () => buildTask({ companyId: a.companyId })],
    ['move own task to A equipment', 'PATCH', () => `/api/maintenance/tasks/${bTask.id}`, () => ({ equipmentId: aEquipment })],
    ['assign A user to own task', 'PATCH', () => `/api/maintenance/tasks/${bTask.id}`, () => ({ assigneeIds: [aTech.id] })],
    ['list naming A', 'GET', () => `/api/maintenance/tasks?companyId=${a.companyId}`],
    ['summary naming A', 'GET', () => `/api/maintenance/summary?companyId=${a.companyId}`],
    ['summary of A equipment', 'GET', () => `/api/maintenance/summary?equipmentId=${aEquipment}`],
    ['team of A', 'GET', () => `/api/maintenance/assignable-users?companyId=${a.companyId}`],
    ['equipment status of A', 'GET', () => `/api/maintenance/equipment-status?companyId=${a.companyId}`],
    ['meter reading on A equipment', 'POST', () => '/api/maintenance/meter-readings', () => ({ equipmentId: aEquipment, hours: 5000 })],
    ['meter history of A equipment', 'GET', () => `/api/maintenance/meter-readings?equipmentId=${aEquipment}`],
    ['repair detail', 'GET', () => `/api/maintenance/repairs/${aRepair}`],
    ['repair approve', 'POST', () => `/api/maintenance/repairs/${aRepair}/approve`, () => ({ comment: 'ok' })],
    ['repair decline', 'POST', () => `/api/maintenance/repairs/${aRepair}/decline`, () => ({})],
    ['repair complete', 'POST', () => `/api/maintenance/repairs/${aRepair}/complete`, () => ({})],
    ['repairs naming A', 'GET', () => `/api/maintenance/repairs?companyId=${a.companyId}`],
    ['repair on A equipment', 'POST', () => '/api/maintenance/repairs', () => ({ equipmentId: aEquipment, description: 'x' })],
    ['repair on A task', 'POST', () => '/api/maintenance/repairs', () => ({ taskId: aTask.id, description: 'x' })],
    [
      'repair with A task on own equipment',
      'POST',
      () => '/api/maintenance/repairs',
      () => ({ equipmentId: bEquipment, taskId: aTask.id, description: 'x' }),
    ],
    [
      'repair with A mechanic',
      'POST',
      () => '/api/maintenance/repairs',
      () => ({ equipmentId: bEquipment, mechanicId: aTech.id, description: 'x' }),
    ],
    ['attachment file', 'GET', () => `/api/maintenance/repairs/${aRepair}/attachments/${aFile}/file`],
    ['attachment delete', 'DELETE', () => `/api/maintenance/repairs/${aRepair}/attachments/${aFile}`],
  ])('%s → 404, A unchanged', async (_, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    await unchanged();
  });

  it('uploads to A’s repair → 404; bulk on A’s equipment fails as Not found; B’s lists hold nothing of A', async () => {
    expect((await upload(t, b, `/api/maintenance/repairs/${aRepair}/attachments`, 'b.png', tinyPng())).statusCode).toBe(404);
    const bulk = (
      await call(b, 'POST', '/api/maintenance/bulk', { equipmentIds: [aEquipment], taskType: 'service', dueDate: dayOffset(1) })
    ).json();
    expect(bulk).toMatchObject({ succeeded: 0, failed: [{ id: aEquipment, error: 'Not found' }] });
    expect((await call(b, 'GET', '/api/maintenance/tasks')).json().items.map((x: { id: string }) => x.id)).toEqual([bTask.id]);
    expect((await call(b, 'GET', `/api/maintenance/tasks?equipmentId=${aEquipment}`)).json().items).toEqual([]);
    expect((await call(b, 'GET', '/api/maintenance/repairs')).json().repairs).toEqual([]);
    expect(
      (await call(b, 'GET', '/api/maintenance/equipment-status')).json().equipment.map((x: { equipmentId: string }) => x.equipmentId),
    ).toEqual([bEquipment]);
    const team = (await call(b, 'GET', '/api/maintenance/assignable-users')).json();
    expect(team.groups.flatMap((g: { members: { id: string }[] }) => g.members.map((x) => x.id))).toEqual([b.id]);
    await unchanged();
  });

  it('the database refuses too: B’s context cannot see A’s task nor point a row at A’s task, equipment or user', async () => {
    const ctx = { userId: b.id, companyId: b.companyId, role: 'manager', isImpersonating: false };
    expect(await withTenant(t.db, ctx, (tx) => tx.query('select id from maintenance_tasks where id = $1', [aTask.id]))).toEqual([]);
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query('insert into maintenance_task_assignments (company_id, task_id, user_id) values ($1, $2, $3)', [
          b.companyId,
          bTask.id,
          aTech.id,
        ]),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query(`insert into repairs (company_id, equipment_id, maintenance_task_id, description) values ($1, $2, $3, 'x')`, [
          b.companyId,
          bEquipment,
          aTask.id,
        ]),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      withTenant(t.db, ctx, (tx) => tx.query('update maintenance_tasks set company_id = $1 where id = $2', [a.companyId, bTask.id])),
    ).rejects.toThrow(/permission denied/);
    await unchanged();
  });
});
