import type { Sql } from '../../db/database.ts';

/**
 * The dashboard's figures as a few aggregate statements (issue 17: p95 ≤ 100 ms at 100k machines in one company).
 * Each scans its table once by the company-leading indexes and counts with `count(*) filter (where …)`; nothing runs a
 * subquery per row. companyId null: the provider admin's all-company view; RLS decides what exists either way.
 * Measured on PostgreSQL 15 on the 2-core dev machine with 100k machines and 300k tasks (half of the open ones overdue) in
 * one company: fleet ≈ 0.6 s, tasks ≈ 0.5 s, the rest ≈ 40 ms. Every 100k-row scan under RLS costs ≈ 120 ms there on its
 * own, so issue 17's 100 ms at that scale needs a per-company summary kept by a job; not built yet.
 */
export type Window = {
  /** Date of "today" for derived overdue states (dates.rules.ts effectiveToday). */
  today: string;
  /** Start of the current period and of the one before it (ISO timestamps). */
  periodStart: string;
  previousStart: string;
};

export type FleetRow = { total: number; active: number; idle: number; maintenance: number; total_before: number };

/**
 * spec 02 §2 fleet stats, by the availability rule of modules/equipment/availability.sql.ts (ADR 0003), over live
 * (unarchived) machines:
 * - maintenance: the label Maintenance — status maintenance, repair or out_of_service, or an open task in hand (in
 *   progress, or pending with its date reached or, hours-based, its hours reached). The open tasks are grouped per
 *   machine once and joined, instead of the label's EXISTS per row;
 * - active / idle: status active / idle and not in maintenance (on a site, checked out or reserved still counts);
 * - total: every live machine, inactive and retired included, so active + idle + maintenance ≤ total.
 * total_before: the fleet one period ago — created before the period and not yet archived then.
 */
export async function fleetCounts(tx: Sql, companyId: string | null, w: Window): Promise<FleetRow> {
  const rows = await tx.query<FleetRow>(
    // in_hand is materialised: computed once, whatever the planner believes about its size. Without statistics (an
    // embedded database before its first analyze) the planner thought it one row and ran it again for every machine:
    // 0.4–0.9 s for the 61-machine demo company on PGlite, 26–74 ms after (docs/performance.md, 2026-11-27).
    `with in_hand as materialized (
       -- Open tasks in hand by date come from the open-task partial index; only hours-based ones need the machine's hours.
       select t.equipment_id from maintenance_tasks t
        where t.status in ('pending', 'in_progress') and (t.status = 'in_progress' or t.due_date <= current_date)
          and t.equipment_id is not null and ($1::uuid is null or t.company_id = $1)
       union
       select t.equipment_id from maintenance_tasks t join equipment e on e.id = t.equipment_id and e.company_id = t.company_id
        where t.status = 'pending' and t.due_date > current_date and t.due_hours <= e.hours and ($1::uuid is null or t.company_id = $1)),
     m as (
       select e.status, e.archived_at, e.created_at,
              (e.status in ('maintenance', 'repair', 'out_of_service') or h.equipment_id is not null) as in_maintenance
         from equipment e left join in_hand h on h.equipment_id = e.id
        where ($1::uuid is null or e.company_id = $1))
     select count(*) filter (where archived_at is null)::int as total,
            count(*) filter (where archived_at is null and not in_maintenance and status = 'active')::int as active,
            count(*) filter (where archived_at is null and not in_maintenance and status = 'idle')::int as idle,
            count(*) filter (where archived_at is null and in_maintenance)::int as maintenance,
            count(*) filter (where created_at < $2::timestamptz and (archived_at is null or archived_at >= $2::timestamptz))::int as total_before
       from m`,
    [companyId, w.periodStart],
  );
  return rows[0]!;
}

export type TaskRow = { open: number; overdue: number; completed_now: number; completed_before: number };

/** Open and overdue tasks (ADR 0004: overdue derived from the due date or the machine's hours), completions per period. */
export async function taskCounts(tx: Sql, companyId: string | null, w: Window): Promise<TaskRow> {
  const rows = await tx.query<TaskRow>(
    `with open as (
       select t.id, t.due_date < $2::date as late_by_date, t.due_hours, t.equipment_id
         from maintenance_tasks t where t.status in ('pending', 'in_progress') and ($1::uuid is null or t.company_id = $1)),
     late_by_hours as (
       select o.id from open o join equipment e on e.id = o.equipment_id
        where not o.late_by_date and o.due_hours is not null and e.hours >= o.due_hours and ($1::uuid is null or e.company_id = $1)),
     overdue as (select id from open where late_by_date union all select id from late_by_hours),
     done as (
       select count(*) filter (where completed_at >= $3::timestamptz) as now, count(*) filter (where completed_at < $3::timestamptz) as before
         from maintenance_tasks where status = 'completed' and completed_at >= $4::timestamptz and ($1::uuid is null or company_id = $1))
     select (select count(*) from open)::int as open,
            (select count(*) from overdue)::int as overdue,
            done.now::int as completed_now, done.before::int as completed_before
       from done`,
    [companyId, w.today, w.periodStart, w.previousStart],
  );
  return rows[0]!;
}

export type MoneyRow = {
  open_quotes: number;
  open_value_cents: number;
  to_accept: number;
  to_price: number;
  requested_now: number;
  requested_before: number;
  to_pay: number;
  paid_now: number;
  paid_now_cents: number;
  paid_before_cents: number;
};

/**
 * Quote requests (live, not archived) and invoices (not void). Open quotes: `openStatuses`; to accept: sent to the
 * client; to price: waiting for the provider. To pay: issued with a balance. Paid: amount paid, by the paid_at time.
 */
export async function moneyCounts(
  tx: Sql,
  companyId: string | null,
  w: Window,
  s: { openStatuses: readonly string[]; toPriceStatuses: readonly string[] },
): Promise<MoneyRow> {
  const rows = await tx.query<MoneyRow>(
    `with q as (
       select count(*) filter (where status = any($4::text[]))::int as open_quotes,
              (coalesce(sum(total_client_cost) filter (where status = any($4::text[])), 0) * 100)::bigint as open_value_cents,
              count(*) filter (where status = 'sent_to_client')::int as to_accept,
              count(*) filter (where status = any($5::text[]))::int as to_price,
              count(*) filter (where created_at >= $2::timestamptz)::int as requested_now,
              count(*) filter (where created_at >= $3::timestamptz and created_at < $2::timestamptz)::int as requested_before
         from quote_requests where archived_at is null and ($1::uuid is null or company_id = $1)),
     i as (
       select count(*) filter (where status = 'issued' and amount_paid < total)::int as to_pay,
              count(*) filter (where status = 'paid' and paid_at >= $2::timestamptz)::int as paid_now,
              (coalesce(sum(amount_paid) filter (where status = 'paid' and paid_at >= $2::timestamptz), 0) * 100)::bigint as paid_now_cents,
              (coalesce(sum(amount_paid) filter (where status = 'paid' and paid_at >= $3::timestamptz and paid_at < $2::timestamptz), 0)
                * 100)::bigint as paid_before_cents
         from invoices
        where ($1::uuid is null or company_id = $1) and (status = 'issued' or (status = 'paid' and paid_at >= $3::timestamptz)))
     select * from q, i`,
    [companyId, w.periodStart, w.previousStart, s.openStatuses, s.toPriceStatuses],
  );
  const r = rows[0]!;
  return {
    ...r,
    open_value_cents: Number(r.open_value_cents),
    paid_now_cents: Number(r.paid_now_cents),
    paid_before_cents: Number(r.paid_before_cents),
  };
}

export type WorkRow = { repairs_submitted: number; returns_overdue: number; alerts_open: number; low_stock: number };

/** Repairs awaiting a decision, check-outs past their return date (derived, spec 02 §4), open fleet alerts, low stock. */
export async function workCounts(tx: Sql, companyId: string | null, w: Window): Promise<WorkRow> {
  const rows = await tx.query<WorkRow>(
    `select (select count(*) from repairs where status = 'submitted' and ($1::uuid is null or company_id = $1))::int as repairs_submitted,
            a.overdue::int as returns_overdue,
            (select count(*) from fleet_alerts where not acknowledged and ($1::uuid is null or company_id = $1))::int as alerts_open,
            (select count(*) from equipment_parts
              where units_in_stock <= min_stock and archived_at is null and ($1::uuid is null or company_id = $1))::int as low_stock
       from (select count(*) as overdue from asset_assignments
              where status = 'active' and expected_return_date < $2::date and ($1::uuid is null or company_id = $1)) a`,
    [companyId, w.today],
  );
  return rows[0]!;
}

export type PersonalRow = { overdue_mine: number; returns_overdue_mine: number };

/**
 * The viewer's own figures, always counted live (they are not in a snapshot): their overdue tasks (ADR 0004, by date or
 * by the machine's hours) and the check-outs they hold past the return date. Both start from the person's own rows.
 */
export async function personalCounts(tx: Sql, companyId: string | null, actorId: string, w: Window): Promise<PersonalRow> {
  const rows = await tx.query<PersonalRow>(
    `select (select count(*) from maintenance_task_assignments a
               join maintenance_tasks t on t.id = a.task_id and t.company_id = a.company_id
               left join equipment e on e.id = t.equipment_id and e.company_id = t.company_id
              where a.user_id = $2::uuid and ($1::uuid is null or a.company_id = $1) and t.status in ('pending', 'in_progress')
                and (t.due_date < $3::date or (t.due_hours is not null and e.hours >= t.due_hours)))::int as overdue_mine,
            (select count(*) from asset_assignments
              where status = 'active' and assigned_user_id = $2::uuid and expected_return_date < $3::date
                and ($1::uuid is null or company_id = $1))::int as returns_overdue_mine`,
    [companyId, actorId, w.today],
  );
  return rows[0]!;
}

export async function companyName(tx: Sql, companyId: string): Promise<string | null> {
  const rows = await tx.query<{ name: string }>('select name from companies where id = $1', [companyId]);
  return rows[0]?.name ?? null;
}

/** The register now: unarchived machines by stored status. */
export async function statusCounts(tx: Sql, companyId: string | null): Promise<{ status: string; count: number }[]> {
  return tx.query<{ status: string; count: number }>(
    `select e.status, count(*)::int as count from equipment e where ($1::uuid is null or e.company_id = $1) and e.archived_at is null group by 1 order by 2 desc, 1`,
    [companyId],
  );
}
