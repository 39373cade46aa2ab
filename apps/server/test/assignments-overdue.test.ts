import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { dayOffset, today } from './maintenance-fixtures.ts';
import { checkOut } from './assignments-fixtures.ts';
import { sendOverdueNotices } from '../src/modules/assignments/index.ts';

/** Issue 15 item 2: overdue assignments are notified daily, to the holder and the company's managers, once per day each. */
describe(`assignments: the daily overdue notice (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let manager: Member;
  let admin: Member;
  let tech: Member;
  let otherTech: Member;
  let late: Record<string, any>;

  const noticesOf = (userId: string) =>
    t.db.query<{ title: string; message: string; link: string; type: string }>(
      "select title, message, link, type from notifications where user_id = $1 and title = 'Assignment Overdue' order by created_at",
      [userId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    manager = await newTenant(t, 'manager');
    admin = await memberOf(t, manager.companyId, 'client_admin');
    tech = await memberOf(t, manager.companyId, 'technician');
    otherTech = await memberOf(t, manager.companyId, 'technician');
    const machine = await createEquipment(t, manager, { name: 'Skid Steer S-7' });
    late = await checkOut(t, tech, { equipmentId: machine.id, assignedToType: 'employee', userId: tech.id, expectedReturnDate: today() });
    await t.db.query('update asset_assignments set expected_return_date = $2 where id = $1', [late.id, dayOffset(-3)]);
    // Not overdue: due today, no date, and one overdue but returned.
    await checkOut(t, otherTech, {
      equipmentId: (await createEquipment(t, manager)).id,
      assignedToType: 'employee',
      userId: otherTech.id,
      expectedReturnDate: today(),
    });
    await checkOut(t, manager, { equipmentId: (await createEquipment(t, manager)).id, assignedToType: 'project', name: 'Open-ended' });
    const back = await checkOut(t, tech, {
      equipmentId: (await createEquipment(t, manager)).id,
      assignedToType: 'employee',
      userId: tech.id,
      expectedReturnDate: today(),
    });
    await client(t)(tech, 'POST', `/api/assignments/${back.id}/return`, {});
    await t.db.query('update asset_assignments set expected_return_date = $2 where id = $1', [back.id, dayOffset(-3)]);
  });
  afterAll(() => t.close());

  it('notifies the holder, the managers and the client admin of each overdue assignment, nobody else, and marks the day', async () => {
    expect(await sendOverdueNotices(t.db)).toBe(1);
    for (const who of [tech, manager, admin]) {
      const notes = await noticesOf(who.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'warning',
        message: `Skid Steer S-7 (with Test User) was due back on ${dayOffset(-3)}.`,
        link: '/dashboard/equipment?view=assignments&assignments=overdue',
      });
    }
    expect(await noticesOf(otherTech.id)).toEqual([]);
    const row = (
      await t.db.query<{ d: string }>('select overdue_notified_on::text as d from asset_assignments where id = $1', [late.id])
    )[0]!;
    expect(row.d).toBe(today());
  });

  it('runs again the same day without a second notice; the next day notices again (and what fell due); a returned one never', async () => {
    expect(await sendOverdueNotices(t.db)).toBe(0);
    expect(await noticesOf(tech.id)).toHaveLength(1);
    // Tomorrow: the late one again, and the one due today is now overdue too.
    expect(await sendOverdueNotices(t.db, new Date(Date.now() + 86_400_000))).toBe(2);
    expect(await noticesOf(tech.id)).toHaveLength(2);
    expect(await noticesOf(otherTech.id)).toHaveLength(1);
    await client(t)(tech, 'POST', `/api/assignments/${late.id}/return`, {});
    expect(await sendOverdueNotices(t.db, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
    expect(await noticesOf(tech.id)).toHaveLength(2);
  });
});
