import { randomBytes, randomUUID } from 'node:crypto';
import { assignableRoleOrder, effectiveToday, equipmentMessages, maintenanceMessages, taskNumberFrom } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import * as equipmentRepo from './equipment-link.repo.ts';
import * as repo from './tasks.repo.ts';
import { companyExists } from '../../platform/company.repo.ts';

/** The caller's today: the browser's date hint when plausible, else the server's UTC date (dates.rules.ts). */
export const todayOf = (hint?: string | null): string => effectiveToday(new Date(), hint);

/** An equipment the caller can see, archived or not (its history stays readable), else 404. */
export async function requireVisibleEquipment(tx: Sql, scope: Scope, id: string): Promise<equipmentRepo.LinkedEquipmentRow> {
  const row = await equipmentRepo.findEquipment(tx, id, scope.companyId);
  if (!row) throw notFound(equipmentMessages.notFound);
  return row;
}

/** An equipment new work is recorded against: visible (else 404) and not archived (409 until restored). */
export async function requireLinkedEquipment(tx: Sql, scope: Scope, id: string): Promise<equipmentRepo.LinkedEquipmentRow> {
  const row = await requireVisibleEquipment(tx, scope, id);
  if (row.archived_at) throw new AppError('CONFLICT', equipmentMessages.archived);
  return row;
}

/**
 * The company a new record goes to: the equipment's when one is named (and it must be visible to the
 * caller), else the caller's own; a provider admin in the all-company view names it.
 */
export async function companyForWrite(
  tx: Sql,
  scope: Scope,
  requested: string | undefined,
  equipmentId: string | null,
): Promise<{ companyId: string; equipment: equipmentRepo.LinkedEquipmentRow | null }> {
  if (equipmentId) {
    const equipment = await requireLinkedEquipment(tx, scope, equipmentId);
    if (requested && requested !== equipment.company_id) throw notFound('Company not found');
    return { companyId: equipment.company_id, equipment };
  }
  const companyId = writeCompany(scope, requested, maintenanceMessages.chooseTaskCompany);
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  return { companyId, equipment: null };
}

/** The company a read covers: readCompany for lists (the admin view may span companies). */
export { readCompany };

/** Every id must be an enabled user of the company with an assignable role; another company's user is 404. */
export async function requireMembers(tx: Sql, companyId: string, ids: string[]): Promise<repo.MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await repo.listAssignable(tx, companyId, assignableRoleOrder, ids);
  if (rows.length !== ids.length) throw notFound(maintenanceMessages.memberNotFound);
  return rows;
}

/** Inserts a task under a fresh 'MT-' number, drawing again in the (rare) case the number is taken. */
export async function insertWithNumber(
  tx: Sql,
  task: Omit<repo.NewTask, 'id' | 'taskNumber' | 'seriesId'> & { seriesId: string | null },
): Promise<string> {
  const id = randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await repo.insertTask(tx, { ...task, id, taskNumber: taskNumberFrom(randomBytes(8)), seriesId: task.seriesId ?? id });
    if (inserted) return id;
  }
  throw new Error('could not draw a free task number');
}

/**
 * Maintenance history is recorded against the equipment, so the equipment module counts it as a
 * dependent and archives rather than deletes a machine with history (DESIGN §6).
 */
export async function recordEquipmentActivity(
  tx: Sql,
  a: { companyId: string; userId: string | null; action: string; equipmentId: string | null; details: Record<string, unknown> },
): Promise<void> {
  await recordActivity(tx, {
    companyId: a.companyId,
    userId: a.userId,
    action: a.action,
    entityType: a.equipmentId ? 'equipment' : 'maintenance_task',
    entityId: a.equipmentId ?? (a.details.taskId as string | undefined),
    details: a.details,
  });
}
