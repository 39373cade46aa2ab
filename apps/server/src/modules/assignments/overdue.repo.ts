import type { Sql } from '../../db/database.ts';

export type OverdueRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  assigned_user_id: string | null;
  assigned_to_name: string;
  expected_return_date: string;
};

/**
 * Runs as the owner across every company (a system job, ADR 0001): the active assignments past their expected return
 * date not yet noticed today, locked so two runs never notice one twice.
 */
export async function lockOverdueUnnoticedUnscoped(tx: Sql, today: string, limit: number): Promise<OverdueRow[]> {
  return tx.query<OverdueRow>(
    `select a.id, a.company_id, a.equipment_id, e.name as equipment_name, a.assigned_user_id, a.assigned_to_name,
        a.expected_return_date::text as expected_return_date
      from asset_assignments a join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
      where a.status = 'active' and a.expected_return_date < $1::date
        and (a.overdue_notified_on is null or a.overdue_notified_on < $1::date)
      order by a.expected_return_date, a.id
      limit $2
      for update of a skip locked`,
    [today, limit],
  );
}

export async function markNoticedUnscoped(tx: Sql, ids: string[], today: string): Promise<void> {
  await tx.query('update asset_assignments set overdue_notified_on = $2::date where id = any($1::uuid[])', [ids, today]);
}
