import { noticeTexts } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './repairs.repo.ts';
import * as tasksRepo from './tasks.repo.ts';

/** Where a repair and a task open in the portal (the Service page). */
const repairLink = (id: string) => `/dashboard/maintenance?tab=repairs&repair=${encodeURIComponent(id)}`;
const taskLink = (id: string) => `/dashboard/maintenance?task=${encodeURIComponent(id)}`;

/** A repair waits for a decision: whoever may decide (supervisors up, the permission table), except its submitter. */
export async function noticeRepairSubmitted(tx: Sql, scope: Scope, repair: repo.RepairRow): Promise<void> {
  const by = (await repo.findUserName(tx, scope.actorId)) ?? 'Someone';
  await notify(tx, {
    kind: 'repair_submitted',
    type: 'info',
    companyId: repair.company_id,
    to: { can: 'repairs.decide', except: [scope.actorId] },
    ...noticeTexts.repairSubmitted({ equipmentName: repair.equipment_name, by, description: repair.description }),
    link: repairLink(repair.id),
  });
}

/** The submitter hears the decision, unless they made it themselves. */
export async function noticeRepairDecided(tx: Sql, scope: Scope, repair: repo.RepairRow, approved: boolean, comment: string | null) {
  await notify(tx, {
    kind: approved ? 'repair_approved' : 'repair_declined',
    type: approved ? 'success' : 'warning',
    companyId: repair.company_id,
    to: { userIds: [repair.submitted_by], except: [scope.actorId] },
    ...noticeTexts.repairDecided({ equipmentName: repair.equipment_name, approved, comment }),
    link: repairLink(repair.id),
  });
}

/** People newly given a task hear of it (not who gave it to themselves). */
export async function noticeTaskAssigned(tx: Sql, scope: Scope, taskId: string, companyId: string, newAssignees: string[]): Promise<void> {
  if (newAssignees.filter((id) => id !== scope.actorId).length === 0) return;
  const task = (await tasksRepo.findTask(tx, taskId, companyId, scope.actorId))!;
  await notify(tx, {
    kind: 'task_assigned',
    type: 'info',
    companyId,
    to: { userIds: newAssignees, except: [scope.actorId] },
    ...noticeTexts.taskAssigned({ taskNumber: task.task_number, title: task.title, dueDate: String(task.due_date) }),
    link: taskLink(task.id),
  });
}
