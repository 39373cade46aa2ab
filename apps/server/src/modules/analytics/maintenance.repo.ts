import type { Sql } from '../../db/database.ts';
import { centsOf, companyIs, tsInRange, type Range } from './range.repo.ts';

export type CompletionRow = { tasks: number; completed: number; overdue: number; repairs: number; pendingRepairs: number };

/**
 * Tasks due in the range (cancelled left out) with how many are completed and how many are overdue today (past the due
 * date, or the meter past the due hours — tasks.repo.ts overdueSql's rule); repairs submitted in the range and how many
 * still wait for a decision.
 */
export async function completionCounts(tx: Sql, companyId: string | null, range: Range, today: string): Promise<CompletionRow> {
  const rows = await tx.query<CompletionRow>(
    `with t as (select t.status, t.due_date, t.due_hours, e.hours
                  from maintenance_tasks t left join equipment e on e.id = t.equipment_id
                 where ${companyIs('t')} and t.status <> 'cancelled' and t.due_date between $2::date and $3::date),
          r as (select r.status from repairs r where ${companyIs('r')} and ${tsInRange('r.created_at', '$2', '$3')})
     select (select count(*) from t)::int as tasks,
            (select count(*) from t where status = 'completed')::int as completed,
            (select count(*) from t where status in ('pending', 'in_progress')
                and (due_date < $4::date or (due_hours is not null and hours >= due_hours)))::int as overdue,
            (select count(*) from r)::int as repairs,
            (select count(*) from r where status = 'submitted')::int as "pendingRepairs"`,
    [companyId, range.from, range.to, today],
  );
  return rows[0]!;
}

/**
 * The day-by-day changes in the overdue count over the range (maintenance.rules.ts overdueOnDays): one row on the day
 * before the range with the count overdue then, then +1 the day after a task's due date and −1 on the day it was completed
 * if that was later. The count before the range reads only the open tasks and those completed after it (indexed), never
 * the company's whole task history. Grouped by day, so at most one row per day.
 */
export async function overdueChanges(tx: Sql, companyId: string | null, range: Range): Promise<{ day: string; delta: number }[]> {
  return tx.query<{ day: string; delta: number }>(
    `select day::text as day, sum(delta)::int as delta from (
       select $2::date - 1 as day, count(*) as delta from maintenance_tasks t
        where ${companyIs('t')} and t.status in ('pending', 'in_progress') and t.due_date < $2::date - 1
          and (t.completed_on is null or t.completed_on > t.due_date)
       union all
       select $2::date - 1, count(*) from maintenance_tasks t
        where ${companyIs('t')} and t.status = 'completed' and (t.completed_on is null or t.completed_on > $2::date - 1)
          and t.due_date < $2::date - 1
       union all
       select t.due_date + 1, 1 from maintenance_tasks t
        where ${companyIs('t')} and t.status <> 'cancelled' and t.due_date >= $2::date - 1 and t.due_date < $3::date
          and (t.completed_on is null or t.completed_on > t.due_date)
       union all
       select t.completed_on, -1 from maintenance_tasks t
        where ${companyIs('t')} and t.status = 'completed' and t.completed_on > $2::date - 1 and t.completed_on <= $3::date
          and t.completed_on > t.due_date
     ) c group by day`,
    [companyId, range.from, range.to],
  );
}

/** Repairs completed in the range and the seconds from submission to completion, summed. */
export async function repairTimes(tx: Sql, companyId: string | null, range: Range): Promise<{ completed: number; seconds: number }> {
  const rows = await tx.query<{ completed: number; seconds: number }>(
    `select count(*)::int as completed, coalesce(sum(extract(epoch from r.completed_at - r.created_at)), 0)::float8 as seconds
       from repairs r where ${companyIs('r')} and r.status = 'completed' and ${tsInRange('r.completed_at', '$2', '$3')}`,
    [companyId, range.from, range.to],
  );
  return rows[0]!;
}

export type MachineCostRow = {
  equipmentId: string;
  name: string;
  repairCents: string;
  partCents: string;
  operationalCents: string;
  totalCents: string;
};

/**
 * The `limit` machines with the highest maintenance cost in the range, and the total over all machines: repairs completed
 * in the range (their quoted amount), parts used on the machine's tasks in the range at the part's unit cost, and
 * operational costs of type maintenance or repair recorded in the range. The last row (equipmentId null) is the total.
 */
export async function costByMachine(
  tx: Sql,
  companyId: string | null,
  range: Range,
  limit: number,
): Promise<{ top: MachineCostRow[]; totalCents: string }> {
  const rows = await tx.query<MachineCostRow & { equipmentId: string | null }>(
    `with c as (
       select r.equipment_id, r.quote_amount as repair, 0::numeric as part, 0::numeric as operational from repairs r
        where ${companyIs('r')} and r.status = 'completed' and r.quote_amount is not null and ${tsInRange('r.completed_at', '$2', '$3')}
       union all
       select t.equipment_id, 0, -m.quantity_delta * p.unit_cost, 0
         from part_stock_movements m join maintenance_tasks t on t.id = m.task_id join equipment_parts p on p.id = m.part_id
        where ${companyIs('m')} and m.kind = 'used' and t.equipment_id is not null and p.unit_cost is not null
          and ${tsInRange('m.created_at', '$2', '$3')}
       union all
       select o.equipment_id, 0, 0, o.amount from equipment_operational_costs o
        where ${companyIs('o')} and o.cost_type in ('maintenance', 'repair') and o.recorded_date between $2::date and $3::date
     ),
     per as (select equipment_id, sum(repair) as repair, sum(part) as part, sum(operational) as operational,
                    sum(repair + part + operational) as total from c group by equipment_id),
     top as (select * from per where total > 0 order by total desc, equipment_id limit $4)
     select top.equipment_id as "equipmentId", e.name, ${centsOf('top.repair')} as "repairCents", ${centsOf('top.part')} as "partCents",
            ${centsOf('top.operational')} as "operationalCents", ${centsOf('top.total')} as "totalCents"
       from top join equipment e on e.id = top.equipment_id group by top.equipment_id, e.name
     union all
     select null::uuid, '', '0', '0', '0', ${centsOf('total')} from per`,
    [companyId, range.from, range.to, limit],
  );
  const total = rows.find((r) => r.equipmentId === null)!;
  const top = rows.filter((r): r is MachineCostRow => r.equipmentId !== null);
  return { top, totalCents: total.totalCents };
}
