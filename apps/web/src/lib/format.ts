/** DESIGN §6, §6a: dates in the user's locale; money in US dollars, with cents except on summary cards and charts. */

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Whole US dollars, "$1,234" (as Intl's en-US USD format with no decimals, rounding half away from zero): only for
 * summary cards and charts (spec 01 §9). Written out: the first Intl formatter a page creates loads locale data, a long
 * task on a phone, and the public pages show prices.
 */
export function formatWholeDollars(value: number): string {
  const dollars = Math.round(Math.abs(value));
  return `${value < 0 && dollars > 0 ? '-' : ''}$${grouped(dollars)}`;
}

/**
 * US dollars with cents, "$1,250.50": every price, line, total, balance and payment (DESIGN §6 — a quote's total must
 * read the same as its invoice's). Rounds to the cent half away from zero, from the value's decimal digits, so 1.005
 * reads $1.01 as a person expects rather than as the float's binary expansion would round.
 */
export function formatMoney(value: number): string {
  const shifted = Number(`${Math.abs(value)}e2`); // NaN for exponent forms such as 1e-7
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

import { dateFormat } from './intl-cache.ts';

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatTime(value: string | Date): string {
  return dateFormat({ hour: 'numeric', minute: '2-digit' }).format(toDate(value));
}

export function formatLongDate(value: string | Date): string {
  return dateFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(value));
}

export function formatDate(value: string | Date): string {
  return dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(toDate(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** spec 01 §2: relative ages read "m, h or d ago". */
export function formatRelativeAge(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 60000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
