import { dateFormat } from './intl-cache.ts';

/** Date-only values ('YYYY-MM-DD') as the API carries them: no time zone, so never parsed as UTC midnight. */

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date; the server uses it as "today" when it is within a day of its own. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isoOf(date: Date): string {
  return localToday(date);
}

/** A local Date at noon of the given day (noon keeps daylight-saving shifts from changing the day). */
export function dateOfIso(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1, 12);
}

/** '9 Mar 2026' in the user's locale. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  return dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(dateOfIso(value));
}

/** Whole days from today to the value (negative when past). */
export function daysFromToday(value: string, today: string = localToday()): number {
  return Math.round((dateOfIso(value).getTime() - dateOfIso(today).getTime()) / 86_400_000);
}
