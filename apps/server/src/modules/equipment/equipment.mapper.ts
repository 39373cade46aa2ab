import { availabilityOf, serviceDatesOf, type Equipment } from '@gears/domain';
import type { EquipmentRow } from './equipment.repo.ts';

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export const imageUrlOf = (equipmentId: string, imageId: string) => `/api/equipment/${equipmentId}/images/${imageId}/file`;

/** The API's view of a row (packages/domain `equipment`). */
export function toEquipment(row: EquipmentRow): Equipment {
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
    currentValue: num(row.current_value),
    depreciationRate: num(row.depreciation_rate),
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
      assignmentStatus: row.assignment_status,
      hasOpenTask: row.next_due_date !== null,
      hasJobSite: row.job_site !== null,
      hasActiveReservation: row.has_active_reservation,
      isArchived: row.archived_at !== null,
    }),
    jobSite: row.job_site ? { id: row.job_site.id, name: row.job_site.name } : null,
    archivedAt: iso(row.archived_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
