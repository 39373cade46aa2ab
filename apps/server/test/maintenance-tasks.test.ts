import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { buildTask, createTask, dayOffset, taskRow } from './maintenance-fixtures.ts';

describe(`maintenance tasks (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let tech: Member;
  let equipmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
    tech = await memberOf(t, a.companyId, 'technician');
    equipmentId = (await createEquipment(t, a, { name: 'Loader 7' })).id;
  });
  afterAll(() => t.close());

  it('creates a task with every field of the dialog: 201, the spec toast, an MT- number, assignees, activity on the equipment', async () => {
    const res = await call(
      a,
      'POST',
      '/api/maintenance/tasks',
      buildTask({
        title: 'Replace hydraulic hose',
        description: 'Left boom hose weeps',
        equipmentId,
        dueDate: dayOffset(3),
        type: 'repair',
        maintenanceType: 'hydraulic_repair',
        priority: 'urgent',
        assigneeIds: [tech.id],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { task, message } = res.json();
    expect(message).toBe('Task Created');
    expect(task).toMatchObject({
      title: 'Replace hydraulic hose',
      description: 'Left boom hose weeps',
      type: 'repair',
      maintenanceType: 'hydraulic_repair',
      priority: 'urgent',
      status: 'pending',
      displayStatus: 'pending',
      isOverdue: false,
      dueDate: dayOffset(3),
      recurrence: 'none',
      equipment: { id: equipmentId, name: 'Loader 7' },
      assignedToName: 'Test User',
      hasTeamAssignments: true,
      isMine: false,
    });
    expect(task.taskNumber).toMatch(/^MT-[A-Z0-9]{8}$/);
    expect(task.assignees.map((x: { id: string }) => x.id)).toEqual([tech.id]);
    const activity = await t.db.query(`select action, entity_type, entity_id from activity_logs where details->>'taskId' = $1`, [task.id]);
    expect(activity).toEqual([{ action: 'maintenance_task_created', entity_type: 'equipment', entity_id: equipmentId }]);
    expect((await call(tech, 'GET', `/api/maintenance/tasks/${task.id}`)).json().isMine).toBe(true);
  });

  it('the repair-request switch also submits a repair request linked to the task', async () => {
    const task = await createTask(t, a, { equipmentId, isRepairRequest: true, description: 'Starter grinds' });
    const repairs = (await call(a, 'GET', `/api/maintenance/repairs?taskId=${task.id}`)).json().repairs;
    expect(repairs).toMatchObject([
      { status: 'submitted', description: 'Starter grinds', task: { id: task.id }, equipment: { id: equipmentId } },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: '' }, m.missingInformation],
    ['blank title', { title: '   ' }, m.missingInformation],
    ['no due date', { dueDate: undefined }, m.missingInformation],
    ['a due date that does not parse', { dueDate: 'next tuesday' }, `dueDate: ${m.badDate}`],
    ['a due date that does not exist', { dueDate: '2026-02-30' }, `dueDate: ${m.badDate}`],
    ['custom_hours without an interval', { recurrence: 'custom_hours' }, `recurrence: ${m.recurrenceNeedsHours}`],
    ['an hours interval of 0', { recurrence: 'custom_hours', intervalHours: 0 }, `recurrence: ${m.hoursIntervalPositive}`],
    ['an hours interval without recurrence', { intervalHours: 250 }, `recurrence: ${m.hoursNeedRecurrence}`],
    ['recurrence on a repair', { type: 'repair', recurrence: 'monthly' }, `recurrence: ${m.recurrenceNotForRepairs}`],
    ['a maintenance kind on a repair', { type: 'repair', maintenanceType: 'lubrication' }, `maintenanceType: ${m.kindDoesNotFitType}`],
    ['an unknown priority', { priority: 'asap' }, 'priority'],
    ['an unknown key', { colour: 'red' }, 'colour'],
  ])('refuses %s with a clear 400', async (_, overrides, message) => {
    const body = buildTask(overrides);
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from maintenance_tasks'))[0]!.n;
    const res = await call(a, 'POST', '/api/maintenance/tasks', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from maintenance_tasks'))[0]!.n).toBe(before);
  });

  it('an hours-based schedule needs an equipment (400); assigning a stranger is 404', async () => {
    const res = await call(a, 'POST', '/api/maintenance/tasks', buildTask({ recurrence: 'custom_hours', intervalHours: 250 }));
    expect(res.json().error.message).toBe(`recurrence: ${m.hoursNeedEquipment}`);
    const other = await newTenant(t);
    expect((await call(a, 'POST', '/api/maintenance/tasks', buildTask({ assigneeIds: [other.id] }))).statusCode).toBe(404);
  });

  describe('list', () => {
    let co: Member;
    let me: Member;
    let ids: Record<'later' | 'overdue' | 'soon' | 'mine' | 'cancelled', string>;
    let eq: string;

    beforeAll(async () => {
      co = await newTenant(t, 'manager');
      me = await memberOf(t, co.companyId, 'technician');
      eq = (await createEquipment(t, co)).id;
      ids = {
        later: (await createTask(t, co, { title: 'Later', dueDate: dayOffset(20), priority: 'low' })).id,
        overdue: (await createTask(t, co, { title: 'Overdue', dueDate: dayOffset(-3), equipmentId: eq, priority: 'high' })).id,
        soon: (await createTask(t, co, { title: 'Soon', dueDate: dayOffset(2) })).id,
        mine: (await createTask(t, co, { title: 'Mine', dueDate: dayOffset(10), assigneeIds: [me.id] })).id,
        cancelled: (await createTask(t, co, { title: 'Dropped', dueDate: dayOffset(-1) })).id,
      };
      await call(co, 'PATCH', `/api/maintenance/tasks/${ids.cancelled}`, { status: 'cancelled' });
    });

    const titles = async (who: Member, query = '') => {
      const res = await call(who, 'GET', `/api/maintenance/tasks${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().items.map((x: { title: string }) => x.title);
    };

    it('puts the caller’s own tasks first, then overdue, then by due date', async () => {
      expect(await titles(me)).toEqual(['Mine', 'Overdue', 'Soon', 'Later', 'Dropped']);
      expect(await titles(co)).toEqual(['Overdue', 'Soon', 'Mine', 'Later', 'Dropped']);
    });

    it.each([
      ['?status=overdue', ['Overdue']],
      ['?status=pending', ['Soon', 'Mine', 'Later']],
      ['?status=overdue,pending', ['Overdue', 'Soon', 'Mine', 'Later']],
      ['?status=cancelled', ['Dropped']],
      ['?priority=high', ['Overdue']],
      ['?assignee=me', []],
      ['?search=soo', ['Soon']],
    ])('filters %s', async (query, expected) => expect(await titles(co, query)).toEqual(expected));

    it('filters by equipment, assignee and a due-date range for the calendar', async () => {
      expect(await titles(co, `?equipmentId=${eq}`)).toEqual(['Overdue']);
      expect(await titles(co, `?assignee=${me.id}`)).toEqual(['Mine']);
      expect(await titles(me, '?assignee=me')).toEqual(['Mine']);
      expect(await titles(co, `?from=${dayOffset(-1)}&to=${dayOffset(10)}`)).toEqual(['Soon', 'Mine', 'Dropped']);
      const page = (await call(co, 'GET', '/api/maintenance/tasks?limit=2&offset=1')).json();
      expect(page).toMatchObject({ total: 5, today: dayOffset(0) });
      expect(page.items.map((x: { title: string }) => x.title)).toEqual(['Soon', 'Mine']);
    });

    it('marks overdue as derived, never stored', async () => {
      const overdue = (await call(co, 'GET', `/api/maintenance/tasks/${ids.overdue}`)).json();
      expect(overdue).toMatchObject({ status: 'pending', displayStatus: 'overdue', isOverdue: true, overdueBy: 'date' });
      expect((await taskRow(t.db, ids.overdue))!.status).toBe('pending');
    });

    it('refuses bad filters', async () => {
      for (const q of ['?status=late', '?from=yesterday', `?from=${dayOffset(3)}&to=${dayOffset(1)}`, '?limit=0', '?sort=title']) {
        expect((await call(co, 'GET', `/api/maintenance/tasks${q}`)).statusCode, q).toBe(400);
      }
    });

    it('summarises counts and the completion rate of spec 02 §9', async () => {
      const summary = (await call(co, 'GET', '/api/maintenance/summary')).json();
      expect(summary).toMatchObject({
        byDisplayStatus: { overdue: 1, pending: 3, in_progress: 0, completed: 0, cancelled: 1 },
        tasks: 5,
        overdueTasks: 1,
        repairs: { total: 0, pending: 0 },
        completionRate: 80,
      });
      expect((await call(co, 'GET', `/api/maintenance/summary?equipmentId=${eq}`)).json()).toMatchObject({ tasks: 1, completionRate: 0 });
    });

    it('reports equipment with open work as in maintenance', async () => {
      const res = (await call(co, 'GET', '/api/maintenance/equipment-status')).json();
      expect(res.equipment).toEqual([
        { equipmentId: eq, openTasks: 1, overdueTasks: 1, nextDueDate: dayOffset(-3), isInMaintenance: true },
      ]);
    });
  });

  describe('edit and delete', () => {
    it('edits fields, moves status along allowed transitions, and refuses the others with 409', async () => {
      const task = await createTask(t, a, { equipmentId });
      const edit = await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, {
        title: 'Grease all pins',
        priority: 'high',
        status: 'in_progress',
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toMatchObject({ title: 'Grease all pins', priority: 'high', status: 'in_progress' });
      expect((await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { status: 'completed' })).json().error.message).toBe(
        `status: ${m.useCompleteAction}`,
      );
      expect((await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { title: '' })).json().error.message).toBe(
        `title: ${m.missingInformation}`,
      );
      expect((await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { recurrence: 'custom_hours' })).json().error.message).toBe(
        m.recurrenceNeedsHours,
      );
      expect((await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, {})).statusCode).toBe(200);
      const locked = await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { title: 'Rewrite history' });
      expect([locked.statusCode, locked.json().error.message]).toEqual([409, m.finishedTaskLocked]);
      expect((await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { notes: 'Used 2 tubes' })).json().notes).toBe('Used 2 tubes');
      expect((await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, {})).statusCode).toBe(409);
    });

    it('reopens a cancelled task, replaces assignees, and deletes a task (204, then 404)', async () => {
      const task = await createTask(t, a, { assigneeIds: [tech.id] });
      await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { status: 'cancelled' });
      expect((await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { status: 'in_progress' })).statusCode).toBe(409);
      const reopened = await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { status: 'pending', assigneeIds: [a.id] });
      expect(reopened.json()).toMatchObject({ status: 'pending', assignees: [{ id: a.id }] });
      expect((await call(a, 'DELETE', `/api/maintenance/tasks/${task.id}`)).statusCode).toBe(204);
      expect((await call(a, 'GET', `/api/maintenance/tasks/${task.id}`)).statusCode).toBe(404);
      expect(await taskRow(t.db, task.id)).toBeNull();
    });
  });

  it('lists assignable users grouped by role in the spec order, or the spec message when there are none', async () => {
    const co = await newTenant(t, 'client_admin');
    await memberOf(t, co.companyId, 'technician');
    await memberOf(t, co.companyId, 'manager');
    const res = (await call(co, 'GET', '/api/maintenance/assignable-users')).json();
    expect(res.message).toBeNull();
    expect(res.groups.map((g: { role: string }) => g.role)).toEqual(['manager', 'technician', 'client_admin']);
    // A provider admin naming a company with nobody in it.
    const admin = await newAdmin(t);
    const empty = await insertCompany(t.db);
    expect((await call(admin, 'GET', `/api/maintenance/assignable-users?companyId=${empty.id}`)).json()).toEqual({
      groups: [],
      message: m.noTeamMembers,
    });
    expect((await call(admin, 'GET', '/api/maintenance/assignable-users')).statusCode).toBe(400);
  });

  it('a provider admin writes to the company of the named equipment, must name a company otherwise, and reads across companies', async () => {
    const admin = await newAdmin(t);
    const onEquipment = await call(admin, 'POST', '/api/maintenance/tasks', buildTask({ equipmentId, title: 'Provider inspection' }));
    expect(onEquipment.statusCode).toBe(201);
    expect(onEquipment.json().task.companyId).toBe(a.companyId);
    const unnamed = await call(admin, 'POST', '/api/maintenance/tasks', buildTask());
    // Issue 13 item 12: the message names the task, not "this equipment".
    expect([unnamed.statusCode, unnamed.json().error.message]).toEqual([400, 'Choose the company for this task (companyId).']);
    const named = await call(admin, 'POST', '/api/maintenance/tasks', buildTask({ companyId: a.companyId, title: 'Named' }));
    expect(named.json().task.companyId).toBe(a.companyId);
    const other = await newTenant(t);
    expect((await call(admin, 'POST', '/api/maintenance/tasks', buildTask({ equipmentId, companyId: other.companyId }))).statusCode).toBe(
      404,
    );
    const listed = (await call(admin, 'GET', `/api/maintenance/tasks?companyId=${a.companyId}&search=Provider`)).json();
    expect(listed.items.map((x: { companyId: string }) => x.companyId)).toEqual([a.companyId]);
    const mine = (await call(a, 'GET', '/api/maintenance/tasks?search=Provider')).json().items;
    expect(mine).toHaveLength(1);
  });

  it('answers 401 to signed-out callers before validating anything', async () => {
    for (const [method, url] of [
      ['GET', '/api/maintenance/tasks'],
      ['POST', '/api/maintenance/tasks'],
      ['GET', '/api/maintenance/summary'],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? { nonsense: true } : undefined)).statusCode).toBe(401);
    }
  });
});
