import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEquipment, newTenant, type Member } from './equipment-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createTask, dayOffset } from './maintenance-fixtures.ts';

describe(`equipment and maintenance together (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let a: Member;
  beforeAll(async () => {
    t = await createTestApp();
    a = await newTenant(t);
  });
  afterAll(() => t.close());

  const get = (id: string) => t.app.inject({ url: `/api/equipment/${id}`, headers: { cookie: a.cookie } });

  it('shows equipment with an open task as in maintenance, and available again once it is done (issue 4 §5)', async () => {
    const eq = await createEquipment(t, a, { status: 'active' });
    expect((await get(eq.id)).json().availability).toBe('Available');
    // A task due next week is planned work, not maintenance in hand (availability.sql.ts).
    const later = await createTask(t, a, { equipmentId: eq.id, dueDate: dayOffset(7) });
    expect((await get(eq.id)).json().availability).toBe('Available');
    await t.app.inject({ method: 'DELETE', url: `/api/maintenance/tasks/${later.id}`, headers: { cookie: a.cookie } });
    const task = await createTask(t, a, { equipmentId: eq.id, dueDate: dayOffset(0) });
    expect((await get(eq.id)).json().availability).toBe('Maintenance');
    const list = await t.app.inject({ url: '/api/equipment', headers: { cookie: a.cookie } });
    expect(list.json().items.find((e: { id: string }) => e.id === eq.id).availability).toBe('Maintenance');
    const done = await t.app.inject({ method: 'POST', url: `/api/maintenance/tasks/${task.id}/complete`, headers: { cookie: a.cookie } });
    expect(done.statusCode).toBe(200);
    expect((await get(eq.id)).json().availability).toBe('Available');
  });

  it('counts maintenance tasks as dependents, so deleting archives the equipment and keeps its history', async () => {
    const eq = await createEquipment(t, a);
    await createTask(t, a, { equipmentId: eq.id });
    const deps = await t.app.inject({ url: `/api/equipment/${eq.id}/dependents`, headers: { cookie: a.cookie } });
    expect(deps.json()).toMatchObject({ tasks: 1, onDelete: 'archive' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/equipment/${eq.id}`, headers: { cookie: a.cookie } });
    expect(del.json()).toMatchObject({ outcome: 'archived' });
    expect(del.json().message).toContain('1 maintenance task');
  });
});
