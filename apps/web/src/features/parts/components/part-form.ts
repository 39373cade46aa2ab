import type { CreatePartInput, Part, UpdatePartInput } from '@gears/domain';
import { partsMessages as m } from '@gears/domain/parts/messages';

export type PartFormValues = {
  partName: string;
  partNumber: string;
  description: string;
  category: string;
  manufacturer: string;
  supplier: string;
  location: string;
  unitCost: string;
  minStock: string;
  leadTimeDays: string;
  unitsInStock: string;
};
export type PartFormErrors = Partial<Record<keyof PartFormValues | 'form', string>>;

export function initialPartValues(prefill: Partial<PartFormValues> = {}): PartFormValues {
  return {
    partName: '',
    partNumber: '',
    description: '',
    category: '',
    manufacturer: '',
    supplier: '',
    location: '',
    // spec 02 §9: min stock default 1; units in stock default 0.
    unitCost: '',
    minStock: '1',
    leadTimeDays: '',
    unitsInStock: '0',
    ...prefill,
  };
}

export function valuesOfPart(p: Part): PartFormValues {
  const s = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    partName: p.partName,
    partNumber: p.partNumber,
    description: s(p.description),
    category: s(p.category),
    manufacturer: s(p.manufacturer),
    supplier: s(p.supplier),
    location: s(p.location),
    unitCost: s(p.unitCost),
    minStock: String(p.minStock),
    leadTimeDays: s(p.leadTimeDays),
    unitsInStock: String(p.unitsInStock),
  };
}

const wholeProblem = (text: string, label: string) => {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return `${label} must be a whole number`;
  return n < 0 ? `${label} cannot be negative` : null;
};

export function validatePart(v: PartFormValues, isEdit: boolean): PartFormErrors {
  const errors: PartFormErrors = {};
  if (!v.partName.trim()) errors.partName = m.partNameRequired;
  if (isEdit && !v.partNumber.trim()) errors.partNumber = 'Part number cannot be empty';
  if (v.unitCost.trim() !== '' && !(Number(v.unitCost) >= 0)) errors.unitCost = 'Unit cost cannot be negative';
  if (v.minStock.trim() === '') errors.minStock = 'Min stock is required';
  const checks: [keyof PartFormValues, string][] = [
    ['minStock', 'Min stock'],
    ['leadTimeDays', 'Lead time'],
    ['unitsInStock', 'Units in stock'],
  ];
  for (const [field, label] of checks) {
    const problem = wholeProblem(v[field], label);
    if (problem && !errors[field]) errors[field] = problem;
  }
  return errors;
}

const text = (v: string) => (v.trim() ? v.trim() : null);
const num = (v: string) => (v.trim() === '' ? null : Number(v));

function editable(v: PartFormValues) {
  return {
    partName: v.partName.trim(),
    description: text(v.description),
    category: text(v.category),
    manufacturer: text(v.manufacturer),
    supplier: text(v.supplier),
    location: text(v.location),
    unitCost: num(v.unitCost),
    minStock: Number(v.minStock),
    leadTimeDays: num(v.leadTimeDays),
  };
}

export function toCreatePart(v: PartFormValues): Omit<CreatePartInput, 'companyId'> {
  return { ...editable(v), partNumber: text(v.partNumber), unitsInStock: Number(v.unitsInStock || '0'), equipmentIds: [] };
}

export function toUpdatePart(v: PartFormValues): UpdatePartInput {
  return { ...editable(v), partNumber: v.partNumber.trim() };
}
