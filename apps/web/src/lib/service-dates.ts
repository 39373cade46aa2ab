import type { Equipment } from '@gears/domain';
import { formatDate } from './format.ts';
import { numberFormat } from './intl-cache.ts';

/** A stored YYYY-MM-DD date in the user's locale, or '—'. */
export const dateOrDash = (value: string | null): string => (value ? formatDate(`${value.slice(0, 10)}T00:00:00`) : '—');

/** "Apr 1, 2026 or at 1,500 h": the next service's due date, and the hours an hours-based schedule falls due at, whichever comes first. */
export function nextServiceText(equipment: Pick<Equipment, 'nextServiceDate' | 'nextServiceHours'>): string {
  const date = dateOrDash(equipment.nextServiceDate);
  if (equipment.nextServiceHours === null) return date;
  return `${date} or at ${numberFormat({ maximumFractionDigits: 1 }).format(equipment.nextServiceHours)} h`;
}
