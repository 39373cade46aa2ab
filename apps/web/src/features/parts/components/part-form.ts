import type { Part } from '@gears/domain';
import { createPartInput, updatePartInput } from '@gears/domain/parts/part.schema';
import { domainResolver, numberOrNull, textOrNull } from '../../../lib/forms.ts';

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

function editable(v: PartFormValues) {
  return {
    partName: v.partName,
    description: textOrNull(v.description),
    category: textOrNull(v.category),
    manufacturer: textOrNull(v.manufacturer),
    supplier: textOrNull(v.supplier),
    location: textOrNull(v.location),
    unitCost: numberOrNull(v.unitCost),
    minStock: numberOrNull(v.minStock),
    leadTimeDays: numberOrNull(v.leadTimeDays),
  };
}

/** The fields as the API takes them; the domain schemas below check them with their own messages. */
export const toCreatePart = (v: PartFormValues) => ({
  ...editable(v),
  partNumber: textOrNull(v.partNumber),
  unitsInStock: numberOrNull(v.unitsInStock),
  equipmentIds: [],
});
export const toUpdatePart = (v: PartFormValues) => ({ ...editable(v), partNumber: v.partNumber });

export const createPartResolver = domainResolver(toCreatePart, createPartInput.omit({ companyId: true }));
export const updatePartResolver = domainResolver(toUpdatePart, updatePartInput);

/** The form's fields, for mapping a server answer's details onto them. */
export const partFields = Object.keys(initialPartValues());
