import { describe, expect, it } from 'vitest';
import { addEquipmentResolver, initialValues, type AddEquipmentValues } from './add-equipment-form.ts';

const filled = (overrides: Partial<AddEquipmentValues> = {}): AddEquipmentValues => ({
  ...initialValues(new Date(2026, 5, 1)),
  year: '2020',
  name: 'Excavator 7',
  manufacturer: 'Caterpillar',
  model: '320',
  serial: 'SN-7',
  equipmentType: 'excavator',
  ...overrides,
});

async function errorsOf(values: AddEquipmentValues, { needsCompany = false, today = '2026-06-01' } = {}) {
  const result = await addEquipmentResolver(needsCompany, today)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('the Add New Equipment form is checked by the domain schema (spec 02 §5)', () => {
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['2019-03-07', undefined],
    ['2026-06-01', undefined],
    ['2026-06-02', 'Purchase date cannot be in the future'],
    ['2030-01-01', 'Purchase date cannot be in the future'],
  ])('purchase date %j → %j (the person’s own date is today)', async (purchaseDate, error) => {
    expect((await errorsOf(filled({ purchaseDate }))).purchaseDate).toBe(error);
  });

  it('an empty form gets the spec’s required-field messages', async () => {
    const errors = await errorsOf({ ...initialValues(), status: '', year: '' });
    expect(errors).toMatchObject({
      name: 'Equipment name is required',
      manufacturer: 'Manufacturer is required',
      model: 'Model is required',
      serial: 'Serial number is required',
      equipmentType: 'Equipment type is required',
      status: 'Status is required',
      year: 'Year is required',
    });
  });

  it.each<[Partial<AddEquipmentValues>, string, string]>([
    [{ year: '1850' }, 'year', 'Please enter a valid year'],
    [{ year: '2020.5' }, 'year', 'Please enter a valid year'],
    [{ hours: '-1' }, 'hours', 'Hours cannot be negative'],
    [{ purchasePrice: '-5' }, 'purchasePrice', 'Purchase price cannot be negative'],
    [{ currentValue: '-5' }, 'currentValue', 'Current value cannot be negative'],
  ])('%j → %s: %s', async (overrides, field, message) => {
    expect((await errorsOf(filled(overrides)))[field]).toBe(message);
  });

  it('asks a provider admin outside impersonation for the company', async () => {
    expect((await errorsOf(filled(), { needsCompany: true })).companyId).toBe('Choose the company this equipment belongs to');
    expect(await errorsOf(filled({ companyId: '83d4f0d6-429b-4c4f-8ce4-6ccbc4f1b50c' }), { needsCompany: true })).toEqual({});
  });
});
