import { lineTotalOf } from '../quotes/pricing.rules.ts';
import { taxCentsOf } from './tax.rules.ts';

/**
 * Money in the ledger: numeric(12,2) in the database, dollars with cents in the API, whole cents in
 * arithmetic so sums never drift (0.1 + 0.2). Display is whole dollars (DESIGN §6a) — a web concern.
 */
export const toCents = (dollars: number | string): number => Math.round(Number(dollars) * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** Line total = unit (client) price × quantity, rounded to the cent: the quote's own rule (quotes/pricing.rules.ts). */
export const lineTotalCents = (unitPrice: number | string, quantity: number | string): number =>
  toCents(lineTotalOf(Number(unitPrice), Number(quantity)));

export type LedgerTotals = { subtotal: number; taxTotal: number; total: number };

/**
 * Document totals from lines: subtotal = Σ line totals; tax = subtotal × rate %, once per document, rounded half up
 * to the cent (taxCentsOf; 0 when no rate is given); total = subtotal + tax. Amounts in dollars.
 */
export function ledgerTotals(
  lines: readonly { unitPrice: number | string; quantity: number | string }[],
  taxRatePercent = 0,
): LedgerTotals {
  const subtotal = lines.reduce((sum, l) => sum + lineTotalCents(l.unitPrice, l.quantity), 0);
  const tax = taxCentsOf(subtotal, taxRatePercent);
  return { subtotal: fromCents(subtotal), taxTotal: fromCents(tax), total: fromCents(subtotal + tax) };
}

/** Stripe amounts are integer cents. */
export const amountInCents = toCents;
