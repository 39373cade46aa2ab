/**
 * The quote request status machine of spec 03 §4, written once for server and web (ADR 0005).
 * The server's answer is the one that counts: an illegal move is a 409.
 */
export const quoteStatuses = [
  'new',
  'submitted',
  'processing',
  'vendor_requested',
  'vendor_responded',
  'sent_to_client',
  'accepted',
  'invoiced',
  'sent_to_zoho',
  'sent_to_books',
  'zoho_failed',
  'payment_due',
  'paid',
  'completed',
  'cancelled',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const isQuoteStatus = (value: string): value is QuoteStatus => (quoteStatuses as readonly string[]).includes(value);

/** spec 03 §4 "Allowed transitions (admin workflow)", verbatim. completed and cancelled are terminal. */
export const quoteTransitions: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  new: ['submitted', 'cancelled'],
  submitted: ['processing', 'cancelled'],
  processing: ['vendor_requested', 'cancelled'],
  vendor_requested: ['vendor_responded', 'cancelled'],
  vendor_responded: ['sent_to_client', 'cancelled'],
  sent_to_client: ['accepted', 'cancelled'],
  accepted: ['sent_to_zoho', 'sent_to_books', 'cancelled'],
  sent_to_zoho: ['completed', 'zoho_failed', 'invoiced', 'sent_to_books'],
  sent_to_books: ['completed', 'invoiced'],
  zoho_failed: ['sent_to_zoho', 'cancelled'],
  invoiced: ['payment_due', 'completed'],
  payment_due: ['paid', 'cancelled'],
  paid: ['completed'],
  completed: [],
  cancelled: [],
};

/**
 * Not in the spec's table (ADR 0005): voiding the request's invoice returns an invoiced or payment_due request to
 * accepted, so it can be converted again (a new order and invoice; the void one stays on record). Only the ledger's
 * void takes these steps — the admin workflow cannot, or a request with a live invoice could look un-invoiced.
 * A request that has moved on (completed, cancelled) keeps its status.
 */
export const quoteInvoiceVoidTransitions: Readonly<Partial<Record<QuoteStatus, QuoteStatus>>> = {
  invoiced: 'accepted',
  payment_due: 'accepted',
};

/** Why a request moves: the admin workflow (the spec's table) or the void of its invoice. */
export type QuoteTransitionCause = 'workflow' | 'invoice_void';

export function canTransition(from: QuoteStatus, to: QuoteStatus, cause: QuoteTransitionCause = 'workflow'): boolean {
  if (cause === 'invoice_void') return quoteInvoiceVoidTransitions[from] === to;
  return quoteTransitions[from].includes(to);
}

/** Where a request goes when its invoice is voided; null when it stays where it is. */
export const quoteStatusAfterInvoiceVoid = (status: QuoteStatus): QuoteStatus | null => quoteInvoiceVoidTransitions[status] ?? null;

export const isTerminalQuoteStatus = (status: QuoteStatus): boolean => quoteTransitions[status].length === 0;

/**
 * A quote a provider admin may convert into a sales order and invoice: accepted, or pushed to Zoho first by the
 * optional connector (spec 03 §4 allows sent_to_zoho → invoiced). The server refuses every other status.
 */
export const isConvertibleQuoteStatus = (status: QuoteStatus): boolean => status === 'accepted' || status === 'sent_to_zoho';

/**
 * The shortest chain of legal single steps from `from` to `to` (excluding `from`, ending with `to`), or null
 * when `to` cannot be reached. Used for multi-step admin moves such as "send to client" from `new`, where every
 * intermediate status is recorded. Never routes through cancelled or the connector's statuses (sent_to_zoho,
 * zoho_failed) unless that is the target: our own ledger is the books (DESIGN §5), so accepted → invoiced goes
 * through sent_to_books ('Processing Invoice').
 */
export function quoteStatusPath(from: QuoteStatus, to: QuoteStatus): QuoteStatus[] | null {
  if (from === to) return [];
  const detours: readonly QuoteStatus[] = ['cancelled', 'sent_to_zoho', 'zoho_failed'];
  const previous = new Map<QuoteStatus, QuoteStatus>();
  const queue: QuoteStatus[] = [from];
  const seen = new Set<QuoteStatus>([from]);
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const next of quoteTransitions[current]) {
      if (seen.has(next) || (next !== to && detours.includes(next))) continue;
      seen.add(next);
      previous.set(next, current);
      if (next === to) {
        const path: QuoteStatus[] = [to];
        let step = current;
        while (step !== from) {
          path.unshift(step);
          step = previous.get(step)!;
        }
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/** spec 03 §4 admin labels. */
export const quoteAdminLabels: Readonly<Record<QuoteStatus, string>> = {
  new: 'New Request',
  submitted: 'Submitted',
  processing: 'Processing',
  vendor_requested: 'Vendor Requested',
  vendor_responded: 'Vendor Responded',
  sent_to_client: 'Update from GEARS',
  accepted: 'Accepted by Client',
  invoiced: 'Invoiced',
  sent_to_zoho: 'Sent to GEARS',
  sent_to_books: 'Processing Invoice',
  zoho_failed: 'Sync Failed',
  payment_due: 'Payment Due',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** spec 03 §4 client labels. */
export const quoteClientLabels: Readonly<Record<QuoteStatus, string>> = {
  new: 'Under Review',
  submitted: 'Under Review',
  processing: 'Being Processed',
  vendor_requested: 'Processing Request',
  vendor_responded: 'Quote Ready',
  sent_to_client: 'Updated by GEARS',
  accepted: 'Processing with GEARS',
  invoiced: 'Invoice Ready',
  sent_to_zoho: 'Processing Invoice',
  sent_to_books: 'Processing Invoice',
  zoho_failed: 'Processing',
  payment_due: 'Payment Due',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Unknown statuses fall back to the 'new' label (spec 03 §4). */
export function quoteStatusLabel(status: string, audience: 'admin' | 'client'): string {
  const labels = audience === 'admin' ? quoteAdminLabels : quoteClientLabels;
  return isQuoteStatus(status) ? labels[status] : labels.new;
}

/** spec 03 §4 "Update badge": shown to non-admins for these statuses. */
export const quoteUpdateBadgeStatuses: readonly QuoteStatus[] = [
  'sent_to_client',
  'vendor_responded',
  'accepted',
  'invoiced',
  'payment_due',
  'paid',
  'completed',
];
export const hasQuoteUpdateBadge = (status: QuoteStatus): boolean => quoteUpdateBadgeStatuses.includes(status);

/** spec 03 §4 "Item edits": items can be added (and changed or removed) only outside these statuses. */
export const quoteItemLockedStatuses: readonly QuoteStatus[] = [
  'accepted',
  'invoiced',
  'sent_to_zoho',
  'sent_to_books',
  'payment_due',
  'paid',
  'completed',
];
export const areQuoteItemsLocked = (status: QuoteStatus): boolean => quoteItemLockedStatuses.includes(status);

/**
 * Statuses in which the client sees client prices and totals: the quote has been sent to them (sent_to_client)
 * or has moved on from there. Before that the client sees items without prices (spec 03 §5). A cancelled request
 * shows prices only if it had been sent (it has a quote number), so a declined quote still shows what was offered.
 */
export const quoteClientPriceStatuses: readonly QuoteStatus[] = [
  'sent_to_client',
  'accepted',
  'sent_to_zoho',
  'sent_to_books',
  'zoho_failed',
  'invoiced',
  'payment_due',
  'paid',
  'completed',
];
export function clientSeesQuotePrices(status: QuoteStatus, wasSentToClient: boolean): boolean {
  if (status === 'cancelled') return wasSentToClient;
  return quoteClientPriceStatuses.includes(status);
}

/** Client accept / decline: only in sent_to_client (spec 03 §6). */
export const canClientRespond = (status: QuoteStatus): boolean => status === 'sent_to_client';

/**
 * Client deletion (spec 03 §6): not while sent_to_client, accepted, sent_to_zoho or sent_to_books. The service
 * adds: never once an order or invoice exists (financial records are archived, never deleted — DESIGN §6).
 */
export const quoteClientUndeletableStatuses: readonly QuoteStatus[] = ['sent_to_client', 'accepted', 'sent_to_zoho', 'sent_to_books'];
export const canClientDeleteQuote = (status: QuoteStatus): boolean => !quoteClientUndeletableStatuses.includes(status);

/** Open requests for the duplicate check (spec 03 §7): anything not finished or cancelled. */
export const isOpenQuoteStatus = (status: QuoteStatus): boolean => status !== 'completed' && status !== 'cancelled';
export const openQuoteStatuses: readonly QuoteStatus[] = quoteStatuses.filter(isOpenQuoteStatus);

/**
 * Client alert banner (spec 03 §2, ADR 0005): 'Quote Ready' while the client can act on the quote
 * (sent_to_client — vendor_responded is the provider's internal step, before prices reach the client);
 * 'Payment Due' for an invoiced or payment_due request that has a payment link.
 */
export function quoteClientBanner(status: QuoteStatus, paymentLink: string | null): 'quote_ready' | 'payment_due' | null {
  if (status === 'sent_to_client') return 'quote_ready';
  if ((status === 'invoiced' || status === 'payment_due') && paymentLink) return 'payment_due';
  return null;
}

/** spec 03 §9 urgencies; default medium. */
export const quoteUrgencies = ['urgent', 'high', 'medium', 'low'] as const;
export type QuoteUrgency = (typeof quoteUrgencies)[number];
export const defaultQuoteUrgency: QuoteUrgency = 'medium';
/** spec 03 §2: '{Urgency} Priority'. */
export const quoteUrgencyLabel = (u: QuoteUrgency): string => `${u[0]!.toUpperCase()}${u.slice(1)} Priority`;

/** Display numbers: 'QR-00001' for requests, 'QT-00001' for quotes (sequences in migration 0006). */
export const formatQuoteRequestNumber = (n: number): string => `QR-${String(n).padStart(5, '0')}`;
export const formatQuoteNumber = (n: number): string => `QT-${String(n).padStart(5, '0')}`;
