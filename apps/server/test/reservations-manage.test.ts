import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientPermissions, reservationMessages as m } from '@gears/domain';
import { sendReservationRemindersUnscoped } from '../src/modules/reservations/index.ts';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, type Member } from './equipment-fixtures.ts';
import { hoursFromNow, insertReservation, reservationRow, reserve } from './reservations-fixtures.ts';

/** spec 02 §4 Reservation: pending → confirmed | cancelled, active inside the window, completed after; who may decide. */
describe(`reservations: list, confirm, cancel, move, remind (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let tech: Member;
  let otherTech: Member;
  let supervisor: Member;
  let machine: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    const company = (await insertCompany(t.db, { tier: 'professional' })).id;
    tech = await memberOf(t, company, 'technician');
    otherTech = await memberOf(t, company, 'technician');
    supervisor = await memberOf(t, company, 'supervisor');
    machine = (await createEquipment(t, supervisor, { name: 'Telehandler T7' })).id;
  });
  afterAll(() => t.close());

  let slot = 0;
  /** A fresh free slot on the shared machine, `slot` days apart. */
  const book = (who: Member, body: Record<string, unknown> = {}) =>
    reserve(t, who, { equipmentId: machine, startAt: hoursFromNow(24 * ++slot), durationHours: 4, ...body });

  it('a supervisor confirms a pending booking; the booker is told in the bell; the technician cannot confirm', async () => {
    const r = await book(tech);
    // The supervisor hears of it; a booking a supervisor makes needs no such notice.
    const waiting = (await call(supervisor, 'GET', '/api/notifications')).json().items[0];
    expect(waiting).toMatchObject({ title: m.awaitingTitle, link: `/dashboard/equipment?view=reservations&reservation=${r.id}` });
    const denied = await call(otherTech, 'POST', `/api/reservations/${r.id}/confirm`);
    expect([denied.statusCode, denied.json().error.message]).toEqual([403, insufficientPermissions]);
    const ok = await call(supervisor, 'POST', `/api/reservations/${r.id}/confirm`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', state: 'confirmed', confirmedByName: 'Test User' });
    const bell = (await call(tech, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ title: m.confirmed, link: `/dashboard/equipment?view=reservations&reservation=${r.id}` });
    const again = await call(supervisor, 'POST', `/api/reservations/${r.id}/confirm`);
    expect([again.statusCode, again.json().error.message]).toEqual([409, m.onlyPendingConfirm]);
  });

  it('the booker cancels their own; another technician may not (403); a supervisor may; a cancelled one stays cancelled', async () => {
    const own = await book(tech);
    const notYours = await call(otherTech, 'POST', `/api/reservations/${own.id}/cancel`);
    expect([notYours.statusCode, notYours.json().error.message]).toEqual([403, m.notYours]);
    expect((await reservationRow(t.db, own.id)).status).toBe('pending');
    const cancelled = await call(tech, 'POST', `/api/reservations/${own.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    const twice = await call(tech, 'POST', `/api/reservations/${own.id}/cancel`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, m.alreadyCancelled]);
    const confirmCancelled = await call(supervisor, 'POST', `/api/reservations/${own.id}/confirm`);
    expect([confirmCancelled.statusCode, confirmCancelled.json().error.message]).toEqual([409, m.alreadyCancelled]);

    const other = await book(tech);
    expect((await call(supervisor, 'POST', `/api/reservations/${other.id}/cancel`)).json().status).toBe('cancelled');
    expect((await call(tech, 'GET', '/api/notifications')).json().items[0].title).toBe(m.cancelled);
  });

  it('a cancelled booking frees its slot', async () => {
    const first = await book(tech);
    await call(tech, 'POST', `/api/reservations/${first.id}/cancel`);
    await reserve(t, otherTech, { equipmentId: machine, startAt: first.startAt, durationHours: 4 });
  });

  it('moving a booking keeps its length, passes every check again, and is refused onto another booking', async () => {
    const a = await book(tech);
    const b = await book(tech);
    const moved = await call(tech, 'PATCH', `/api/reservations/${a.id}`, { startAt: hoursFromNow(24 * slot + 100) });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().endAt) - Date.parse(moved.json().startAt)).toBe(4 * 3_600_000);
    const onto = await call(tech, 'PATCH', `/api/reservations/${a.id}`, { startAt: b.startAt });
    expect([onto.statusCode, onto.json().error.message]).toEqual([409, m.conflict]);
    const backwards = await call(tech, 'PATCH', `/api/reservations/${a.id}`, { endAt: hoursFromNow(1) });
    expect([backwards.statusCode, backwards.json().error.message]).toEqual([400, m.endBeforeStart]);
    const past = await call(tech, 'PATCH', `/api/reservations/${a.id}`, { startAt: hoursFromNow(-5) });
    expect([past.statusCode, past.json().error.message]).toEqual([400, m.startInPast]);
    const notes = await call(tech, 'PATCH', `/api/reservations/${a.id}`, { notes: 'Bring the forks', reservedForName: 'Crew 2' });
    expect(notes.json()).toMatchObject({ notes: 'Bring the forks', reservedForName: 'Crew 2', startAt: moved.json().startAt });
    const notYours = await call(otherTech, 'PATCH', `/api/reservations/${a.id}`, { notes: 'x' });
    expect([notYours.statusCode, notYours.json().error.message]).toEqual([403, m.notYours]);
    expect((await call(tech, 'PATCH', `/api/reservations/${a.id}`, {})).json().error.message).toBe(m.nothingToUpdate);
  });

  it('derives active and completed from the clock, and lists by view, machine, window and mine', async () => {
    const other = (await createEquipment(t, supervisor, { name: 'Skid Steer S2' })).id;
    const active = await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: other,
      reservedBy: tech.id,
      startAt: hoursFromNow(-1),
      endAt: hoursFromNow(2),
    });
    const done = await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: other,
      reservedBy: otherTech.id,
      startAt: hoursFromNow(-30),
      endAt: hoursFromNow(-26),
    });
    const expired = await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: other,
      reservedBy: tech.id,
      startAt: hoursFromNow(-50),
      endAt: hoursFromNow(-48),
      status: 'pending',
    });
    const ids = async (query: string) =>
      (await call(tech, 'GET', `/api/reservations?equipmentId=${other}&${query}`))
        .json()
        .items.map((r: { id: string; state: string }) => [r.id, r.state]);
    expect(await ids('view=active')).toEqual([[active, 'active']]);
    expect(await ids('view=past')).toEqual([
      [done, 'completed'],
      [expired, 'expired'],
    ]);
    expect(await ids('view=upcoming')).toEqual([]);
    expect(await ids('view=all&mine=true')).toEqual([
      [active, 'active'],
      [expired, 'expired'],
    ]);
    expect(await ids(`from=${encodeURIComponent(hoursFromNow(-31))}&to=${encodeURIComponent(hoursFromNow(-27))}`)).toEqual([
      [done, 'completed'],
    ]);
    const over = await call(tech, 'POST', `/api/reservations/${done}/cancel`);
    expect([over.statusCode, over.json().error.message]).toEqual([403, m.notYours]);
    const overOwn = await call(supervisor, 'POST', `/api/reservations/${done}/cancel`);
    expect([overOwn.statusCode, overOwn.json().error.message]).toEqual([409, m.alreadyOver]);
    expect((await call(tech, 'GET', '/api/reservations?view=soon')).statusCode).toBe(400);
  });

  it('a confirmed booking covering now makes the machine Reserved in the register', async () => {
    const id = (await createEquipment(t, supervisor)).id;
    expect((await call(tech, 'GET', `/api/equipment/${id}`)).json().availability).toBe('Available');
    const pending = await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: id,
      reservedBy: tech.id,
      startAt: hoursFromNow(-1),
      endAt: hoursFromNow(1),
      status: 'pending',
    });
    expect((await call(tech, 'GET', `/api/equipment/${id}`)).json().availability).toBe('Available');
    await t.db.query(`update asset_reservations set status = 'confirmed', confirmed_at = now() where id = $1`, [pending]);
    expect((await call(tech, 'GET', `/api/equipment/${id}`)).json().availability).toBe('Reserved');
    const listed = (
      await call(tech, 'GET', `/api/equipment?search=${encodeURIComponent((await call(tech, 'GET', `/api/equipment/${id}`)).json().name)}`)
    ).json();
    expect(listed.items.map((e: { availability: string }) => e.availability)).toEqual(['Reserved']);
  });

  it('reminds the booker once, in the bell and by email, of a confirmed booking starting within the hour', async () => {
    const id = (await createEquipment(t, supervisor, { name: 'Boom Lift B9' })).id;
    const soon = await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: id,
      reservedBy: tech.id,
      startAt: hoursFromNow(0.5),
      endAt: hoursFromNow(3),
    });
    await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: id,
      reservedBy: tech.id,
      startAt: hoursFromNow(5),
      endAt: hoursFromNow(6),
    });
    const pendingSoon = (await createEquipment(t, supervisor)).id;
    await insertReservation(t.db, {
      companyId: tech.companyId,
      equipmentId: pendingSoon,
      reservedBy: tech.id,
      startAt: hoursFromNow(0.5),
      endAt: hoursFromNow(2),
      status: 'pending',
    });
    expect(await sendReservationRemindersUnscoped(t.db, t.config.publicUrl)).toBe(1);
    expect(await sendReservationRemindersUnscoped(t.db, t.config.publicUrl)).toBe(0);
    expect((await reservationRow(t.db, soon)).reminder_sent_at).not.toBeNull();
    const bell = (await call(tech, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ title: m.reminderTitle, message: expect.stringContaining('Boom Lift B9') });
    const email = await t.db.query<{ subject: string; body_text: string }>(
      `select subject, body_text from email_outbox where subject = $1 and body_text like '%Boom Lift B9%'`,
      [m.reminderTitle],
    );
    expect(email).toHaveLength(1);
    expect(email[0]!.body_text).toContain(`https://portal.example.test/dashboard/equipment?view=reservations&reservation=${soon}`);
  });
});
