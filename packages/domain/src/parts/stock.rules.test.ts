import { describe, expect, it } from 'vitest';
import { applyMovement, crossesReorderPoint, isLowStock, lowStockNotice, movementDelta, stockStateOf } from './stock.rules.ts';
import { generatePartNumber, generatedPartNumberPattern, partNumberKey } from './part-number.rules.ts';

describe('stock state against the reorder point', () => {
  it.each([
    [0, 1, 'out', true],
    [1, 1, 'low', true],
    [2, 1, 'ok', false],
    [5, 5, 'low', true],
    [6, 5, 'ok', false],
    [0, 0, 'out', true],
    [3, 0, 'ok', false],
  ] as const)('%i in stock, reorder at %i → %s (low %s)', (units, min, state, low) => {
    expect(stockStateOf(units, min)).toBe(state);
    expect(isLowStock(units, min)).toBe(low);
  });
});

describe('movements', () => {
  it.each([
    ['received', 5, 5],
    ['used', 3, -3],
    ['adjusted', -2, -2],
    ['adjusted', 4, 4],
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
  it.each([
    ['1R-0750', '1R0750'],
    ['1r 0750', '1R0750'],
    ['pn-17/a.b', 'PN17AB'],
  ])('key of %s is %s', (raw, key) => expect(partNumberKey(raw)).toBe(key));
});

describe('crossing the reorder point (low-stock notifications)', () => {
  it.each([
    // before, after, reorder point, crosses
    [6, 5, 5, true], // down to the point: the part becomes low
    [10, 2, 5, true], // well past it in one movement
    [6, 0, 5, true], // straight to out of stock
    [5, 4, 5, false], // already low: no second notice
    [4, 0, 5, false], // already low, now out: still the same crossing
    [3, 8, 5, false], // a restock never crosses
    [6, 6, 5, false], // no change
    [7, 6, 5, false], // still above
    [1, 0, 0, true], // a reorder point of 0: running out is the crossing
    [0, 0, 0, false],
  ])('%i → %i with reorder point %i: %s', (before, after, min, crosses) => expect(crossesReorderPoint(before, after, min)).toBe(crosses));

  it('re-arms after a restock: low, restocked above, low again is a second crossing', () => {
    const balances = [8, 5, 3, 9, 4];
    const crossings = balances.slice(1).map((after, i) => crossesReorderPoint(balances[i]!, after, 5));
    expect(crossings).toEqual([true, false, false, true]);
  });

  it('words the notice', () => {
    expect(lowStockNotice('Hydraulic Filter', 2, 5)).toEqual({ title: 'Low stock: Hydraulic Filter', message: '2 left, reorder point 5' });
  });
});
