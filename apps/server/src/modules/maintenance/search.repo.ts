import type { Sql } from '../../db/database.ts';

export type TaskSearchRow = {
  id: string;
  task_number: string;
  title: string;
  status: string;
  due_date: string;
  due_hours: number | null;
  equipment_id: string | null;
  equipment_name: string | null;
  equipment_hours: number | null;
};

/** A task's fields a search result shows (spec 01 §3: id, title, equipment name, status), under RLS. */
export async function taskSearchRows(tx: Sql, ids: string[]): Promise<TaskSearchRow[]> {
  return tx.query<TaskSearchRow>(
    `select t.id, t.task_number, t.title, t.status, t.due_date::text as due_date, t.due_hours::float8 as due_hours,
            t.equipment_id, e.name as equipment_name, e.hours::float8 as equipment_hours
       from maintenance_tasks t
       left join equipment e on e.id = t.equipment_id and e.company_id = t.company_id
      where t.id = any($1::uuid[])`,
    [ids],
  );
}
