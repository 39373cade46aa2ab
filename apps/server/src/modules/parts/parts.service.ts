import { randomBytes } from 'node:crypto';
import {
  can,
  equipmentMessages,
  generatePartNumber,
  insufficientPermissions,
  partsMessages as m,
  type CreatePartInput,
  type ListPartsQuery,
  type Part,
  type PartPage,
  type UpdatePartInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { toPart } from './parts.mapper.ts';
import * as repo from './parts.repo.ts';
import * as stockRepo from './stock.repo.ts';
import { companyExists } from '../../platform/company.repo.ts';

/** ADR 0008: setting or changing a part's unit cost needs 'parts.editCost'. */
function assertMayChangeCost(scope: Scope, before: { unitCost: number | null }, unitCost: number | null | undefined): void {
  if (unitCost === undefined || (unitCost ?? null) === before.unitCost || can(scope.role, 'parts.editCost')) return;
  throw new AppError('FORBIDDEN', insufficientPermissions);
}

/** A taken part number: the message says when the holder is archived, so the user restores it rather than guessing. */
async function duplicateNumber(tx: Sql, companyId: string, partNumber: string): Promise<AppError> {
  const holder = await repo.partHoldingNumber(tx, companyId, partNumber);
  return new AppError('CONFLICT', holder?.archived_at ? m.archivedPartNumber : m.duplicatePartNumber);
}

export async function requirePartRow(tx: Sql, scope: Scope, id: string): Promise<repo.PartRow> {
  const row = await repo.findPart(tx, id, scope.companyId);
  if (!row) throw notFound(m.partNotFound);
  return row;
}

/** A part that may change: visible to the caller (else 404) and not archived (else 409 until restored). */
export async function requireLivePart(tx: Sql, scope: Scope, id: string): Promise<repo.PartRow> {
  const row = await requirePartRow(tx, scope, id);
  if (row.archived_at) throw new AppError('CONFLICT', m.partIsArchived);
  return row;
}

export async function getPart(tx: Sql, scope: Scope, id: string): Promise<Part> {
  return toPart(await requirePartRow(tx, scope, id));
}

/** Every equipment id must be a live equipment of the part's company; another company's is 404. */
async function requireEquipment(tx: Sql, companyId: string, ids: string[]): Promise<void> {
  const found = await repo.visibleEquipment(tx, companyId, ids);
  if (found.length !== ids.length) throw notFound(equipmentMessages.notFound);
}

/**
 * Adds a part. An empty part number is generated (PN-{timestamp}-{4 chars}); a given one must be new
 * in the company. Opening stock is written to the ledger as the first 'received' movement.
 */
export async function createPart(tx: Sql, scope: Scope, input: CreatePartInput): Promise<Part> {
  assertMayChangeCost(scope, { unitCost: null }, input.unitCost);
  const companyId = writeCompany(scope, input.companyId);
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  await requireEquipment(tx, companyId, input.equipmentIds);
  const fields = {
    companyId,
    partName: input.partName,
    description: input.description,
    category: input.category,
    manufacturer: input.manufacturer,
    supplier: input.supplier,
    location: input.location,
    unitCost: input.unitCost,
    unitsInStock: input.unitsInStock,
    minStock: input.minStock,
    leadTimeDays: input.leadTimeDays,
    createdBy: scope.actorId,
  };
  let id: string | null = null;
  if (input.partNumber) {
    id = await repo.insertPart(tx, { ...fields, partNumber: input.partNumber });
    if (!id) throw await duplicateNumber(tx, companyId, input.partNumber);
  } else {
    for (let attempt = 0; !id && attempt < 5; attempt++) {
      id = await repo.insertPart(tx, { ...fields, partNumber: generatePartNumber(new Date(), randomBytes(4)) });
    }
    if (!id) throw new Error('could not draw a free part number');
  }
  await repo.setEquipmentLinks(tx, id, companyId, input.equipmentIds);
  if (input.unitsInStock > 0) {
    await stockRepo.insertMovement(tx, {
      companyId,
      partId: id,
      kind: 'received',
      delta: input.unitsInStock,
      balanceAfter: input.unitsInStock,
      reason: 'Opening stock',
      taskId: null,
      userId: scope.actorId,
    });
  }
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'part_created',
    entityType: 'part',
    entityId: id,
    details: { partName: input.partName },
  });
  return toPart((await repo.findPart(tx, id, companyId))!);
}

export async function listParts(tx: Sql, scope: Scope, q: ListPartsQuery): Promise<PartPage> {
  const { rows, total } = await repo.listParts(
    tx,
    {
      companyId: readCompany(scope, q.companyId),
      search: q.search || undefined,
      lowStock: q.lowStock === 'true',
      equipmentId: q.equipmentId,
      includeArchived: q.includeArchived === 'true',
    },
    q.limit,
    q.offset,
  );
  return { items: rows.map(toPart), total };
}

/** Edits a part's facts and equipment links; its stock changes only through movements. An archived part is read-only. */
export async function updatePart(tx: Sql, scope: Scope, id: string, patch: UpdatePartInput): Promise<Part> {
  const row = await requireLivePart(tx, scope, id);
  assertMayChangeCost(scope, toPart(row), patch.unitCost);
  if (patch.equipmentIds) await requireEquipment(tx, row.company_id, patch.equipmentIds);
  if (patch.partNumber) {
    const holder = await repo.partHoldingNumber(tx, row.company_id, patch.partNumber);
    if (holder && holder.id !== id) throw await duplicateNumber(tx, row.company_id, patch.partNumber);
  }
  try {
    await repo.updatePart(tx, id, row.company_id, { ...patch, equipmentIds: undefined });
  } catch (err) {
    // Taken between the check and the write by a concurrent request.
    if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', m.duplicatePartNumber);
    throw err;
  }
  if (patch.equipmentIds) await repo.setEquipmentLinks(tx, id, row.company_id, patch.equipmentIds);
  return toPart((await repo.findPart(tx, id, row.company_id))!);
}
