import { describe, expect, it } from 'vitest';
import { initialValues, validateAddEquipment, type AddEquipmentValues } from './add-equipment-form.ts';

const filled = (overrides: Partial<AddEquipmentValues> = {}): AddEquipmentValues => ({
  ...initialValues(new Date(2026, 5, 1)),
  name: 'Excavator 7',
  manufacturer: 'Caterpillar',
  model: '320',
  serial: 'SN-7',
  equipmentType: 'excavator',
  ...overrides,
});

describe('validateAddEquipment: purchase date (spec 02 §5 Lifecycle)', () => {
  const today = '2026-06-01';
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['2019-03-07', undefined],
    [today, undefined],
    ['2026-06-02', 'Purchase date cannot be in the future'],
    ['2030-01-01', 'Purchase date cannot be in the future'],
  ])('%j → %j', (purchaseDate, error) => {
    expect(validateAddEquipment(filled({ purchaseDate }), false, today).purchaseDate).toBe(error);
  });
});
