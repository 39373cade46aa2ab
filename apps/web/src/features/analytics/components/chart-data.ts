import { csvLine } from '@gears/domain/equipment/csv.rules';
import { saveBlob } from '../../../lib/download.ts';
import { dateFormat } from '../../../lib/intl-cache.ts';
import { dateOfIso } from '../../../lib/local-date.ts';

/**
 * One column of a chart's data: its table header, the raw value written to CSV (money stays the exact decimal the
 * server sent) and, optionally, how the table shows it.
 */
export type DataColumn<T> = { header: string; value: (row: T) => string | number | null; display?: (row: T) => string };

/** The chart's rows as CSV: formula-safe cells (a leading = + - @ gets an apostrophe, DESIGN §4), CRLF lines. */
export function chartCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
  return [csvLine(columns.map((c) => c.header)), ...rows.map((row) => csvLine(columns.map((c) => c.value(row))))].join('');
}

/** 'analytics-overdue-trend-2026-01-01-to-2026-03-31.csv' */
export function chartFileName(name: string, range: { from: string; to: string }): string {
  return `analytics-${name}-${range.from}-to-${range.to}.csv`;
}

export function downloadChartCsv<T>(
  name: string,
  range: { from: string; to: string },
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
) {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (en dashes, names with accents).
  saveBlob(new Blob(['\ufeff', chartCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), chartFileName(name, range));
}

/** Money for charts: whole dollars are drawn from the exact decimal. */
export const dollars = (value: string): number => Number(value);

/** A chart's series: its data key, legend label and theme colour. */
export type Series = { key: string; label: string; color: string };
export const seriesColors = ['var(--primary)', 'var(--info)', 'var(--success)', 'var(--destructive)', 'var(--muted-foreground)'] as const;

/** 'Mar 2026' for '2026-03'. */
export const monthLabel = (month: string): string => dateFormat({ year: 'numeric', month: 'short' }).format(dateOfIso(`${month}-01`));

/** '9 Mar' for '2026-03-09'. */
export const shortDay = (day: string): string => dateFormat({ month: 'short', day: 'numeric' }).format(dateOfIso(day));

/** '75.0%' or '–' when there was nothing to divide by. */
export const percentText = (value: number | null): string => (value === null ? '–' : `${value.toFixed(1)}%`);
