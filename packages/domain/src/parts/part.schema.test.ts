import { describe, expect, it } from 'vitest';
import { partsMessages as m } from './messages.ts';
import { createPartInput, updatePartInput } from './part.schema.ts';

const messageAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('part schemas: one wording for server and form', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { partName: ' ' }, 'partName', m.partNameRequired],
    ['an emptied reorder point', { minStock: null }, 'minStock', 'Min stock is required'],
    ['a reorder point that is not a number', { minStock: Number.NaN }, 'minStock', 'Min stock must be a number'],
    ['a fractional lead time', { leadTimeDays: 1.5 }, 'leadTimeDays', 'Lead time must be whole days'],
    ['a lead time that is not a number', { leadTimeDays: Number.NaN }, 'leadTimeDays', 'Lead time must be a number'],
    ['a unit cost that is not a number', { unitCost: Number.NaN }, 'unitCost', 'Unit cost must be a number'],
    ['fractional opening stock', { unitsInStock: 1.5 }, 'unitsInStock', 'Units in stock must be a whole number'],
  ])('create: %s', (_, overrides, field, message) => {
    expect(messageAt(createPartInput.safeParse({ partName: 'Oil filter', ...overrides }), field)).toBe(message);
  });

  it('create: a missing reorder point takes the spec default 1', () => {
    expect(createPartInput.parse({ partName: 'Oil filter' }).minStock).toBe(1);
  });

  it('update: an emptied part number is refused', () => {
    expect(messageAt(updatePartInput.safeParse({ partNumber: ' ' }), 'partNumber')).toBe('Part number cannot be empty');
  });
});
