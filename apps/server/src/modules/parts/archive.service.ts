import { partsMessages as m, type DeletePartResult, type Part, type PartDependents } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { toPart } from './parts.mapper.ts';
import * as repo from './parts.repo.ts';
import { requirePartRow } from './parts.service.ts';

function dependentsOf(counts: repo.DependentCounts): PartDependents {
  // Task usage is a subset of the ledger rows, so it is not added to the total again.
  const total = counts.movements + counts.equipmentLinks + counts.quotes;
  return { ...counts, total, onDelete: total > 0 ? 'archive' : 'delete' };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 stock movements (used on 1 task), 2 equipment links and 1 quote request" */
export function describeDependents(d: PartDependents): string {
  const parts = [
    d.movements &&
      `${plural(d.movements, 'stock movement', 'stock movements')}${d.tasks ? ` (used on ${plural(d.tasks, 'task', 'tasks')})` : ''}`,
    d.equipmentLinks && plural(d.equipmentLinks, 'equipment link', 'equipment links'),
    d.quotes && plural(d.quotes, 'quote request', 'quote requests'),
  ].filter(Boolean) as string[];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/** What DELETE would do to the part, for the confirmation (spec 02 §2 delete with counts, as for equipment). */
export async function partDependents(tx: Sql, scope: Scope, id: string): Promise<PartDependents> {
  const row = await requirePartRow(tx, scope, id);
  return dependentsOf(await repo.countDependents(tx, row.id, row.company_id));
}

/**
 * DESIGN §6: a part with history — ledger rows, equipment links, quote requests, use on tasks — is
 * archived (hidden, read-only, its part number still taken, restorable), never deleted with its ledger.
 * A part with no history is deleted; its photo key is returned for removal after the transaction.
 */
export async function deletePart(tx: Sql, scope: Scope, id: string): Promise<{ result: DeletePartResult; photoKey: string | null }> {
  // Locked, so a movement cannot land between the count and the delete.
  const locked = await repo.lockPart(tx, id, scope.companyId);
  if (!locked) throw notFound(m.partNotFound);
  const row = (await repo.findPart(tx, id, locked.company_id))!;
  const dependents = dependentsOf(await repo.countDependents(tx, id, row.company_id));
  if (dependents.onDelete === 'archive') {
    if (!row.archived_at) {
      await repo.setArchived(tx, id, row.company_id, scope.actorId);
      await recordActivity(tx, {
        companyId: row.company_id,
        userId: scope.actorId,
        action: 'part_archived',
        entityType: 'part',
        entityId: id,
        details: { partName: row.part_name, partNumber: row.part_number, dependents },
      });
    }
    return {
      result: {
        outcome: 'archived',
        dependents,
        message: `${row.part_name} was archived, not deleted, because it has ${describeDependents(dependents)}. Its ledger is kept and its part number stays reserved.`,
      },
      photoKey: null,
    };
  }
  const deleted = await repo.deletePart(tx, id, row.company_id);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'part_deleted',
    entityType: 'part',
    entityId: id,
    details: { partName: row.part_name, partNumber: row.part_number, unitsInStock: row.units_in_stock },
  });
  return { result: { outcome: 'deleted', dependents, message: `${row.part_name} was deleted.` }, photoKey: deleted?.photo_key ?? null };
}

/** Brings an archived part back into the lists, as it was. */
export async function restorePart(tx: Sql, scope: Scope, id: string): Promise<{ part: Part; message: string }> {
  const row = await requirePartRow(tx, scope, id);
  if (!row.archived_at) throw new AppError('CONFLICT', m.partNotArchived);
  await repo.setArchived(tx, id, row.company_id, null);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'part_restored',
    entityType: 'part',
    entityId: id,
    details: { partName: row.part_name, partNumber: row.part_number },
  });
  return { part: toPart((await repo.findPart(tx, id, row.company_id))!), message: m.partRestored };
}
