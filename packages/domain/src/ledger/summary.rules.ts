import { z } from 'zod';
import type { IsoDate } from '../maintenance/dates.rules.ts';
import { documentPeriodRange } from './documents.rules.ts';
import { invoiceBalance, isInvoiceOverdue, type InvoiceStatus, type SalesOrderStatus } from './invoice-status.rules.ts';
import { fromCents, toCents } from './money.rules.ts';
import { acceptedOrBeyondStatuses } from '../quotes/funnel.rules.ts';

/** spec 01 §9: recent transactions capped at 10. */
export const recentTransactionLimit = 10;

/**
 * A quote counts as accepted once the client accepted it, whatever happened next (spec 01 §4: 'Closed Won'
 * counts as accepted): the statuses only reachable through accepted (quotes/funnel.rules.ts).
 */
export const isAcceptedQuoteStatus = (status: string): boolean => (acceptedOrBeyondStatuses as readonly string[]).includes(status);

export type SummaryQuoteRow = { id: string; number: string; customerName: string; date: IsoDate; total: number | string; status: string };
export type SummaryOrderRow = {
  id: string;
  number: string;
  customerName: string;
  date: IsoDate;
  total: number | string;
  status: SalesOrderStatus;
};
export type SummaryInvoiceRow = {
  id: string;
  number: string;
  customerName: string;
  date: IsoDate;
  total: number | string;
  amountPaid: number | string;
  status: InvoiceStatus;
  dueDate: IsoDate;
  paidOn: IsoDate | null;
};

export const transactionTypes = ['quote', 'order', 'invoice', 'payment'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const recentTransaction = z.object({
  type: z.enum(transactionTypes),
  id: z.uuid(),
  number: z.string(),
  customerName: z.string(),
  date: z.string(),
  amount: z.number(),
  status: z.string(),
});
export type RecentTransaction = z.infer<typeof recentTransaction>;

/** Sums in cents and counts, as SQL aggregates or summariseRows produce them. */
export type SummaryTotals = {
  totalQuotes: number;
  totalQuoteCents: number;
  acceptedQuotes: number;
  totalOrders: number;
  totalOrderCents: number;
  totalInvoices: number;
  totalInvoiceCents: number;
  paidInvoices: number;
  paidInvoiceCents: number;
  overdueInvoices: number;
  overdueInvoiceCents: number;
  monthlySpendingCents: number;
};

/** spec 01 §3 analytics summary. Amounts in dollars; zeros and empty lists when there is no data (never fallback figures). */
export const analyticsSummary = z.object({
  totalQuotes: z.number(),
  totalQuoteValue: z.number(),
  acceptedQuotes: z.number(),
  totalOrders: z.number(),
  totalOrderValue: z.number(),
  totalInvoices: z.number(),
  totalInvoiceValue: z.number(),
  paidInvoices: z.number(),
  paidInvoiceValue: z.number(),
  overdueInvoices: z.number(),
  overdueInvoiceValue: z.number(),
  monthlySpending: z.number(),
  avgQuoteValue: z.number(),
  avgOrderValue: z.number(),
  recentTransactions: z.array(recentTransaction),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

/** GET /api/business/summary: whose figures, the summary, the tab badges and the day they were counted on. */
export const businessSummaryView = z.object({
  /** One company (a client's own, the impersonated one, or the admin's pick) or all companies (null). */
  scope: z.object({ companyId: z.uuid().nullable(), companyName: z.string().nullable() }),
  summary: analyticsSummary,
  /** Count badges of the Quotes, Orders, Invoices and Shipping tabs. */
  counts: z.object({ quotes: z.number(), orders: z.number(), invoices: z.number(), shipping: z.number() }),
  today: z.string(),
});
export type BusinessSummary = z.infer<typeof businessSummaryView>;

const typeRank: Record<TransactionType, number> = { payment: 0, invoice: 1, order: 2, quote: 3 };

/** Newest first; on one day a payment before its invoice, the invoice before its order, the order before its quote. */
export function recentTransactionsOf<T extends Pick<RecentTransaction, 'type' | 'date' | 'number'>>(candidates: readonly T[]): T[] {
  return [...candidates]
    .sort((a, b) =>
      a.date !== b.date
        ? a.date < b.date
          ? 1
          : -1
        : typeRank[a.type] - typeRank[b.type] || (a.number < b.number ? 1 : a.number > b.number ? -1 : 0),
    )
    .slice(0, recentTransactionLimit);
}

const average = (cents: number, count: number) => (count === 0 ? 0 : fromCents(Math.round(cents / count)));

export function summaryFromTotals(t: SummaryTotals, recent: readonly RecentTransaction[]): AnalyticsSummary {
  return {
    totalQuotes: t.totalQuotes,
    totalQuoteValue: fromCents(t.totalQuoteCents),
    acceptedQuotes: t.acceptedQuotes,
    totalOrders: t.totalOrders,
    totalOrderValue: fromCents(t.totalOrderCents),
    totalInvoices: t.totalInvoices,
    totalInvoiceValue: fromCents(t.totalInvoiceCents),
    paidInvoices: t.paidInvoices,
    paidInvoiceValue: fromCents(t.paidInvoiceCents),
    overdueInvoices: t.overdueInvoices,
    overdueInvoiceValue: fromCents(t.overdueInvoiceCents),
    monthlySpending: fromCents(t.monthlySpendingCents),
    avgQuoteValue: average(t.totalQuoteCents, t.totalQuotes),
    avgOrderValue: average(t.totalOrderCents, t.totalOrders),
    recentTransactions: recentTransactionsOf(recent),
  };
}

/**
 * The summary from plain rows — the definition the server's SQL aggregates must agree with:
 * quotes = issued quotes (those with a quote number); orders exclude cancelled; invoices exclude void;
 * paid = status paid (value = amount paid); overdue = issued, balance > 0, due before today (value = balance);
 * monthly spending = amounts paid on invoices paid in today's calendar month.
 */
export function summariseRows(
  rows: { quotes: readonly SummaryQuoteRow[]; orders: readonly SummaryOrderRow[]; invoices: readonly SummaryInvoiceRow[] },
  today: IsoDate,
): AnalyticsSummary {
  const month = documentPeriodRange('this_month', today)!;
  const orders = rows.orders.filter((o) => o.status !== 'cancelled');
  const invoices = rows.invoices.filter((i) => i.status !== 'void');
  const paid = invoices.filter((i) => i.status === 'paid');
  const overdue = invoices.filter((i) => isInvoiceOverdue(i, today));
  const sum = (xs: readonly { total: number | string }[]) => xs.reduce((s, x) => s + toCents(x.total), 0);
  const totals: SummaryTotals = {
    totalQuotes: rows.quotes.length,
    totalQuoteCents: sum(rows.quotes),
    acceptedQuotes: rows.quotes.filter((q) => isAcceptedQuoteStatus(q.status)).length,
    totalOrders: orders.length,
    totalOrderCents: sum(orders),
    totalInvoices: invoices.length,
    totalInvoiceCents: sum(invoices),
    paidInvoices: paid.length,
    paidInvoiceCents: paid.reduce((s, i) => s + toCents(i.amountPaid), 0),
    overdueInvoices: overdue.length,
    overdueInvoiceCents: overdue.reduce((s, i) => s + toCents(invoiceBalance(i)), 0),
    monthlySpendingCents: paid
      .filter((i) => i.paidOn !== null && i.paidOn >= month.from && i.paidOn <= month.to)
      .reduce((s, i) => s + toCents(i.amountPaid), 0),
  };
  const recent: RecentTransaction[] = [
    ...rows.quotes.map((q) => ({
      type: 'quote' as const,
      id: q.id,
      number: q.number,
      customerName: q.customerName,
      date: q.date,
      amount: Number(q.total),
      status: q.status,
    })),
    ...rows.orders.map((o) => ({
      type: 'order' as const,
      id: o.id,
      number: o.number,
      customerName: o.customerName,
      date: o.date,
      amount: Number(o.total),
      status: o.status,
    })),
    ...rows.invoices.map((i) => ({
      type: 'invoice' as const,
      id: i.id,
      number: i.number,
      customerName: i.customerName,
      date: i.date,
      amount: Number(i.total),
      status: i.status,
    })),
    ...paid
      .filter((i) => i.paidOn)
      .map((i) => ({
        type: 'payment' as const,
        id: i.id,
        number: i.number,
        customerName: i.customerName,
        date: i.paidOn!,
        amount: Number(i.amountPaid),
        status: 'paid',
      })),
  ];
  return summaryFromTotals(totals, recent);
}
