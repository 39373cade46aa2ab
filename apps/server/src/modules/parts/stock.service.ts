import {
  applyMovement,
  can,
  crossesReorderPoint,
  insufficientPermissions,
  lowStockNotice,
  lowStockRecipientRoles,
  maintenanceMessages,
  movementDelta,
  partsMessages as m,
  type RecordMovementInput,
  type RecordMovementResult,
  type StockMovement,
  type TaskPartMovement,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import type { Scope } from '../../platform/scope.ts';
import { toMovement, toPart } from './parts.mapper.ts';
import * as repo from './parts.repo.ts';
import { requirePartRow } from './parts.service.ts';
import * as stockRepo from './stock.repo.ts';

/**
 * One stock movement, in one transaction: the part row is locked (SELECT … FOR UPDATE), the new
 * balance checked (never below zero: 409 with the stock on hand), then the part and the ledger written
 * together. The CHECK on units_in_stock is the database's own guard. A movement that takes the part to
 * its reorder point notifies the company's client admins and managers, in the bell and by email, in the
 * same transaction (once per crossing: crossesReorderPoint). An archived part takes no movements.
 */
export async function recordMovement(
  tx: Sql,
  scope: Scope,
  partId: string,
  input: RecordMovementInput,
  _opts: { publicUrl: string },
): Promise<RecordMovementResult> {
  // ADR 0008: using stock is field work; receiving and adjusting it is the supervisor's.
  if (input.kind !== 'used' && !can(scope.role, 'stock.receiveAdjust')) throw new AppError('FORBIDDEN', insufficientPermissions);
  const part = await repo.lockPart(tx, partId, scope.companyId);
  if (!part) throw notFound(m.partNotFound);
  if (part.archived_at) throw new AppError('CONFLICT', m.partIsArchived);
  if (input.taskId) {
    const task = await stockRepo.findTaskRef(tx, input.taskId, part.company_id);
    if (!task) throw notFound(maintenanceMessages.taskNotFound);
  }
  const delta = movementDelta(input.kind, input.quantity);
  const outcome = applyMovement(part.units_in_stock, delta, part.part_name);
  if ('error' in outcome) throw new AppError('CONFLICT', outcome.error);
  await stockRepo.setStock(tx, part.id, part.company_id, outcome.balance);
  const movement = await stockRepo.insertMovement(tx, {
    companyId: part.company_id,
    partId: part.id,
    kind: input.kind,
    delta,
    balanceAfter: outcome.balance,
    reason: input.reason,
    taskId: input.taskId,
    userId: scope.actorId,
  });
  await recordActivity(tx, {
    companyId: part.company_id,
    userId: scope.actorId,
    action: `part_stock_${input.kind}`,
    entityType: 'part',
    entityId: part.id,
    details: { delta, balanceAfter: outcome.balance, taskId: input.taskId, reason: input.reason },
  });
  let lowStockNotified = 0;
  if (crossesReorderPoint(part.units_in_stock, outcome.balance, part.min_stock)) {
    const notice = lowStockNotice(part.part_name, outcome.balance, part.min_stock);
    const { inApp } = await notify(tx, {
      kind: 'low_stock',
      companyId: part.company_id,
      to: { roles: lowStockRecipientRoles },
      type: 'warning',
      ...notice,
      link: `/dashboard/parts-inventory?id=${part.id}`,
    });
    lowStockNotified = inApp.length;
  }
  return { part: toPart((await repo.findPart(tx, part.id, part.company_id))!), movement: toMovement(movement), lowStockNotified };
}

export async function partLedger(tx: Sql, scope: Scope, partId: string, limit: number): Promise<{ movements: StockMovement[] }> {
  const part = await requirePartRow(tx, scope, partId);
  return { movements: (await stockRepo.listMovements(tx, part.id, part.company_id, limit)).map(toMovement) };
}

/** The parts used on a task, with their part names: what the task's stock use was. */
export async function taskParts(tx: Sql, scope: Scope, taskId: string): Promise<{ movements: TaskPartMovement[] }> {
  const task = await stockRepo.findTaskRef(tx, taskId, scope.companyId);
  if (!task) throw notFound(maintenanceMessages.taskNotFound);
  const rows = await stockRepo.listTaskMovements(tx, task.id, task.company_id);
  return {
    movements: rows.map((r) => ({
      ...toMovement(r),
      part: { id: r.part_id, partName: r.part_name ?? '', partNumber: r.part_number ?? '' },
    })),
  };
}
