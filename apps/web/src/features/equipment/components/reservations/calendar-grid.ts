/** Calendar arithmetic in the browser's time zone: weeks start on Monday. */
export type CalendarMode = 'month' | 'week';

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
export const mondayOf = (d: Date) => addDays(startOfDay(d), -((d.getDay() + 6) % 7));

/** The days shown: the week of `anchor`, or whole weeks covering its month (5 or 6 rows). */
export function visibleDays(mode: CalendarMode, anchor: Date): Date[] {
  const first = mode === 'week' ? mondayOf(anchor) : mondayOf(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const end = mode === 'week' ? addDays(first, 7) : addDays(mondayOf(new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0)), 7);
  const days: Date[] = [];
  for (let d = first; d < end; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The anchor one step earlier or later. */
export function step(mode: CalendarMode, anchor: Date, by: 1 | -1): Date {
  return mode === 'week' ? addDays(anchor, 7 * by) : new Date(anchor.getFullYear(), anchor.getMonth() + by, 1);
}

/** Whether [start, end) touches the local day `day`. */
export function touchesDay(start: Date, end: Date, day: Date): boolean {
  return start < addDays(day, 1) && end > day;
}

export const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
