import { describe, expect, it } from 'vitest';
import { addEquipmentFormInput, createEquipmentInput } from './equipment.schema.ts';
import { equipmentMessages } from './messages.ts';

const valid = {
  name: 'CAT 320',
  manufacturer: 'Caterpillar',
  model: '320',
  serial: 'SN-1',
  equipmentType: 'excavator',
  status: 'active',
  year: 2020,
};
const messageAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('createEquipmentInput: the messages the Add New Equipment form shows (spec 02 §5)', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no year', { year: undefined }, 'year', 'Year is required'],
    ['a year that is not a number', { year: Number.NaN }, 'year', 'Please enter a valid year'],
    ['a year before 1900', { year: 1899 }, 'year', 'Please enter a valid year'],
    ['hours that are not a number', { hours: Number.NaN }, 'hours', 'Hours must be a number'],
    ['negative hours', { hours: -1 }, 'hours', 'Hours cannot be negative'],
    ['a price that is not a number', { purchasePrice: Number.NaN }, 'purchasePrice', 'Purchase price must be a number'],
    ['a negative current value', { currentValue: -5 }, 'currentValue', 'Current value cannot be negative'],
    ['no type', { equipmentType: undefined }, 'equipmentType', 'Equipment type is required'],
  ])('%s', (_, overrides, field, message) => {
    expect(messageAt(createEquipmentInput.safeParse({ ...valid, ...overrides }), field)).toBe(message);
  });
});

describe('addEquipmentFormInput: the form adds the person’s own date and, when needed, the company', () => {
  const form = (needsCompany: boolean) => addEquipmentFormInput({ latestPurchaseDate: '2026-06-01', needsCompany });
  it('a purchase date after the person’s today is in the future; today is not', () => {
    expect(messageAt(form(false).safeParse({ ...valid, purchaseDate: '2026-06-02' }), 'purchaseDate')).toBe(
      'Purchase date cannot be in the future',
    );
    expect(form(false).safeParse({ ...valid, purchaseDate: '2026-06-01' }).success).toBe(true);
  });
  it('asks for the company only when the person must choose one', () => {
    expect(messageAt(form(true).safeParse(valid), 'companyId')).toBe(equipmentMessages.chooseCompanyField);
    expect(form(false).safeParse(valid).success).toBe(true);
  });
});
