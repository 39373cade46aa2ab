import { describe, expect, it } from 'vitest';
import {
  accountingDocumentType,
  documentFileName,
  documentPeriodRange,
  documentPeriods,
  documentSortLabels,
  documentTypeOf,
  quoteExpiryDate,
  quoteExpiryLabel,
  type DocumentPeriod,
} from './documents.rules.ts';

describe('document date filters as day ranges (spec 03 §9)', () => {
  it.each<[DocumentPeriod, string, { from: string; to: string } | null]>([
    ['all_time', '2026-03-09', null],
    ['this_month', '2026-03-09', { from: '2026-03-01', to: '2026-03-31' }],
    ['this_month', '2024-02-10', { from: '2024-02-01', to: '2024-02-29' }],
    ['this_month', '2026-02-28', { from: '2026-02-01', to: '2026-02-28' }],
    ['this_month', '2026-04-30', { from: '2026-04-01', to: '2026-04-30' }],
    ['last_month', '2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
    ['last_month', '2024-03-01', { from: '2024-02-01', to: '2024-02-29' }],
    ['last_month', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['this_quarter', '2026-01-01', { from: '2026-01-01', to: '2026-03-31' }],
    ['this_quarter', '2026-03-31', { from: '2026-01-01', to: '2026-03-31' }],
    ['this_quarter', '2026-04-01', { from: '2026-04-01', to: '2026-06-30' }],
    ['this_quarter', '2026-08-15', { from: '2026-07-01', to: '2026-09-30' }],
    ['this_quarter', '2026-12-31', { from: '2026-10-01', to: '2026-12-31' }],
    ['last_quarter', '2026-02-14', { from: '2025-10-01', to: '2025-12-31' }],
    ['last_quarter', '2026-04-01', { from: '2026-01-01', to: '2026-03-31' }],
    ['last_quarter', '2024-05-20', { from: '2024-01-01', to: '2024-03-31' }],
    ['last_quarter', '2026-10-01', { from: '2026-07-01', to: '2026-09-30' }],
    ['this_year', '2024-02-29', { from: '2024-01-01', to: '2024-12-31' }],
    ['last_year', '2026-01-01', { from: '2025-01-01', to: '2025-12-31' }],
  ])('%s on %s → %j', (period, today, range) => expect(documentPeriodRange(period, today)).toEqual(range));

  it('has the seven filters and six sorts', () => {
    expect(documentPeriods).toHaveLength(7);
    expect(Object.values(documentSortLabels)).toEqual([
      'Date (Newest)',
      'Date (Oldest)',
      'Amount (Highest)',
      'Amount (Lowest)',
      'Customer (A-Z)',
      'Customer (Z-A)',
    ]);
  });
});

describe('document type mapping (spec 03 §9)', () => {
  it.each([
    ['quote', 'estimate', 'quote'],
    ['estimate', 'estimate', 'quote'],
    ['invoice', 'invoice', 'invoice'],
    ['order', 'salesorder', 'order'],
    ['salesorder', 'salesorder', 'order'],
    ['sales_order', 'salesorder', 'order'],
    ['purchase order', 'purchaseorder', null],
    ['package', 'package', 'package'],
    ['', 'estimate', null],
    ['memo', 'estimate', null],
  ])('%j → %s / %s', (input, accounting, ours) => {
    expect(accountingDocumentType(input)).toBe(accounting);
    expect(documentTypeOf(input)).toBe(ours);
  });
});

describe('default file names', () => {
  it.each([
    ['quote', 'QT-00012', undefined, 'quote_QT-00012.pdf'],
    ['order', 'SO-00003', undefined, 'order_SO-00003.pdf'],
    ['invoice', 'INV-00007', undefined, 'invoice_INV-00007.pdf'],
    ['package', 'PKG-00001', undefined, 'package_PKG-00001.pdf'],
    ['invoice', 'INV 7/a"b', undefined, 'invoice_INV_7_a_b.pdf'],
    ['quote', null, '7f1c', 'quote_7f1c.pdf'],
  ] as const)('%s %s → %s', (type, number, id, name) => expect(documentFileName(type, number, id)).toBe(name));
});

describe('quote expiry: 30 days after the quote date unless set; compared by day', () => {
  it.each([
    ['2026-03-09', null, '2026-04-08'],
    ['2026-01-31', null, '2026-03-02'],
    ['2024-01-31', null, '2024-03-01'],
    ['2026-12-15', null, '2027-01-14'],
    ['2026-03-09', '2026-03-20', '2026-03-20'],
  ])('%s (expiry %s) → %s', (date, expiry, result) => expect(quoteExpiryDate(date, expiry)).toBe(result));

  it.each([
    ['2026-04-08', '2026-04-07', '(Valid)'],
    ['2026-04-08', '2026-04-08', '(Valid)'],
    ['2026-04-08', '2026-04-09', '(Expired)'],
    ['2024-02-29', '2024-03-01', '(Expired)'],
  ])('expiry %s on %s → %s', (expiry, today, label) => expect(quoteExpiryLabel(expiry, today)).toBe(label));
});
