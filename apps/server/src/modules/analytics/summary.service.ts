import {
  acceptedOrBeyondStatuses,
  averageDecimal,
  centsToDecimal,
  documentPeriodRange,
  recentTransactionLimit,
  recentTransactionsOf,
  type AnalyticsQuery,
  type AnalyticsSummaryView,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { headerOf } from './analytics.context.ts';
import * as repo from './summary.repo.ts';

/** spec 01 §3 analytics summary over the chosen period, every figure from the ledger (zeros when there is none). */
export async function analyticsSummary(tx: Sql, reader: Scope, q: AnalyticsQuery, today: string): Promise<AnalyticsSummaryView> {
  const { companyId, ...header } = await headerOf(tx, reader, q, today);
  const month = documentPeriodRange('this_month', today)!;
  const t = await repo.summaryTotals(tx, companyId, header.range, today, month, acceptedOrBeyondStatuses);
  const recent = recentTransactionsOf(await repo.recentInRange(tx, companyId, header.range, recentTransactionLimit));
  return {
    ...header,
    summary: {
      totalQuotes: t.totalQuotes,
      totalQuoteValue: centsToDecimal(t.totalQuoteCents),
      acceptedQuotes: t.acceptedQuotes,
      totalOrders: t.totalOrders,
      totalOrderValue: centsToDecimal(t.totalOrderCents),
      totalInvoices: t.totalInvoices,
      totalInvoiceValue: centsToDecimal(t.totalInvoiceCents),
      paidInvoices: t.paidInvoices,
      paidInvoiceValue: centsToDecimal(t.paidInvoiceCents),
      overdueInvoices: t.overdueInvoices,
      overdueInvoiceValue: centsToDecimal(t.overdueInvoiceCents),
      monthlySpending: centsToDecimal(t.monthlySpendingCents),
      avgQuoteValue: averageDecimal(t.totalQuoteCents, t.totalQuotes),
      avgOrderValue: averageDecimal(t.totalOrderCents, t.totalOrders),
      recentTransactions: recent.map(({ cents, ...r }) => ({ ...r, amount: centsToDecimal(cents) })),
    },
  };
}
