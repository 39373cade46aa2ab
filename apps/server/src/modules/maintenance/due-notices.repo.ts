import type { Sql } from '../../db/database.ts';

export type DueNoticeRow = {
  task_id: string;
  company_id: string;
  state: 'due' | 'overdue';
  due_date: string;
  task_number: string;
  title: string;
  equipment_name: string | null;
  assignee_ids: string[];
};

/**
 * Runs as the owner across every company (a system job, ADR 0001). Claims up to `limit` open tasks due today or overdue
 * since `overdueSince` that have no notice for that state and due date yet: the insert is the claim (its primary key
 * makes a second run, or two at once, claim nothing), so each task is noticed once per state. Returns what was claimed,
 * with what the notice needs.
 */
export async function claimDueNoticesUnscoped(tx: Sql, today: string, overdueSince: string, limit: number): Promise<DueNoticeRow[]> {
  return tx.query<DueNoticeRow>(
    `with claimed as (
       insert into maintenance_task_notices (task_id, company_id, state, due_date)
       select t.id, t.company_id, case when t.due_date < $1::date then 'overdue' else 'due' end, t.due_date
         from maintenance_tasks t
        where t.status in ('pending', 'in_progress') and t.due_date <= $1::date and t.due_date >= $2::date
          and not exists (select 1 from maintenance_task_notices n where n.task_id = t.id and n.due_date = t.due_date
                            and n.state = case when t.due_date < $1::date then 'overdue' else 'due' end)
        order by t.due_date, t.id
        limit $3
       on conflict do nothing
       returning task_id, company_id, state, due_date)
     select c.task_id, c.company_id, c.state, c.due_date::text as due_date, t.task_number, t.title, e.name as equipment_name,
            coalesce((select array_agg(a.user_id order by a.user_id) from maintenance_task_assignments a where a.task_id = t.id),
                     '{}') as assignee_ids
       from claimed c join maintenance_tasks t on t.id = c.task_id
       left join equipment e on e.id = t.equipment_id and e.company_id = t.company_id`,
    [today, overdueSince, limit],
  );
}
