/**
 * A stat card's trend: this period's figure against the previous period's, both counted from timestamps
 * (DESIGN §6: never a fixed "+12 % from last month"). With nothing to compare against — the previous figure is 0 —
 * there is no trend (null), not an invented one.
 */
export type Trend = { current: number; previous: number; changePercent: number };

/** spec 01 §2 stat cards compare the last 30 days with the 30 days before. */
export const trendPeriodDays = 30;

export function trendOf(current: number, previous: number): Trend | null {
  if (!(previous > 0)) return null;
  const changePercent = Math.round(((current - previous) / previous) * 1000) / 10;
  return { current, previous, changePercent };
}

/** '+20 %', '−12.5 %', '0 %' — the sign always shown, so colour is never the only signal. */
export function formatTrendPercent(changePercent: number): string {
  if (changePercent === 0) return '0 %';
  const magnitude = Math.abs(changePercent).toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${changePercent > 0 ? '+' : '−'}${magnitude} %`;
}
