import { describe, expect, it } from 'vitest';
import {
  areQuoteItemsLocked,
  canClientDeleteQuote,
  canClientRespond,
  canTransition,
  clientSeesQuotePrices,
  formatQuoteNumber,
  formatQuoteRequestNumber,
  hasQuoteUpdateBadge,
  quoteClientBanner,
  quoteStatusAfterInvoiceVoid,
  quoteStatuses,
  quoteStatusLabel,
  isConvertibleQuoteStatus,
  quoteStatusPath,
  quoteUrgencyLabel,
  type QuoteStatus,
} from './quote-status.rules.ts';

// spec 03 §4 "Allowed transitions (admin workflow)", copied pair by pair from the spec's table.
const allowed: ReadonlyArray<[QuoteStatus, QuoteStatus]> = [
  ['new', 'submitted'],
  ['new', 'cancelled'],
  ['submitted', 'processing'],
  ['submitted', 'cancelled'],
  ['processing', 'vendor_requested'],
  ['processing', 'cancelled'],
  ['vendor_requested', 'vendor_responded'],
  ['vendor_requested', 'cancelled'],
  ['vendor_responded', 'sent_to_client'],
  ['vendor_responded', 'cancelled'],
  ['sent_to_client', 'accepted'],
  ['sent_to_client', 'cancelled'],
  ['accepted', 'sent_to_zoho'],
  ['accepted', 'sent_to_books'],
  ['accepted', 'cancelled'],
  ['sent_to_zoho', 'completed'],
  ['sent_to_zoho', 'zoho_failed'],
  ['sent_to_zoho', 'invoiced'],
  ['sent_to_zoho', 'sent_to_books'],
  ['sent_to_books', 'completed'],
  ['sent_to_books', 'invoiced'],
  ['zoho_failed', 'sent_to_zoho'],
  ['zoho_failed', 'cancelled'],
  ['invoiced', 'payment_due'],
  ['invoiced', 'completed'],
  ['payment_due', 'paid'],
  ['payment_due', 'cancelled'],
  ['paid', 'completed'],
];
const key = (a: string, b: string) => `${a}→${b}`;
const allowedKeys = new Set(allowed.map(([a, b]) => key(a, b)));
const forbidden = quoteStatuses.flatMap((from) =>
  quoteStatuses.filter((to) => !allowedKeys.has(key(from, to))).map((to) => [from, to] as [QuoteStatus, QuoteStatus]),
);

describe('quote status transitions (spec 03 §4)', () => {
  it('covers every pair of the 15 statuses', () => expect(allowed.length + forbidden.length).toBe(15 * 15));
  it.each(allowed)('%s → %s is allowed', (from, to) => expect(canTransition(from, to)).toBe(true));
  it.each(forbidden)('%s → %s is forbidden', (from, to) => expect(canTransition(from, to)).toBe(false));
});

// ADR 0005: the void of the request's invoice, and nothing else, takes it back to accepted.
const voidAllowed: ReadonlyArray<[QuoteStatus, QuoteStatus]> = [
  ['invoiced', 'accepted'],
  ['payment_due', 'accepted'],
];
const voidAllowedKeys = new Set(voidAllowed.map(([a, b]) => key(a, b)));
const voidForbidden = quoteStatuses.flatMap((from) =>
  quoteStatuses.filter((to) => !voidAllowedKeys.has(key(from, to))).map((to) => [from, to] as [QuoteStatus, QuoteStatus]),
);

describe('quote status after an invoice void (ADR 0005)', () => {
  it('covers every pair of the 15 statuses', () => expect(voidAllowed.length + voidForbidden.length).toBe(15 * 15));
  it.each(voidAllowed)('void: %s → %s is allowed, the admin workflow may not take it', (from, to) => {
    expect(canTransition(from, to, 'invoice_void')).toBe(true);
    expect(canTransition(from, to)).toBe(false);
  });
  it.each(voidForbidden)('void: %s → %s is forbidden', (from, to) => expect(canTransition(from, to, 'invoice_void')).toBe(false));
  it.each<[QuoteStatus, QuoteStatus | null]>([
    ['invoiced', 'accepted'],
    ['payment_due', 'accepted'],
    ['paid', null],
    ['completed', null],
    ['cancelled', null],
    ['accepted', null],
  ])('a void from %s leads to %s', (from, to) => expect(quoteStatusAfterInvoiceVoid(from)).toBe(to));
  it('multi-step moves never take a void-only step', () => {
    expect(quoteStatusPath('invoiced', 'accepted')).toBeNull();
    expect(quoteStatusPath('payment_due', 'sent_to_books')).toBeNull();
  });
});

describe('quoteStatusPath: multi-step admin moves through legal steps only', () => {
  it.each<[QuoteStatus, QuoteStatus, QuoteStatus[] | null]>([
    ['new', 'sent_to_client', ['submitted', 'processing', 'vendor_requested', 'vendor_responded', 'sent_to_client']],
    ['processing', 'sent_to_client', ['vendor_requested', 'vendor_responded', 'sent_to_client']],
    ['vendor_responded', 'sent_to_client', ['sent_to_client']],
    ['sent_to_client', 'sent_to_client', []],
    ['accepted', 'invoiced', ['sent_to_books', 'invoiced']],
    ['accepted', 'paid', ['sent_to_books', 'invoiced', 'payment_due', 'paid']],
    ['new', 'cancelled', ['cancelled']],
    ['accepted', 'sent_to_client', null],
    ['cancelled', 'new', null],
    ['completed', 'paid', null],
  ])('%s ⇒ %s: %j', (from, to, path) => expect(quoteStatusPath(from, to)).toEqual(path));

  it('every step of every path is a legal transition', () => {
    for (const from of quoteStatuses) {
      for (const to of quoteStatuses) {
        const path = quoteStatusPath(from, to);
        if (!path) continue;
        let at = from;
        for (const step of path) {
          expect(canTransition(at, step)).toBe(true);
          at = step;
        }
      }
    }
  });
});

describe('labels (spec 03 §4)', () => {
  it.each<[string, string, string]>([
    ['new', 'New Request', 'Under Review'],
    ['submitted', 'Submitted', 'Under Review'],
    ['processing', 'Processing', 'Being Processed'],
    ['vendor_requested', 'Vendor Requested', 'Processing Request'],
    ['vendor_responded', 'Vendor Responded', 'Quote Ready'],
    ['sent_to_client', 'Update from GEARS', 'Updated by GEARS'],
    ['accepted', 'Accepted by Client', 'Processing with GEARS'],
    ['invoiced', 'Invoiced', 'Invoice Ready'],
    ['sent_to_zoho', 'Sent to GEARS', 'Processing Invoice'],
    ['sent_to_books', 'Processing Invoice', 'Processing Invoice'],
    ['zoho_failed', 'Sync Failed', 'Processing'],
    ['payment_due', 'Payment Due', 'Payment Due'],
    ['paid', 'Paid', 'Paid'],
    ['completed', 'Completed', 'Completed'],
    ['cancelled', 'Cancelled', 'Cancelled'],
    ['under_review', 'New Request', 'Under Review'],
    ['', 'New Request', 'Under Review'],
  ])('%s: admin %s, client %s', (status, admin, client) => {
    expect(quoteStatusLabel(status, 'admin')).toBe(admin);
    expect(quoteStatusLabel(status, 'client')).toBe(client);
  });
});

describe('status sets', () => {
  it.each<[QuoteStatus, boolean, boolean, boolean, boolean]>([
    // status, update badge, items locked, client may respond, client may delete
    ['new', false, false, false, true],
    ['submitted', false, false, false, true],
    ['processing', false, false, false, true],
    ['vendor_requested', false, false, false, true],
    ['vendor_responded', true, false, false, true],
    ['sent_to_client', true, false, true, false],
    ['accepted', true, true, false, false],
    ['invoiced', true, true, false, true],
    ['sent_to_zoho', false, true, false, false],
    ['sent_to_books', false, true, false, false],
    ['zoho_failed', false, false, false, true],
    ['payment_due', true, true, false, true],
    ['paid', true, true, false, true],
    ['completed', true, true, false, true],
    ['cancelled', false, false, false, true],
  ])('%s: badge %s, locked %s, respond %s, delete %s', (s, badge, locked, respond, del) => {
    expect(hasQuoteUpdateBadge(s)).toBe(badge);
    expect(areQuoteItemsLocked(s)).toBe(locked);
    expect(canClientRespond(s)).toBe(respond);
    expect(canClientDeleteQuote(s)).toBe(del);
  });

  it.each<[QuoteStatus, boolean, boolean]>([
    ['new', false, false],
    ['vendor_responded', false, false],
    ['sent_to_client', false, true],
    ['accepted', false, true],
    ['invoiced', false, true],
    ['paid', false, true],
    ['completed', false, true],
    ['zoho_failed', false, true],
    ['cancelled', false, false],
    ['cancelled', true, true],
  ])('%s (was sent %s): client sees prices %s', (s, sent, sees) => expect(clientSeesQuotePrices(s, sent)).toBe(sees));

  it.each<[QuoteStatus, string | null, string | null]>([
    ['sent_to_client', null, 'quote_ready'],
    ['vendor_responded', null, null],
    ['invoiced', null, null],
    ['invoiced', 'http://x/pay', 'payment_due'],
    ['payment_due', 'http://x/pay', 'payment_due'],
    ['paid', 'http://x/pay', null],
  ])('%s with link %s → banner %s', (s, link, banner) => expect(quoteClientBanner(s, link)).toBe(banner));
});

describe('display words', () => {
  it.each([
    [1, 'QR-00001', 'QT-00001'],
    [42, 'QR-00042', 'QT-00042'],
    [123456, 'QR-123456', 'QT-123456'],
  ] as const)('%s → %s / %s', (n, qr, qt) => {
    expect(formatQuoteRequestNumber(n)).toBe(qr);
    expect(formatQuoteNumber(n)).toBe(qt);
  });
  it.each([
    ['urgent', 'Urgent Priority'],
    ['medium', 'Medium Priority'],
  ] as const)('%s → %s', (u, l) => expect(quoteUrgencyLabel(u)).toBe(l));
});

describe('which quotes convert into an order and invoice', () => {
  it('accepted and sent_to_zoho only', () => {
    expect(quoteStatuses.filter(isConvertibleQuoteStatus)).toEqual(['accepted', 'sent_to_zoho']);
  });
});
