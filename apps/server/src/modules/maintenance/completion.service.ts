import {
  can,
  canChangeTaskStatus,
  insufficientPermissions,
  maintenanceMessages as m,
  nextOccurrence,
  usageWindowDays,
  type CompleteTaskInput,
  type CompleteTaskResult,
  type RecurrenceType,
  type TaskStatus,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as equipmentRepo from './equipment-link.repo.ts';
import { insertWithNumber, recordEquipmentActivity, todayOf } from './maintenance.context.ts';
import * as meterRepo from './meter.repo.ts';
import { assigneesOf, usageMap } from './tasks.mapper.ts';
import * as repo from './tasks.repo.ts';
import { isOwnTaskRow, taskView } from './tasks.service.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Completes a task: records who, when and the equipment's meter, and for a recurring schedule
 * creates the next occurrence (same series, same assignees) in the same transaction, so a task is
 * never completed without its successor nor completed twice (the row is locked first).
 */
export async function completeTask(tx: Sql, scope: Scope, id: string, input: CompleteTaskInput): Promise<CompleteTaskResult> {
  const locked = await repo.lockTask(tx, id, scope.companyId);
  if (!locked) throw notFound(m.taskNotFound);
  const row = (await repo.findTask(tx, id, locked.company_id, scope.actorId))!;
  // ADR 0008: one's own task needs 'tasks.workOwn' (the route's), anyone else's 'tasks.completeAny'.
  if (!can(scope.role, 'tasks.completeAny') && !isOwnTaskRow(row, scope.actorId)) throw new AppError('FORBIDDEN', insufficientPermissions);
  if (!canChangeTaskStatus(locked.status as TaskStatus, 'completed'))
    throw new AppError('CONFLICT', m.statusChange(locked.status, 'completed'));
  const today = todayOf(input.today);
  const completedOn = input.completedOn ?? today;
  if (completedOn > today) throw new AppError('VALIDATION', 'The completion date cannot be in the future');

  const equipment = row.equipment_id ? await equipmentRepo.findEquipment(tx, row.equipment_id, row.company_id) : null;
  const completionHours = num(equipment?.hours ?? null);
  await repo.updateTask(tx, id, row.company_id, {
    status: 'completed',
    completedAt: new Date(),
    completedBy: scope.actorId,
    completedOn,
    completionHours,
    notes: input.notes ?? undefined,
  });

  let nextId: string | null = null;
  const usage = row.equipment_id ? usageMap(await meterRepo.usageOf(tx, [row.equipment_id], usageWindowDays)) : new Map();
  const next = nextOccurrence({
    recurrence: row.recurrence_type as RecurrenceType,
    intervalHours: num(row.interval_hours),
    anchorDate: row.anchor_date,
    dueDate: row.due_date,
    startedOn: new Date(row.created_at).toISOString().slice(0, 10),
    completedOn,
    completionHours,
    averageDailyHours: row.equipment_id ? (usage.get(row.equipment_id) ?? null) : null,
  });
  if (next) {
    nextId = await insertWithNumber(tx, {
      companyId: row.company_id,
      equipmentId: row.equipment_id,
      title: row.title,
      description: row.description,
      notes: null,
      taskType: row.task_type,
      maintenanceType: row.maintenance_type,
      isRepairRequest: false,
      priority: row.priority,
      dueDate: next.dueDate,
      recurrence: row.recurrence_type,
      intervalHours: num(row.interval_hours),
      hoursBaseline: next.hoursBaseline,
      dueHours: next.dueHours,
      anchorDate: next.anchorDate,
      seriesId: row.series_id,
      previousTaskId: row.id,
      createdBy: scope.actorId,
    });
    await repo.setAssignees(
      tx,
      nextId,
      row.company_id,
      assigneesOf(row).map((a) => a.id),
      scope.actorId,
    );
  }
  await recordEquipmentActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'maintenance_task_completed',
    equipmentId: row.equipment_id,
    details: { taskId: id, completedOn, completionHours, nextTaskId: nextId, nextDueDate: next?.dueDate ?? null },
  });
  return {
    task: await taskView(tx, scope, id, today),
    nextTask: nextId ? await taskView(tx, scope, nextId, today) : null,
    message: next ? m.nextScheduled(next.dueDate) : m.taskCompleted,
  };
}
