import {
  can,
  changedFields,
  equipmentFinancialFields,
  equipmentMessages,
  equipmentStatuses,
  insufficientPermissions,
  lifecycleStageOf,
  type CreateEquipmentInput,
  type DeleteEquipmentResult,
  type Equipment,
  type EquipmentDependents,
  type EquipmentDraft,
  type EquipmentPage,
  type EquipmentStats,
  type ExportEquipmentQuery,
  type ListEquipmentQuery,
  type UpdateEquipmentInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { assertWithinLimit, requireFeature } from '../billing/index.ts';
import { currentHolderOf } from '../assignments/index.ts';
import { deleteLocationLogsOf } from '../fleet/index.ts';
import { companyExists } from '../../platform/company.repo.ts';
import { customFieldFilterOf } from './custom-fields.service.ts';

const duplicateSerial = () => new AppError('CONFLICT', equipmentMessages.duplicateSerial);

/** ADR 0008: setting or changing purchase price, current value or the other money fields needs 'equipment.editFinancials'. */
function assertMayChangeFinancials(scope: Scope, before: Partial<Equipment>, patch: Partial<Equipment>): void {
  if (can(scope.role, 'equipment.editFinancials')) return;
  if (changedFields(equipmentFinancialFields, before, patch).length) throw new AppError('FORBIDDEN', insufficientPermissions);
}

/** Finds a visible equipment of the caller's company (or any company in the admin view), else 404. */
export async function requireEquipment(tx: Sql, scope: Scope, id: string): Promise<repo.EquipmentRow> {
  const row = await repo.findEquipment(tx, id, scope.companyId);
  if (!row) throw notFound(equipmentMessages.notFound);
  return row;
}

/** As requireEquipment, for a change: archived equipment is read-only until restored (409). */
export async function requireLiveEquipment(tx: Sql, scope: Scope, id: string): Promise<repo.EquipmentRow> {
  const row = await requireEquipment(tx, scope, id);
  if (row.archived_at) throw new AppError('CONFLICT', equipmentMessages.archived);
  return row;
}

export function draftOf(input: Omit<CreateEquipmentInput, 'companyId'>): EquipmentDraft {
  return {
    name: input.name,
    manufacturer: input.manufacturer,
    model: input.model,
    serial: input.serial,
    equipmentType: input.equipmentType,
    status: input.status,
    year: input.year,
    hours: input.hours ?? null,
    location: input.location ?? null,
    notes: input.notes ?? null,
    description: input.description ?? null,
    priority: input.priority ?? null,
    purchaseDate: input.purchaseDate ?? null,
    warrantyExpiry: input.warrantyExpiry ?? null,
    purchasePrice: input.purchasePrice ?? null,
    currentValue: input.currentValue ?? null,
    depreciationRate: input.depreciationRate ?? null,
    currentConditionRating: input.currentConditionRating ?? null,
    replacementCostEstimate: input.replacementCostEstimate ?? null,
    lastValuationDate: input.lastValuationDate ?? null,
    maintenanceSchedule: input.maintenanceSchedule ?? 'monthly',
    lastMaintenance: input.lastMaintenance ?? null,
    lastServiceDate: input.lastServiceDate ?? null,
    nextServiceDate: input.nextServiceDate ?? null,
    operatorName: input.operatorName ?? null,
    tags: input.tags ?? [],
    qrCodeId: null,
  };
}

/** spec 02 §2 Add New Equipment. A duplicate serial within the company is a 409 with the spec's message. */
export async function createEquipment(tx: Sql, scope: Scope, input: CreateEquipmentInput): Promise<Equipment> {
  assertMayChangeFinancials(scope, {}, input);
  const companyId = writeCompany(scope, input.companyId, equipmentMessages.chooseCompany);
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  await assertWithinLimit(tx, companyId, 'equipment');
  const draft = draftOf(input);
  let id: string;
  try {
    id = await repo.insertEquipment(tx, {
      ...draft,
      companyId,
      createdBy: scope.actorId,
      lifecycleStage: lifecycleStageOf(draft.currentConditionRating, draft.status),
    });
  } catch (err) {
    if (repo.isUniqueViolation(err, 'equipment_serial_key')) throw duplicateSerial();
    throw err;
  }
  return toEquipment((await repo.findEquipment(tx, id, companyId))!);
}

/** The detail adds who holds the machine now (assignments module). */
export async function getEquipment(tx: Sql, scope: Scope, id: string): Promise<Equipment> {
  const row = await requireEquipment(tx, scope, id);
  return { ...toEquipment(row), currentAssignment: await currentHolderOf(tx, row.id, row.company_id) };
}

/** spec 02 §2 inline edits and any other field; the lifecycle stage follows the condition rating. */
export async function updateEquipment(tx: Sql, scope: Scope, id: string, patch: UpdateEquipmentInput): Promise<Equipment> {
  const row = await requireLiveEquipment(tx, scope, id);
  assertMayChangeFinancials(scope, toEquipment(row), patch);
  const rating = patch.currentConditionRating !== undefined ? patch.currentConditionRating : row.current_condition_rating;
  const status = patch.status ?? row.status;
  const touchesStage = patch.currentConditionRating !== undefined || patch.status !== undefined;
  // spec 01 §6: Basic has a read-only lifecycle; the condition rating drives it (a status change still moves the stage
  // to or from retired) and the depreciation rate values it, so changing either here is refused as the Lifecycle tab's
  // dialogs are. Registering a machine with its rate is not a lifecycle edit. The admin's all-company view is never limited.
  const changes = (value: number | null | undefined, stored: string | number | null) =>
    value !== undefined && (value === null ? stored !== null : stored === null || Number(stored) !== value);
  const editsLifecycle =
    changes(patch.currentConditionRating, row.current_condition_rating) || changes(patch.depreciationRate, row.depreciation_rate);
  if (editsLifecycle && scope.companyId !== null) await requireFeature(tx, row.company_id, 'lifecycle_edit');
  try {
    await repo.updateEquipment(tx, id, row.company_id, {
      ...(patch as Partial<EquipmentDraft>),
      ...(touchesStage ? { lifecycleStage: lifecycleStageOf(rating, status) } : {}),
    });
  } catch (err) {
    if (repo.isUniqueViolation(err, 'equipment_serial_key')) throw duplicateSerial();
    throw err;
  }
  return toEquipment((await repo.findEquipment(tx, id, row.company_id))!);
}

/** The list's and the export's filter from the query; a custom field filter (cf=key:value) is checked against its field. */
export async function listFilterOf(tx: Sql, scope: Scope, query: ExportEquipmentQuery): Promise<repo.ListFilter> {
  const companyId = readCompany(scope, query.companyId);
  return {
    companyId,
    search: query.search || undefined,
    status: query.status,
    availability: query.availability,
    movement: query.movement,
    archived: query.archived === 'true',
    ...(query.cf ? { customField: await customFieldFilterOf(tx, companyId, query.cf) } : {}),
  };
}

export async function listEquipment(tx: Sql, scope: Scope, query: ListEquipmentQuery): Promise<EquipmentPage> {
  const filter = await listFilterOf(tx, scope, query);
  const after = query.cursor ? decodeCursor(query.cursor, repo.sortKeyTypeOf(query.sort)) : null;
  const rows = await repo.listEquipment(tx, filter, query.sort, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toEquipment(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_key, last.id) : null,
  };
}

/** The stats strip: live equipment counted by status, and how many have a QR code. */
export async function equipmentStats(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<EquipmentStats> {
  const rows = await repo.countByStatus(tx, readCompany(scope, requestedCompany));
  const byStatus = Object.fromEntries(equipmentStatuses.map((s) => [s, 0])) as EquipmentStats['byStatus'];
  let total = 0;
  let withQrCode = 0;
  for (const row of rows) {
    byStatus[row.status as keyof typeof byStatus] = row.n;
    total += row.n;
    withQrCode += row.with_qr;
  }
  return { total, byStatus, withQrCode, needingQrCode: total - withQrCode };
}

/** Live machines of one type (and status) in the reader's company: the count and the first `limit` by name. */
export function equipmentOfType(tx: Sql, scope: Scope, type: string, status: string | null, limit: number) {
  return repo.ofType(tx, readCompany(scope, undefined), type, status, limit);
}

export async function equipmentDependents(tx: Sql, scope: Scope, id: string): Promise<EquipmentDependents> {
  const row = await requireEquipment(tx, scope, id);
  return dependentsOf(await repo.countDependents(tx, id, row.company_id));
}

function dependentsOf(counts: repo.DependentCounts): EquipmentDependents {
  const total = counts.images + counts.documents + counts.scans + counts.activity + counts.tasks + counts.repairs;
  return { ...counts, total, onDelete: total > 0 ? 'archive' : 'delete' };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describeDependents(d: EquipmentDependents): string {
  const parts = [
    d.images && plural(d.images, 'image'),
    d.documents && plural(d.documents, 'document'),
    d.scans && plural(d.scans, 'scan'),
    d.activity && plural(d.activity, 'activity record'),
    d.tasks && plural(d.tasks, 'maintenance task'),
    d.repairs && plural(d.repairs, 'repair'),
  ].filter(Boolean) as string[];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/**
 * DESIGN §6: equipment with anything depending on it is archived (kept, hidden from the
 * register), never deleted with its history; equipment with nothing attached is deleted.
 */
export async function deleteEquipment(tx: Sql, scope: Scope, id: string): Promise<DeleteEquipmentResult> {
  const row = await requireEquipment(tx, scope, id);
  const dependents = dependentsOf(await repo.countDependents(tx, id, row.company_id));
  if (dependents.onDelete === 'archive') {
    await repo.archiveEquipment(tx, id, row.company_id);
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'equipment_archived',
      entityType: 'equipment',
      entityId: id,
      details: { name: row.name, dependents },
    });
    return {
      outcome: 'archived',
      dependents,
      message: `${row.name} was archived, not deleted, because it has ${describeDependents(dependents)}. Its history is kept.`,
    };
  }
  // spec 02 §7: the machine's location history goes first (the logs name the machine without a foreign key).
  await deleteLocationLogsOf(tx, id, row.company_id);
  await repo.deleteEquipmentRow(tx, id, row.company_id);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'equipment_deleted',
    entityType: 'equipment',
    entityId: id,
    details: { name: row.name, serial: row.serial },
  });
  return { outcome: 'deleted', dependents, message: `${row.name} was deleted.` };
}
