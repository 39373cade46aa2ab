import { describe, expect, it } from 'vitest';
import { checkItemPrice, clientPriceOf, lineTotalOf, normalizeQuantity, quoteTotalsOf, roundToCents } from './pricing.rules.ts';

describe('client price = vendor × (1 + markup/100), rounded to cents (spec 03 §5)', () => {
  it.each<[number, number | undefined, number]>([
    [100, undefined, 400], // default markup 300 %
    [100, 300, 400],
    [100, 0, 100],
    [0, 300, 0],
    [12.5, 300, 50],
    [19.99, 300, 79.96],
    [10, 12.5, 11.25],
    [0.01, 50, 0.02], // 0.015 rounds half up
    [1.005, 0, 1.01], // binary noise does not round 1.005 down
    [33.33, 33.33, 44.44], // 44.4389… → 44.44
    [99.99, 15, 114.99], // 114.9885 → 114.99
    [1234.56, 27.5, 1574.06], // 1574.064 → 1574.06
  ])('vendor %s, markup %s → %s', (vendor, markup, expected) => expect(clientPriceOf(vendor, markup)).toBe(expected));
});

describe('line and quote totals', () => {
  it.each<[number, number, number]>([
    [400, 1, 400],
    [79.96, 3, 239.88],
    [11.25, 0.5, 5.63],
    [0.1, 3, 0.3],
    [19.99, 2.5, 49.98],
  ])('line %s × %s = %s', (price, qty, total) => expect(lineTotalOf(price, qty)).toBe(total));

  it('sums line totals in cents for the client and the vendor side', () => {
    expect(
      quoteTotalsOf([
        { vendorPrice: 100, clientPrice: 400, quantity: 2 },
        { vendorPrice: 0.1, clientPrice: 0.4, quantity: 3 },
        { vendorPrice: 19.99, clientPrice: 79.96, quantity: 1 },
      ]),
    ).toEqual({ totalVendorCost: 220.29, totalClientCost: 881.16 });
    expect(quoteTotalsOf([])).toEqual({ totalVendorCost: 0, totalClientCost: 0 });
  });

  it.each([
    [0.125, 0.13],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
  ])('roundToCents(%s) = %s', (v, r) => expect(roundToCents(v)).toBe(r));
});

describe('quantity defaults to 1 when not a number (spec 03 §5)', () => {
  it.each<[unknown, number]>([
    [3, 3],
    [2.5, 2.5],
    ['4', 4],
    [' 2 ', 2],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [{}, 1],
    [0, 0],
    [-2, -2],
  ])('%j → %s', (raw, q) => expect(normalizeQuantity(raw)).toBe(q));
});

describe('price checks', () => {
  it.each<[number, number, string | null]>([
    [0, 0, null],
    [10, 300, null],
    [0, 300, null],
    [-0.01, 300, 'Invalid Price: Vendor price cannot be negative'],
    [Number.NaN, 300, 'Invalid Price: Vendor price cannot be negative'],
    [10, -1, 'Invalid Markup: Markup cannot be negative'],
  ])('vendor %s markup %s → %s', (vendor, markup, message) => {
    const r = checkItemPrice(vendor, markup);
    expect(r.ok ? null : r.message).toBe(message);
  });
});
