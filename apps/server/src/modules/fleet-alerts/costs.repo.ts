import type { Sql } from '../../db/database.ts';

export type CostRow = {
  id: string;
  equipment_id: string;
  cost_type: string;
  amount: string;
  period_type: string;
  recorded_date: string;
  notes: string | null;
  recorded_by_name: string | null;
  created_at: Date;
};

const columns = `c.id, c.equipment_id, c.cost_type, c.amount::text as amount, c.period_type, c.recorded_date::text as recorded_date,
  c.notes, u.name as recorded_by_name, c.created_at`;

/** spec 02 §7: the machine's costs of the last `days` days, newest first, and their sum exact to the cent (numeric). */
export async function listCosts(
  tx: Sql,
  f: { companyId: string; equipmentId: string; days: number; limit: number },
): Promise<{ rows: CostRow[]; total: string }> {
  const rows = await tx.query<CostRow & { total: string }>(
    `select ${columns}, sum(c.amount) over ()::text as total
       from equipment_operational_costs c left join users u on u.id = c.recorded_by
      where c.company_id = $1 and c.equipment_id = $2 and c.recorded_date > current_date - $3::int
      order by c.recorded_date desc, c.created_at desc, c.id desc limit $4`,
    [f.companyId, f.equipmentId, f.days, f.limit],
  );
  return { rows, total: rows[0]?.total ?? '0.00' };
}

export async function insertCost(
  tx: Sql,
  c: {
    companyId: string;
    equipmentId: string;
    costType: string;
    amount: string;
    periodType: string;
    recordedDate: string | null;
    notes: string | null;
    recordedBy: string;
  },
): Promise<CostRow> {
  const rows = await tx.query<CostRow>(
    `with added as (
       insert into equipment_operational_costs (company_id, equipment_id, cost_type, amount, period_type, recorded_date, notes, recorded_by)
       values ($1, $2, $3, $4::numeric, $5, coalesce($6::date, current_date), $7, $8) returning *)
     select ${columns} from added c left join users u on u.id = c.recorded_by`,
    [c.companyId, c.equipmentId, c.costType, c.amount, c.periodType, c.recordedDate, c.notes, c.recordedBy],
  );
  return rows[0]!;
}
