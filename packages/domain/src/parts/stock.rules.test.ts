import { describe, expect, it } from 'vitest';
import { applyMovement, isLowStock, movementDelta, stockStateOf } from './stock.rules.ts';
import { generatePartNumber, generatedPartNumberPattern, partNumberKey } from './part-number.rules.ts';

describe('stock state against the reorder point', () => {
  it.each([
    [0, 1, 'out', true], [1, 1, 'low', true], [2, 1, 'ok', false], [5, 5, 'low', true], [6, 5, 'ok', false], [0, 0, 'out', true], [3, 0, 'ok', false],
  ] as const)('%i in stock, reorder at %i → %s (low %s)', (units, min, state, low) => {
    expect(stockStateOf(units, min)).toBe(state);
    expect(isLowStock(units, min)).toBe(low);
  });
});

describe('movements', () => {
  it.each([
    ['received', 5, 5], ['used', 3, -3], ['adjusted', -2, -2], ['adjusted', 4, 4],
  ] as const)('%s %i → delta %i', (kind, q, delta) => expect(movementDelta(kind, q)).toBe(delta));

  it.each([
    [10, -3, { balance: 7 }],
    [3, -3, { balance: 0 }],
    [2, -3, { error: 'Not enough stock: Filter has 2 in stock.' }],
    [0, 5, { balance: 5 }],
    [999_999, 2, { error: 'Stock cannot exceed 1,000,000 units.' }],
  ])('%i with %i → %j', (current, delta, expected) => expect(applyMovement(current, delta, 'Filter')).toEqual(expected));
});

describe('part numbers (spec 02 §3)', () => {
  it('generates PN-{timestamp}-{4 chars}', () => {
    const pn = generatePartNumber(new Date('2026-03-09T12:00:00Z'), new Uint8Array([0, 1, 26, 35]));
    expect(pn).toBe(`PN-${Date.parse('2026-03-09T12:00:00Z')}-AB09`);
    expect(pn).toMatch(generatedPartNumberPattern);
  });
  it.each([['1R-0750', '1R0750'], ['1r 0750', '1R0750'], ['pn-17/a.b', 'PN17AB']])('key of %s is %s', (raw, key) => expect(partNumberKey(raw)).toBe(key));
});
