import type { Sql } from '../../db/database.ts';

/** One task as selected below: dates as YYYY-MM-DD text, numerics as text (exact). */
export type TaskRow = {
  id: string;
  company_id: string;
  task_number: string;
  equipment_id: string | null;
  equipment_name: string | null;
  equipment_model: string | null;
  equipment_serial: string | null;
  equipment_hours: string | null;
  title: string;
  description: string | null;
  notes: string | null;
  task_type: string;
  maintenance_type: string | null;
  is_repair_request: boolean;
  priority: string;
  status: string;
  due_date: string;
  recurrence_type: string;
  interval_months: number | null;
  interval_hours: string | null;
  hours_baseline: string | null;
  due_hours: string | null;
  anchor_date: string;
  series_id: string;
  previous_task_id: string | null;
  completed_at: Date | null;
  completed_by: string | null;
  completed_on: string | null;
  completion_hours: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  is_mine: boolean;
  assignees: { id: string; name: string; email: string; role: string }[];
};

/** Collects query parameters and hands back their placeholders. */
function params(values: unknown[]) {
  return (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/**
 * The SQL twin of taskDueState (packages/domain maintenance/status.rules.ts): an open task is overdue
 * once its due date has passed or its equipment's meter reached the due hours.
 */
const overdueSql = (today: string) =>
  `(t.status in ('pending', 'in_progress') and (t.due_date < ${today}::date or (t.due_hours is not null and e.hours >= t.due_hours)))`;

const taskColumns = (me: string) => `t.id, t.company_id, t.task_number, t.equipment_id, e.name as equipment_name,
  e.model as equipment_model, e.serial as equipment_serial, e.hours::text as equipment_hours, t.title, t.description, t.notes,
  t.task_type, t.maintenance_type, t.is_repair_request, t.priority, t.status, t.due_date::text as due_date, t.recurrence_type,
  t.interval_months, t.interval_hours::text as interval_hours, t.hours_baseline::text as hours_baseline, t.due_hours::text as due_hours,
  t.anchor_date::text as anchor_date, t.series_id, t.previous_task_id, t.completed_at, t.completed_by, t.completed_on::text as completed_on,
  t.completion_hours::text as completion_hours, t.created_by, t.created_at, t.updated_at,
  exists (select 1 from maintenance_task_assignments a where a.task_id = t.id and a.user_id = ${me}::uuid) as is_mine,
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role) order by u.name, u.id)
     from maintenance_task_assignments a join users u on u.id = a.user_id where a.task_id = t.id), '[]'::json) as assignees`;

const fromTasks = `from maintenance_tasks t left join equipment e on e.id = t.equipment_id and e.company_id = t.company_id`;

export async function findTask(tx: Sql, id: string, companyId: string | null, me: string): Promise<TaskRow | null> {
  const rows = await tx.query<TaskRow>(
    `select ${taskColumns('$3')} ${fromTasks} where t.id = $1 and ($2::uuid is null or t.company_id = $2)`,
    [id, companyId, me],
  );
  return rows[0] ?? null;
}

/** Locks a task for a status change; the caller re-reads it afterwards. */
export async function lockTask(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; status: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; status: string }>(
    'select id, company_id, status from maintenance_tasks where id = $1 and ($2::uuid is null or company_id = $2) for update',
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type TaskFilter = {
  companyId: string | null;
  me: string;
  today: string;
  statuses?: string[];
  priority?: string;
  type?: string;
  equipmentId?: string;
  assigneeId?: string;
  from?: string;
  to?: string;
  search?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: TaskFilter, p: (v: unknown) => string): string[] {
  const where: string[] = [];
  if (f.companyId) where.push(`t.company_id = ${p(f.companyId)}`);
  if (f.statuses?.length) {
    const overdue = overdueSql(p(f.today));
    const stored = f.statuses.filter((s) => s !== 'overdue');
    const parts: string[] = [];
    if (f.statuses.includes('overdue')) parts.push(overdue);
    if (stored.length) parts.push(`(t.status = any(${p(stored)}::text[]) and not ${overdue})`);
    where.push(`(${parts.join(' or ')})`);
  }
  if (f.priority) where.push(`t.priority = ${p(f.priority)}`);
  if (f.type) where.push(`t.task_type = ${p(f.type)}`);
  if (f.equipmentId) where.push(`t.equipment_id = ${p(f.equipmentId)}`);
  if (f.assigneeId)
    where.push(`exists (select 1 from maintenance_task_assignments a where a.task_id = t.id and a.user_id = ${p(f.assigneeId)})`);
  if (f.from) where.push(`t.due_date >= ${p(f.from)}::date`);
  if (f.to) where.push(`t.due_date <= ${p(f.to)}::date`);
  if (f.search) where.push(`(t.title ilike ${p(`%${escapeLike(f.search)}%`)} or t.task_number = ${p(f.search.toUpperCase())})`);
  return where.length ? where : ['true'];
}

/** spec 02 §7: tasks by due date; the caller's own first, then overdue, then open before finished, then by due date. */
export async function listTasks(tx: Sql, f: TaskFilter, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const values: unknown[] = [];
  const p = params(values);
  const me = p(f.me);
  const overdue = overdueSql(p(f.today));
  const where = whereOf(f, p).join(' and ');
  const rows = await tx.query<TaskRow>(
    `select ${taskColumns(me)} ${fromTasks} where ${where}
      order by is_mine desc, ${overdue} desc, (t.status in ('pending', 'in_progress')) desc, t.due_date, t.created_at, t.id limit ${p(limit)} offset ${p(offset)}`,
    values,
  );
  const countValues: unknown[] = [];
  const total = await tx.query<{ n: number }>(
    `select count(*)::int as n ${fromTasks} where ${whereOf(f, params(countValues)).join(' and ')}`,
    countValues,
  );
  return { rows, total: total[0]!.n };
}

export type NewTask = {
  id: string;
  companyId: string;
  taskNumber: string;
  equipmentId: string | null;
  title: string;
  description: string | null;
  notes: string | null;
  taskType: string;
  maintenanceType: string | null;
  isRepairRequest: boolean;
  priority: string;
  dueDate: string;
  recurrence: string;
  intervalHours: number | null;
  hoursBaseline: number | null;
  dueHours: number | null;
  anchorDate: string;
  seriesId: string;
  previousTaskId: string | null;
  createdBy: string;
};

/** Inserts a task; false when the task number is already taken in the company (the caller draws another). */
export async function insertTask(tx: Sql, t: NewTask): Promise<boolean> {
  const rows = await tx.query(
    `insert into maintenance_tasks (id, company_id, task_number, equipment_id, title, description, notes, task_type, maintenance_type,
       is_repair_request, priority, due_date, recurrence_type, interval_hours, hours_baseline, due_hours, anchor_date, series_id,
       previous_task_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     on conflict (company_id, task_number) do nothing returning id`,
    [
      t.id,
      t.companyId,
      t.taskNumber,
      t.equipmentId,
      t.title,
      t.description,
      t.notes,
      t.taskType,
      t.maintenanceType,
      t.isRepairRequest,
      t.priority,
      t.dueDate,
      t.recurrence,
      t.intervalHours,
      t.hoursBaseline,
      t.dueHours,
      t.anchorDate,
      t.seriesId,
      t.previousTaskId,
      t.createdBy,
    ],
  );
  return rows.length > 0;
}

/** Task fields → columns that an edit may set. */
const updatable: Record<string, string> = {
  equipmentId: 'equipment_id',
  title: 'title',
  description: 'description',
  notes: 'notes',
  taskType: 'task_type',
  maintenanceType: 'maintenance_type',
  priority: 'priority',
  status: 'status',
  dueDate: 'due_date',
  recurrence: 'recurrence_type',
  intervalHours: 'interval_hours',
  hoursBaseline: 'hours_baseline',
  dueHours: 'due_hours',
  anchorDate: 'anchor_date',
  completedAt: 'completed_at',
  completedBy: 'completed_by',
  completedOn: 'completed_on',
  completionHours: 'completion_hours',
};

export async function updateTask(tx: Sql, id: string, companyId: string, patch: Record<string, unknown>): Promise<void> {
  const values: unknown[] = [id, companyId];
  const p = params(values);
  const sets = Object.entries(patch)
    .filter(([key, value]) => value !== undefined && updatable[key])
    .map(([key, value]) => `${updatable[key]} = ${p(value)}`);
  await tx.query(`update maintenance_tasks set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and company_id = $2`, values);
}

export async function deleteTask(tx: Sql, id: string, companyId: string): Promise<void> {
  await tx.query('delete from maintenance_tasks where id = $1 and company_id = $2', [id, companyId]);
}

/** What keeps a task from being deleted: parts used on it (the stock ledger) and repair requests linked to it. */
export async function taskReferences(tx: Sql, id: string, companyId: string): Promise<{ movements: number; repairs: number }> {
  const rows = await tx.query<{ movements: number; repairs: number }>(
    `select (select count(*)::int from part_stock_movements where company_id = $2 and task_id = $1) as movements,
            (select count(*)::int from repairs where company_id = $2 and maintenance_task_id = $1) as repairs`,
    [id, companyId],
  );
  return rows[0]!;
}

/** Replaces a task's assignees with `userIds`. */
/** Sets the task's people; returns those newly assigned (they are told: task_assigned). */
export async function setAssignees(tx: Sql, taskId: string, companyId: string, userIds: string[], assignedBy: string): Promise<string[]> {
  await tx.query('delete from maintenance_task_assignments where task_id = $1 and company_id = $2 and not (user_id = any($3::uuid[]))', [
    taskId,
    companyId,
    userIds,
  ]);
  if (userIds.length === 0) return [];
  const rows = await tx.query<{ user_id: string }>(
    `insert into maintenance_task_assignments (company_id, task_id, user_id, assigned_by)
     select $1, $2, u, $4 from unnest($3::uuid[]) as u on conflict (task_id, user_id) do nothing returning user_id`,
    [companyId, taskId, userIds, assignedBy],
  );
  return rows.map((r) => r.user_id);
}

export type MemberRow = { id: string; name: string; email: string; role: string; job_title: string | null };

/** spec 02 §7: users of the company (id, name, email, role, job title) ordered by name; only the assignable roles, enabled. */
export async function listAssignable(
  tx: Sql,
  companyId: string,
  roles: readonly string[],
  ids: string[] | null = null,
): Promise<MemberRow[]> {
  return tx.query<MemberRow>(
    `select id, name, email, role, job_title from users
      where company_id = $1 and disabled_at is null and role = any($2::text[]) and ($3::uuid[] is null or id = any($3::uuid[]))
      order by name, id limit 1000`,
    [companyId, roles, ids],
  );
}

export type CountsRow = { display_status: string; n: number };

/** Tasks counted by display status (overdue derived as above). */
export async function countTasks(tx: Sql, companyId: string | null, today: string, equipmentId: string | null): Promise<CountsRow[]> {
  return tx.query<CountsRow>(
    `select case when ${overdueSql('$2')} then 'overdue' else t.status end as display_status, count(*)::int as n ${fromTasks}
      where ($1::uuid is null or t.company_id = $1) and ($3::uuid is null or t.equipment_id = $3)
      group by 1`,
    [companyId, today, equipmentId],
  );
}
