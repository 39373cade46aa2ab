import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { defaultDocumentFilters, documentListParams, isFiltered, type DocumentFilters } from './documents-api.ts';
import { openingCheckoutMessage, paymentSessionPath, payNowErrorMessage } from '../../../lib/payments-api.ts';

const today = '2026-11-23';
const filters = (over: Partial<DocumentFilters>): DocumentFilters => ({ ...defaultDocumentFilters, ...over });

describe('documentListParams (spec 03 §9 filters → GET /api/documents)', () => {
  it.each([
    ['defaults send only the type, page size and today', 'quote', filters({}), {}, 'type=quote&limit=20&today=2026-11-23'],
    ['a search is trimmed', 'invoice', filters({ q: '  PO-44 ' }), {}, 'type=invoice&q=PO-44&limit=20&today=2026-11-23'],
    ['a blank search is left out', 'order', filters({ q: '   ' }), {}, 'type=order&limit=20&today=2026-11-23'],
    ['a date filter', 'quote', filters({ period: 'last_quarter' }), {}, 'type=quote&period=last_quarter&limit=20&today=2026-11-23'],
    [
      'a sort other than Date (Newest)',
      'package',
      filters({ sort: 'customer_desc' }),
      {},
      'type=package&sort=customer_desc&limit=20&today=2026-11-23',
    ],
    [
      'company and cursor for the next page',
      'invoice',
      filters({ q: 'Northwind', period: 'this_year', sort: 'amount_asc' }),
      { companyId: 'd09376e5-0edf-4597-b43e-dee5f398030c', cursor: 'abc' },
      'type=invoice&q=Northwind&period=this_year&sort=amount_asc&companyId=d09376e5-0edf-4597-b43e-dee5f398030c&cursor=abc&limit=20&today=2026-11-23',
    ],
  ] as const)('%s', (_name, type, f, options, expected) => {
    expect(documentListParams(type, f, { today, ...options }).toString()).toBe(expected);
  });
});

describe('isFiltered (which empty-state text shows)', () => {
  it.each([
    [filters({}), false],
    [filters({ sort: 'amount_desc' }), false],
    [filters({ q: ' ' }), false],
    [filters({ q: 'pump' }), true],
    [filters({ period: 'this_month' }), true],
  ])('%o → %s', (f, expected) => {
    expect(isFiltered(f)).toBe(expected);
  });
});

describe('Pay Now wording (spec 03 §8)', () => {
  it.each([
    [{ invoiceId: 'i1' }, '/api/invoices/i1/payment-session'],
    [{ quoteRequestId: 'q1' }, '/api/quote-requests/q1/payment-session'],
  ])('%o posts to %s', (target, path) => {
    expect(paymentSessionPath(target)).toBe(path);
  });

  it.each([
    ['stripe', 'Opening Stripe checkout in new tab...'],
    ['test', 'Opening test checkout in new tab...'],
  ] as const)('%s → %s', (provider, message) => {
    expect(openingCheckoutMessage(provider)).toBe(message);
  });

  it.each([
    [new ApiError(409, 'CONFLICT', 'Payment amount not available for this quote'), 'Payment amount not available for this quote'],
    [new ApiError(502, 'PAYMENT_PROVIDER', 'Failed to create payment session'), 'Failed to create payment session'],
    [new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Failed to create payment session'],
    [new Error('boom'), 'Failed to create payment session'],
  ])('%s → %s', (error, message) => {
    expect(payNowErrorMessage(error)).toBe(message);
  });
});
