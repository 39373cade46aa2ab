import { describe, expect, it } from 'vitest';
import { recentTransactionsOf, summariseRows, type RecentTransaction, type SummaryInvoiceRow } from './summary.rules.ts';

const empty = { quotes: [], orders: [], invoices: [] };
const invoice = (o: Partial<SummaryInvoiceRow>): SummaryInvoiceRow => ({
  id: 'i',
  number: 'INV-00001',
  customerName: 'Acme',
  date: '2026-03-01',
  total: 100,
  amountPaid: 0,
  status: 'issued',
  dueDate: '2026-03-31',
  paidOn: null,
  ...o,
});

describe('analytics summary from rows (spec 01 §3)', () => {
  it('is all zeros and an empty list with no data — never fallback figures', () => {
    expect(summariseRows(empty, '2026-03-09')).toEqual({
      totalQuotes: 0,
      totalQuoteValue: 0,
      acceptedQuotes: 0,
      totalOrders: 0,
      totalOrderValue: 0,
      totalInvoices: 0,
      totalInvoiceValue: 0,
      paidInvoices: 0,
      paidInvoiceValue: 0,
      overdueInvoices: 0,
      overdueInvoiceValue: 0,
      monthlySpending: 0,
      avgQuoteValue: 0,
      avgOrderValue: 0,
      recentTransactions: [],
    });
  });

  it('counts and sums quotes, orders and invoices by the documented rules', () => {
    const s = summariseRows(
      {
        quotes: [
          { id: 'q1', number: 'QT-00001', customerName: 'Acme', date: '2026-03-01', total: '1200.50', status: 'sent_to_client' },
          { id: 'q2', number: 'QT-00002', customerName: 'Acme', date: '2026-03-02', total: 800, status: 'paid' },
          { id: 'q3', number: 'QT-00003', customerName: 'Acme', date: '2026-03-03', total: 0.1, status: 'cancelled' },
        ],
        orders: [
          { id: 'o1', number: 'SO-00001', customerName: 'Acme', date: '2026-03-02', total: 800, status: 'confirmed' },
          { id: 'o2', number: 'SO-00002', customerName: 'Acme', date: '2026-03-02', total: 50, status: 'cancelled' },
          { id: 'o3', number: 'SO-00003', customerName: 'Acme', date: '2026-03-04', total: 300.33, status: 'delivered' },
        ],
        invoices: [
          invoice({ id: 'i1', number: 'INV-00001', total: 800, amountPaid: 800, status: 'paid', paidOn: '2026-03-05' }),
          invoice({ id: 'i2', number: 'INV-00002', total: 500, amountPaid: 500, status: 'paid', paidOn: '2026-02-28' }),
          invoice({ id: 'i3', number: 'INV-00003', total: 300.33, amountPaid: 100, dueDate: '2026-03-08' }),
          invoice({ id: 'i4', number: 'INV-00004', total: 70, dueDate: '2026-03-09' }),
          invoice({ id: 'i5', number: 'INV-00005', total: 999, status: 'void', dueDate: '2026-01-01' }),
        ],
      },
      '2026-03-09',
    );
    expect(s).toMatchObject({
      totalQuotes: 3,
      totalQuoteValue: 2000.6,
      acceptedQuotes: 1,
      totalOrders: 2,
      totalOrderValue: 1100.33,
      avgOrderValue: 550.17,
      avgQuoteValue: 666.87,
      totalInvoices: 4,
      totalInvoiceValue: 1670.33,
      paidInvoices: 2,
      paidInvoiceValue: 1300,
      overdueInvoices: 1,
      overdueInvoiceValue: 200.33,
      monthlySpending: 800,
    });
    expect(s.recentTransactions).toHaveLength(10);
    expect(s.recentTransactions[0]).toEqual({
      type: 'payment',
      id: 'i1',
      number: 'INV-00001',
      customerName: 'Acme',
      date: '2026-03-05',
      amount: 800,
      status: 'paid',
    });
  });

  it.each([
    ['2024-02-29', '2024-02-01', 1], // leap-year month end is inside February
    ['2024-03-01', '2024-02-29', 0], // a payment on 29 Feb is last month on 1 March
    ['2026-01-01', '2025-12-31', 0], // new year
    ['2026-12-31', '2026-12-01', 1],
  ])('monthly spending on %s counts a payment made %s: %i', (today, paidOn, counted) => {
    const s = summariseRows(
      { ...empty, invoices: [invoice({ status: 'paid', amountPaid: 100, total: 100, paidOn, dueDate: '2030-01-01' })] },
      today,
    );
    expect(s.monthlySpending).toBe(100 * counted);
  });

  it('keeps the ten newest transactions, payment before invoice before order before quote on one day', () => {
    const t = (type: RecentTransaction['type'], date: string, number: string): RecentTransaction => ({
      type,
      id: number,
      number,
      customerName: 'A',
      date,
      amount: 1,
      status: 's',
    });
    const list = [
      t('quote', '2026-03-01', 'QT-1'),
      t('order', '2026-03-01', 'SO-1'),
      t('payment', '2026-03-01', 'INV-1'),
      t('invoice', '2026-03-01', 'INV-1'),
      ...Array.from({ length: 12 }, (_, i) => t('quote', `2026-02-${String(i + 10).padStart(2, '0')}`, `QT-${i + 10}`)),
    ];
    const recent = recentTransactionsOf(list);
    expect(recent).toHaveLength(10);
    expect(recent.slice(0, 4).map((r) => r.type)).toEqual(['payment', 'invoice', 'order', 'quote']);
    expect(recent[4]!.date).toBe('2026-02-21');
  });
});
