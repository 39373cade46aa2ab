import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, type Member } from './equipment-fixtures.ts';
import { createTask, dayOffset } from './maintenance-fixtures.ts';
import { hoursFromNow, reserve } from './reservations-fixtures.ts';

/** spec 02 §5 Reservations, §9 (1-24 h, default 4), spec 01 §6 (Basic: 1 per asset, list only; multi-day on Professional+). */
describe(`reservations: making a booking (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let pro: Member;
  let basic: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id, 'technician');
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id, 'technician');
  });
  afterAll(() => t.close());

  const machine = async (who: Member, overrides: Record<string, unknown> = {}) => {
    const manager = await memberOf(t, who.companyId, 'manager');
    return (await createEquipment(t, manager, overrides)).id;
  };
  const refused = async (who: Member, body: unknown, status: number, message: string) => {
    const res = await call(who, 'POST', '/api/reservations', body);
    expect([res.statusCode, res.json().error?.message]).toEqual([status, message]);
    return res;
  };
  const count = async (equipmentId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from asset_reservations where equipment_id = $1', [equipmentId]))[0]!.n;

  it('creates a pending booking of 4 hours by default, booked by the caller, with whom it is for', async () => {
    const id = await machine(pro, { name: 'Crane C1' });
    const startAt = hoursFromNow(3);
    const r = await reserve(t, pro, {
      equipmentId: id,
      startAt,
      reservedForName: 'Jo Site',
      reservedForContact: '555-0101',
      purpose: 'Lift',
    });
    expect(r).toMatchObject({
      equipmentId: id,
      equipmentName: 'Crane C1',
      reservedBy: pro.id,
      status: 'pending',
      state: 'pending',
      startAt,
      endAt: hoursFromNow(7),
      reservedForName: 'Jo Site',
      reservedForContact: '555-0101',
      purpose: 'Lift',
    });
    expect((await call(pro, 'GET', `/api/reservations/${r.id}`)).json()).toMatchObject({ id: r.id, status: 'pending' });
    const log = await t.db.query(`select action from activity_logs where entity_id = $1`, [r.id]);
    expect(log).toEqual([{ action: 'reservation_created' }]);
  });

  it.each([
    ['no asset', {}, m.selectAsset],
    ['an asset that is not an id', { equipmentId: 'crane', startAt: hoursFromNow(2) }, m.selectAsset],
    ['no date', { equipmentId: '00000000-0000-4000-8000-000000000001' }, m.dateRequired],
    ['a date that is not one', { equipmentId: '00000000-0000-4000-8000-000000000001', startAt: 'tomorrow' }, m.badDateTime],
    [
      'both a duration and an end',
      { equipmentId: '00000000-0000-4000-8000-000000000001', startAt: hoursFromNow(2), durationHours: 2, endAt: hoursFromNow(5) },
      m.durationOrEnd,
    ],
    [
      'half an hour',
      { equipmentId: '00000000-0000-4000-8000-000000000001', startAt: hoursFromNow(2), durationHours: 0.5 },
      `durationHours: ${m.tooShort}`,
    ],
  ])('refuses %s with the spec message (400)', async (_name, body, message) => {
    await refused(pro, body, 400, message);
  });

  it('refuses a start in the past, an end before the start, and an unknown field; nothing is written', async () => {
    const id = await machine(pro);
    await refused(pro, { equipmentId: id, startAt: hoursFromNow(-3) }, 400, m.startInPast);
    await refused(pro, { equipmentId: id, startAt: hoursFromNow(5), endAt: hoursFromNow(3) }, 400, m.endBeforeStart);
    const res = await call(pro, 'POST', '/api/reservations', { equipmentId: id, startAt: hoursFromNow(5), status: 'confirmed' });
    expect(res.statusCode).toBe(400);
    expect(await count(id)).toBe(0);
  });

  it('Basic: 24 hours is the most; a 25-hour booking is refused', async () => {
    const id = await machine(basic);
    await refused(basic, { equipmentId: id, startAt: hoursFromNow(2), durationHours: 25 }, 400, m.tooLongBasic);
    await refused(basic, { equipmentId: id, startAt: hoursFromNow(2), endAt: hoursFromNow(27) }, 400, m.tooLongBasic);
    expect(await count(id)).toBe(0);
    expect((await reserve(t, basic, { equipmentId: id, startAt: hoursFromNow(2), durationHours: 24 })).endAt).toBe(hoursFromNow(26));
  });

  it('Basic: one open booking per asset; a second is refused with the Feature Unavailable limit until the first is cancelled', async () => {
    const id = await machine(basic);
    const first = await reserve(t, basic, { equipmentId: id, startAt: hoursFromNow(2) });
    const res = await refused(basic, { equipmentId: id, startAt: hoursFromNow(30) }, 403, m.perAssetLimit(1));
    expect(res.json().error.message).toMatch(/^Feature Unavailable: .*not available in your subscription tier/);
    expect(await count(id)).toBe(1);
    expect((await call(basic, 'POST', `/api/reservations/${first.id}/cancel`)).statusCode).toBe(200);
    await reserve(t, basic, { equipmentId: id, startAt: hoursFromNow(30) });
  });

  it('Professional: multi-day bookings (up to 30 days) and several per asset', async () => {
    const id = await machine(pro);
    const long = await reserve(t, pro, { equipmentId: id, startAt: hoursFromNow(2), endAt: hoursFromNow(2 + 72) });
    expect(long.endAt).toBe(hoursFromNow(74));
    await reserve(t, pro, { equipmentId: id, startAt: hoursFromNow(100), durationHours: 25 });
    await refused(pro, { equipmentId: id, startAt: hoursFromNow(200), durationHours: 31 * 24 }, 400, 'durationHours: ' + m.tooLong(30));
    await refused(pro, { equipmentId: id, startAt: hoursFromNow(200), endAt: hoursFromNow(200 + 31 * 24) }, 400, m.tooLong(30));
  });

  it('an overlapping booking is a Reservation Conflict (409); one touching the end is fine', async () => {
    const id = await machine(pro);
    await reserve(t, pro, { equipmentId: id, startAt: hoursFromNow(10), durationHours: 4 });
    const res = await refused(pro, { equipmentId: id, startAt: hoursFromNow(12), durationHours: 4 }, 409, m.conflict);
    expect(res.json().error.details).toEqual({ reason: 'reservation_conflict' });
    await refused(pro, { equipmentId: id, startAt: hoursFromNow(8), durationHours: 3 }, 409, m.conflict);
    await reserve(t, pro, { equipmentId: id, startAt: hoursFromNow(14), durationHours: 2 });
    await reserve(t, pro, { equipmentId: id, startAt: hoursFromNow(6), durationHours: 4 });
    expect(await count(id)).toBe(3);
  });

  it('an active check-out in the window refuses the booking; after its expected return it is fine', async () => {
    const id = await machine(pro);
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name, expected_return_date)
       values ($1, $2, 'location', 'North Yard', $3)`,
      [pro.companyId, id, dayOffset(2)],
    );
    const res = await refused(pro, { equipmentId: id, startAt: hoursFromNow(2) }, 409, m.unavailableCheckedOut('North Yard'));
    expect(res.json().error.details).toEqual({ reason: 'unavailable' });
    const afterReturn = `${dayOffset(4)}T08:00:00.000Z`;
    await reserve(t, pro, { equipmentId: id, startAt: afterReturn });
  });

  it('scheduled maintenance in the window refuses the booking', async () => {
    const id = await machine(pro);
    const manager = await memberOf(t, pro.companyId, 'manager');
    await createTask(t, manager, { equipmentId: id, dueDate: dayOffset(3) });
    const start = `${dayOffset(3)}T09:00:00.000Z`;
    await refused(pro, { equipmentId: id, startAt: start }, 409, m.unavailableMaintenance(dayOffset(3)));
    await reserve(t, pro, { equipmentId: id, startAt: `${dayOffset(4)}T09:00:00.000Z` });
  });

  it('retired and archived machines cannot be reserved; an unknown one is 404', async () => {
    const retired = await machine(pro, { status: 'retired' });
    await refused(pro, { equipmentId: retired, startAt: hoursFromNow(2) }, 409, m.retired);
    const archived = await machine(pro);
    await t.db.query('update equipment set archived_at = now() where id = $1', [archived]);
    await refused(pro, { equipmentId: archived, startAt: hoursFromNow(2) }, 409, m.archived);
    await refused(pro, { equipmentId: '00000000-0000-4000-8000-000000000001', startAt: hoursFromNow(2) }, 404, 'Equipment not found');
  });

  it('two overlapping bookings fired in parallel: exactly one wins, the other is a Reservation Conflict', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await machine(pro);
      const other = await memberOf(t, pro.companyId, 'supervisor');
      const [a, b] = await Promise.all([
        call(pro, 'POST', '/api/reservations', { equipmentId: id, startAt: hoursFromNow(5), durationHours: 4 }),
        call(other, 'POST', '/api/reservations', { equipmentId: id, startAt: hoursFromNow(6), durationHours: 4 }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().error.message).toBe(m.conflict);
      expect(await count(id)).toBe(1);
    }
  });
});
