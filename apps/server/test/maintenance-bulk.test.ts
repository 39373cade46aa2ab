import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTaskTitle, maintenanceMessages as m } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { dayOffset } from './maintenance-fixtures.ts';

describe(`bulk maintenance scheduling (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
  });
  afterAll(() => t.close());

  it('creates one pending task per equipment, titled from the type and month, assigned, logged; another company’s id fails alone', async () => {
    const tech = await memberOf(t, a.companyId, 'technician');
    const mine = [(await createEquipment(t, a)).id, (await createEquipment(t, a)).id];
    const theirs = (await createEquipment(t, b)).id;
    const due = dayOffset(14);
    const res = await call(a, 'POST', '/api/maintenance/bulk', {
      equipmentIds: [mine[0], theirs, mine[1]],
      taskType: 'inspection',
      dueDate: due,
      priority: 'high',
      assigneeIds: [tech.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      succeeded: 2,
      failed: [{ id: theirs, error: 'Not found' }],
      title: bulkTaskTitle('inspection', due),
      message: m.bulkComplete,
    });
    const tasks = (await call(a, 'GET', '/api/maintenance/tasks')).json().items;
    expect(tasks.map((x: { equipment: { id: string } }) => x.equipment.id).sort()).toEqual([...mine].sort());
    expect(tasks[0]).toMatchObject({
      status: 'pending',
      type: 'maintenance',
      maintenanceType: 'inspection',
      priority: 'high',
      dueDate: due,
      assignees: [{ id: tech.id }],
    });
    const logged = await t.db.query(
      `select count(*)::int as n from activity_logs where action = 'maintenance_task_assigned' and company_id = $1`,
      [a.companyId],
    );
    expect(logged[0]).toEqual({ n: 2 });
    expect((await t.db.query('select count(*)::int as n from maintenance_tasks where company_id = $1', [b.companyId]))[0]).toEqual({
      n: 0,
    });
  });

  it('keeps a typed title and stores repair work as a repair task', async () => {
    const e = (await createEquipment(t, a)).id;
    const body = (
      await call(a, 'POST', '/api/maintenance/bulk', { equipmentIds: [e], taskType: 'repair', title: 'Fix lights', dueDate: dayOffset(0) })
    ).json();
    expect(body).toMatchObject({ succeeded: 1, title: 'Fix lights' });
    expect((await call(a, 'GET', `/api/maintenance/tasks/${body.taskIds[0]}`)).json()).toMatchObject({
      type: 'repair',
      maintenanceType: null,
      priority: 'medium',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a due date in the past', { dueDate: dayOffset(-2) }, m.dueDateInPast],
    ['no selection', { equipmentIds: [] }, `equipmentIds: ${m.selectEquipment}`],
    ['no task type', { taskType: undefined }, 'taskType: Task type is required'],
    ['no due date', { dueDate: undefined }, 'dueDate: Due date is required'],
    ['an unparseable due date', { dueDate: '14/03/2026' }, `dueDate: ${m.badDate}`],
  ])('refuses %s', async (_, overrides, message) => {
    const e = (await createEquipment(t, a)).id;
    const body: Record<string, unknown> = { equipmentIds: [e], taskType: 'service', dueDate: dayOffset(1), ...overrides };
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    const res = await call(a, 'POST', '/api/maintenance/bulk', body);
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    expect((await t.db.query('select count(*)::int as n from maintenance_tasks where equipment_id = $1', [e]))[0]).toEqual({ n: 0 });
  });
});
