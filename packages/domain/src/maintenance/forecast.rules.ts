import { addDays, type IsoDate } from './dates.rules.ts';

export type MeterPoint = { hours: number; readAt: Date };

/** The window of meter readings the average is taken over. */
export const usageWindowDays = 90;

/**
 * Average operating hours per calendar day between the first and last reading of the window;
 * null with fewer than two readings, less than a day between them, or a meter that went backwards.
 */
export function averageDailyHours(first: MeterPoint | null, last: MeterPoint | null): number | null {
  if (!first || !last) return null;
  const days = (last.readAt.getTime() - first.readAt.getTime()) / 86_400_000;
  if (days < 1) return null;
  const used = last.hours - first.hours;
  if (used < 0) return null;
  return Math.round((used / days) * 100) / 100;
}

/**
 * When an hours-based task should fall due: today when the meter already reached the due hours,
 * otherwise today + the remaining hours at the average daily use (rounded up to whole days).
 * null when the machine has no measurable use to forecast from.
 */
export function forecastDueDate(f: {
  dueHours: number;
  currentHours: number | null;
  averageDailyHours: number | null;
  today: IsoDate;
}): IsoDate | null {
  const current = f.currentHours ?? 0;
  if (current >= f.dueHours) return f.today;
  if (!f.averageDailyHours || f.averageDailyHours <= 0) return null;
  return addDays(f.today, Math.ceil((f.dueHours - current) / f.averageDailyHours));
}
