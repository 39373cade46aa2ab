/**
 * Calendar dates as the API carries them: 'YYYY-MM-DD' strings with no time zone. Arithmetic runs
 * on UTC days so a date never shifts with the machine's zone; strings of this shape compare in order.
 */
export type IsoDate = string;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date, or null ('2025-02-29' and '2026-13-01' are not dates). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = datePattern.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== null;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function mustParse(value: IsoDate) {
  const d = parseIsoDate(value);
  if (!d) throw new Error(`not a date: ${value}`);
  return d;
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const { year, month, day } = mustParse(value);
  const t = new Date(Date.UTC(year, month - 1, day + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * Adds whole months keeping the day of the month, clamped to the month's last day:
 * Jan 31 + 1 month → Feb 28 (Feb 29 in a leap year); Aug 31 + 6 months → Feb 28/29.
 */
export function addMonthsClamped(value: IsoDate, months: number): IsoDate {
  const { year, month, day } = mustParse(value);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return format(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const pa = mustParse(a);
  const pb = mustParse(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

export function utcDateOf(at: Date): IsoDate {
  return format(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/**
 * The caller's "today". A browser sends its local date; it is used when it lies within a day of the
 * server's UTC date (every zone on Earth does), so a user west of Greenwich can still pick today late
 * in the evening. Anything further off is ignored.
 */
export function effectiveToday(serverNow: Date, clientToday?: string | null): IsoDate {
  const server = utcDateOf(serverNow);
  if (clientToday && isIsoDate(clientToday) && Math.abs(daysBetween(server, clientToday)) <= 1) return clientToday;
  return server;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 2026' for '2026-03-09'. */
export function monthYearOf(value: IsoDate): string {
  const { year, month } = mustParse(value);
  return `${monthNames[month - 1]} ${year}`;
}
