import { addDays, addMonthsClamped, daysBetween, type IsoDate } from './dates.rules.ts';
import { forecastDueDate } from './forecast.rules.ts';
import { maintenanceMessages } from './messages.ts';

/** spec 02 §5 recurrence choices. Recurrence applies only to maintenance, never to repairs. */
export const recurrenceTypes = ['none', 'weekly', 'monthly', 'quarterly', 'semi_annual', 'annual', 'custom_hours'] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];

export const recurrenceLabels: Record<RecurrenceType, string> = {
  none: 'Does not repeat',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semi_annual: 'Every 6 months',
  annual: 'Annually',
  custom_hours: 'Every N operating hours',
};

/** The calendar step of each recurrence, in months (weekly steps 7 days); null when there is none. */
export function intervalMonthsOf(type: RecurrenceType): number | null {
  return { monthly: 1, quarterly: 3, semi_annual: 6, annual: 12 }[type as 'monthly'] ?? null;
}

export const maxIntervalHours = 100_000;

export type ScheduleInput = {
  type: 'maintenance' | 'repair';
  isRepairRequest: boolean;
  recurrence: RecurrenceType;
  intervalHours: number | null;
  equipmentId: string | null;
};

/**
 * What makes a schedule invalid, as the message to show; null when it is fine. custom_hours needs an
 * hours interval; a calendar recurrence may add one ("every N months or M hours, whichever comes first").
 */
export function scheduleProblem(s: ScheduleInput): string | null {
  if (s.intervalHours !== null && !(s.intervalHours > 0)) return maintenanceMessages.hoursIntervalPositive;
  if (s.intervalHours !== null && s.intervalHours > maxIntervalHours) return maintenanceMessages.hoursIntervalTooLarge;
  if (s.recurrence !== 'none' && (s.type === 'repair' || s.isRepairRequest)) return maintenanceMessages.recurrenceNotForRepairs;
  if (s.recurrence === 'custom_hours' && s.intervalHours === null) return maintenanceMessages.recurrenceNeedsHours;
  if (s.recurrence === 'none' && s.intervalHours !== null) return maintenanceMessages.hoursNeedRecurrence;
  if (s.intervalHours !== null && s.equipmentId === null) return maintenanceMessages.hoursNeedEquipment;
  return null;
}

/** The next calendar date on a fixed schedule: the first anchor + n steps strictly after `after`. */
export function nextCalendarDate(type: RecurrenceType, anchor: IsoDate, after: IsoDate): IsoDate | null {
  const months = intervalMonthsOf(type);
  if (type === 'weekly') {
    const steps = Math.max(1, Math.floor(daysBetween(anchor, after) / 7) + 1);
    return addDays(anchor, steps * 7);
  }
  if (months === null) return null;
  // Counting from the anchor keeps the day of the month: Jan 31 → Feb 28 → Mar 31, never drifting to the 28th.
  let n = 1;
  while (addMonthsClamped(anchor, n * months) <= after) n += 1;
  return addMonthsClamped(anchor, n * months);
}

export type CompletedOccurrence = {
  recurrence: RecurrenceType;
  intervalHours: number | null;
  /** The first due date of the series' current schedule; calendar steps count from it. */
  anchorDate: IsoDate;
  dueDate: IsoDate;
  /** When this occurrence started (created, or the previous one completed). */
  startedOn: IsoDate;
  completedOn: IsoDate;
  /** The equipment's hours at completion; null when unknown. */
  completionHours: number | null;
  /** The machine's average daily hours (forecast.rules.ts); null without enough readings. */
  averageDailyHours: number | null;
};

export type NextOccurrence = {
  dueDate: IsoDate;
  anchorDate: IsoDate;
  dueHours: number | null;
  hoursBaseline: number | null;
};

/**
 * The occurrence that completing one creates; null for a one-off task.
 * - Calendar only: a fixed schedule from the anchor, the first step after both the due date and the
 *   completion (a late completion does not create an already overdue task).
 * - Calendar + hours (whichever first): both clocks restart at the service: completion + one step,
 *   and completion hours + the interval.
 * - Hours only: due at completion hours + the interval; the planning date is the forecast from the
 *   machine's average daily hours, or, without readings, the same number of days the last one took.
 */
export function nextOccurrence(o: CompletedOccurrence): NextOccurrence | null {
  if (o.recurrence === 'none') return null;
  const baseline = o.intervalHours !== null ? (o.completionHours ?? 0) : null;
  const dueHours = o.intervalHours !== null ? round1(baseline! + o.intervalHours) : null;
  if (o.recurrence === 'custom_hours') {
    const forecast = forecastDueDate({
      dueHours: dueHours!,
      currentHours: baseline!,
      averageDailyHours: o.averageDailyHours,
      today: o.completedOn,
    });
    const dueDate = forecast ?? addDays(o.completedOn, Math.max(1, daysBetween(o.startedOn, o.dueDate)));
    return { dueDate, anchorDate: dueDate, dueHours, hoursBaseline: baseline };
  }
  if (o.intervalHours !== null) {
    const dueDate = nextCalendarDate(o.recurrence, o.completedOn, o.completedOn)!;
    return { dueDate, anchorDate: o.completedOn, dueHours, hoursBaseline: baseline };
  }
  const after = o.completedOn > o.dueDate ? o.completedOn : o.dueDate;
  return { dueDate: nextCalendarDate(o.recurrence, o.anchorDate, after)!, anchorDate: o.anchorDate, dueHours: null, hoursBaseline: null };
}

/** Hours are kept to one decimal (spec 02 §9: hours step 0.1). */
export const round1 = (n: number): number => Math.round(n * 10) / 10;
