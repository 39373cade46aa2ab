import { reservationMessages as m } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/index.ts';
import { reservationLink } from './reservations.mapper.ts';
import { takeDueRemindersUnscoped } from './reminders.repo.ts';

export const reminderQueue = 'reservations.reminders';
/** The booker hears about a confirmed booking this long before it starts (issue 15 item 3: reminders before the start). */
export const reminderLeadMinutes = 60;

const when = (d: Date) => `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * One pass: every confirmed booking that starts within the next hour and had no reminder gets one, in the bell and by
 * email (through the outbox). Returns how many were sent. Runs as the system across companies (ADR 0010).
 */
export async function sendReservationRemindersUnscoped(db: Database, _publicUrl: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await takeDueRemindersUnscoped(tx, now, reminderLeadMinutes, 500);
    for (const r of due) {
      await notify(tx, {
        kind: 'reservation_starting',
        companyId: r.company_id,
        to: { userIds: [r.reserved_by] },
        type: 'info',
        title: m.reminderTitle,
        message: m.reminder(r.equipment_name, when(r.start_at)),
        link: reservationLink(r.id),
      });
    }
    return due.length;
  });
}

/** Declares the reminder pass: every 5 minutes, one at a time across every process. */
export function defineReservationReminders(deps: AppDeps): void {
  deps.jobs.define(reminderQueue, async () => {
    if ((await sendReservationRemindersUnscoped(deps.db, deps.config.publicUrl)) > 0) deps.mailer.kick();
  });
  deps.jobs.schedule(reminderQueue, 'every 5 min', { queue: reminderQueue, singleton: true, maxAttempts: 3 });
}
