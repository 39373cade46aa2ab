import type { IsoDate } from '../maintenance/dates.rules.ts';
import { quoteExpiryDate, quoteExpiryLabel } from '../ledger/documents.rules.ts';

/**
 * Quote expiry (spec 03 §4): no expiry date → 30 days after the quote date; compared by day; '(Expired)' or
 * '(Valid)'. The rule itself lives once, in ledger/documents.rules.ts (the documents list and PDFs use it too);
 * this adds the request's view, where a quote that was never sent has no date and so no label.
 */
export { isQuoteExpired, quoteExpiryDate, quoteExpiryLabel, quoteValidityDays } from '../ledger/documents.rules.ts';

export function quoteRequestExpiryLabel(
  quoteDate: IsoDate | null,
  expiryDate: IsoDate | null,
  today: IsoDate,
): '(Expired)' | '(Valid)' | null {
  if (!quoteDate && !expiryDate) return null;
  return quoteExpiryLabel(expiryDate ?? quoteExpiryDate(quoteDate!, null), today);
}
