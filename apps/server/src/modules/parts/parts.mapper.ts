import { stockStateOf, type Part, type PartQuote, type StockMovement } from '@gears/domain';
import type { PartRow } from './parts.repo.ts';
import type { QuoteRow } from './quotes.repo.ts';
import type { MovementRow } from './stock.repo.ts';

const iso = (v: Date) => new Date(v).toISOString();
export const photoUrlOf = (partId: string) => `/api/parts/${partId}/photo`;

export function toPart(row: PartRow): Part {
  const state = stockStateOf(row.units_in_stock, row.min_stock);
  return {
    id: row.id,
    companyId: row.company_id,
    partName: row.part_name,
    partNumber: row.part_number,
    description: row.description,
    category: row.category,
    manufacturer: row.manufacturer,
    supplier: row.supplier,
    location: row.location,
    unitCost: row.unit_cost === null ? null : Number(row.unit_cost),
    unitsInStock: row.units_in_stock,
    minStock: row.min_stock,
    leadTimeDays: row.lead_time_days,
    stockState: state,
    isLowStock: state !== 'ok',
    photoUrl: row.photo_key ? photoUrlOf(row.id) : null,
    equipment: typeof row.equipment === 'string' ? JSON.parse(row.equipment) : row.equipment,
    archivedAt: row.archived_at ? iso(row.archived_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    partId: row.part_id,
    kind: row.kind as StockMovement['kind'],
    quantityDelta: row.quantity_delta,
    balanceAfter: row.balance_after,
    reason: row.reason,
    task: row.task_id ? { id: row.task_id, taskNumber: row.task_number ?? '', title: row.task_title ?? '' } : null,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    createdAt: iso(row.created_at),
  };
}

export function toQuote(row: QuoteRow): PartQuote {
  return {
    id: row.id,
    companyId: row.company_id,
    partId: row.part_id,
    partName: row.part_name,
    partNumber: row.part_number,
    vendor: row.vendor,
    unitsRequested: row.units_requested,
    notes: row.notes,
    status: row.status as PartQuote['status'],
    requestedBy: row.requested_by ? { id: row.requested_by, name: row.requested_by_name ?? '' } : null,
    createdAt: iso(row.created_at),
  };
}
