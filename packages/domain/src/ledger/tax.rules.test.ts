import { describe, expect, it } from 'vitest';
import { clientPriceOf, quoteTotalsOf } from '../quotes/pricing.rules.ts';
import { ledgerTotals } from './money.rules.ts';
import { formatTaxRate, isTaxRate, taxCentsOf, taxChangeOf, taxedTotalsOf } from './tax.rules.ts';

describe('tax once per document, half up to the cent', () => {
  it.each<[number, number, number]>([
    [0, 8.25, 0],
    [357947, 0, 0],
    [357947, 8.25, 29531], // $3,579.47 × 8.25 % = $295.306275 → $295.31
    [1000, 8.875, 89], // $10 × 8.875 % = 88.75 ¢ → 89 ¢ (half up)
    [200, 0.25, 1], // 0.5 ¢ → 1 ¢ (half up)
    [199, 0.25, 0], // 0.4975 ¢ → 0
    [100, 100, 100],
    [999_999_999_999, 8.875, 88_750_000_000], // no float drift on the largest amount
    [1, 49.999, 0],
    [1, 50, 1],
  ])('%d ¢ at %d %% → %d ¢', (subtotal, rate, tax) => expect(taxCentsOf(subtotal, rate)).toBe(tax));

  it('is per document, not per line: three lines of 1193.1567 × 3 (markup) tax once', () => {
    const price = clientPriceOf(298.2892, 300); // $1,193.16 client price, rounded to the cent once
    const items = [1, 2, 3].map(() => ({ vendorPrice: 298.2892, clientPrice: price, quantity: 1 }));
    const { totalClientCost } = quoteTotalsOf(items);
    const quote = taxedTotalsOf(totalClientCost, 8.25);
    const invoice = ledgerTotals(
      items.map((i) => ({ unitPrice: i.clientPrice, quantity: i.quantity })),
      8.25,
    );
    expect(quote).toEqual({ subtotal: 3579.48, taxRate: 8.25, taxTotal: 295.31, total: 3874.79 });
    expect(invoice).toEqual({ subtotal: quote.subtotal, taxTotal: quote.taxTotal, total: quote.total });
  });

  it('reads rates with up to 3 decimals only', () => {
    expect([0, 8.25, 8.875, 100].every(isTaxRate)).toBe(true);
    expect([-1, 100.001, 8.8751, Number.NaN].some(isTaxRate)).toBe(false);
  });

  it('prints the rate and the change notice', () => {
    expect(formatTaxRate(8.25)).toBe('8.25 %');
    expect(formatTaxRate(8.875)).toBe('8.875 %');
    expect(taxChangeOf(0, 8.25)).toBe('Tax changed from 0 % on the quote to 8.25 % on this invoice.');
    expect(taxChangeOf(8.25, 8.25)).toBeNull();
    expect(taxChangeOf(null, 8.25)).toBeNull();
  });
});
