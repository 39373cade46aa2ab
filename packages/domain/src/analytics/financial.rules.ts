import { daysBetween, type IsoDate } from '../maintenance/dates.rules.ts';
import { centsToDecimal } from './figures.rules.ts';

/**
 * The quote-to-cash funnel by month: quotes issued (quote date), orders placed (order date, cancelled left out),
 * invoices issued (invoice date, void left out) and invoices paid (the day the payment settled, UTC; value = amount paid).
 */
export const funnelStages = ['quotes', 'orders', 'invoices', 'paid'] as const;
export type FunnelStage = (typeof funnelStages)[number];
export const funnelStageLabels: Record<FunnelStage, string> = {
  quotes: 'Quotes issued',
  orders: 'Orders placed',
  invoices: 'Invoices issued',
  paid: 'Invoices paid',
};

export type StageFigure = { count: number; value: string };
export type FunnelMonth = { month: string } & Record<FunnelStage, StageFigure>;

/** Every month of the range, zeros where nothing happened, from the database's (month, stage) sums in cents. */
export function funnelByMonth(
  rows: readonly { month: string; stage: FunnelStage; count: number; cents: number | string }[],
  months: readonly string[],
): FunnelMonth[] {
  const byKey = new Map(rows.map((r) => [`${r.month}|${r.stage}`, r]));
  return months.map((month) => {
    const entry = { month } as FunnelMonth;
    for (const stage of funnelStages) {
      const r = byKey.get(`${month}|${stage}`);
      entry[stage] = { count: r?.count ?? 0, value: centsToDecimal(r?.cents ?? 0) };
    }
    return entry;
  });
}

/** Days past due as the aging buckets of the overdue-invoice chart. */
export const agingBuckets = ['1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels: Record<AgingBucket, string> = {
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/** An invoice due on `dueDate` is overdue on `today` from the day after; the bucket by days past due. */
export function agingBucketOf(dueDate: IsoDate, today: IsoDate): AgingBucket | null {
  const days = daysBetween(dueDate, today);
  if (days <= 0) return null;
  return days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';
}
