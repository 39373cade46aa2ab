import type { Sql } from '../../db/database.ts';

/** The activity log's SQL for the history export (issue 17 item 5; ADR 0031). */

export type HistoryRow = {
  id: string;
  created_at: Date;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: string;
  user_name: string | null;
  equipment_name: string | null;
};
export type HistoryCursor = { createdAt: string; id: string };

/** The machine a row is about: its own id for equipment rows, else the equipmentId its details name (when a UUID). */
const machineIdSql = `(select case when x ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then x::uuid end
   from (select case when a.entity_type = 'equipment' then a.entity_id else a.details ->> 'equipmentId' end as x) s)`;

/**
 * One page of a company's activity log in [from, to] (UTC days), newest first, after `cursor`; only one machine's rows
 * when `equipmentId` is given (its own rows through activity_logs_company_entity_idx, and rows whose details name it).
 */
export async function historyPage(
  tx: Sql,
  f: { companyId: string; equipmentId: string | null; from: string; to: string },
  cursor: HistoryCursor | null,
  limit: number,
): Promise<HistoryRow[]> {
  return tx.query<HistoryRow>(
    `select a.id, a.created_at, a.action, a.entity_type, a.entity_id, a.details::text as details,
            u.name as user_name, e.name as equipment_name
       from activity_logs a
       left join users u on u.id = a.user_id
       left join equipment e on e.company_id = a.company_id and e.id = ${machineIdSql}
      where a.company_id = $1
        and a.created_at >= ($3::date)::timestamp at time zone 'UTC' and a.created_at < ($4::date + 1)::timestamp at time zone 'UTC'
        and ($2::text is null or (a.entity_type = 'equipment' and a.entity_id = $2::text) or a.details ->> 'equipmentId' = $2::text)
        and ($5::timestamptz is null or (a.created_at, a.id) < ($5::timestamptz, $6::uuid))
      order by a.created_at desc, a.id desc
      limit $7`,
    [f.companyId, f.equipmentId, f.from, f.to, cursor?.createdAt ?? null, cursor?.id ?? null, limit],
  );
}

/** The machine (its company and name), or null when it is not found in `companyId` (null: any company). */
export async function findMachine(tx: Sql, id: string, companyId: string | null) {
  const rows = await tx.query<{ id: string; company_id: string; name: string }>(
    `select id, company_id, name from equipment where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Whether the company exists (the provider admin's ?companyId). */
export async function companyExists(tx: Sql, id: string): Promise<boolean> {
  return (await tx.query('select 1 from companies where id = $1', [id])).length > 0;
}
