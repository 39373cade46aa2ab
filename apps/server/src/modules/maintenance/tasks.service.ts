import {
  assignableRoleOrder,
  can,
  canChangeTaskStatus,
  completionRate,
  groupAssignableMembers,
  insufficientPermissions,
  isOwnTask,
  kindFitsType,
  maintenanceMessages as m,
  ownTaskFields,
  ownTaskStatuses,
  round1,
  scheduleProblem,
  taskDisplayStatuses,
  usageWindowDays,
  type CreateTaskInput,
  type EquipmentMaintenanceStatus,
  type ListTasksQuery,
  type MaintenanceSummary,
  type MaintenanceTask,
  type SummaryQuery,
  type TaskPage,
  type TaskStatus,
  type TeamGroups,
  type UpdateTaskInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { writeCompany, type Scope } from '../../platform/scope.ts';
import * as equipmentRepo from './equipment-link.repo.ts';
import {
  companyForWrite,
  insertWithNumber,
  readCompany,
  recordEquipmentActivity,
  requireLinkedEquipment,
  requireMembers,
  requireVisibleEquipment,
  todayOf,
} from './maintenance.context.ts';
import * as meterRepo from './meter.repo.ts';
import * as repairsRepo from './repairs.repo.ts';
import { hoursEquipmentOf, toTask, usageMap } from './tasks.mapper.ts';
import { noticeRepairSubmitted, noticeTaskAssigned } from './notices.service.ts';
import * as repo from './tasks.repo.ts';

export async function requireTaskRow(tx: Sql, scope: Scope, id: string): Promise<repo.TaskRow> {
  const row = await repo.findTask(tx, id, scope.companyId, scope.actorId);
  if (!row) throw notFound(m.taskNotFound);
  return row;
}

/** Whether the caller's own task (ADR 0008): assigned to them, or unassigned and raised by them. */
export const isOwnTaskRow = (row: repo.TaskRow, actorId: string): boolean =>
  isOwnTask({ isMine: row.is_mine, assignees: row.assignees, createdBy: row.created_by }, actorId);

/**
 * 'tasks.edit' changes any task; without it, 'tasks.workOwn' starts or pauses one's own task and edits its notes
 * (ADR 0008). Anything else is 403 before any other check, so a refused change reveals nothing about the task's state.
 */
function assertMayUpdate(scope: Scope, row: repo.TaskRow, patch: UpdateTaskInput): void {
  if (can(scope.role, 'tasks.edit')) return;
  const ownWork =
    can(scope.role, 'tasks.workOwn') &&
    isOwnTaskRow(row, scope.actorId) &&
    Object.keys(patch).every((k) => (ownTaskFields as readonly string[]).includes(k)) &&
    (patch.status === undefined || (ownTaskStatuses as readonly string[]).includes(patch.status));
  if (!ownWork) throw new AppError('FORBIDDEN', insufficientPermissions);
}

/** Rows → API views; hours-based tasks get the usage average for their forecast. */
export async function viewsOf(tx: Sql, rows: repo.TaskRow[], today: string): Promise<MaintenanceTask[]> {
  const usage = usageMap(await meterRepo.usageOf(tx, hoursEquipmentOf(rows), usageWindowDays));
  return rows.map((row) => toTask(row, { today, usage }));
}

export async function taskView(tx: Sql, scope: Scope, id: string, today: string): Promise<MaintenanceTask> {
  return (await viewsOf(tx, [await requireTaskRow(tx, scope, id)], today))[0]!;
}

const hoursOf = (e: equipmentRepo.LinkedEquipmentRow | null) => (e?.hours === null || e?.hours === undefined ? 0 : Number(e.hours));

/**
 * spec 02 §2 Schedule Maintenance or Repair. Hours-based schedules start from the equipment's hours
 * now; the repair-request switch also submits a repair request linked to the task.
 */
export async function createTask(tx: Sql, scope: Scope, input: CreateTaskInput): Promise<MaintenanceTask> {
  const { companyId, equipment } = await companyForWrite(tx, scope, input.companyId, input.equipmentId);
  await requireMembers(tx, companyId, input.assigneeIds);
  if (input.isRepairRequest && !equipment) throw new AppError('VALIDATION', m.repairNeedsEquipment);
  const baseline = input.intervalHours !== null ? hoursOf(equipment) : null;
  const id = await insertWithNumber(tx, {
    companyId,
    equipmentId: input.equipmentId,
    title: input.title,
    description: input.description,
    notes: input.notes,
    taskType: input.type,
    maintenanceType: input.maintenanceType,
    isRepairRequest: input.isRepairRequest,
    priority: input.priority,
    dueDate: input.dueDate,
    recurrence: input.recurrence,
    intervalHours: input.intervalHours,
    hoursBaseline: baseline,
    dueHours: baseline !== null ? round1(baseline + input.intervalHours!) : null,
    anchorDate: input.dueDate,
    seriesId: null,
    previousTaskId: null,
    createdBy: scope.actorId,
  });
  await noticeTaskAssigned(tx, scope, id, companyId, await repo.setAssignees(tx, id, companyId, input.assigneeIds, scope.actorId));
  if (input.isRepairRequest) {
    const repairId = await repairsRepo.insertRepair(tx, {
      companyId,
      equipmentId: equipment!.id,
      taskId: id,
      description: input.description ?? input.title,
      quoteAmount: null,
      mechanicId: null,
      submittedBy: scope.actorId,
    });
    await noticeRepairSubmitted(tx, scope, (await repairsRepo.findRepair(tx, repairId, companyId))!);
  }
  await recordEquipmentActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'maintenance_task_created',
    equipmentId: input.equipmentId,
    details: { taskId: id, title: input.title, dueDate: input.dueDate, assignees: input.assigneeIds },
  });
  return taskView(tx, scope, id, todayOf());
}

export async function listTasks(tx: Sql, scope: Scope, q: ListTasksQuery): Promise<TaskPage> {
  const today = todayOf(q.today);
  const { rows, total } = await repo.listTasks(
    tx,
    {
      companyId: readCompany(scope, q.companyId),
      me: scope.actorId,
      today,
      statuses: q.status,
      priority: q.priority,
      type: q.type,
      equipmentId: q.equipmentId,
      assigneeId: q.assignee === 'me' ? scope.actorId : q.assignee,
      from: q.from,
      to: q.to,
      search: q.search || undefined,
    },
    q.limit,
    q.offset,
  );
  return { items: await viewsOf(tx, rows, today), total, today };
}

/**
 * The edit dialog. A finished (completed or cancelled) task only takes notes; status changes follow
 * the transitions of ADR 0004; the schedule is checked as a whole against what is stored.
 */
export async function updateTask(tx: Sql, scope: Scope, id: string, patch: UpdateTaskInput): Promise<MaintenanceTask> {
  const locked = await repo.lockTask(tx, id, scope.companyId);
  if (!locked) throw notFound(m.taskNotFound);
  const row = (await repo.findTask(tx, id, locked.company_id, scope.actorId))!;
  assertMayUpdate(scope, row, patch);
  const finished = row.status === 'completed' || row.status === 'cancelled';
  const reopening = row.status === 'cancelled' && patch.status === 'pending';
  if (finished && !reopening && Object.keys(patch).some((k) => k !== 'notes')) throw new AppError('CONFLICT', m.finishedTaskLocked);
  if (patch.status && patch.status !== row.status && !canChangeTaskStatus(row.status as TaskStatus, patch.status)) {
    throw new AppError('CONFLICT', m.statusChange(row.status, patch.status));
  }
  const equipmentId = patch.equipmentId !== undefined ? patch.equipmentId : row.equipment_id;
  const equipment = equipmentId && equipmentId !== row.equipment_id ? await requireLinkedEquipment(tx, scope, equipmentId) : null;
  if (equipment && equipment.company_id !== row.company_id) throw notFound();
  const merged = {
    type: patch.type ?? (row.task_type as 'maintenance' | 'repair'),
    maintenanceType: patch.maintenanceType !== undefined ? patch.maintenanceType : row.maintenance_type,
    isRepairRequest: row.is_repair_request,
    recurrence: patch.recurrence ?? (row.recurrence_type as UpdateTaskInput['recurrence'] & string),
    intervalHours:
      patch.intervalHours !== undefined ? patch.intervalHours : row.interval_hours === null ? null : Number(row.interval_hours),
    equipmentId,
  };
  if (!kindFitsType(merged.type, merged.maintenanceType)) throw new AppError('VALIDATION', m.kindDoesNotFitType);
  const problem = scheduleProblem(merged);
  if (problem) throw new AppError('VALIDATION', problem);
  if (patch.assigneeIds) await requireMembers(tx, row.company_id, patch.assigneeIds);

  // A new hours interval or a different machine restarts the hours clock from that machine's meter now.
  const hoursChanged = patch.intervalHours !== undefined || equipmentId !== row.equipment_id;
  const current = equipment ?? (equipmentId ? await equipmentRepo.findEquipment(tx, equipmentId, row.company_id) : null);
  const baseline = merged.intervalHours !== null ? (hoursChanged ? hoursOf(current) : Number(row.hours_baseline ?? 0)) : null;
  await repo.updateTask(tx, id, row.company_id, {
    ...patch,
    assigneeIds: undefined,
    equipmentId,
    taskType: patch.type,
    hoursBaseline: baseline,
    dueHours: baseline !== null ? round1(baseline + merged.intervalHours!) : null,
    anchorDate: patch.dueDate,
  });
  if (patch.assigneeIds)
    await noticeTaskAssigned(
      tx,
      scope,
      id,
      row.company_id,
      await repo.setAssignees(tx, id, row.company_id, patch.assigneeIds, scope.actorId),
    );
  if (patch.status && patch.status !== row.status) {
    await recordEquipmentActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'maintenance_task_status_changed',
      equipmentId,
      details: { taskId: id, from: row.status, to: patch.status },
    });
  }
  return taskView(tx, scope, id, todayOf());
}

/** Deletes a task, unless the stock ledger or a repair request refers to it (then it is kept: cancel it). */
export async function deleteTask(tx: Sql, scope: Scope, id: string): Promise<void> {
  const locked = await repo.lockTask(tx, id, scope.companyId);
  if (!locked) throw notFound(m.taskNotFound);
  const refs = await repo.taskReferences(tx, id, locked.company_id);
  if (refs.movements > 0 || refs.repairs > 0) throw new AppError('CONFLICT', m.taskHasPartsUsed);
  const row = (await repo.findTask(tx, id, locked.company_id, scope.actorId))!;
  await repo.deleteTask(tx, id, locked.company_id);
  await recordEquipmentActivity(tx, {
    companyId: locked.company_id,
    userId: scope.actorId,
    action: 'maintenance_task_deleted',
    equipmentId: row.equipment_id,
    details: { taskId: id, taskNumber: row.task_number, title: row.title },
  });
}

/** spec 02 §5: the assignable users grouped by role; the spec's message when there is nobody. */
export async function assignableTeam(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<TeamGroups> {
  const companyId = writeCompany(scope, requestedCompany);
  const rows = await repo.listAssignable(tx, companyId, assignableRoleOrder);
  const groups = groupAssignableMembers(rows.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, jobTitle: r.job_title })));
  return { groups, message: groups.length ? null : m.noTeamMembers };
}

/** Counts by display status, repair counts, and the completion rate of spec 02 §9. */
export async function maintenanceSummary(tx: Sql, scope: Scope, q: SummaryQuery): Promise<MaintenanceSummary> {
  const companyId = readCompany(scope, q.companyId);
  if (q.equipmentId) await requireVisibleEquipment(tx, scope, q.equipmentId);
  const today = todayOf(q.today);
  const byDisplayStatus = Object.fromEntries(taskDisplayStatuses.map((s) => [s, 0])) as MaintenanceSummary['byDisplayStatus'];
  for (const row of await repo.countTasks(tx, companyId, today, q.equipmentId ?? null)) {
    byDisplayStatus[row.display_status as keyof typeof byDisplayStatus] = row.n;
  }
  const repairs = { total: 0, pending: 0, approved: 0, declined: 0, completed: 0 };
  for (const row of await repairsRepo.countRepairs(tx, companyId, q.equipmentId ?? null)) {
    repairs.total += row.n;
    repairs[row.status === 'submitted' ? 'pending' : (row.status as 'approved' | 'declined' | 'completed')] += row.n;
  }
  const tasks = Object.values(byDisplayStatus).reduce((a, b) => a + b, 0);
  return {
    byDisplayStatus,
    tasks,
    overdueTasks: byDisplayStatus.overdue,
    repairs,
    completionRate: completionRate({
      tasks,
      repairs: repairs.total,
      overdueTasks: byDisplayStatus.overdue,
      pendingRepairs: repairs.pending,
    }),
    today,
  };
}

/** spec 02 §4: equipment with a pending or in-progress task shows as in maintenance. */
export async function equipmentMaintenanceStatus(
  tx: Sql,
  scope: Scope,
  q: { companyId?: string; today?: string; equipmentIds?: string[] },
): Promise<EquipmentMaintenanceStatus[]> {
  const rows = await equipmentRepo.openWorkByEquipment(tx, readCompany(scope, q.companyId), todayOf(q.today), q.equipmentIds ?? null);
  return rows.map((r) => ({
    equipmentId: r.equipment_id,
    openTasks: r.open_tasks,
    overdueTasks: r.overdue_tasks,
    nextDueDate: r.next_due_date,
    isInMaintenance: r.open_tasks > 0,
  }));
}
