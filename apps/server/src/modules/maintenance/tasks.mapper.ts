import { averageDailyHours, forecastDueDate, taskDueState, type MaintenanceTask } from '@gears/domain';
import type { UsageRow } from './meter.repo.ts';
import type { TaskRow } from './tasks.repo.ts';

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Average daily hours by equipment id, from the first and last readings of the window. */
export function usageMap(rows: UsageRow[]): Map<string, number | null> {
  return new Map(
    rows.map((r) => [
      r.equipment_id,
      averageDailyHours(
        { hours: Number(r.first_hours), readAt: new Date(r.first_at) },
        { hours: Number(r.last_hours), readAt: new Date(r.last_at) },
      ),
    ]),
  );
}

/** The task's assignees (json_agg arrives parsed from both drivers; text is tolerated). */
export function assigneesOf(row: TaskRow): TaskRow['assignees'] {
  return typeof row.assignees === 'string' ? JSON.parse(row.assignees) : row.assignees;
}

/** The API's view of a task row; overdue and the forecast are derived here from the domain rules. */
export function toTask(row: TaskRow, ctx: { today: string; usage: Map<string, number | null> }): MaintenanceTask {
  const currentHours = num(row.equipment_hours);
  const dueHours = num(row.due_hours);
  const due = taskDueState({ status: row.status, dueDate: row.due_date, dueHours, currentHours, today: ctx.today });
  const average = row.equipment_id ? (ctx.usage.get(row.equipment_id) ?? null) : null;
  const isOpen = row.status === 'pending' || row.status === 'in_progress';
  const assignees = assigneesOf(row);
  return {
    id: row.id,
    taskNumber: row.task_number,
    companyId: row.company_id,
    equipment: row.equipment_id
      ? {
          id: row.equipment_id,
          name: row.equipment_name ?? '',
          model: row.equipment_model,
          serial: row.equipment_serial,
          hours: currentHours,
        }
      : null,
    title: row.title,
    description: row.description,
    notes: row.notes,
    type: row.task_type as MaintenanceTask['type'],
    maintenanceType: row.maintenance_type as MaintenanceTask['maintenanceType'],
    isRepairRequest: row.is_repair_request,
    priority: row.priority as MaintenanceTask['priority'],
    status: row.status as MaintenanceTask['status'],
    displayStatus: due.displayStatus,
    isOverdue: due.isOverdue,
    overdueBy: due.overdueBy,
    dueDate: row.due_date,
    dueHours,
    hoursBaseline: num(row.hours_baseline),
    forecastDueDate:
      isOpen && dueHours !== null ? forecastDueDate({ dueHours, currentHours, averageDailyHours: average, today: ctx.today }) : null,
    averageDailyHours: dueHours !== null ? average : null,
    recurrence: row.recurrence_type as MaintenanceTask['recurrence'],
    intervalMonths: row.interval_months,
    intervalHours: num(row.interval_hours),
    seriesId: row.series_id,
    previousTaskId: row.previous_task_id,
    assignees,
    assignedToName: assignees.length ? assignees.map((a: { name: string }) => a.name).join(', ') : null,
    hasTeamAssignments: assignees.length > 0,
    isMine: row.is_mine,
    completedAt: iso(row.completed_at),
    completedBy: row.completed_by,
    completedOn: row.completed_on,
    completionHours: num(row.completion_hours),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** Equipment whose hours-based tasks need the usage average. */
export const hoursEquipmentOf = (rows: TaskRow[]): string[] => [
  ...new Set(rows.filter((r) => r.due_hours !== null && r.equipment_id).map((r) => r.equipment_id!)),
];
