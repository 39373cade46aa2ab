import { acceptedOrBeyondStatuses } from '../quotes/funnel.rules.ts';
import type { QuoteStatus } from '../quotes/quote-status.rules.ts';

/**
 * The Business tab's links (spec 02 §2, §7, §8 Links, §9; ADR 0031). A document is on a machine either because its
 * quote was requested for the machine (quote_requests.equipment_id: the machine's history, which cannot be unlinked)
 * or because someone linked it (equipment_document_links: unlinkable).
 */
export const linkDocTypes = ['quote', 'invoice', 'order'] as const;
export type LinkDocType = (typeof linkDocTypes)[number];

/** spec 02 §9: linked lists show 5 entries. */
export const linkedListLimit = 5;
/** At most this many documents in one link request (the picker's selection). */
export const maxLinksPerRequest = 20;

/** spec 02 §8 Links, exact texts. */
export const linkMessages = {
  linkFailed: 'Link failed',
  unlinkFailed: 'Unlink failed',
  cannotUnlinkHistory: 'Cannot unlink history',
  unableToLinkQuote: 'Unable to link quote.',
  unableToLinkQuotes: 'Unable to link one or more quotes.',
  unableToLinkInvoices: 'Unable to link one or more invoices.',
  quoteLinked: 'Quote linked',
  quotesLinked: 'Quotes linked',
  invoicesLinked: 'Invoices linked',
  salesOrdersLinked: 'Sales orders linked',
  quoteUnlinked: 'Quote unlinked',
  invoiceUnlinked: 'Invoice unlinked',
  /** Not in the spec's catalogue (it shows no unlink for orders); worded as its siblings. */
  salesOrderUnlinked: 'Sales order unlinked',
  /** Not in the spec's catalogue; worded as its siblings. */
  unableToLinkOrders: 'Unable to link one or more sales orders.',
} as const;

/** The success toast for linking `count` documents of a kind (spec 02 §8: one quote reads "Quote linked"). */
export function linkedMessage(docType: LinkDocType, count: number): string {
  if (docType === 'quote') return count === 1 ? linkMessages.quoteLinked : linkMessages.quotesLinked;
  return docType === 'invoice' ? linkMessages.invoicesLinked : linkMessages.salesOrdersLinked;
}

/** The failure description when a link request is refused (a document not found in the caller's company). */
export function linkFailedMessage(docType: LinkDocType, count: number): string {
  if (docType === 'quote') return count === 1 ? linkMessages.unableToLinkQuote : linkMessages.unableToLinkQuotes;
  return docType === 'invoice' ? linkMessages.unableToLinkInvoices : linkMessages.unableToLinkOrders;
}

export function unlinkedMessage(docType: LinkDocType): string {
  return docType === 'quote'
    ? linkMessages.quoteUnlinked
    : docType === 'invoice'
      ? linkMessages.invoiceUnlinked
      : linkMessages.salesOrderUnlinked;
}

/**
 * spec 02 §9 "active quotes are draft or sent": our requests before the client's answer (ADR 0005's statuses up to
 * sent_to_client). Revenue counts the accepted ones (acceptedOrBeyondStatuses), completed orders are delivered.
 */
export const activeQuoteStatuses: readonly QuoteStatus[] = [
  'new',
  'submitted',
  'processing',
  'vendor_requested',
  'vendor_responded',
  'sent_to_client',
];
export const revenueQuoteStatuses = acceptedOrBeyondStatuses;
export const completedOrderStatus = 'delivered';
