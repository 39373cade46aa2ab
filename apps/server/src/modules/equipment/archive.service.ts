import { equipmentMessages, type RestoreEquipmentResult } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { assertWithinLimit } from '../billing/index.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { requireEquipment } from './equipment.service.ts';

/**
 * Brings archived equipment back into the register as it was (DESIGN §6 archives what has history). It counts
 * against the plan's equipment limit again (ADR 0006), and its serial must still be free among live equipment.
 */
export async function restoreEquipment(tx: Sql, scope: Scope, id: string): Promise<RestoreEquipmentResult> {
  const row = await requireEquipment(tx, scope, id);
  if (!row.archived_at) throw new AppError('CONFLICT', equipmentMessages.notArchived);
  await assertWithinLimit(tx, row.company_id, 'equipment');
  try {
    await repo.unarchiveEquipment(tx, id, row.company_id);
  } catch (err) {
    if (repo.isUniqueViolation(err, 'equipment_serial_key')) throw new AppError('CONFLICT', equipmentMessages.restoreSerialTaken);
    throw err;
  }
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'equipment_restored',
    entityType: 'equipment',
    entityId: id,
    details: { name: row.name, archivedAt: row.archived_at },
  });
  return { equipment: toEquipment((await repo.findEquipment(tx, id, row.company_id))!), message: equipmentMessages.restored };
}
