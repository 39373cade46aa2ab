import { describe, expect, it } from 'vitest';
import { fromCents, ledgerTotals, lineTotalCents, toCents } from './money.rules.ts';

describe('ledger totals in cents', () => {
  it.each<[{ unitPrice: number | string; quantity: number | string }[], number, { subtotal: number; taxTotal: number; total: number }]>([
    [[], 0, { subtotal: 0, taxTotal: 0, total: 0 }],
    [[{ unitPrice: 400, quantity: 2 }], 0, { subtotal: 800, taxTotal: 0, total: 800 }],
    [
      [
        { unitPrice: 0.1, quantity: 1 },
        { unitPrice: 0.2, quantity: 1 },
      ],
      0,
      { subtotal: 0.3, taxTotal: 0, total: 0.3 },
    ],
    [[{ unitPrice: '1234.56', quantity: '3' }], 8.25, { subtotal: 3703.68, taxTotal: 305.55, total: 4009.23 }],
    [[{ unitPrice: 19.99, quantity: 1.5 }], 0, { subtotal: 29.99, taxTotal: 0, total: 29.99 }],
    [[{ unitPrice: 100, quantity: 1 }], 7.5, { subtotal: 100, taxTotal: 7.5, total: 107.5 }],
    [[{ unitPrice: 0.05, quantity: 1 }], 10, { subtotal: 0.05, taxTotal: 0.01, total: 0.06 }],
  ])('%j at %d %% → %j', (lines, rate, totals) => expect(ledgerTotals(lines, rate)).toEqual(totals));

  it('converts dollars and cents both ways', () => {
    expect(toCents(4009.23)).toBe(400923);
    expect(toCents('0.29')).toBe(29);
    expect(fromCents(400923)).toBe(4009.23);
    expect(lineTotalCents(33.33, 3)).toBe(9999);
  });
});
