import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  invoiceBalance,
  invoicePaymentStatus,
  invoicePaymentStatusColours,
  isActiveOrderStatus,
  isInvoiceOverdue,
  isInvoicePayable,
  isInvoiceSummaryPayable,
  packageStatusColours,
  type InvoiceBalanceFacts,
} from './invoice-status.rules.ts';

const inv = (o: Partial<InvoiceBalanceFacts>): InvoiceBalanceFacts => ({
  status: 'issued',
  total: 1000,
  amountPaid: 0,
  dueDate: '2026-03-31',
  ...o,
});

describe('invoice payment status (overdue derived, never stored)', () => {
  it.each<[Partial<InvoiceBalanceFacts>, string, string, boolean]>([
    [{}, '2026-03-09', 'unpaid', false],
    [{}, '2026-03-31', 'unpaid', false], // due today is not yet overdue
    [{}, '2026-04-01', 'overdue', true],
    [{ amountPaid: 400 }, '2026-03-09', 'partial', false],
    [{ amountPaid: 400 }, '2026-04-01', 'overdue', true],
    [{ status: 'paid', amountPaid: 1000 }, '2026-04-01', 'paid', false],
    [{ amountPaid: 1000 }, '2026-04-01', 'paid', false],
    [{ status: 'void' }, '2026-04-01', 'void', false],
    [{ dueDate: '2024-02-29' }, '2024-03-01', 'overdue', true],
    [{ dueDate: '2024-02-29' }, '2024-02-29', 'unpaid', false],
    [{ dueDate: '2026-12-31' }, '2027-01-01', 'overdue', true],
  ])('%j on %s → %s', (o, today, status, overdue) => {
    expect(invoicePaymentStatus(inv(o), today)).toBe(status);
    expect(isInvoiceOverdue(inv(o), today)).toBe(overdue);
  });

  it.each([
    [{ total: '4009.23', amountPaid: '0' }, 4009.23],
    [{ total: 0.3, amountPaid: 0.1 }, 0.2],
    [{ total: 100, amountPaid: 150 }, 0],
    [{ status: 'void' as const, total: 100, amountPaid: 0 }, 0],
  ])('balance of %j is %d', (o, balance) => expect(invoiceBalance(inv(o))).toBe(balance));

  it('colours per spec 03 §4', () => {
    expect(invoicePaymentStatusColours).toMatchObject({ paid: 'green', overdue: 'red', partial: 'yellow', unpaid: 'gray' });
    expect(packageStatusColours).toEqual({ delivered: 'green', in_transit: 'blue', shipped: 'yellow', pending: 'gray' });
  });

  it('only an issued invoice with a balance is payable', () => {
    expect(isInvoicePayable(inv({}))).toBe(true);
    expect(isInvoicePayable(inv({ total: 0 }))).toBe(false);
    expect(isInvoicePayable(inv({ status: 'paid', amountPaid: 1000 }))).toBe(false);
    expect(isInvoicePayable(inv({ status: 'void' }))).toBe(false);
  });

  it.each([
    ['confirmed', true],
    ['processing', true],
    ['shipped', false],
    ['delivered', false],
    ['cancelled', false],
  ] as const)('order %s active: %s', (s, active) => expect(isActiveOrderStatus(s)).toBe(active));
});

describe('order status moves forward or to cancelled before delivery', () => {
  it.each([
    ['confirmed', 'processing', true],
    ['confirmed', 'delivered', true],
    ['processing', 'confirmed', false],
    ['shipped', 'cancelled', true],
    ['delivered', 'cancelled', false],
    ['cancelled', 'confirmed', false],
    ['shipped', 'shipped', true],
  ] as const)('%s → %s: %s', (from, to, ok) => expect(canChangeOrderStatus(from, to)).toBe(ok));
});

describe('isInvoiceSummaryPayable (the documents card)', () => {
  const card = { type: 'invoice', status: 'issued', paymentStatus: 'unpaid', balance: 120.5 };
  it('an issued invoice with a balance is payable; partial and overdue too', () => {
    expect(isInvoiceSummaryPayable(card)).toBe(true);
    expect(isInvoiceSummaryPayable({ ...card, paymentStatus: 'partial' })).toBe(true);
    expect(isInvoiceSummaryPayable({ ...card, paymentStatus: 'overdue' })).toBe(true);
  });
  it('paid, void, zero balance or not an invoice is not', () => {
    expect(isInvoiceSummaryPayable({ ...card, paymentStatus: 'paid' })).toBe(false);
    expect(isInvoiceSummaryPayable({ ...card, status: 'void', paymentStatus: 'void' })).toBe(false);
    expect(isInvoiceSummaryPayable({ ...card, balance: 0 })).toBe(false);
    expect(isInvoiceSummaryPayable({ ...card, balance: null })).toBe(false);
    expect(isInvoiceSummaryPayable({ ...card, type: 'quote' })).toBe(false);
  });
});
