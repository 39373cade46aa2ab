import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped, maintenanceMessages as m } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, rowOf, type Member } from './equipment-fixtures.ts';
import { createTask, dayOffset, taskRow, today } from './maintenance-fixtures.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe(`recurring and hours-based schedules (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let tech: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'supervisor');
    tech = await memberOf(t, a.companyId, 'technician');
  });
  afterAll(() => t.close());

  it('completing a monthly task records who and when and creates the next one in the same series, assignees kept', async () => {
    const task = await createTask(t, a, { recurrence: 'monthly', dueDate: dayOffset(-2), assigneeIds: [tech.id], notes: 'Check play' });
    expect(task).toMatchObject({ recurrence: 'monthly', intervalMonths: 1, displayStatus: 'overdue' });
    const res = await call(tech, 'POST', `/api/maintenance/tasks/${task.id}/complete`, { notes: 'Done, 2 tubes' });
    expect(res.statusCode).toBe(200);
    const { task: done, nextTask, message } = res.json();
    const nextDue = addMonthsClamped(dayOffset(-2), 1);
    expect(done).toMatchObject({
      status: 'completed',
      displayStatus: 'completed',
      isOverdue: false,
      completedBy: tech.id,
      completedOn: today(),
      notes: 'Done, 2 tubes',
    });
    expect(nextTask).toMatchObject({
      status: 'pending',
      dueDate: nextDue,
      recurrence: 'monthly',
      seriesId: task.seriesId,
      previousTaskId: task.id,
      title: task.title,
      assignees: [{ id: tech.id }],
      notes: null,
    });
    expect(nextTask.taskNumber).not.toBe(task.taskNumber);
    expect(message).toBe(m.nextScheduled(nextDue));
    expect((await taskRow(t.db, task.id))!.completed_at).not.toBeNull();
    const again = await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, {});
    expect([again.statusCode, again.json().error.message]).toEqual([409, m.statusChange('completed', 'completed')]);
    const series = await t.db.query('select count(*)::int as n from maintenance_tasks where series_id = $1', [task.seriesId]);
    expect(series[0]).toEqual({ n: 2 });
  });

  it('a one-off task completes without a successor; a cancelled one cannot be completed', async () => {
    const once = await createTask(t, a);
    const res = (await call(a, 'POST', `/api/maintenance/tasks/${once.id}/complete`)).json();
    expect([res.nextTask, res.message]).toEqual([null, m.taskCompleted]);
    const dropped = await createTask(t, a);
    await call(a, 'PATCH', `/api/maintenance/tasks/${dropped.id}`, { status: 'cancelled' });
    expect((await call(a, 'POST', `/api/maintenance/tasks/${dropped.id}/complete`, {})).statusCode).toBe(409);
    expect((await call(a, 'POST', `/api/maintenance/tasks/${once.id}/complete`, { completedOn: dayOffset(2) })).statusCode).toBe(409);
    const fresh = await createTask(t, a);
    const future = await call(a, 'POST', `/api/maintenance/tasks/${fresh.id}/complete`, { completedOn: dayOffset(3) });
    expect(future.statusCode).toBe(400);
  });

  it('a weekly task completed late skips the weeks already past', async () => {
    const task = await createTask(t, a, { recurrence: 'weekly', dueDate: dayOffset(-10) });
    const next = (await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, {})).json().nextTask;
    expect(next.dueDate).toBe(dayOffset(4));
  });

  describe('hours-based', () => {
    let equipmentId: string;
    let task: Record<string, any>;

    beforeAll(async () => {
      equipmentId = (await createEquipment(t, a, { hours: 1000 })).id;
      task = await createTask(t, a, {
        equipmentId,
        recurrence: 'custom_hours',
        intervalHours: 250,
        dueDate: dayOffset(60),
        assigneeIds: [tech.id],
      });
    });

    it('starts from the machine’s hours: due at 1250; no forecast without readings', () => {
      expect(task).toMatchObject({
        hoursBaseline: 1000,
        dueHours: 1250,
        intervalHours: 250,
        forecastDueDate: null,
        averageDailyHours: null,
        isOverdue: false,
      });
    });

    it('meter readings move equipment.hours, log activity, and give the forecast from average daily hours', async () => {
      expect((await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: 1000, readAt: daysAgo(10) })).statusCode).toBe(
        201,
      );
      const res = await call(tech, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: 1080 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        equipmentHours: 1080,
        averageDailyHours: 8,
        tasksNowDue: [],
        message: m.meterRecorded,
        reading: { hours: 1080, recordedBy: tech.id },
      });
      expect((await rowOf(t.db, equipmentId))!.hours).toBe('1080.0');
      const activity = await t.db.query(`select action from activity_logs where entity_id = $1 and action = 'meter_reading_recorded'`, [
        equipmentId,
      ]);
      expect(activity).toHaveLength(2);
      // 170 hours left at 8 a day: 21.25 → 22 days.
      const view = (await call(a, 'GET', `/api/maintenance/tasks/${task.id}`)).json();
      expect(view).toMatchObject({ forecastDueDate: dayOffset(22), averageDailyHours: 8, equipment: { hours: 1080 } });
      const readings = (await call(a, 'GET', `/api/maintenance/meter-readings?equipmentId=${equipmentId}`)).json();
      expect(readings).toMatchObject({ averageDailyHours: 8, windowDays: 90 });
      expect(readings.readings.map((r: { hours: number }) => r.hours)).toEqual([1080, 1000]);
    });

    it('refuses a reading below the current hours (409), in the future or negative (400)', async () => {
      const lower = await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: 900 });
      expect([lower.statusCode, lower.json().error.message]).toEqual([409, m.meterBelowCurrent(1080)]);
      expect(
        (
          await call(a, 'POST', '/api/maintenance/meter-readings', {
            equipmentId,
            hours: 1100,
            readAt: new Date(Date.now() + 86_400_000).toISOString(),
          })
        ).statusCode,
      ).toBe(400);
      expect((await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: -1 })).statusCode).toBe(400);
      expect((await rowOf(t.db, equipmentId))!.hours).toBe('1080.0');
    });

    it('reaching the due hours makes the task due (overdue by hours) and the reading says so', async () => {
      const res = (await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId, hours: 1250 })).json();
      expect(res.tasksNowDue).toEqual([{ id: task.id, taskNumber: task.taskNumber, title: task.title, dueHours: 1250 }]);
      const view = (await call(a, 'GET', `/api/maintenance/tasks/${task.id}`)).json();
      expect(view).toMatchObject({ isOverdue: true, overdueBy: 'hours', displayStatus: 'overdue', forecastDueDate: today() });
      const overdue = (await call(a, 'GET', '/api/maintenance/tasks?status=overdue')).json().items.map((x: { id: string }) => x.id);
      expect(overdue).toContain(task.id);
    });

    it('completing it schedules the next at completion hours + 250, dated by the forecast', async () => {
      const { nextTask } = (await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, {})).json();
      // 250 hours over 10 days of readings: 25 a day, so 250 more hours take 10 days.
      expect(nextTask).toMatchObject({
        hoursBaseline: 1250,
        dueHours: 1500,
        dueDate: dayOffset(10),
        recurrence: 'custom_hours',
        assignees: [{ id: tech.id }],
      });
      expect((await taskRow(t.db, task.id))!.completion_hours).toBe('1250.0');
    });

    it('every 3 months or 500 hours, whichever comes first: both clocks restart at the service', async () => {
      const e = (await createEquipment(t, a, { hours: 200 })).id;
      const q = await createTask(t, a, { equipmentId: e, recurrence: 'quarterly', intervalHours: 500, dueDate: dayOffset(30) });
      expect(q).toMatchObject({ dueHours: 700, intervalMonths: 3, intervalHours: 500 });
      await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId: e, hours: 700 });
      expect((await call(a, 'GET', `/api/maintenance/tasks/${q.id}`)).json()).toMatchObject({ isOverdue: true, overdueBy: 'hours' });
      const next = (await call(a, 'POST', `/api/maintenance/tasks/${q.id}/complete`, {})).json().nextTask;
      expect(next).toMatchObject({ dueDate: addMonthsClamped(today(), 3), dueHours: 1200, hoursBaseline: 700 });
    });

    it('an edit that changes the hours interval restarts the clock from the meter now', async () => {
      const e = (await createEquipment(t, a, { hours: 40 })).id;
      const h = await createTask(t, a, { equipmentId: e, recurrence: 'custom_hours', intervalHours: 100 });
      await call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId: e, hours: 90 });
      const edited = (await call(a, 'PATCH', `/api/maintenance/tasks/${h.id}`, { intervalHours: 50 })).json();
      expect(edited).toMatchObject({ hoursBaseline: 90, dueHours: 140 });
      const zero = await call(a, 'PATCH', `/api/maintenance/tasks/${h.id}`, { intervalHours: 0 });
      expect([zero.statusCode, zero.json().error.message]).toEqual([400, m.hoursIntervalPositive]);
      const off = (await call(a, 'PATCH', `/api/maintenance/tasks/${h.id}`, { recurrence: 'none', intervalHours: null })).json();
      expect(off).toMatchObject({ recurrence: 'none', dueHours: null, hoursBaseline: null });
    });
  });
});
