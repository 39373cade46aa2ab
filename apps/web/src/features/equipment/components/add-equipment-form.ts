import type { EquipmentStatus, EquipmentType, MaintenanceSchedule } from '@gears/domain';
import { addEquipmentFormInput } from '@gears/domain/equipment/equipment.schema';
import { domainResolver, numberOrNull, textOrNull } from '../../../lib/forms.ts';
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

/**
 * The form's values as the API takes them ('' → absent or null, numbers as numbers); the domain's create schema checks
 * them with the spec's messages (spec 02 §5), and the server checks the same again.
 */
export function toCreateInput(values: AddEquipmentValues) {
  return {
    companyId: values.companyId || undefined,
    name: values.name,
    manufacturer: values.manufacturer,
    model: values.model,
    serial: values.serial,
    equipmentType: values.equipmentType || undefined,
    status: values.status || undefined,
    year: values.year.trim() === '' ? undefined : Number(values.year),
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
    purchaseDate: values.purchaseDate || null,
    warrantyExpiry: values.warrantyExpiry || null,
    purchasePrice: numberOrNull(values.purchasePrice),
    currentValue: numberOrNull(values.currentValue),
    maintenanceSchedule: values.maintenanceSchedule,
    lastMaintenance: values.lastMaintenance || null,
    hours: numberOrNull(values.hours),
    tags: values.tags,
  };
}

/** `today` is the person's own date: a purchase date after it is in the future. */
export const addEquipmentResolver = (needsCompany: boolean, today: string = localToday()) =>
  domainResolver(toCreateInput, addEquipmentFormInput({ latestPurchaseDate: today, needsCompany }));

export const addEquipmentFields = Object.keys(initialValues());
