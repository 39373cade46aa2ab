import type { Sql } from '../../db/database.ts';

/**
 * What a booking must not collide with outside its own table (ADR 0019). Read after the machine's row is locked, the
 * same lock a check-out takes, so a check-out or booking committed meanwhile is seen.
 */
export type MachineRow = { id: string; company_id: string; name: string; status: string; archived_at: Date | null };

/** Locks the machine's equipment row (select … for update): every writer of bookings for it waits here. */
export async function lockMachine(tx: Sql, id: string, companyId: string | null): Promise<MachineRow | null> {
  const rows = await tx.query<MachineRow>(
    `select id, company_id, name, status, archived_at from equipment where id = $1 and ($2::uuid is null or company_id = $2) for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** An active check-out whose expected return (end of that day, UTC) is after the start, or with no return date. */
export async function checkOutInWindow(tx: Sql, equipmentId: string, companyId: string, startAt: Date): Promise<{ holder: string } | null> {
  const rows = await tx.query<{ holder: string }>(
    `select assigned_to_name as holder from asset_assignments
      where company_id = $1 and equipment_id = $2 and status = 'active'
        and (expected_return_date is null or (expected_return_date + 1)::timestamp at time zone 'UTC' > $3)
      limit 1`,
    [companyId, equipmentId, startAt],
  );
  return rows[0] ?? null;
}

/** The first open (pending or in-progress) maintenance task of the machine due on a day the window touches (UTC). */
export async function maintenanceInWindow(
  tx: Sql,
  equipmentId: string,
  companyId: string,
  startAt: Date,
  endAt: Date,
): Promise<string | null> {
  const rows = await tx.query<{ due_date: string }>(
    `select min(due_date)::text as due_date from maintenance_tasks
      where company_id = $1 and equipment_id = $2 and status in ('pending', 'in_progress')
        and due_date >= ($3::timestamptz at time zone 'UTC')::date and due_date <= (($4::timestamptz - interval '1 microsecond') at time zone 'UTC')::date`,
    [companyId, equipmentId, startAt, endAt],
  );
  return rows[0]?.due_date ?? null;
}

/** Open (pending or confirmed, not yet over) bookings of the machine, leaving out `exceptId` (the one being moved). */
export async function openReservationCount(tx: Sql, equipmentId: string, companyId: string, exceptId: string | null): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from asset_reservations
      where company_id = $1 and equipment_id = $2 and status in ('pending', 'confirmed') and end_at > now()
        and ($3::uuid is null or id <> $3)`,
    [companyId, equipmentId, exceptId],
  );
  return rows[0]!.n;
}

/** asset_reservations_no_overlap, the table's one exclusion constraint (migration 0023). */
export const isOverlapViolation = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23P01';
