import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, rowOf, upload, type Member } from './equipment-fixtures.ts';

describe(`bulk operations (${process.env.TEST_DB ?? 'pglite'})`, () => {
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

  const activityOf = (id: string) =>
    t.db.query<{ action: string; user_id: string; details: Record<string, unknown> }>(
      'select action, user_id, details from activity_logs where entity_type = $1 and entity_id = $2 order by created_at',
      ['equipment', id],
    );
  const unknownId = '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d';

  it('updates status item by item, logs activity for each, and reports foreign or unknown ids as Not found', async () => {
    const mine = [(await createEquipment(t, a)).id, (await createEquipment(t, a)).id];
    const theirs = (await createEquipment(t, b, { status: 'active' })).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/status', { ids: [mine[0], theirs, mine[1], unknownId], status: 'maintenance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      succeeded: 2,
      failed: [
        { id: theirs, error: 'Not found' },
        { id: unknownId, error: 'Not found' },
      ],
    });
    for (const id of mine) {
      expect((await rowOf(t.db, id))!.status).toBe('maintenance');
      expect(await activityOf(id)).toEqual([
        { action: 'equipment_status_bulk_update', user_id: a.id, details: { from: 'active', to: 'maintenance' } },
      ]);
    }
    expect((await rowOf(t.db, theirs))!.status).toBe('active');
    expect(await activityOf(theirs)).toEqual([]);
  });

  it('assigns a location to a selection and logs equipment_bulk_assignment', async () => {
    const id = (await createEquipment(t, a, { location: 'Old Yard' })).id;
    const theirs = (await createEquipment(t, b, { location: 'B Yard' })).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/location', { ids: [id, theirs], location: 'Pit 3' });
    expect(res.json()).toEqual({ succeeded: 1, failed: [{ id: theirs, error: 'Not found' }] });
    expect((await rowOf(t.db, id))!.location).toBe('Pit 3');
    expect((await rowOf(t.db, theirs))!.location).toBe('B Yard');
    expect((await activityOf(id))[0]).toMatchObject({
      action: 'equipment_bulk_assignment',
      details: { type: 'location', from: 'Old Yard', to: 'Pit 3' },
    });
  });

  it('deletes what has nothing attached, archives what has, and leaves other companies alone', async () => {
    const bare = (await createEquipment(t, a)).id;
    const withImage = (await createEquipment(t, a)).id;
    expect((await upload(t, a, `/api/equipment/${withImage}/images`, 'x.png', tinyPng())).statusCode).toBe(201);
    const theirs = (await createEquipment(t, b)).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/delete', { ids: [bare, withImage, theirs] });
    expect(res.json()).toEqual({ succeeded: 2, failed: [{ id: theirs, error: 'Not found' }], deleted: 1, archived: 1 });
    expect(await rowOf(t.db, bare)).toBeNull();
    expect((await rowOf(t.db, withImage))!.archived_at).not.toBeNull();
    expect((await rowOf(t.db, theirs))!.archived_at).toBeNull();
    expect((await activityOf(bare)).map((r) => r.action)).toEqual(['equipment_deleted']);
    expect((await activityOf(withImage)).map((r) => r.action)).toEqual(['equipment_archived']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['/api/equipment/bulk/status', { ids: [], status: 'idle' }, 'ids: Please select equipment first to perform this operation.'],
    ['/api/equipment/bulk/status', { ids: [unknownId] }, 'status: Status is required'],
    ['/api/equipment/bulk/status', { ids: ['nope'], status: 'idle' }, 'ids.0: Not a valid id.'],
    ['/api/equipment/bulk/location', { ids: [unknownId], location: ' ' }, 'location: Location is required'],
    [
      '/api/equipment/bulk/delete',
      { ids: Array.from({ length: 1001 }, () => unknownId) },
      'ids: Too big: expected array to have <=1000 items',
    ],
  ])('%s %j → 400', async (url, body, message) => {
    const res = await call(a, 'POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('counts a repeated id once', async () => {
    const id = (await createEquipment(t, a)).id;
    const res = await call(a, 'POST', '/api/equipment/bulk/status', { ids: [id, id.toUpperCase()], status: 'idle' });
    expect(res.json()).toEqual({ succeeded: 1, failed: [] });
    expect(await activityOf(id)).toHaveLength(1);
  });
});
