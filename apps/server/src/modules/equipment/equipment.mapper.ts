import {
  availabilityOf,
  currentValueOf,
  serviceDatesOf,
  todayUtc,
  warrantyStatusOf,
  type DepreciationMethod,
  type Equipment,
} from '@gears/domain';
import type { EquipmentRow } from './equipment.repo.ts';

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export const imageUrlOf = (equipmentId: string, imageId: string) => `/api/equipment/${equipmentId}/images/${imageId}/file`;

/**
 * The current value is computed at read time (spec 02 §9, depreciation.rules.ts) rather than stored by a nightly job:
 * it moves every day, so a stored figure is stale by the next morning, and computing it for a page of 50 rows costs
 * microseconds. The current_value column stays as the last recorded valuation (the add form's figure, or the value a
 * lifecycle change wrote with last_valuation_date), shown when the method's inputs are missing.
 */
function valuationOf(row: EquipmentRow, today: string): Pick<Equipment, 'currentValue' | 'recordedValue' | 'currentValueSource'> {
  const recordedValue = num(row.current_value);
  const computed = currentValueOf(
    {
      method: row.depreciation_method as DepreciationMethod,
      purchasePrice: num(row.purchase_price),
      purchaseDate: row.purchase_date,
      depreciationRate: num(row.depreciation_rate),
      hours: num(row.hours),
      usefulLifeHours: num(row.useful_life_hours),
    },
    today,
  );
  if (computed !== null) return { currentValue: computed, recordedValue, currentValueSource: 'computed' };
  return { currentValue: recordedValue, recordedValue, currentValueSource: recordedValue === null ? null : 'recorded' };
}

/** The API's view of a row (packages/domain `equipment`). */
export function toEquipment(row: EquipmentRow, today: string = todayUtc()): Equipment {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    manufacturer: row.manufacturer,
    model: row.model,
    serial: row.serial,
    equipmentType: row.equipment_type as Equipment['equipmentType'],
    status: row.status as Equipment['status'],
    location: row.location,
    notes: row.notes,
    description: row.description,
    priority: row.priority as Equipment['priority'],
    purchaseDate: row.purchase_date,
    warrantyExpiry: row.warranty_expiry,
    purchasePrice: num(row.purchase_price),
    ...valuationOf(row, today),
    depreciationRate: num(row.depreciation_rate),
    depreciationMethod: row.depreciation_method as DepreciationMethod,
    usefulLifeHours: num(row.useful_life_hours),
    warrantyStatus: warrantyStatusOf(row.warranty_expiry, today),
    currentConditionRating: row.current_condition_rating,
    lifecycleStage: row.lifecycle_stage as Equipment['lifecycleStage'],
    replacementCostEstimate: num(row.replacement_cost_estimate),
    lastValuationDate: row.last_valuation_date,
    assignmentStatus: row.assignment_status as Equipment['assignmentStatus'],
    assignedTo: row.assigned_to,
    assignedToName: row.assigned_to_name,
    maintenanceSchedule: row.maintenance_schedule as Equipment['maintenanceSchedule'],
    lastMaintenance: row.last_maintenance,
    year: row.year,
    tags: row.tags ?? [],
    qrCodeId: row.qr_code_id,
    imageUrl: row.first_image_id ? imageUrlOf(row.id, row.first_image_id) : null,
    hours: num(row.hours),
    operatorName: row.operator_name,
    ...serviceDatesOf({
      recordedLast: row.last_service_date,
      recordedNext: row.next_service_date,
      lastCompletedOn: row.last_completed_on,
      nextDueDate: row.next_due_date,
      nextDueHours: num(row.next_due_hours),
    }),
    availability: availabilityOf({
      status: row.status,
      assignmentStatus: row.has_active_assignment ? 'assigned' : row.assignment_status,
      hasOpenTask: row.has_open_task,
      hasJobSite: row.has_job_site,
      hasActiveReservation: row.has_active_reservation,
      isArchived: row.archived_at !== null,
    }),
    jobSite: row.job_site ? { id: row.job_site.id, name: row.job_site.name } : null,
    archivedAt: iso(row.archived_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
