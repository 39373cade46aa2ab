import type { CreateEquipmentInput, EquipmentStatus, EquipmentType, MaintenanceSchedule } from '@gears/domain';
import { futurePurchaseDateMessage, isFuturePurchaseDate, isValidEquipmentYear } from '@gears/domain/equipment/fields.rules';
import { localToday } from '../../../lib/local-date.ts';

/** The Add New Equipment form as typed (strings until sent). spec 02 §2 lists every field. */
export type AddEquipmentValues = {
  companyId: string;
  name: string;
  manufacturer: string;
  model: string;
  serial: string;
  equipmentType: EquipmentType | '';
  status: EquipmentStatus | '';
  year: string;
  location: string;
  notes: string;
  purchaseDate: string;
  warrantyExpiry: string;
  purchasePrice: string;
  currentValue: string;
  maintenanceSchedule: MaintenanceSchedule;
  lastMaintenance: string;
  hours: string;
  tags: string[];
};

export type AddEquipmentErrors = Partial<Record<keyof AddEquipmentValues, string>>;

/** spec 02 §5: status defaults to active (the add form's "operational"), year to this year, schedule to monthly. */
export function initialValues(now: Date = new Date()): AddEquipmentValues {
  return {
    companyId: '',
    name: '',
    manufacturer: '',
    model: '',
    serial: '',
    equipmentType: '',
    status: 'active',
    year: String(now.getFullYear()),
    location: '',
    notes: '',
    purchaseDate: '',
    warrantyExpiry: '',
    purchasePrice: '',
    currentValue: '',
    maintenanceSchedule: 'monthly',
    lastMaintenance: '',
    hours: '',
    tags: [],
  };
}

const requiredMessages = {
  name: 'Equipment name is required',
  manufacturer: 'Manufacturer is required',
  model: 'Model is required',
  serial: 'Serial number is required',
  equipmentType: 'Equipment type is required',
  status: 'Status is required',
  year: 'Year is required',
} as const;

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The spec's messages, checked before sending; the server checks the same and has the last word. `today` is the user's
 * own date: a purchase date after it is in the future (the server, not knowing the zone, allows UTC's tomorrow).
 */
export function validateAddEquipment(values: AddEquipmentValues, needsCompany: boolean, today: string = localToday()): AddEquipmentErrors {
  const errors: AddEquipmentErrors = {};
  if (needsCompany && !values.companyId) errors.companyId = 'Choose the company this equipment belongs to';
  for (const [field, message] of Object.entries(requiredMessages) as [keyof typeof requiredMessages, string][]) {
    if (!String(values[field]).trim()) errors[field] = message;
  }
  const year = number(values.year);
  if (!errors.year && (year === null || !isValidEquipmentYear(year))) errors.year = 'Please enter a valid year';
  if (values.purchaseDate && isFuturePurchaseDate(values.purchaseDate, today)) errors.purchaseDate = futurePurchaseDateMessage;
  const hours = number(values.hours);
  if (hours !== null && (Number.isNaN(hours) || hours < 0)) errors.hours = 'Hours cannot be negative';
  for (const [field, label] of [
    ['purchasePrice', 'Purchase price'],
    ['currentValue', 'Current value'],
  ] as const) {
    const value = number(values[field]);
    if (value !== null && (Number.isNaN(value) || value < 0)) errors[field] = `${label} cannot be negative`;
  }
  return errors;
}

const text = (value: string) => (value.trim() ? value.trim() : null);

export function toCreateInput(values: AddEquipmentValues): CreateEquipmentInput {
  return {
    companyId: values.companyId || undefined,
    name: values.name.trim(),
    manufacturer: values.manufacturer.trim(),
    model: values.model.trim(),
    serial: values.serial.trim(),
    equipmentType: values.equipmentType as EquipmentType,
    status: values.status as EquipmentStatus,
    year: Number(values.year),
    location: text(values.location),
    notes: text(values.notes),
    description: null,
    priority: null,
    purchaseDate: values.purchaseDate || null,
    warrantyExpiry: values.warrantyExpiry || null,
    purchasePrice: number(values.purchasePrice),
    currentValue: number(values.currentValue),
    depreciationRate: null,
    currentConditionRating: null,
    replacementCostEstimate: null,
    lastValuationDate: null,
    maintenanceSchedule: values.maintenanceSchedule,
    lastMaintenance: values.lastMaintenance || null,
    lastServiceDate: null,
    nextServiceDate: null,
    operatorName: null,
    hours: number(values.hours),
    tags: values.tags,
  };
}
