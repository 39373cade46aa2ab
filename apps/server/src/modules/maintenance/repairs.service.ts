import {
  can,
  insufficientPermissions,
  maintenanceMessages as m,
  repairActionPermission,
  repairTransition,
  type ApproveRepairInput,
  type ListRepairsQuery,
  type RepairAction,
  type RepairActionResult,
  type RepairCommentInput,
  type RepairRequest,
  type RepairStatus,
  type SubmitRepairInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newFileKey, type FileStorage } from '../../platform/files.ts';
import type { Scope } from '../../platform/scope.ts';
import { checkUpload } from '../../platform/uploads.ts';
import type { Upload } from '../../platform/uploads.ts';
import { companyForWrite, readCompany, recordEquipmentActivity, requireMembers } from './maintenance.context.ts';
import { noticeRepairDecided, noticeRepairSubmitted } from './notices.service.ts';
import * as repo from './repairs.repo.ts';
import * as tasksRepo from './tasks.repo.ts';

const iso = (v: Date | null) => (v === null ? null : new Date(v).toISOString());
export const attachmentUrlOf = (repairId: string, fileId: string) => `/api/maintenance/repairs/${repairId}/attachments/${fileId}/file`;

function toAttachment(a: repo.AttachmentRow) {
  return {
    id: a.id,
    fileName: a.file_name,
    contentType: a.content_type,
    size: a.byte_size,
    url: attachmentUrlOf(a.repair_id, a.id),
    createdAt: iso(a.created_at)!,
  };
}

function toRepair(r: repo.RepairRow, attachments: repo.AttachmentRow[]): RepairRequest {
  return {
    id: r.id,
    companyId: r.company_id,
    equipment: { id: r.equipment_id, name: r.equipment_name, model: r.equipment_model, serial: r.equipment_serial },
    task: r.maintenance_task_id ? { id: r.maintenance_task_id, taskNumber: r.task_number ?? '', title: r.task_title ?? '' } : null,
    description: r.description,
    quoteAmount: r.quote_amount === null ? null : Number(r.quote_amount),
    status: r.status as RepairStatus,
    mechanic: r.assigned_mechanic_id ? { id: r.assigned_mechanic_id, name: r.mechanic_name ?? '' } : null,
    submittedBy: r.submitted_by,
    approvedBy: r.approved_by,
    approvedAt: iso(r.approved_at),
    approvalComment: r.approval_comment,
    declinedBy: r.declined_by,
    declinedAt: iso(r.declined_at),
    declineComment: r.decline_comment,
    completedBy: r.completed_by,
    completedAt: iso(r.completed_at),
    completionComment: r.completion_comment,
    attachments: attachments.filter((a) => a.repair_id === r.id).map(toAttachment),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

async function requireRepairRow(tx: Sql, scope: Scope, id: string): Promise<repo.RepairRow> {
  const row = await repo.findRepair(tx, id, scope.companyId);
  if (!row) throw notFound(m.repairNotFound);
  return row;
}

export async function getRepair(tx: Sql, scope: Scope, id: string): Promise<RepairRequest> {
  const row = await requireRepairRow(tx, scope, id);
  return toRepair(row, await repo.listAttachments(tx, [row.id]));
}

export async function listRepairs(tx: Sql, scope: Scope, q: ListRepairsQuery): Promise<{ repairs: RepairRequest[] }> {
  const rows = await repo.listRepairs(
    tx,
    { companyId: readCompany(scope, q.companyId), status: q.status, equipmentId: q.equipmentId, taskId: q.taskId },
    q.limit,
  );
  const attachments = await repo.listAttachments(
    tx,
    rows.map((r) => r.id),
  );
  return { repairs: rows.map((r) => toRepair(r, attachments)) };
}

/** spec 02 §7 submit_repair: the equipment comes from the request or from the linked task; every id must be the company's. */
export async function submitRepair(tx: Sql, scope: Scope, input: SubmitRepairInput): Promise<RepairActionResult> {
  let equipmentId = input.equipmentId ?? null;
  let task: tasksRepo.TaskRow | null = null;
  if (input.taskId) {
    task = await tasksRepo.findTask(tx, input.taskId, scope.companyId, scope.actorId);
    if (!task) throw notFound(m.taskNotFound);
    if (equipmentId && task.equipment_id && equipmentId !== task.equipment_id)
      throw new AppError('VALIDATION', 'The task is for another equipment');
    equipmentId ??= task.equipment_id;
  }
  if (!equipmentId) throw new AppError('VALIDATION', m.repairNeedsEquipment);
  const { companyId } = await companyForWrite(tx, scope, input.companyId, equipmentId);
  if (task && task.company_id !== companyId) throw notFound(m.taskNotFound);
  if (input.mechanicId) await requireMembers(tx, companyId, [input.mechanicId]);
  const id = await repo.insertRepair(tx, {
    companyId,
    equipmentId,
    taskId: input.taskId,
    description: input.description,
    quoteAmount: input.quoteAmount,
    mechanicId: input.mechanicId,
    submittedBy: scope.actorId,
  });
  await recordEquipmentActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'repair_submitted',
    equipmentId,
    details: { repairId: id, taskId: input.taskId, quoteAmount: input.quoteAmount },
  });
  const row = await requireRepairRow(tx, scope, id);
  await noticeRepairSubmitted(tx, scope, row);
  return { repair: toRepair(row, []), message: m.repairSubmitted };
}

const successOf: Record<RepairAction, string> = { approve: m.repairApproved, decline: m.repairDeclined, complete: m.repairCompleted };

/**
 * approve / decline / complete: a role that may not take the action is 403 (the permission table, ADR 0008),
 * checked before anything is read; then guarded by repairTransition, where an action the status does
 * not allow is 409.
 */
export async function transitionRepair(
  tx: Sql,
  scope: Scope & { role: string },
  id: string,
  action: RepairAction,
  input: ApproveRepairInput | RepairCommentInput,
): Promise<RepairActionResult> {
  if (!can(scope.role, repairActionPermission[action])) throw new AppError('FORBIDDEN', insufficientPermissions);
  const locked = await repo.lockRepair(tx, id, scope.companyId);
  if (!locked) throw notFound(m.repairNotFound);
  const to = repairTransition(locked.status as RepairStatus, action);
  if (!to) throw new AppError('CONFLICT', m.repairTransition(locked.status, action));
  const mechanicId = 'mechanicId' in input ? input.mechanicId : null;
  if (mechanicId) await requireMembers(tx, locked.company_id, [mechanicId]);
  await repo.applyTransition(tx, id, locked.company_id, { status: to, action, actorId: scope.actorId, comment: input.comment, mechanicId });
  await recordEquipmentActivity(tx, {
    companyId: locked.company_id,
    userId: scope.actorId,
    action: `repair_${to}`,
    equipmentId: locked.equipment_id,
    details: { repairId: id, from: locked.status, to, comment: input.comment },
  });
  if (action !== 'complete') {
    await noticeRepairDecided(tx, scope, (await repo.findRepair(tx, id, locked.company_id))!, action === 'approve', input.comment ?? null);
  }
  return { repair: await getRepair(tx, scope, id), message: successOf[action] };
}

/** Attachments: checked by extension and bytes (the equipment documents' rule), stored under a server-made key. */
export async function addAttachment(run: TxRunner, files: FileStorage, scope: Scope, repairId: string, upload: Upload) {
  const checked = checkUpload('documents', upload);
  const repair = await run((tx) => requireRepairRow(tx, scope, repairId));
  const key = newFileKey(repair.company_id, `repairs/${repairId}`, checked.ext);
  await files.put(key, upload.data);
  try {
    const row = await run((tx) =>
      repo.insertAttachment(tx, {
        companyId: repair.company_id,
        repairId,
        fileKey: key,
        fileName: upload.fileName,
        contentType: checked.contentType,
        size: upload.data.length,
        uploadedBy: scope.actorId,
      }),
    );
    return toAttachment(row);
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

export async function readAttachment(run: TxRunner, files: FileStorage, scope: Scope, repairId: string, fileId: string) {
  const row = await run((tx) => repo.findAttachment(tx, repairId, fileId, scope.companyId));
  if (!row) throw notFound();
  const data = await files.get(row.file_key);
  if (!data) throw notFound();
  return { data, contentType: row.content_type, fileName: row.file_name };
}

export async function removeAttachment(run: TxRunner, files: FileStorage, scope: Scope, repairId: string, fileId: string) {
  const key = await run((tx) => repo.deleteAttachment(tx, repairId, fileId, scope.companyId));
  if (!key) throw notFound();
  await files.remove(key);
}
