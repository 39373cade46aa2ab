/**
 * Quote pricing (spec 03 §5, §9): client price = vendor price × (1 + markup/100), rounded to cents; line total =
 * client price × quantity; quote total = Σ line totals. Money is computed in whole cents so 0.1 + 0.2 never drifts.
 */
export const defaultMarkupPercentage = 300;
export const defaultQuantity = 1;

/** Rounds half away from zero; toFixed(6) first absorbs binary noise such as 1.005 × 100 = 100.49999… */
function roundHalf(value: number): number {
  const clean = Number(value.toFixed(6));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}
const toCents = (amount: number): number => roundHalf(amount * 100);

export const roundToCents = (amount: number): number => toCents(amount) / 100;

/** spec 03 §5: quantity defaults to 1 if not a number (empty, text, NaN, Infinity). */
export function normalizeQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : defaultQuantity;
}

export function clientPriceOf(vendorPrice: number, markupPercentage: number = defaultMarkupPercentage): number {
  const vendorCents = toCents(vendorPrice);
  return roundHalf((vendorCents * (100 + markupPercentage)) / 100) / 100;
}

export const lineTotalOf = (unitPrice: number, quantity: number): number => roundToCents(unitPrice * quantity);

export type PricedLine = { vendorPrice: number; clientPrice: number; quantity: number };

/** Totals over a quote's items: the client total is what the client pays; the vendor total stays with the provider. */
export function quoteTotalsOf(items: readonly PricedLine[]): { totalVendorCost: number; totalClientCost: number } {
  let vendorCents = 0;
  let clientCents = 0;
  for (const item of items) {
    vendorCents += toCents(lineTotalOf(item.vendorPrice, item.quantity));
    clientCents += toCents(lineTotalOf(item.clientPrice, item.quantity));
  }
  return { totalVendorCost: vendorCents / 100, totalClientCost: clientCents / 100 };
}

export type PriceCheck = { ok: true } | { ok: false; field: 'vendorPrice' | 'markupPercentage'; message: string };

/** spec 03 §5: vendor price ≥ 0 ('Invalid Price: Vendor price cannot be negative'); markup ≥ 0. */
export function checkItemPrice(vendorPrice: number, markupPercentage: number): PriceCheck {
  if (!Number.isFinite(vendorPrice) || vendorPrice < 0)
    return { ok: false, field: 'vendorPrice', message: 'Invalid Price: Vendor price cannot be negative' };
  if (!Number.isFinite(markupPercentage) || markupPercentage < 0)
    return { ok: false, field: 'markupPercentage', message: 'Invalid Markup: Markup cannot be negative' };
  return { ok: true };
}
