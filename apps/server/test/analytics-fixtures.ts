import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';

/** D(n): the UTC date n days ago; at(n, '12:00'): that day at a UTC time. */
export const D = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
export const at = (n: number, time: string): string => `${D(n)}T${time}:00Z`;

const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();

async function one(db: Database, sql: string, values: unknown[]): Promise<string> {
  const rows = await db.query<{ id: string }>(`${sql} returning id`, values);
  return rows[0]!.id;
}

export async function machine(
  db: Database,
  companyId: string,
  name: string,
  status: string,
  hours: number | null = null,
  archived = false,
) {
  return one(db, 'insert into equipment (company_id, name, status, hours, archived_at) values ($1, $2, $3, $4, $5)', [
    companyId,
    name,
    status,
    hours,
    archived ? new Date().toISOString() : null,
  ]);
}

export async function task(
  db: Database,
  o: { companyId: string; equipmentId?: string; dueDate: string; status?: string; completedAt?: string; dueHours?: number },
) {
  const status = o.status ?? (o.completedAt ? 'completed' : 'pending');
  return one(
    db,
    `insert into maintenance_tasks (company_id, task_number, equipment_id, title, status, due_date, anchor_date, series_id,
                                    completed_at, completed_on, due_hours)
     values ($1, $2, $3, 'Service', $4, $5, $5, gen_random_uuid(), $6, ($6::timestamptz at time zone 'UTC')::date, $7)`,
    [o.companyId, `MT-${hex(4)}`, o.equipmentId ?? null, status, o.dueDate, o.completedAt ?? null, o.dueHours ?? null],
  );
}

export async function repair(
  db: Database,
  o: { companyId: string; equipmentId: string; createdAt: string; status: string; completedAt?: string; quote?: string },
) {
  return one(
    db,
    `insert into repairs (company_id, equipment_id, description, status, created_at, completed_at, quote_amount)
     values ($1, $2, 'Hydraulic leak', $3, $4, $5, $6)`,
    [o.companyId, o.equipmentId, o.status, o.createdAt, o.completedAt ?? null, o.quote ?? null],
  );
}

export async function reading(db: Database, companyId: string, equipmentId: string, hours: number, readAt: string) {
  await db.query('insert into meter_readings (company_id, equipment_id, hours, read_at) values ($1, $2, $3, $4)', [
    companyId,
    equipmentId,
    hours,
    readAt,
  ]);
}

export async function scan(db: Database, companyId: string, equipmentId: string, scannedAt: string) {
  await db.query(`insert into qr_scan_logs (company_id, equipment_id, scanned_at, source) values ($1, $2, $3, 'camera')`, [
    companyId,
    equipmentId,
    scannedAt,
  ]);
}

/**
 * One quote → order → invoice chain written through the owner handle. `order`/`invoice` false stop the chain;
 * paidAt settles the invoice in full, amountPaid records a part payment.
 */
export async function chain(
  db: Database,
  o: {
    companyId: string;
    total: string;
    quoteDate: string;
    status?: string;
    issued?: boolean;
    order?: { date: string; status?: string };
    invoice?: { date: string; termsDays?: number; status?: 'issued' | 'paid' | 'void'; paidAt?: string; amountPaid?: string };
  },
) {
  const issued = o.issued ?? true;
  const quoteId = await one(
    db,
    `insert into quote_requests (company_id, title, status, total_client_cost, quote_number, quote_date)
     values ($1, 'Overhaul', $2, $3, case when $5 then 'QT-' || lpad(nextval('quote_number_seq')::text, 5, '0') end, $4)`,
    [o.companyId, o.status ?? 'accepted', o.total, issued ? o.quoteDate : null, issued],
  );
  if (!o.order) return;
  const orderId = await one(
    db,
    `insert into sales_orders (company_id, quote_request_id, status, order_date, subtotal, total) values ($1, $2, $3, $4, $5, $5)`,
    [o.companyId, quoteId, o.order.status ?? 'confirmed', o.order.date, o.total],
  );
  const i = o.invoice;
  if (!i) return;
  const status = i.status ?? (i.paidAt ? 'paid' : 'issued');
  await db.query(
    `insert into invoices (company_id, quote_request_id, sales_order_id, status, invoice_date, terms_days, due_date, subtotal, total,
                           amount_paid, paid_at, voided_at)
     values ($1, $2, $3, $4, $5, $6, $5::date + $6::int, $7, $7, $8, $9, case when $4 = 'void' then now() end)`,
    [
      o.companyId,
      quoteId,
      orderId,
      status,
      i.date,
      i.termsDays ?? 0,
      o.total,
      i.paidAt ? o.total : (i.amountPaid ?? '0'),
      i.paidAt ?? null,
    ],
  );
}

export async function trackerSource(db: Database, companyId: string): Promise<string> {
  return one(
    db,
    `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint) values ($1, 'traccar', 'Yard', $2, 'abcd')`,
    [companyId, hex(32)],
  );
}

export async function fix(db: Database, o: { companyId: string; sourceId: string; equipmentId: string; fixedAt: string; speed: number }) {
  await db.query(
    `insert into equipment_location_logs (company_id, tracker_source_id, device_id, equipment_id, fixed_at, latitude, longitude, speed_kmh)
     values ($1, $2, $3, $4, $5, 40.1, -75.2, $6)`,
    [o.companyId, o.sourceId, `device-${o.equipmentId}`, o.equipmentId, o.fixedAt, o.speed],
  );
}

export async function site(db: Database, companyId: string, name: string, equipmentIds: string[]) {
  const id = await one(db, 'insert into job_sites (company_id, site_name) values ($1, $2)', [companyId, name]);
  for (const e of equipmentIds) {
    await db.query('insert into job_site_equipment_assignments (company_id, job_site_id, equipment_id) values ($1, $2, $3)', [
      companyId,
      id,
      e,
    ]);
  }
  return id;
}

/** Parts used on a task: a part at `unitCost` and a 'used' movement of `quantity` at `createdAt`. */
export async function partsUsed(
  db: Database,
  o: { companyId: string; taskId: string; unitCost: string; quantity: number; createdAt: string },
) {
  const partId = await one(
    db,
    `insert into equipment_parts (company_id, part_name, part_number, unit_cost) values ($1, 'Filter', $2, $3)`,
    [o.companyId, `PN-${hex(4)}`, o.unitCost],
  );
  await db.query(
    `insert into part_stock_movements (company_id, part_id, kind, quantity_delta, balance_after, task_id, created_at)
     values ($1, $2, 'used', $3, 0, $4, $5)`,
    [o.companyId, partId, -o.quantity, o.taskId, o.createdAt],
  );
}

export async function operationalCost(
  db: Database,
  companyId: string,
  equipmentId: string,
  costType: string,
  amount: string,
  date: string,
) {
  await db.query(
    'insert into equipment_operational_costs (company_id, equipment_id, cost_type, amount, recorded_date) values ($1, $2, $3, $4, $5)',
    [companyId, equipmentId, costType, amount, date],
  );
}
