import type { IsoDate } from '../maintenance/dates.rules.ts';
import { toCents } from './money.rules.ts';

/** Stored invoice statuses. Overdue is derived from the due date and the balance, never stored. */
export const invoiceStatuses = ['issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What the client owes, as shown: paid / overdue / partial / unpaid; a void invoice owes nothing. */
export const invoicePaymentStatuses = ['paid', 'overdue', 'partial', 'unpaid', 'void'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

export type StatusColour = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

/** spec 03 §4: paid green, overdue red, partial yellow, otherwise gray. */
export const invoicePaymentStatusColours: Readonly<Record<InvoicePaymentStatus, StatusColour>> = {
  paid: 'green',
  overdue: 'red',
  partial: 'yellow',
  unpaid: 'gray',
  void: 'gray',
};

export const invoicePaymentStatusLabels: Readonly<Record<InvoicePaymentStatus, string>> = {
  paid: 'Paid',
  overdue: 'Overdue',
  partial: 'Partially paid',
  unpaid: 'Unpaid',
  void: 'Void',
};

export type InvoiceBalanceFacts = { status: InvoiceStatus; total: number | string; amountPaid: number | string; dueDate: IsoDate };

/** total − amount paid, in dollars; never below 0; 0 for a void invoice. */
export function invoiceBalance(inv: Pick<InvoiceBalanceFacts, 'status' | 'total' | 'amountPaid'>): number {
  if (inv.status === 'void') return 0;
  return Math.max(0, toCents(inv.total) - toCents(inv.amountPaid)) / 100;
}

/** Overdue: still issued, something left to pay, and the due date is before today (by day). */
export function isInvoiceOverdue(inv: InvoiceBalanceFacts, today: IsoDate): boolean {
  return inv.status === 'issued' && invoiceBalance(inv) > 0 && inv.dueDate < today;
}

export function invoicePaymentStatus(inv: InvoiceBalanceFacts, today: IsoDate): InvoicePaymentStatus {
  if (inv.status === 'void') return 'void';
  if (inv.status === 'paid' || invoiceBalance(inv) === 0) return 'paid';
  if (isInvoiceOverdue(inv, today)) return 'overdue';
  return toCents(inv.amountPaid) > 0 ? 'partial' : 'unpaid';
}

/** A client can pay an invoice that is issued and has a balance. */
export const isInvoicePayable = (inv: Pick<InvoiceBalanceFacts, 'status' | 'total' | 'amountPaid'>): boolean =>
  inv.status === 'issued' && invoiceBalance(inv) > 0;

/** The documents area's card for an invoice (client view): payable when issued, not paid or void, with a balance. */
export const isInvoiceSummaryPayable = (d: {
  type: string;
  status: string;
  paymentStatus: string | null;
  balance: number | null;
}): boolean =>
  d.type === 'invoice' && d.status === 'issued' && (d.balance ?? 0) > 0 && d.paymentStatus !== 'paid' && d.paymentStatus !== 'void';

/** Sales orders (spec 03 §4): confirmed and processing count as active; default confirmed. */
export const salesOrderStatuses = ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type SalesOrderStatus = (typeof salesOrderStatuses)[number];
export const isActiveOrderStatus = (s: SalesOrderStatus): boolean => s === 'confirmed' || s === 'processing';

/** Shipping packages (spec 03 §4): default shipped; delivered green, in_transit blue, shipped yellow, pending gray. */
export const packageStatuses = ['pending', 'shipped', 'in_transit', 'delivered'] as const;
export type PackageStatus = (typeof packageStatuses)[number];
export const defaultPackageStatus: PackageStatus = 'shipped';
export const packageStatusColours: Readonly<Record<PackageStatus, StatusColour>> = {
  delivered: 'green',
  in_transit: 'blue',
  shipped: 'yellow',
  pending: 'gray',
};
export const packageStatusLabels: Readonly<Record<PackageStatus, string>> = {
  pending: 'Pending',
  shipped: 'Shipped',
  in_transit: 'In transit',
  delivered: 'Delivered',
};

/** Order status moves forward (confirmed → processing → shipped → delivered) or to cancelled before delivery. */
const orderStatusRank: Readonly<Record<SalesOrderStatus, number>> = { confirmed: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 };
export function canChangeOrderStatus(from: SalesOrderStatus, to: SalesOrderStatus): boolean {
  if (from === to) return true;
  if (from === 'cancelled' || from === 'delivered') return false;
  if (to === 'cancelled') return true;
  return orderStatusRank[to] > orderStatusRank[from];
}
