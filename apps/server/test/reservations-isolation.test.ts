import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { hoursFromNow, reservationRow, reserve } from './reservations-fixtures.ts';

/** Company B names company A's reservations and machines: 404 everywhere, nothing of A listed or changed. */
describe(`reservations isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let aMachine: string;
  let aBooking: Record<string, any>;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
    aMachine = (await createEquipment(t, a)).id;
    aBooking = await reserve(t, a, { equipmentId: aMachine, startAt: hoursFromNow(5) });
    await reserve(t, b, { equipmentId: (await createEquipment(t, b)).id, startAt: hoursFromNow(5) });
    before = await reservationRow(t.db, aBooking.id);
  });
  afterAll(() => t.close());

  const calls: CrossTenantCall[] = [
    ['read a booking', 'GET', () => `/api/reservations/${aBooking.id}`],
    ['move a booking', 'PATCH', () => `/api/reservations/${aBooking.id}`, () => ({ startAt: hoursFromNow(50) })],
    ['confirm a booking', 'POST', () => `/api/reservations/${aBooking.id}/confirm`],
    ['cancel a booking', 'POST', () => `/api/reservations/${aBooking.id}/cancel`],
    ['book their machine', 'POST', () => '/api/reservations', () => ({ equipmentId: aMachine, startAt: hoursFromNow(80) })],
    ["list their machine's bookings", 'GET', () => `/api/reservations?companyId=${a.companyId}`],
  ];

  it.each(calls)('%s → 404', async (_name, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode).toBe(404);
  });

  it("lists only the caller's company; filtering by A's machine finds nothing; A's booking is unchanged", async () => {
    const list = (await call(b, 'GET', '/api/reservations')).json();
    expect(list.items.every((r: { companyId: string }) => r.companyId === b.companyId)).toBe(true);
    expect(list.total).toBe(1);
    expect((await call(b, 'GET', `/api/reservations?equipmentId=${aMachine}`)).json()).toEqual({ items: [], total: 0 });
    expect(await reservationRow(t.db, aBooking.id)).toEqual(before);
    const count = await t.db.query<{ n: number }>('select count(*)::int as n from asset_reservations where equipment_id = $1', [aMachine]);
    expect(count[0]!.n).toBe(1);
  });

  it('the provider admin sees both companies and may narrow to one', async () => {
    const { newAdmin } = await import('./equipment-fixtures.ts');
    const admin = await newAdmin(t);
    const all = (await call(admin, 'GET', '/api/reservations')).json();
    expect(new Set(all.items.map((r: { companyId: string }) => r.companyId))).toEqual(new Set([a.companyId, b.companyId]));
    const onlyA = (await call(admin, 'GET', `/api/reservations?companyId=${a.companyId}`)).json();
    expect(onlyA.items.map((r: { id: string }) => r.id)).toEqual([aBooking.id]);
  });
});
