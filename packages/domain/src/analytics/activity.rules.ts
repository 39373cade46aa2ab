/** Activity patterns: scans and completed tasks by weekday and by hour of day, in the viewer's time zone. */
export const activityWeekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof activityWeekdays)[number];

export type ActivityCell = { weekday: number; hour: number; count: number };
export type ActivityCounts = { scans: number; tasks: number };

/**
 * From the database's (ISO weekday 1–7, hour 0–23) counts: totals by weekday (Monday first) and by hour (0 first), with
 * every slot present.
 */
export function activityPattern(
  scans: readonly ActivityCell[],
  tasks: readonly ActivityCell[],
): { byWeekday: ({ weekday: Weekday } & ActivityCounts)[]; byHour: ({ hour: number } & ActivityCounts)[] } {
  const byWeekday = activityWeekdays.map((weekday) => ({ weekday, scans: 0, tasks: 0 }));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, scans: 0, tasks: 0 }));
  for (const [kind, cells] of [
    ['scans', scans],
    ['tasks', tasks],
  ] as const) {
    for (const c of cells) {
      byWeekday[c.weekday - 1]![kind] += c.count;
      byHour[c.hour]![kind] += c.count;
    }
  }
  return { byWeekday, byHour };
}

/** The weekday with the most scans and tasks together (the first on a tie), or null with no activity. */
export function busiestWeekday(byWeekday: readonly ({ weekday: Weekday } & ActivityCounts)[]): Weekday | null {
  let best: Weekday | null = null;
  let most = 0;
  for (const d of byWeekday) {
    if (d.scans + d.tasks > most) {
      most = d.scans + d.tasks;
      best = d.weekday;
    }
  }
  return best;
}
