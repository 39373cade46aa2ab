/** DESIGN §6a: dates in the user's locale, currency in whole US dollars. */

/**
 * Whole US dollars, "$1,234" (as Intl's en-US USD format with no decimals, rounding half away from zero). Written out:
 * the first Intl formatter a page creates loads locale data, a long task on a phone, and the public pages show prices.
 */
export function formatCurrency(value: number): string {
  const dollars = Math.round(Math.abs(value));
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && dollars > 0 ? '-' : ''}$${grouped}`;
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatTime(value: string | Date): string {
  return toDate(value).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

export function formatLongDate(value: string | Date): string {
  return toDate(value).toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatDate(value: string | Date): string {
  return toDate(value).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
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
