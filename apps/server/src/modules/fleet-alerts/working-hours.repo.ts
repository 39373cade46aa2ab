import type { Sql } from '../../db/database.ts';

export async function saveWorkingHours(
  tx: Sql,
  w: { companyId: string; days: number[]; start: string; end: string; timeZone: string; updatedBy: string },
): Promise<void> {
  await tx.query(
    `insert into fleet_working_hours (company_id, days, start_time, end_time, time_zone, updated_by) values ($1, $2::smallint[], $3, $4, $5, $6)
     on conflict (company_id) do update set days = excluded.days, start_time = excluded.start_time, end_time = excluded.end_time,
       time_zone = excluded.time_zone, updated_by = excluded.updated_by, updated_at = now()`,
    [w.companyId, w.days, w.start, w.end, w.timeZone, w.updatedBy],
  );
}

/** Whether the company exists for the caller (RLS: another company's id finds nothing). */
export async function companyVisible(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query(`select 1 from companies where id = $1`, [companyId])).length > 0;
}
