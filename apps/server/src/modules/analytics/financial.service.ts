import {
  agingBuckets,
  averageDecimal,
  centsToDecimal,
  funnelByMonth,
  funnelStages,
  meanOf,
  monthsOf,
  percentOf,
  type AnalyticsQuery,
  type FinancialAnalyticsView,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { headerOf } from './analytics.context.ts';
import * as repo from './financial.repo.ts';

/** Quote → order → invoice → paid over the period by month, overdue invoices by age today, average values. */
export async function financialAnalytics(tx: Sql, reader: Scope, q: AnalyticsQuery, today: string): Promise<FinancialAnalyticsView> {
  const { companyId, ...header } = await headerOf(tx, reader, q, today);
  const rows = await repo.funnelRows(tx, companyId, header.range);
  const totals = Object.fromEntries(
    funnelStages.map((stage) => {
      const of = rows.filter((r) => r.stage === stage);
      return [stage, { count: of.reduce((s, r) => s + r.count, 0), cents: of.reduce((s, r) => s + BigInt(r.cents), 0n) }];
    }),
  ) as Record<(typeof funnelStages)[number], { count: number; cents: bigint }>;
  const aging = await repo.overdueByAge(tx, companyId, today);
  const pay = await repo.daysToPay(tx, companyId, header.range);
  const figure = (s: (typeof funnelStages)[number]) => ({ count: totals[s].count, value: centsToDecimal(totals[s].cents) });
  return {
    ...header,
    funnel: { quotes: figure('quotes'), orders: figure('orders'), invoices: figure('invoices'), paid: figure('paid') },
    conversion: {
      quoteToOrder: percentOf(totals.orders.count, totals.quotes.count),
      orderToInvoice: percentOf(totals.invoices.count, totals.orders.count),
      invoiceToPaid: percentOf(totals.paid.count, totals.invoices.count),
    },
    byMonth: funnelByMonth(rows, monthsOf(header.range)),
    overdue: {
      count: aging.reduce((s, r) => s + r.count, 0),
      value: centsToDecimal(aging.reduce((s, r) => s + BigInt(r.cents), 0n)),
      buckets: agingBuckets.map((bucket) => {
        const r = aging.find((a) => a.bucket === bucket);
        return { bucket, count: r?.count ?? 0, value: centsToDecimal(r?.cents ?? 0) };
      }),
    },
    averages: {
      quoteValue: averageDecimal(totals.quotes.cents, totals.quotes.count),
      orderValue: averageDecimal(totals.orders.cents, totals.orders.count),
      invoiceValue: averageDecimal(totals.invoices.cents, totals.invoices.count),
      daysToPay: meanOf(pay.days, pay.paid),
    },
  };
}
