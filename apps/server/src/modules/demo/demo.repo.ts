import type { Sql } from '../../db/database.ts';

/** The tables the demo writes, as the seed and the removal know them; only these names are ever put into SQL text. */
export const demoTables = [
  'equipment',
  'meter_readings',
  'qr_scan_logs',
  'maintenance_tasks',
  'maintenance_task_assignments',
  'repairs',
  'equipment_parts',
  'part_stock_movements',
  'part_equipment_links',
  'parts_quotes',
  'quote_requests',
  'quote_items',
  'quote_status_events',
  'sales_orders',
  'invoices',
  'ledger_lines',
  'shipping_packages',
  'payment_sessions',
  'payment_events',
  'activity_logs',
  'job_sites',
  'job_site_equipment_assignments',
  'job_site_team_assignments',
  'asset_reservations',
  'asset_assignments',
  'fleet_tracker_sources',
  'tracker_devices',
  'equipment_tracker_assignments',
  'equipment_location_logs',
  'fleet_alerts',
  'equipment_operational_costs',
  'equipment_sensor_data',
] as const;
export type DemoTable = (typeof demoTables)[number];

/**
 * One multi-row INSERT per call: the rows travel as one JSON parameter and take the table's own column types
 * (jsonb_populate_recordset), so a fleet of a few thousand rows is a handful of statements (start-up time, DESIGN §7).
 * Every row of a call has the same keys, which are column names.
 */
export async function insertRows(tx: Sql, table: DemoTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  for (const c of columns) if (!/^[a-z_]+$/.test(c)) throw new Error(`not a column name: ${c}`);
  const list = columns.join(', ');
  const normalised = rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
  await tx.query(`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
    JSON.stringify(normalised),
  ]);
}

/** Whether a named demo set was seeded before (even if since removed): a set is seeded once. */
export async function wasSeeded(tx: Sql, name: string): Promise<boolean> {
  return (await tx.query('select 1 from demo_seeds where name = $1', [name])).length > 0;
}

export async function recordSeeded(tx: Sql, name: string): Promise<void> {
  await tx.query('insert into demo_seeds (name) values ($1) on conflict (name) do nothing', [name]);
}

/** Ids of the demo accounts and companies (written by the account seed). */
export async function demoPeopleUnscoped(tx: Sql): Promise<{ id: string; email: string; name: string; company_id: string }[]> {
  return tx.query('select id, email, name, company_id from users where is_demo');
}

/** The demo company's own demo machines that are in use (not archived, not out of service), by name. */
export async function demoMachinesUnscoped(
  tx: Sql,
  companyId: string,
): Promise<{ id: string; name: string; equipment_type: string | null }[]> {
  return tx.query(
    `select id, name, equipment_type from equipment
      where company_id = $1 and is_demo and archived_at is null and status in ('active', 'idle') order by name, id`,
    [companyId],
  );
}

/**
 * Demo machines free to book between two days: in service, not at a site, not checked out, and no open maintenance task
 * due in that span (bookings respect all three).
 */
export async function bookableDemoMachinesUnscoped(
  tx: Sql,
  companyId: string,
  from: string,
  to: string,
): Promise<{ id: string; name: string }[]> {
  return tx.query(
    `select e.id, e.name from equipment e
      where e.company_id = $1 and e.is_demo and e.archived_at is null and e.status in ('active', 'idle')
        and not exists (select 1 from job_site_equipment_assignments j where j.equipment_id = e.id and j.status = 'active')
        and not exists (select 1 from asset_assignments a where a.equipment_id = e.id and a.status = 'active')
        and not exists (select 1 from maintenance_tasks t where t.equipment_id = e.id and t.status in ('pending', 'in_progress')
          and t.due_date between $2::date and $3::date)
      order by e.name, e.id`,
    [companyId, from, to],
  );
}

/**
 * Demo machines free for a check-out from `from` on: in use, at no job site, not checked out, no maintenance in hand
 * (the availability rule) and no booking (pending or confirmed) ending after `from` — so a demo check-out never contradicts another demo record.
 */
export async function checkOutableDemoMachinesUnscoped(tx: Sql, companyId: string, from: string): Promise<{ id: string; name: string }[]> {
  return tx.query(
    `select e.id, e.name from equipment e
      where e.company_id = $1 and e.is_demo and e.archived_at is null and e.status in ('active', 'idle')
        and not exists (select 1 from job_site_equipment_assignments j where j.equipment_id = e.id and j.status = 'active')
        and not exists (select 1 from asset_assignments a where a.equipment_id = e.id and a.status = 'active')
        and not exists (select 1 from maintenance_tasks t where t.equipment_id = e.id and t.status in ('pending', 'in_progress')
          and (t.due_date <= current_date or t.due_hours <= e.hours))
        and not exists (select 1 from asset_reservations r where r.equipment_id = e.id and r.status <> 'cancelled' and r.end_at > $2::timestamptz)
      order by e.name, e.id`,
    [companyId, from],
  );
}

/** A machine checked out: its holder columns, as the check-out service keeps them (modules/assignments). */
export async function markCheckedOutUnscoped(tx: Sql, equipmentId: string, holder: { id: string | null; name: string }): Promise<void> {
  await tx.query(`update equipment set assignment_status = 'assigned', assigned_to = $2, assigned_to_name = $3 where id = $1`, [
    equipmentId,
    holder.id,
    holder.name,
  ]);
}

export async function companyHasAssignments(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from asset_assignments where company_id = $1 limit 1', [companyId])).length > 0;
}

export async function companyHasReservations(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from asset_reservations where company_id = $1 limit 1', [companyId])).length > 0;
}

export async function companyHasJobSites(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from job_sites where company_id = $1 limit 1', [companyId])).length > 0;
}

export async function companyHasEquipment(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from equipment where company_id = $1 limit 1', [companyId])).length > 0;
}

/**
 * Flags what the real services wrote for the demo quotes (items, history, orders, invoices, their lines, payments and
 * the activity log) as demo rows. Runs in the seed transaction right after them.
 */
export async function flagQuoteChildren(tx: Sql, quoteIds: string[], equipmentIds: string[]): Promise<void> {
  await tx.query('update quote_requests set is_demo = true where id = any($1::uuid[])', [quoteIds]);
  await tx.query('update quote_items set is_demo = true where quote_request_id = any($1::uuid[])', [quoteIds]);
  await tx.query('update quote_status_events set is_demo = true where quote_request_id = any($1::uuid[])', [quoteIds]);
  await tx.query('update sales_orders set is_demo = true where quote_request_id = any($1::uuid[])', [quoteIds]);
  await tx.query('update invoices set is_demo = true where quote_request_id = any($1::uuid[])', [quoteIds]);
  await tx.query(
    `update ledger_lines set is_demo = true where document_id in
       (select id from sales_orders where quote_request_id = any($1::uuid[]) union all select id from invoices where quote_request_id = any($1::uuid[]))`,
    [quoteIds],
  );
  await tx.query(
    'update shipping_packages set is_demo = true where sales_order_id in (select id from sales_orders where quote_request_id = any($1::uuid[]))',
    [quoteIds],
  );
  await tx.query(
    'update payment_sessions set is_demo = true where invoice_id in (select id from invoices where quote_request_id = any($1::uuid[]))',
    [quoteIds],
  );
  await tx.query(
    'update payment_events set is_demo = true where invoice_id in (select id from invoices where quote_request_id = any($1::uuid[]))',
    [quoteIds],
  );
  await tx.query(
    `update activity_logs set is_demo = true where entity_id = any($1::text[]) or entity_id = any($2::text[])
       or entity_id in (select id::text from invoices where quote_request_id = any($1::uuid[]))
       or entity_id in (select id::text from sales_orders where quote_request_id = any($1::uuid[]))`,
    [quoteIds, equipmentIds],
  );
}

/**
 * Moves a demo quote's history so far `days` back (the request, its items and status events, its dates). Called
 * between workflow steps, earlier steps move further back, so the demo reads as weeks of work, not one start-up.
 */
export async function shiftQuoteBack(tx: Sql, quoteId: string, days: number): Promise<void> {
  const back = 'make_interval(days => $2)';
  // One statement (data-modifying CTEs): the seed calls this twenty times.
  await tx.query(
    `with items as (update quote_items set created_at = created_at - ${back}, priced_at = priced_at - ${back} where quote_request_id = $1),
          events as (update quote_status_events set created_at = created_at - ${back} where quote_request_id = $1)
     update quote_requests set created_at = created_at - ${back}, updated_at = updated_at - ${back}, quote_date = quote_date - $2::int,
       expiry_date = expiry_date - $2::int, vendor_response_date = vendor_response_date - ${back},
       client_response_date = client_response_date - ${back} where id = $1`,
    [quoteId, days],
  );
}

/** When a demo invoice was paid (the webhook's own writes say now). */
export async function backdatePayment(tx: Sql, invoiceId: string, at: string): Promise<void> {
  await tx.query('update invoices set paid_at = $2, updated_at = $2 where id = $1', [invoiceId, at]);
  await tx.query(`update payment_sessions set created_at = $2::timestamptz - interval '3 minutes', paid_at = $2 where invoice_id = $1`, [
    invoiceId,
    at,
  ]);
  await tx.query('update payment_events set received_at = $2 where invoice_id = $1', [invoiceId, at]);
  await tx.query(`update activity_logs set created_at = $2 where entity_id = $1 and action = 'invoice_payment_received'`, [invoiceId, at]);
}

/** Demo rows per table, as the caller may see them (a provider admin sees all companies). */
export async function countDemoRows(tx: Sql): Promise<Record<DemoTable, number>> {
  const parts = demoTables.map((t) => `(select count(*)::int from ${t} where is_demo) as ${t}`);
  const rows = await tx.query<Record<DemoTable, number>>(`select ${parts.join(', ')}`);
  return rows[0]!;
}

/** The user's own records that refer to demo records (empty when the demo can go); demo_data_blockers() in 0022. */
export async function demoBlockers(tx: Sql): Promise<Record<string, number>> {
  const rows = await tx.query<{ b: Record<string, number> }>('select demo_data_blockers() as b');
  return rows[0]!.b ?? {};
}

/** Deletes the demo records; rows removed per table. remove_demo_data() in 0022 (owner rights, provider admin only). */
export async function removeDemoRows(tx: Sql): Promise<Record<string, number>> {
  const rows = await tx.query<{ r: Record<string, number> }>('select remove_demo_data() as r');
  return rows[0]!.r;
}
