import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type Member } from './equipment-fixtures.ts';
import { createTask, dayOffset, today } from './maintenance-fixtures.ts';

/**
 * Issue 13 item 7: last service = the latest completed maintenance, next service = the earliest open task's due date
 * (and due hours), derived when read, so the register, the detail, the scan card and the export never go stale.
 */
describe(`derived service dates (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  const detail = async (id: string) => (await call(a, 'GET', `/api/equipment/${id}`)).json();
  const datesOf = (e: { lastServiceDate: string | null; nextServiceDate: string | null; nextServiceHours: number | null }) => ({
    lastServiceDate: e.lastServiceDate,
    nextServiceDate: e.nextServiceDate,
    nextServiceHours: e.nextServiceHours,
  });

  it('no tasks → both dates null', async () => {
    const e = await createEquipment(t, a);
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: null, nextServiceDate: null, nextServiceHours: null });
  });

  it('follows the tasks: earliest open due date next, latest completion last; cancelled tasks do not count', async () => {
    const e = await createEquipment(t, a, { hours: 100 });
    const later = await createTask(t, a, { equipmentId: e.id, title: 'Later', dueDate: dayOffset(20) });
    const sooner = await createTask(t, a, { equipmentId: e.id, title: 'Sooner', dueDate: dayOffset(10) });
    const dropped = await createTask(t, a, { equipmentId: e.id, title: 'Dropped', dueDate: dayOffset(2) });
    expect((await call(a, 'PATCH', `/api/maintenance/tasks/${dropped.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: null, nextServiceDate: dayOffset(10), nextServiceHours: null });

    const done = await call(a, 'POST', `/api/maintenance/tasks/${sooner.id}/complete`, { completedOn: dayOffset(-3) });
    expect(done.statusCode).toBe(200);
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: dayOffset(-3), nextServiceDate: dayOffset(20), nextServiceHours: null });

    // In progress is still open; completing the last open task leaves no next service.
    expect((await call(a, 'PATCH', `/api/maintenance/tasks/${later.id}`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await detail(e.id)).nextServiceDate).toBe(dayOffset(20));
    expect((await call(a, 'POST', `/api/maintenance/tasks/${later.id}/complete`, { completedOn: today() })).statusCode).toBe(200);
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: today(), nextServiceDate: null, nextServiceHours: null });
  });

  it('an hours-based schedule also gives the hours it falls due at', async () => {
    const e = await createEquipment(t, a, { hours: 100 });
    await createTask(t, a, {
      equipmentId: e.id,
      title: '250 h service',
      dueDate: dayOffset(30),
      recurrence: 'custom_hours',
      intervalHours: 250,
    });
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: null, nextServiceDate: dayOffset(30), nextServiceHours: 350 });
  });

  it('dates recorded on the equipment (an import, the add form) stand until its own tasks say otherwise', async () => {
    const e = await createEquipment(t, a, { lastServiceDate: '2024-01-05', nextServiceDate: dayOffset(30) });
    expect(datesOf(await detail(e.id))).toMatchObject({ lastServiceDate: '2024-01-05', nextServiceDate: dayOffset(30) });
    const task = await createTask(t, a, { equipmentId: e.id, title: 'First in the register', dueDate: dayOffset(40) });
    expect(datesOf(await detail(e.id))).toMatchObject({ lastServiceDate: '2024-01-05', nextServiceDate: dayOffset(40) });
    await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, { completedOn: today() });
    // The recorded next date was for the service just done: it does not come back once the register has tasks.
    expect(datesOf(await detail(e.id))).toEqual({ lastServiceDate: today(), nextServiceDate: null, nextServiceHours: null });
  });

  it('the list, the scan card and the CSV export show the same derived dates', async () => {
    const e = await createEquipment(t, a, { name: 'Service Dates Crane' });
    const task = await createTask(t, a, { equipmentId: e.id, title: 'Done', dueDate: dayOffset(1) });
    await call(a, 'POST', `/api/maintenance/tasks/${task.id}/complete`, { completedOn: dayOffset(-1) });
    await createTask(t, a, { equipmentId: e.id, title: 'Open', dueDate: dayOffset(14) });
    const expected = { lastServiceDate: dayOffset(-1), nextServiceDate: dayOffset(14) };

    const listed = (await call(a, 'GET', '/api/equipment?search=Service%20Dates%20Crane')).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject(expected);
    const unfiltered = (await call(a, 'GET', '/api/equipment?limit=100')).json().items.find((x: { id: string }) => x.id === e.id);
    expect(unfiltered).toMatchObject(expected);

    const code = (await call(a, 'POST', `/api/equipment/${e.id}/qr`)).json().qrCodeId;
    expect((await call(a, 'GET', `/api/equipment/qr/resolve/${code}`)).json()).toMatchObject(expected);
    expect((await call(a, 'POST', '/api/equipment/scans', { code, source: 'camera' })).json().equipment).toMatchObject(expected);

    const csv = await call(a, 'GET', '/api/equipment/export.csv?search=Service%20Dates%20Crane');
    const [row] = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect({ last: row!['Last Service Date'], next: row!['Next Service Date'] }).toEqual({
      last: expected.lastServiceDate,
      next: expected.nextServiceDate,
    });
  });

  it("another company's tasks never reach this equipment's dates", async () => {
    const mine = await createEquipment(t, a);
    const other = await newTenant(t);
    const theirs = await createEquipment(t, other);
    await createTask(t, other, { equipmentId: theirs.id, title: 'Theirs', dueDate: dayOffset(3) });
    expect(datesOf(await detail(mine.id))).toEqual({ lastServiceDate: null, nextServiceDate: null, nextServiceHours: null });
  });
});
