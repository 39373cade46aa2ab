import { lifecycleStageOf, type BulkDeleteInput, type BulkLocationInput, type BulkResult, type BulkStatusInput } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './equipment.repo.ts';
import { deleteEquipment, requireLiveEquipment } from './equipment.service.ts';
import type { Scope } from '../../platform/scope.ts';

/** Why one item failed, in words a user can act on; another company's id reads as plain 'Not found'. */
function reasonOf(err: unknown): string {
  if (err instanceof AppError) return err.code === 'NOT_FOUND' ? 'Not found' : err.message;
  return 'Update failed';
}

/**
 * spec 02 §8: runs go on past per-item failures and report them. Each item is its own short
 * transaction, so one failure rolls back only that item.
 */
/** Reports an unexpected per-item error (a bug or a database fault) to the request's log. */
export type LogError = (err: unknown, id: string) => void;

export async function eachItem(
  run: TxRunner,
  ids: string[],
  log: LogError,
  work: (tx: Sql, id: string) => Promise<void>,
): Promise<BulkResult> {
  const failed: BulkResult['failed'] = [];
  let succeeded = 0;
  for (const id of ids) {
    try {
      await run((tx) => work(tx, id));
      succeeded += 1;
    } catch (err) {
      if (!(err instanceof AppError)) log(err, id);
      failed.push({ id, error: reasonOf(err) });
    }
  }
  return { succeeded, failed };
}

/** spec 02 §7 Bulk status: update, then activity_logs 'equipment_status_bulk_update' per item. */
export function bulkUpdateStatus(run: TxRunner, scope: Scope, input: BulkStatusInput, log: LogError): Promise<BulkResult> {
  return eachItem(run, input.ids, log, async (tx, id) => {
    const row = await requireLiveEquipment(tx, scope, id);
    await repo.updateEquipment(tx, id, row.company_id, {
      status: input.status,
      lifecycleStage: lifecycleStageOf(row.current_condition_rating, input.status),
    });
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'equipment_status_bulk_update',
      entityType: 'equipment',
      entityId: id,
      details: { from: row.status, to: input.status },
    });
  });
}

/** spec 02 §7 Bulk assignment to a location: updates location, then 'equipment_bulk_assignment' per item. */
export function bulkAssignLocation(run: TxRunner, scope: Scope, input: BulkLocationInput, log: LogError): Promise<BulkResult> {
  return eachItem(run, input.ids, log, async (tx, id) => {
    const row = await requireLiveEquipment(tx, scope, id);
    await repo.updateEquipment(tx, id, row.company_id, { location: input.location });
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'equipment_bulk_assignment',
      entityType: 'equipment',
      entityId: id,
      details: { type: 'location', from: row.location, to: input.location },
    });
  });
}

/** Deletes or archives each item by the same rule as a single delete (DESIGN §6). */
export async function bulkDelete(run: TxRunner, scope: Scope, input: BulkDeleteInput, log: LogError): Promise<BulkResult> {
  let deleted = 0;
  let archived = 0;
  const result = await eachItem(run, input.ids, log, async (tx, id) => {
    const out = await deleteEquipment(tx, scope, id);
    if (out.outcome === 'deleted') deleted += 1;
    else archived += 1;
  });
  return { ...result, deleted, archived };
}
