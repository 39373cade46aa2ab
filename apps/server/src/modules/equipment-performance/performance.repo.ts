import type { Sql } from '../../db/database.ts';

/**
 * The SQL behind a machine's Performance and Insights tabs (ADR 0031). Each query reads one machine's rows through an
 * index leading with (company_id, equipment_id); the rules in packages/domain/src/equipment turn the counts into figures.
 */

export type MachineRow = {
  id: string;
  company_id: string;
  created_at: Date;
  hours: number | null;
  purchase_date: string | null;
  year: number | null;
  next_service_date: string | null;
};

export async function findMachine(tx: Sql, id: string, companyId: string | null): Promise<MachineRow | null> {
  const rows = await tx.query<MachineRow>(
    `select id, company_id, created_at, hours::float8 as hours, purchase_date::text as purchase_date, year,
            next_service_date::text as next_service_date
       from equipment where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

type Key = { companyId: string; equipmentId: string };

/** Meter readings around the window: highest and lowest in it, how many, and the highest before it. */
export async function meterWindow(tx: Sql, k: Key, from: Date) {
  const rows = await tx.query<{ highIn: number | null; lowIn: number | null; highBefore: number | null; readingsIn: number }>(
    `select max(hours) filter (where read_at >= $3::timestamptz)::float8 as "highIn", min(hours) filter (where read_at >= $3::timestamptz)::float8 as "lowIn",
            max(hours) filter (where read_at < $3::timestamptz)::float8 as "highBefore", count(*) filter (where read_at >= $3::timestamptz)::int as "readingsIn"
       from meter_readings where company_id = $1 and equipment_id = $2 and read_at <= now()`,
    [k.companyId, k.equipmentId, from.toISOString()],
  );
  return rows[0]!;
}

/** GPS fixes in the window and the UTC days on which one was faster than `speedKmh`. */
export async function gpsWindow(tx: Sql, k: Key, from: Date, speedKmh: number) {
  const rows = await tx.query<{ fixes: number; movingDays: number }>(
    `select count(*)::int as fixes,
            count(distinct (fixed_at at time zone 'UTC')::date) filter (where speed_kmh > $4)::int as "movingDays"
       from equipment_location_logs where company_id = $1 and equipment_id = $2 and fixed_at >= $3::timestamptz`,
    [k.companyId, k.equipmentId, from.toISOString(), speedKmh],
  );
  return rows[0]!;
}

/**
 * Task counts since `since` (a date): finished and finished on time; tasks due by today or overdue (cancelled left out);
 * overdue = open past the due date or the meter past the due hours (ADR 0004, the twin of maintenance's overdueSql).
 */
export async function taskCounts(tx: Sql, k: Key, since: string, today: string) {
  const rows = await tx.query<{ completed: number; onTime: number; tasks: number; overdueTasks: number }>(
    `with t as (
       select t.status, t.due_date, t.completed_on,
              (t.status in ('pending', 'in_progress') and (t.due_date < $4::date or (t.due_hours is not null and e.hours >= t.due_hours))) as overdue
         from maintenance_tasks t join equipment e on e.id = t.equipment_id
        where t.company_id = $1 and t.equipment_id = $2 and t.status <> 'cancelled')
     select count(*) filter (where status = 'completed' and completed_on >= $3::date)::int as completed,
            count(*) filter (where status = 'completed' and completed_on >= $3::date and completed_on <= due_date)::int as "onTime",
            count(*) filter (where overdue or due_date between $3::date and $4::date)::int as tasks,
            count(*) filter (where overdue)::int as "overdueTasks"
       from t`,
    [k.companyId, k.equipmentId, since, today],
  );
  return rows[0]!;
}

/** Repairs submitted since `since` (declined left out) and how many are still open (submitted or approved). */
export async function repairCounts(tx: Sql, k: Key, since: Date) {
  const rows = await tx.query<{ repairs: number; pendingRepairs: number }>(
    `select count(*) filter (where created_at >= $3::timestamptz)::int as repairs,
            count(*) filter (where status in ('submitted', 'approved'))::int as "pendingRepairs"
       from repairs where company_id = $1 and equipment_id = $2 and status <> 'declined'`,
    [k.companyId, k.equipmentId, since.toISOString()],
  );
  return rows[0]!;
}

/** Repairs that kept the machine down during the window: submitted before now, not completed before the window began. */
export async function repairIntervals(tx: Sql, k: Key, from: Date): Promise<{ start: Date; end: Date | null }[]> {
  return tx.query<{ start: Date; end: Date | null }>(
    `select created_at as start, completed_at as "end" from repairs
      where company_id = $1 and equipment_id = $2 and status <> 'declined' and (completed_at is null or completed_at > $3::timestamptz)
      order by created_at limit 500`,
    [k.companyId, k.equipmentId, from.toISOString()],
  );
}

/** The machine's unacknowledged fleet alerts, newest first. */
export async function openFleetAlerts(tx: Sql, k: Key, limit: number) {
  return tx.query<{ severity: 'critical' | 'warning' | 'info'; message: string }>(
    `select severity, message from fleet_alerts where company_id = $1 and equipment_id = $2 and not acknowledged
      order by created_at desc, id desc limit $3`,
    [k.companyId, k.equipmentId, limit],
  );
}

/**
 * Costs in whole cents: operational costs and completed repairs of the last 90 days (yearly costs left out), yearly
 * costs of the last 365 days, everything of the last 365 days, and how many records there were.
 */
export async function costTotals(tx: Sql, k: Key) {
  const rows = await tx.query<{ recent90Cents: string; yearly365Cents: string; year365Cents: string; records: number }>(
    `with c as (
       select amount, period_type, recorded_date::timestamp at time zone 'UTC' as at from equipment_operational_costs
        where company_id = $1 and equipment_id = $2 and recorded_date >= current_date - 365
       union all
       select quote_amount, 'repair', completed_at from repairs
        where company_id = $1 and equipment_id = $2 and status = 'completed' and quote_amount is not null
          and completed_at >= now() - interval '365 days')
     select coalesce(sum(amount * 100) filter (where period_type <> 'yearly' and at >= now() - interval '90 days'), 0)::bigint::text as "recent90Cents",
            coalesce(sum(amount * 100) filter (where period_type = 'yearly'), 0)::bigint::text as "yearly365Cents",
            coalesce(sum(amount * 100), 0)::bigint::text as "year365Cents",
            count(*)::int as records
       from c`,
    [k.companyId, k.equipmentId],
  );
  return rows[0]!;
}

/** Accepted quote amounts on the machine — its own quotes and those linked to it (spec 02 §9 business revenue) — accepted in the last 365 days, in whole cents. */
export async function yearRevenueCents(tx: Sql, k: Key, acceptedStatuses: readonly string[]): Promise<string> {
  const rows = await tx.query<{ cents: string }>(
    `select coalesce(sum(q.total_client_cost * 100), 0)::bigint::text as cents from quote_requests q
      where q.company_id = $1 and q.status = any($3::text[])
        and (q.equipment_id = $2 or exists (select 1 from equipment_document_links l where l.company_id = $1 and l.equipment_id = $2
                                              and l.doc_type = 'quote' and l.quote_request_id = q.id))
        and coalesce(q.client_response_date, q.updated_at) >= now() - interval '365 days'`,
    [k.companyId, k.equipmentId, acceptedStatuses],
  );
  return rows[0]!.cents;
}
