import { addDays, addMonthsClamped, daysBetween, parseIsoDate, type IsoDate } from '../maintenance/dates.rules.ts';

/** The period pickers of the analytics page; a custom range gives `from` and `to` instead. */
export const analyticsPeriods = ['last_30_days', 'last_90_days', 'last_12_months', 'this_year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const analyticsPeriodLabels: Record<AnalyticsPeriod | 'custom', string> = {
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  last_12_months: 'Last 12 months',
  this_year: 'This year',
  custom: 'Custom range',
};
export const defaultAnalyticsPeriod: AnalyticsPeriod = 'last_90_days';

/** Longest custom range: two years (a weekly chart of 105 bars, a monthly one of 25). */
export const maxAnalyticsRangeDays = 731;

export const analyticsMessages = {
  bothDates: 'Choose both a start and an end date',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: 'Choose a range of at most two years',
} as const;

export type AnalyticsRange = { from: IsoDate; to: IsoDate; period: AnalyticsPeriod | 'custom' };

/**
 * The day range (both ends included) a request covers. A custom range wins over a period; its end is kept no later than
 * today, since nothing has happened after it. Validation of the custom pair (both given, in order, ≤ two years) is the
 * query schema's (analyticsRangeProblem).
 */
export function analyticsRange(q: { period?: AnalyticsPeriod; from?: IsoDate; to?: IsoDate }, today: IsoDate): AnalyticsRange {
  if (q.from && q.to) return { from: q.from < today ? q.from : today, to: q.to < today ? q.to : today, period: 'custom' };
  const period = q.period ?? defaultAnalyticsPeriod;
  const from =
    period === 'last_30_days'
      ? addDays(today, -29)
      : period === 'last_90_days'
        ? addDays(today, -89)
        : period === 'last_12_months'
          ? `${addMonthsClamped(today, -11).slice(0, 7)}-01`
          : `${today.slice(0, 4)}-01-01`;
  return { from, to: today, period };
}

/** The message for a bad custom pair, or null. */
export function analyticsRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from && !to) return null;
  if (!from || !to) return analyticsMessages.bothDates;
  if (!parseIsoDate(from) || !parseIsoDate(to)) return null; // the date fields say so themselves
  if (from > to) return analyticsMessages.fromAfterTo;
  if (daysBetween(from, to) + 1 > maxAnalyticsRangeDays) return analyticsMessages.rangeTooLong;
  return null;
}

/** Calendar months touched by the range, 'YYYY-MM', oldest first. */
export function monthsOf(range: { from: IsoDate; to: IsoDate }): string[] {
  const months: string[] = [];
  for (let d = `${range.from.slice(0, 7)}-01`; d <= range.to; d = addMonthsClamped(d, 1)) months.push(d.slice(0, 7));
  return months;
}

/** Monday of the ISO week holding `date`. */
export function weekStartOf(date: IsoDate): IsoDate {
  const p = parseIsoDate(date)!;
  const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/**
 * The weeks (Monday to Sunday) touched by the range, oldest first; `asOf` is the last day of the week inside the range,
 * the day a week's figure is read on.
 */
export function weeksOf(range: { from: IsoDate; to: IsoDate }): { weekStart: IsoDate; asOf: IsoDate }[] {
  const weeks: { weekStart: IsoDate; asOf: IsoDate }[] = [];
  for (let start = weekStartOf(range.from); start <= range.to; start = addDays(start, 7)) {
    const end = addDays(start, 6);
    weeks.push({ weekStart: start, asOf: end < range.to ? end : range.to });
  }
  return weeks;
}

/** Days in the range, both ends included. */
export const daysIn = (range: { from: IsoDate; to: IsoDate }): number => daysBetween(range.from, range.to) + 1;
