import { z } from 'zod';
import { quoteStatuses, type QuoteStatus } from './quote-status.rules.ts';

/**
 * The Quote Request Funnel tiles (spec 03 §2, §9), reconciled with our flow (ADR 0005):
 * - Total Requests: every request in view (archived ones left out).
 * - Active: in the provider's hands before the quote goes out — new, submitted, processing, vendor_requested,
 *   vendor_responded. The spec's "submitted + processing" left out `new`, where every request starts here.
 * - Processed: the quote reached the client — sent_to_client and every later status except zoho_failed
 *   (counted as Failed) and cancelled.
 * - Failed: zoho_failed (a connector sync failure).
 * - Converted: requests that reached accepted or beyond (the client said yes), including those later cancelled
 *   or stuck in a failed sync; the spec's "sent_to_zoho ÷ total" assumed Zoho was the books. Our ledger is.
 * - Conversion rate: converted ÷ total, rounded to a whole percent; 0 with no requests.
 */
export const funnelActiveStatuses: readonly QuoteStatus[] = ['new', 'submitted', 'processing', 'vendor_requested', 'vendor_responded'];
export const funnelProcessedStatuses: readonly QuoteStatus[] = [
  'sent_to_client',
  'accepted',
  'sent_to_zoho',
  'sent_to_books',
  'invoiced',
  'payment_due',
  'paid',
  'completed',
];
export const funnelFailedStatuses: readonly QuoteStatus[] = ['zoho_failed'];
/** Statuses only reachable through accepted. */
export const acceptedOrBeyondStatuses: readonly QuoteStatus[] = [
  'accepted',
  'sent_to_zoho',
  'sent_to_books',
  'zoho_failed',
  'invoiced',
  'payment_due',
  'paid',
  'completed',
];

export type FunnelInput = { status: QuoteStatus; count: number; /** of these, how many were ever accepted */ everAccepted: number };

export const quoteFunnel = z.object({
  total: z.number(),
  active: z.number(),
  processed: z.number(),
  failed: z.number(),
  cancelled: z.number(),
  converted: z.number(),
  conversionRate: z.number(),
  byStatus: z.record(z.enum(quoteStatuses), z.number()),
});
export type QuoteFunnel = z.infer<typeof quoteFunnel>;

export function quoteFunnelOf(rows: readonly FunnelInput[]): QuoteFunnel {
  const byStatus = Object.fromEntries(quoteStatuses.map((s) => [s, 0])) as Record<QuoteStatus, number>;
  let converted = 0;
  for (const row of rows) {
    byStatus[row.status] += row.count;
    converted += acceptedOrBeyondStatuses.includes(row.status) ? row.count : Math.min(row.everAccepted, row.count);
  }
  const sum = (list: readonly QuoteStatus[]) => list.reduce((n, s) => n + byStatus[s], 0);
  const total = quoteStatuses.reduce((n, s) => n + byStatus[s], 0);
  return {
    total,
    active: sum(funnelActiveStatuses),
    processed: sum(funnelProcessedStatuses),
    failed: sum(funnelFailedStatuses),
    cancelled: byStatus.cancelled,
    converted,
    conversionRate: total === 0 ? 0 : Math.round((converted / total) * 100),
    byStatus,
  };
}
