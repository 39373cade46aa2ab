import { z } from 'zod';

/**
 * A company's working hours (issue 16 item 6): leaving a job site's geofence outside them is an after-hours exit.
 * Days are ISO weekdays (Monday 1 … Sunday 7); times are the wall clock in the named IANA time zone.
 */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Record<number, string> = { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' };

export type WorkingHours = { days: number[]; start: string; end: string; timeZone: string };

/** Spec-free default: Monday to Friday 06:00–18:00, UTC (companies carry no time zone of their own). */
export const defaultWorkingHours: WorkingHours = { days: [1, 2, 3, 4, 5], start: '06:00', end: '18:00', timeZone: 'UTC' };

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)');
export const workingHoursInput = z
  .strictObject({
    days: z
      .array(z.number().int().min(1, 'Days are 1 (Monday) to 7 (Sunday)').max(7, 'Days are 1 (Monday) to 7 (Sunday)'))
      .min(1, 'Choose at least one working day')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'Each day once'),
    start: clock,
    end: clock,
    timeZone: z
      .string()
      .trim()
      .min(1, 'Choose a time zone')
      .max(64)
      .refine(isTimeZone, 'Unknown time zone (use a name such as America/Phoenix)'),
  })
  .refine((v) => v.start < v.end, { message: 'The end of the working day must be after its start', path: ['end'] });
export type WorkingHoursInput = z.infer<typeof workingHoursInput>;

export const workingHours = z.object({
  companyId: z.uuid(),
  days: z.array(z.number()),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /** No setting saved: the default applies. */
  isDefault: z.boolean(),
});
export type WorkingHoursView = z.infer<typeof workingHours>;
export const workingHoursQuery = z.strictObject({ companyId: z.uuid().optional() });

const weekdayIndex: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The ISO weekday and HH:MM of an instant on the wall clock of `timeZone`. */
export function localClock(at: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { day: weekdayIndex[parts.weekday!]!, time: `${parts.hour}:${parts.minute}` };
}

/** Within working hours: a working day, from the start (inclusive) to the end (exclusive) of the day's hours. */
export function isWithinWorkingHours(at: Date, hours: WorkingHours): boolean {
  const { day, time } = localClock(at, hours.timeZone);
  return hours.days.includes(day) && time >= hours.start && time < hours.end;
}
