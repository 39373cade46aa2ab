/**
 * Sales tax on a quote and its invoice (issue 13 item 2, spec 03 §5): one rate per document, in percent with up to
 * 3 decimals (8.25, 8.875). Tax is computed once per document on the subtotal in whole cents and rounded half up
 * to the cent — never per line, so a quote's tax and its invoice's tax are the same number for the same lines.
 */
export const maxTaxRate = 100;

export const taxRateMessages = {
  badTaxRate: 'The tax rate must be between 0 and 100 percent, with at most 3 decimals (e.g. 8.25 or 8.875).',
  taxRateLocked: 'The tax rate can be changed until the client accepts the quote; after that it is set on the invoice.',
} as const;

/** Thousandths of a percent: 8.875 % → 8875. The input is a validated rate (taxRateInput, tax.schema.ts). */
const rateMilli = (ratePercent: number): bigint => BigInt(Math.round(ratePercent * 1000));

/** True when the rate is 0–100 with at most 3 decimals. */
export function isTaxRate(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > maxTaxRate) return false;
  return Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
}

/** Tax in cents on a subtotal in cents: subtotal × rate / 100, half up, exact (integer arithmetic, no float drift). */
export function taxCentsOf(subtotalCents: number, ratePercent: number): number {
  const scaled = BigInt(Math.round(subtotalCents)) * rateMilli(ratePercent); // cents × thousandths of a percent
  const divisor = 100_000n; // 100 (percent) × 1000 (thousandths)
  return Number((scaled + divisor / 2n) / divisor);
}

export type TaxedTotals = { subtotal: number; taxRate: number; taxTotal: number; total: number };

/** A document's totals from its subtotal in dollars (a sum of line totals already in cents). */
export function taxedTotalsOf(subtotalDollars: number | string, ratePercent: number): TaxedTotals {
  const subtotalCents = Math.round(Number(subtotalDollars) * 100);
  const taxCents = taxCentsOf(subtotalCents, ratePercent);
  return { subtotal: subtotalCents / 100, taxRate: ratePercent, taxTotal: taxCents / 100, total: (subtotalCents + taxCents) / 100 };
}

/** '8.25 %', '8.875 %', '0 %': the rate as every document prints it. */
export const formatTaxRate = (ratePercent: number): string => `${Number(ratePercent.toFixed(3))} %`;

/** The line the client reads on an invoice whose rate differs from the accepted quote's (before paying). */
export const taxChangeNotice = (quoteRate: number, invoiceRate: number): string =>
  `Tax changed from ${formatTaxRate(quoteRate)} on the quote to ${formatTaxRate(invoiceRate)} on this invoice.`;

/** The notice when the invoice's rate is not the quote's; null when they agree or the quote's rate is unknown. */
export function taxChangeOf(quoteRate: number | null, invoiceRate: number): string | null {
  if (quoteRate === null || rateMilli(quoteRate) === rateMilli(invoiceRate)) return null;
  return taxChangeNotice(quoteRate, invoiceRate);
}
