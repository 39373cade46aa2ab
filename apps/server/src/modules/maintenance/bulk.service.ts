import {
  bulkTaskShape,
  bulkTaskTitle,
  isPastDate,
  maintenanceMessages as m,
  type BulkScheduleInput,
  type BulkScheduleResult,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { insertWithNumber, recordEquipmentActivity, requireLinkedEquipment, requireMembers, todayOf } from './maintenance.context.ts';
import { noticeTaskAssigned } from './notices.service.ts';
import * as repo from './tasks.repo.ts';

/** Reports an unexpected per-item error (a bug or a database fault) to the request's log. */
export type LogError = (err: unknown, id: string) => void;

/**
 * spec 02 §5 and §7 bulk maintenance scheduling: one pending task per selected equipment. The title
 * defaults to the type label plus the due date's month and year; the due date may not be in the past.
 * Each item is its own short transaction, and the run goes on past per-item failures (spec 02 §8).
 */
export async function bulkSchedule(run: TxRunner, scope: Scope, input: BulkScheduleInput, log: LogError): Promise<BulkScheduleResult> {
  const dueDate = input.dueDate!;
  if (isPastDate(dueDate, todayOf(input.today))) throw new AppError('VALIDATION', m.dueDateInPast);
  const title = input.title?.trim() || bulkTaskTitle(input.taskType, dueDate);
  const shape = bulkTaskShape(input.taskType);
  const failed: BulkScheduleResult['failed'] = [];
  const taskIds: string[] = [];
  for (const equipmentId of input.equipmentIds) {
    try {
      taskIds.push(
        await run(async (tx) => {
          const equipment = await requireLinkedEquipment(tx, scope, equipmentId);
          await requireMembers(tx, equipment.company_id, input.assigneeIds);
          const id = await insertWithNumber(tx, {
            companyId: equipment.company_id,
            equipmentId,
            title,
            description: input.description,
            notes: null,
            taskType: shape.type,
            maintenanceType: shape.kind,
            isRepairRequest: false,
            priority: input.priority,
            dueDate,
            recurrence: 'none',
            intervalHours: null,
            hoursBaseline: null,
            dueHours: null,
            anchorDate: dueDate,
            seriesId: null,
            previousTaskId: null,
            createdBy: scope.actorId,
          });
          const added = await repo.setAssignees(tx, id, equipment.company_id, input.assigneeIds, scope.actorId);
          await noticeTaskAssigned(tx, scope, id, equipment.company_id, added);
          await recordEquipmentActivity(tx, {
            companyId: equipment.company_id,
            userId: scope.actorId,
            action: 'maintenance_task_assigned',
            equipmentId,
            details: { taskId: id, title, dueDate, taskType: input.taskType, assignees: input.assigneeIds },
          });
          return id;
        }),
      );
    } catch (err) {
      if (!(err instanceof AppError)) log(err, equipmentId);
      failed.push({
        id: equipmentId,
        error: err instanceof AppError ? (err.code === 'NOT_FOUND' ? 'Not found' : err.message) : 'Creation Failed',
      });
    }
  }
  return { succeeded: taskIds.length, failed, taskIds, title, message: m.bulkComplete };
}
