import type { Sql } from '../../db/database.ts';

export type MovementRow = {
  id: string;
  part_id: string;
  kind: string;
  quantity_delta: number;
  balance_after: number;
  reason: string | null;
  task_id: string | null;
  task_number: string | null;
  task_title: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: Date;
  part_name?: string;
  part_number?: string;
};

const movementSelect = `select m.id, m.part_id, m.kind, m.quantity_delta, m.balance_after, m.reason, m.task_id, t.task_number,
    t.title as task_title, m.user_id, u.name as user_name, m.created_at, p.part_name, p.part_number
  from part_stock_movements m
  join equipment_parts p on p.id = m.part_id and p.company_id = m.company_id
  left join maintenance_tasks t on t.id = m.task_id and t.company_id = m.company_id
  left join users u on u.id = m.user_id`;

export async function insertMovement(
  tx: Sql,
  m: {
    companyId: string;
    partId: string;
    kind: string;
    delta: number;
    balanceAfter: number;
    reason: string | null;
    taskId: string | null;
    userId: string;
  },
): Promise<MovementRow> {
  const rows = await tx.query<{ id: string }>(
    `insert into part_stock_movements (company_id, part_id, kind, quantity_delta, balance_after, reason, task_id, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [m.companyId, m.partId, m.kind, m.delta, m.balanceAfter, m.reason, m.taskId, m.userId],
  );
  return (await tx.query<MovementRow>(`${movementSelect} where m.id = $1`, [rows[0]!.id]))[0]!;
}

export async function setStock(tx: Sql, partId: string, companyId: string, units: number): Promise<void> {
  await tx.query('update equipment_parts set units_in_stock = $3, updated_at = now() where id = $1 and company_id = $2', [
    partId,
    companyId,
    units,
  ]);
}

/** The ledger of one part, newest first. */
export async function listMovements(tx: Sql, partId: string, companyId: string, limit: number): Promise<MovementRow[]> {
  return tx.query<MovementRow>(
    `${movementSelect} where m.company_id = $2 and m.part_id = $1 order by m.created_at desc, m.id desc limit $3`,
    [partId, companyId, limit],
  );
}

/** Parts used on one task, oldest first. */
export async function listTaskMovements(tx: Sql, taskId: string, companyId: string): Promise<MovementRow[]> {
  return tx.query<MovementRow>(`${movementSelect} where m.company_id = $2 and m.task_id = $1 order by m.created_at, m.id limit 1000`, [
    taskId,
    companyId,
  ]);
}

/** A task the movement points at, read-only (the maintenance module owns the table). */
export async function findTaskRef(tx: Sql, id: string, companyId: string | null): Promise<{ id: string; company_id: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string }>(
    'select id, company_id from maintenance_tasks where id = $1 and ($2::uuid is null or company_id = $2)',
    [id, companyId],
  );
  return rows[0] ?? null;
}
