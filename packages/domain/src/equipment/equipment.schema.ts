import { z } from 'zod';
import { optionalText, tooLong } from '../platform/text.schema.ts';
import {
  assignmentStatuses,
  equipmentPriorities,
  equipmentTextLimits,
  equipmentTypes,
  futurePurchaseDateMessage,
  isFuturePurchaseDate,
  isValidEquipmentYear,
  maintenanceSchedules,
  maxEquipmentHours,
  maxMoney,
} from './fields.rules.ts';
import { equipmentMessages } from './messages.ts';
import { availabilities, equipmentStatuses, lifecycleStages } from './status.rules.ts';
import { depreciationMethods } from './depreciation.rules.ts';
import { movementStatuses } from '../fleet/status.rules.ts';
import { warrantyStatuses } from './lifecycle.rules.ts';
import { normalizeTags } from './tags.rules.ts';
import { currentHolder } from '../assignments/assignment.schema.ts';

const required = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined) });

const requiredText = (message: string, max: number) => z.string(required(message)).trim().min(1, message).max(max, tooLong(max));
/** Optional text: trimmed, and '' stored as null. */
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(maxMoney)
    .nullish()
    .transform((v) => v ?? null);
const isoDate = z.iso
  .date({ error: 'Use a date like 2026-03-09' })
  .nullish()
  .transform((v) => v ?? null);
const year = z
  .number({ error: (issue) => (issue.input == null ? 'Year is required' : 'Please enter a valid year') })
  .int('Please enter a valid year')
  .refine((y) => isValidEquipmentYear(y), 'Please enter a valid year');
const hours = z
  .number({ error: 'Hours must be a number' })
  .min(0, 'Hours cannot be negative')
  .max(maxEquipmentHours, `Hours cannot exceed ${maxEquipmentHours}`);
const tags = z
  .array(z.string().max(200))
  .max(100)
  .transform((list, ctx) => {
    const out = normalizeTags(list);
    if (out.error) {
      ctx.addIssue({ code: 'custom', message: out.error });
      return z.NEVER;
    }
    return out.tags;
  });

export const equipmentStatus = z.enum(equipmentStatuses, required('Status is required'));
export const equipmentType = z.enum(equipmentTypes, required('Equipment type is required'));

const optionalFields = {
  location: optionalText(equipmentTextLimits.location),
  notes: optionalText(equipmentTextLimits.notes),
  description: optionalText(equipmentTextLimits.description),
  priority: z
    .enum(equipmentPriorities)
    .nullish()
    .transform((v) => v ?? null),
  // Checked against "now" when the request is parsed; UTC's today + 1 day, so today is accepted in every zone.
  purchaseDate: isoDate.refine((v) => v === null || !isFuturePurchaseDate(v), futurePurchaseDateMessage),
  warrantyExpiry: isoDate,
  purchasePrice: money('Purchase price'),
  currentValue: money('Current value'),
  depreciationRate: z
    .number()
    .min(0)
    .max(100, 'Depreciation rate must be between 0 and 100')
    .nullish()
    .transform((v) => v ?? null),
  currentConditionRating: z
    .number()
    .int()
    .min(1, 'Condition rating must be between 1 and 10')
    .max(10, 'Condition rating must be between 1 and 10')
    .nullish()
    .transform((v) => v ?? null),
  replacementCostEstimate: money('Replacement cost'),
  lastValuationDate: isoDate,
  maintenanceSchedule: z.enum(maintenanceSchedules).default('monthly'),
  lastMaintenance: isoDate,
  lastServiceDate: isoDate,
  nextServiceDate: isoDate,
  operatorName: optionalText(equipmentTextLimits.operatorName),
  hours: hours.nullish().transform((v) => v ?? null),
  tags: tags.default([]),
};

/** spec 02 §2 Add New Equipment and §5 required-field messages. */
export const createEquipmentInput = z.strictObject({
  name: requiredText('Equipment name is required', equipmentTextLimits.name),
  manufacturer: requiredText('Manufacturer is required', equipmentTextLimits.manufacturer),
  model: requiredText('Model is required', equipmentTextLimits.model),
  serial: requiredText('Serial number is required', equipmentTextLimits.serial),
  equipmentType,
  status: equipmentStatus,
  year,
  ...optionalFields,
  /** Only a provider admin who is not impersonating names the company; others use their own. */
  companyId: z.uuid().optional(),
  /** The company's custom fields by key (issue 19 item 4); the server checks each, and refuses a required one left out. */
  customValues: z.record(z.string().max(80), z.union([z.string().max(500), z.number(), z.null()])).optional(),
});
export type CreateEquipmentInput = z.infer<typeof createEquipmentInput>;

/**
 * The Add New Equipment form's checks: the create schema, with the person's own date as the latest purchase date (the
 * server, not knowing their zone, allows UTC's tomorrow), and the company required when they must choose one (a
 * provider admin outside impersonation; the server refuses that write without it).
 */
export function addEquipmentFormInput(options: { latestPurchaseDate: string; needsCompany: boolean }) {
  return createEquipmentInput.extend({
    purchaseDate: isoDate.refine((v) => v === null || !isFuturePurchaseDate(v, options.latestPurchaseDate), futurePurchaseDateMessage),
    companyId: options.needsCompany ? z.uuid({ error: equipmentMessages.chooseCompanyField }) : z.uuid().optional(),
  });
}

/** spec 02 §5 inline edit: name not empty, year 1900..next year or null, hours ≥ 0 or null, model and serial trimmed. */
export const updateEquipmentInput = z
  .strictObject({
    name: z.string().trim().min(1, 'Equipment name cannot be empty').max(equipmentTextLimits.name, tooLong(equipmentTextLimits.name)),
    manufacturer: optionalText(equipmentTextLimits.manufacturer),
    model: optionalText(equipmentTextLimits.model),
    serial: optionalText(equipmentTextLimits.serial),
    equipmentType: equipmentType.nullable(),
    status: equipmentStatus,
    year: year.nullable(),
    ...optionalFields,
    hours: hours.nullable(),
    maintenanceSchedule: z.enum(maintenanceSchedules),
    tags,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateEquipmentInput = z.infer<typeof updateEquipmentInput>;

export const equipmentSortKeys = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'year',
  '-year',
  'hours',
  '-hours',
] as const;
export type EquipmentSort = (typeof equipmentSortKeys)[number];

const searchText = z
  .string()
  .trim()
  .max(100)
  .refine((s) => s.length === 0 || s.length >= 2, 'Search needs at least 2 characters');

/** Filters shared by the list and the CSV export. */
export const equipmentFilters = {
  search: searchText.optional(),
  status: z.enum(equipmentStatuses).optional(),
  /** spec 02 §4 availability label (issue 15 item 4). */
  availability: z.enum(availabilities, { error: `Availability must be one of: ${availabilities.join(', ')}` }).optional(),
  /** spec 02 §2 register filter (active, idle, signal_lost) by the machine's GPS movement status (§4). */
  movement: z.enum(movementStatuses, { error: `Movement must be one of: ${movementStatuses.join(', ')}` }).optional(),
  sort: z.enum(equipmentSortKeys).default('-createdAt'),
  archived: z.enum(['true', 'false']).default('false'),
  /** A provider admin's all-company view may narrow to one company. */
  companyId: z.uuid().optional(),
  /** A custom field's value, written key:value (issue 19 item 4); matched exactly, ignoring case. */
  cf: z.string().trim().max(300).optional(),
};

export const listEquipmentQuery = z.strictObject({
  ...equipmentFilters,
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListEquipmentQuery = z.infer<typeof listEquipmentQuery>;

export const exportEquipmentQuery = z.strictObject(equipmentFilters);
export type ExportEquipmentQuery = z.infer<typeof exportEquipmentQuery>;

export const companyQuery = z.strictObject({ companyId: z.uuid().optional() });

export const equipment = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serial: z.string().nullable(),
  equipmentType: z.enum(equipmentTypes).nullable(),
  status: z.enum(equipmentStatuses),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  description: z.string().nullable(),
  priority: z.enum(equipmentPriorities).nullable(),
  purchaseDate: z.string().nullable(),
  warrantyExpiry: z.string().nullable(),
  purchasePrice: z.number().nullable(),
  /**
   * Computed on each read from the depreciation method (depreciation.rules.ts) when its inputs are there; otherwise the
   * last recorded value (recordedValue).
   */
  currentValue: z.number().nullable(),
  /** The stored current_value: the last valuation recorded (typed on the add form, or written by a lifecycle change). */
  recordedValue: z.number().nullable(),
  /** Whether currentValue is computed by the method or the recorded one. */
  currentValueSource: z.enum(['computed', 'recorded']).nullable(),
  depreciationRate: z.number().nullable(),
  depreciationMethod: z.enum(depreciationMethods),
  usefulLifeHours: z.number().nullable(),
  warrantyStatus: z.enum(warrantyStatuses),
  currentConditionRating: z.number().nullable(),
  lifecycleStage: z.enum(lifecycleStages).nullable(),
  replacementCostEstimate: z.number().nullable(),
  lastValuationDate: z.string().nullable(),
  assignmentStatus: z.enum(assignmentStatuses),
  assignedTo: z.uuid().nullable(),
  assignedToName: z.string().nullable(),
  maintenanceSchedule: z.enum(maintenanceSchedules),
  lastMaintenance: z.string().nullable(),
  year: z.number().nullable(),
  tags: z.array(z.string()),
  qrCodeId: z.string().nullable(),
  /** The first uploaded image, served through the API; null without images. */
  imageUrl: z.string().nullable(),
  hours: z.number().nullable(),
  operatorName: z.string().nullable(),
  /** Derived (service-dates.rules.ts): the latest completed maintenance, or the date recorded before it. */
  lastServiceDate: z.string().nullable(),
  /** Derived: the earliest open task's due date. */
  nextServiceDate: z.string().nullable(),
  /** Derived: the hours an open hours-based task falls due at (whichever of date and hours comes first). */
  nextServiceHours: z.number().nullable(),
  /** spec 02 §4 availability label (availabilityOf), from status, open tasks, job site, check-out and reservations. */
  availability: z.enum(availabilities),
  /** The job site the machine is actively at (spec 02 §2 job site block), or null. */
  jobSite: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The detail only: who holds it now (an active check-out), null when nobody does (issue 15). */
  currentAssignment: currentHolder.nullable().optional(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.infer<typeof equipment>;

export const equipmentPage = z.object({ items: z.array(equipment), nextCursor: z.string().nullable() });
export type EquipmentPage = z.infer<typeof equipmentPage>;

export const equipmentStats = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(equipmentStatuses), z.number()),
  withQrCode: z.number(),
  needingQrCode: z.number(),
});
export type EquipmentStats = z.infer<typeof equipmentStats>;

export const equipmentDependents = z.object({
  images: z.number(),
  documents: z.number(),
  scans: z.number(),
  activity: z.number(),
  tasks: z.number(),
  repairs: z.number(),
  total: z.number(),
  /** What DELETE will do: archive when anything depends on the equipment (DESIGN §6), delete otherwise. */
  onDelete: z.enum(['archive', 'delete']),
});
export type EquipmentDependents = z.infer<typeof equipmentDependents>;

export const deleteEquipmentResult = z.object({
  outcome: z.enum(['deleted', 'archived']),
  dependents: equipmentDependents,
  message: z.string(),
});
export type DeleteEquipmentResult = z.infer<typeof deleteEquipmentResult>;

export const restoreEquipmentResult = z.object({ equipment, message: z.string() });
export type RestoreEquipmentResult = z.infer<typeof restoreEquipmentResult>;
