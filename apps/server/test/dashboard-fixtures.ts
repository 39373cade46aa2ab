import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';

/**
 * Rows for the dashboard tests, written through the owner handle. Times are relative to now: `daysAgo(n)` is an
 * `interval` the statements subtract from now() / current_date, so every figure in dashboard.test.ts can be worked out
 * by hand from the comments beside each insert.
 */
const code = () => randomBytes(6).toString('hex').toUpperCase().slice(0, 8);

export type Machine = {
  status?: string;
  hours?: number;
  createdDaysAgo?: number;
  archivedDaysAgo?: number;
};

export async function machine(db: Database, companyId: string, m: Machine = {}): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into equipment (company_id, name, status, hours, created_at, archived_at)
     values ($1, $2, $3, $4, now() - make_interval(days => $5), case when $6::int is null then null else now() - make_interval(days => $6::int) end)
     returning id`,
    [companyId, `Machine ${code()}`, m.status ?? 'active', m.hours ?? null, m.createdDaysAgo ?? 0, m.archivedDaysAgo ?? null],
  );
  return rows[0]!.id;
}

export type Task = {
  equipmentId?: string | null;
  status?: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  /** Due date relative to today (negative: in the past). */
  dueInDays?: number;
  dueHours?: number;
  completedDaysAgo?: number;
  assignee?: string;
};

export async function task(db: Database, companyId: string, t: Task = {}): Promise<string> {
  const completed = t.status === 'completed';
  const rows = await db.query<{ id: string }>(
    `insert into maintenance_tasks (company_id, task_number, equipment_id, title, status, due_date, anchor_date, series_id, due_hours, completed_at)
     values ($1, $2, $3, 'Service', $4, current_date + $5::int, current_date + $5::int, gen_random_uuid(), $6,
             case when $7::int is null then null else now() - make_interval(days => $7::int) end)
     returning id`,
    [
      companyId,
      `MT-${code()}`,
      t.equipmentId ?? null,
      t.status ?? 'pending',
      t.dueInDays ?? 7,
      t.dueHours ?? null,
      completed ? (t.completedDaysAgo ?? 1) : null,
    ],
  );
  const id = rows[0]!.id;
  if (t.assignee)
    await db.query('insert into maintenance_task_assignments (company_id, task_id, user_id) values ($1, $2, $3)', [
      companyId,
      id,
      t.assignee,
    ]);
  return id;
}

export async function repair(db: Database, companyId: string, equipmentId: string, status: string): Promise<void> {
  await db.query(`insert into repairs (company_id, equipment_id, description, status) values ($1, $2, 'Hydraulic leak', $3)`, [
    companyId,
    equipmentId,
    status,
  ]);
}

export type Quote = { status: string; total?: string; createdDaysAgo?: number; archived?: boolean };

export async function quote(db: Database, companyId: string, q: Quote): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into quote_requests (company_id, title, status, total_client_cost, created_at, archived_at)
     values ($1, 'Parts', $2, $3::numeric, now() - make_interval(days => $4), case when $5 then now() end) returning id`,
    [companyId, q.status, q.total ?? '0', q.createdDaysAgo ?? 0, q.archived ?? false],
  );
  return rows[0]!.id;
}

/** An invoice with its order on a quote made 100 days ago (outside both trend periods). */
export async function invoice(
  db: Database,
  companyId: string,
  i: { status: 'issued' | 'paid' | 'void'; total: string; paidDaysAgo?: number },
): Promise<void> {
  const quoteId = await quote(db, companyId, { status: 'completed', total: i.total, createdDaysAgo: 100 });
  const order = await db.query<{ id: string }>(
    `insert into sales_orders (company_id, quote_request_id, order_date, subtotal, total) values ($1, $2, current_date - 100, $3, $3) returning id`,
    [companyId, quoteId, i.total],
  );
  await db.query(
    `insert into invoices (company_id, quote_request_id, sales_order_id, status, invoice_date, due_date, subtotal, total, amount_paid, paid_at, voided_at)
     values ($1, $2, $3, $4, current_date - 100, current_date - 100, $5, $5, case when $4 = 'paid' then $5::numeric else 0 end,
             case when $4 = 'paid' then now() - make_interval(days => $6::int) end, case when $4 = 'void' then now() end)`,
    [companyId, quoteId, order[0]!.id, i.status, i.total, i.paidDaysAgo ?? 0],
  );
}

export async function checkout(
  db: Database,
  companyId: string,
  a: { equipmentId: string; userId?: string; returnInDays: number; returned?: boolean },
): Promise<void> {
  await db.query(
    `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_user_id, assigned_to_name, expected_return_date, status, returned_at)
     values ($1, $2, $3, $4, 'Crew', current_date + $5::int, $6, case when $6 = 'returned' then now() end)`,
    [companyId, a.equipmentId, a.userId ? 'employee' : 'location', a.userId ?? null, a.returnInDays, a.returned ? 'returned' : 'active'],
  );
}

export async function fleetAlert(db: Database, companyId: string, acknowledged: boolean): Promise<void> {
  await db.query(
    `insert into fleet_alerts (company_id, alert_type, severity, message, dedupe_key, acknowledged, acknowledged_at)
     values ($1, 'low_battery', 'warning', 'Battery low', $2, $3, case when $3 then now() end)`,
    [companyId, `k-${code()}`, acknowledged],
  );
}

export async function part(db: Database, companyId: string, p: { stock: number; min: number; archived?: boolean }): Promise<void> {
  await db.query(
    `insert into equipment_parts (company_id, part_name, part_number, units_in_stock, min_stock, archived_at)
     values ($1, 'Filter', $2, $3, $4, case when $5 then now() end)`,
    [companyId, `PN-${code()}`, p.stock, p.min, p.archived ?? false],
  );
}
