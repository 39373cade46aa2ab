import { addDays, type IsoDate } from '../maintenance/dates.rules.ts';

/**
 * A task is overdue on day x when its due date is before x and it was not completed by x (completed on or before x);
 * cancelled tasks never count. So it adds one on the day after its due date and takes one away on the day it is
 * completed, if that is after the due date. The database sums these changes by day (analytics.repo.ts overdueChanges);
 * this rule turns them into the count on each asOf day. Overdue by meter hours cannot be told for a past day (the meter
 * then is unknown), so the trend counts dates only.
 */
export function overdueChangesOf(task: { dueDate: IsoDate; completedOn: IsoDate | null; cancelled: boolean }): [IsoDate, number][] {
  if (task.cancelled) return [];
  const start = addDays(task.dueDate, 1);
  if (task.completedOn === null) return [[start, 1]];
  return task.completedOn >= start
    ? [
        [start, 1],
        [task.completedOn, -1],
      ]
    : [];
}

/** The overdue count on each asOf day (ascending), from the summed changes by day. */
export function overdueOnDays(changes: readonly { day: IsoDate; delta: number }[], asOfDays: readonly IsoDate[]): number[] {
  const sorted = [...changes].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const counts: number[] = [];
  let i = 0;
  let running = 0;
  for (const asOf of asOfDays) {
    while (i < sorted.length && sorted[i]!.day <= asOf) running += sorted[i++]!.delta;
    counts.push(running);
  }
  return counts;
}

/** Seconds to hours with one decimal. */
export const hoursOfSeconds = (seconds: number): number => Math.round((seconds / 3600) * 10) / 10;

/**
 * Mean time to repair (hours, one decimal): from a repair's submission to its completion, over the repairs completed in
 * the period; null when none was completed.
 */
export function meanTimeToRepairHours(totalSeconds: number, completed: number): number | null {
  return completed > 0 ? hoursOfSeconds(totalSeconds / completed) : null;
}

/** How many machines the cost chart shows. */
export const costByMachineLimit = 10;
