import type { Sql } from '../../db/database.ts';

export type DueReminderRow = {
  id: string;
  company_id: string;
  reserved_by: string;
  equipment_name: string;
  start_at: Date;
};

/**
 * Marks and returns the confirmed bookings starting within `leadMinutes` that have had no reminder yet, across every
 * company: a system job, run as the owner (ADR 0010), so unscoped on purpose. Marking in the same statement makes the
 * reminder go once even if two passes met.
 */
export async function takeDueRemindersUnscoped(tx: Sql, now: Date, leadMinutes: number, limit: number): Promise<DueReminderRow[]> {
  return tx.query<DueReminderRow>(
    `with due as (
       select r.id from asset_reservations r
        where r.status = 'confirmed' and r.reminder_sent_at is null and r.reserved_by is not null
          and r.start_at > $1 and r.start_at <= $1::timestamptz + make_interval(mins => $2)
        order by r.start_at limit $3 for update skip locked)
     update asset_reservations r set reminder_sent_at = $1 from due, equipment e
      where r.id = due.id and e.id = r.equipment_id and e.company_id = r.company_id
      returning r.id, r.company_id, r.reserved_by, e.name as equipment_name, r.start_at`,
    [now, leadMinutes, limit],
  );
}
