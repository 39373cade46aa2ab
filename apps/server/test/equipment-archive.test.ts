import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, equipmentMessages } from '@gears/domain';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, insertEquipment, memberOf, newTenant, rowOf, upload, type Member } from './equipment-fixtures.ts';
import { signUp } from './billing-fixtures.ts';
import { createTask, dayOffset } from './maintenance-fixtures.ts';

/**
 * Issue 13 item 9: archived equipment (kept instead of deleted, DESIGN §6) is listed under "Show archived", says it is
 * archived wherever it opens, refuses changes with 409 until restored, and can be restored by whoever may archive it.
 */
describe(`archived equipment (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  const archivedMessage = 'This equipment is archived. Restore it to make changes.';

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  /** An equipment with an image (so DELETE archives it) and a QR code, archived through the API. */
  async function archived(who: Member = a, overrides: Record<string, unknown> = {}) {
    const e = await createEquipment(t, who, overrides);
    const code = (await call(who, 'POST', `/api/equipment/${e.id}/qr`)).json().qrCodeId as string;
    const image = (await upload(t, who, `/api/equipment/${e.id}/images`, 'side.png', tinyPng(), 'image/png')).json();
    expect((await call(who, 'DELETE', `/api/equipment/${e.id}`)).json().outcome).toBe('archived');
    return { ...e, code, imageId: image.id as string };
  }
  const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((e) => e.id);

  it('"Show archived" lists archived equipment only (search too); the register leaves it out', async () => {
    const live = await createEquipment(t, a, { name: 'Shown Archive Loader' });
    const gone = await archived(a, { name: 'Shown Archive Crane' });
    expect(ids(await call(a, 'GET', '/api/equipment?limit=100'))).not.toContain(gone.id);
    const shown = await call(a, 'GET', '/api/equipment?archived=true&limit=100');
    expect(ids(shown)).toContain(gone.id);
    expect(ids(shown)).not.toContain(live.id);
    expect(shown.json().items.every((e: { archivedAt: string | null }) => e.archivedAt !== null)).toBe(true);
    expect(ids(await call(a, 'GET', '/api/equipment?archived=true&search=Shown%20Archive'))).toEqual([gone.id]);
  });

  it('opens from its QR code and by id with archivedAt set, so every view can mark it', async () => {
    const gone = await archived();
    expect((await call(a, 'GET', `/api/equipment/${gone.id}`)).json()).toMatchObject({
      archivedAt: expect.any(String),
      availability: 'Inactive',
    });
    expect((await call(a, 'GET', `/api/equipment/qr/resolve/${gone.code}`)).json()).toMatchObject({
      id: gone.id,
      archivedAt: expect.any(String),
    });
    const scan = await call(a, 'POST', '/api/equipment/scans', { code: gone.code, source: 'camera' });
    expect(scan.json().equipment).toMatchObject({ id: gone.id, archivedAt: expect.any(String) });
  });

  it('refuses every change with 409 and the restore message, and changes nothing', async () => {
    const gone = await archived(a, { name: 'Frozen Dozer', location: 'Yard 1' });
    const before = await rowOf(t.db, gone.id);
    const changes: [string, () => Promise<{ statusCode: number; json(): any }>][] = [
      ['edit', () => call(a, 'PATCH', `/api/equipment/${gone.id}`, { name: 'Renamed' })],
      ['status edit', () => call(a, 'PATCH', `/api/equipment/${gone.id}`, { status: 'idle' })],
      ['image upload', () => upload(t, a, `/api/equipment/${gone.id}/images`, 'more.png', tinyPng(), 'image/png')],
      ['image delete', () => call(a, 'DELETE', `/api/equipment/${gone.id}/images/${gone.imageId}`)],
      [
        'document upload',
        () => upload(t, a, `/api/equipment/${gone.id}/documents`, 'notes.txt', Buffer.from('oil change\n'), 'text/plain'),
      ],
      ['QR regenerate', () => call(a, 'POST', `/api/equipment/${gone.id}/qr`)],
      ['new task', () => call(a, 'POST', '/api/maintenance/tasks', { title: 'Grease', dueDate: dayOffset(3), equipmentId: gone.id })],
      ['meter reading', () => call(a, 'POST', '/api/maintenance/meter-readings', { equipmentId: gone.id, hours: 10 })],
      ['repair request', () => call(a, 'POST', '/api/maintenance/repairs', { equipmentId: gone.id, description: 'Leak' })],
    ];
    for (const [name, change] of changes) {
      const res = await change();
      expect([name, res.statusCode, res.json().error?.message]).toEqual([name, 409, archivedMessage]);
    }
    const bulk = await call(a, 'POST', '/api/equipment/bulk/status', { ids: [gone.id], status: 'idle' });
    expect(bulk.json()).toMatchObject({ succeeded: 0, failed: [{ id: gone.id, error: archivedMessage }] });
    const moved = await call(a, 'POST', '/api/equipment/bulk/location', { ids: [gone.id], location: 'Yard 9' });
    expect(moved.json()).toMatchObject({ succeeded: 0, failed: [{ id: gone.id, error: archivedMessage }] });
    const task = await createTask(t, a, { title: 'Elsewhere', dueDate: dayOffset(5) });
    const retarget = await call(a, 'PATCH', `/api/maintenance/tasks/${task.id}`, { equipmentId: gone.id });
    expect([retarget.statusCode, retarget.json().error.message]).toEqual([409, archivedMessage]);
    expect(await rowOf(t.db, gone.id)).toEqual(before);
    expect((await call(a, 'GET', `/api/equipment/${gone.id}/images`)).json().images).toHaveLength(1);
  });

  it('its history stays readable: tasks, the maintenance summary, meter readings, images', async () => {
    const gone = await archived();
    expect((await call(a, 'GET', `/api/maintenance/tasks?equipmentId=${gone.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/maintenance/summary?equipmentId=${gone.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/maintenance/meter-readings?equipmentId=${gone.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/equipment/${gone.id}/images`)).statusCode).toBe(200);
  });

  it('restore brings it back to the register as it was, logged; edits work again', async () => {
    const gone = await archived(a, { name: 'Restored Grader' });
    const res = await call(a, 'POST', `/api/equipment/${gone.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: equipmentMessages.restored,
      equipment: { id: gone.id, name: 'Restored Grader', archivedAt: null },
    });
    expect(ids(await call(a, 'GET', '/api/equipment?limit=100'))).toContain(gone.id);
    expect(ids(await call(a, 'GET', '/api/equipment?archived=true&limit=100'))).not.toContain(gone.id);
    expect((await call(a, 'PATCH', `/api/equipment/${gone.id}`, { name: 'Grader 2' })).statusCode).toBe(200);
    const log = await t.db.query<{ action: string }>(
      "select action from activity_logs where entity_type = 'equipment' and entity_id = $1 order by created_at, action",
      [gone.id],
    );
    expect(log.map((r) => r.action)).toContain('equipment_restored');
  });

  it('restoring equipment that is not archived is a 409', async () => {
    const live = await createEquipment(t, a);
    const res = await call(a, 'POST', `/api/equipment/${live.id}/restore`);
    expect([res.statusCode, res.json().error.message]).toEqual([409, equipmentMessages.notArchived]);
  });

  it('a serial taken again in the meantime blocks the restore with a message saying what to do', async () => {
    const gone = await archived(a, { serial: 'RESTORE-SN-1' });
    await createEquipment(t, a, { serial: 'restore-sn-1' });
    const res = await call(a, 'POST', `/api/equipment/${gone.id}/restore`);
    expect([res.statusCode, res.json().error.message]).toEqual([409, equipmentMessages.restoreSerialTaken]);
    expect((await rowOf(t.db, gone.id))!.archived_at).not.toBeNull();
  });

  it('a full plan refuses the restore with the plan-limit message', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const who = { cookie: s.cookie, id: s.userId, companyId: s.companyId };
    const gone = await archived(who);
    for (let i = 0; i < 10; i++) await insertEquipment(t.db, { companyId: s.companyId });
    const res = await call(who, 'POST', `/api/equipment/${gone.id}/restore`);
    expect([res.statusCode, res.json().error.message]).toEqual([403, billingMessages.limitReached('equipment', 'basic', 10)]);
    expect((await rowOf(t.db, gone.id))!.archived_at).not.toBeNull();
  });

  it('only roles that may archive may restore (ADR 0008: equipment.delete)', async () => {
    const gone = await archived();
    for (const role of ['technician', 'supervisor']) {
      const res = await call(await memberOf(t, a.companyId, role), 'POST', `/api/equipment/${gone.id}/restore`);
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect((await rowOf(t.db, gone.id))!.archived_at).not.toBeNull();
  });

  it("another company's archived equipment answers 404 and stays archived", async () => {
    const other = await newTenant(t, 'manager');
    const theirs = await archived(other);
    const res = await call(a, 'POST', `/api/equipment/${theirs.id}/restore`);
    expect(res.statusCode).toBe(404);
    expect((await rowOf(t.db, theirs.id))!.archived_at).not.toBeNull();
    expect(ids(await call(a, 'GET', '/api/equipment?archived=true&limit=100'))).not.toContain(theirs.id);
  });
});
