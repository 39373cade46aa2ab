import { meanOf, percentOf } from './figures.rules.ts';

/**
 * Fleet figures. Uptime = active / total × 100 (spec 02 §9) over the register's live (unarchived) machines, idle share =
 * idle / total; both null with no machines (the spec's 95.5 default is an invented figure, DESIGN §6).
 */
export function uptimeOf(counts: { total: number; active: number; idle: number }): { uptime: number | null; idleShare: number | null } {
  return { uptime: percentOf(counts.active, counts.total), idleShare: percentOf(counts.idle, counts.total) };
}

/**
 * Hours a machine's meter ran in a period: its highest reading in the period less its highest reading before the period
 * (meters only go up), or less its lowest reading in the period when there is none before. A meter that was reset (a
 * lower reading later) counts 0 rather than a negative. The SQL in analytics.repo.ts meterHours applies the same rule.
 */
export function hoursRunOf(m: { highIn: number; lowIn: number; highBefore: number | null }): number {
  return Math.max(0, m.highIn - (m.highBefore ?? m.lowIn));
}

/**
 * Utilisation from meter hours: hours run ÷ the hours available to the machines that report (machines × days × a
 * working day). The working day is a stated basis, not a measured one; the page says so.
 */
export const workingDayHours = 8;
export function meterUtilisation(hoursRun: number, machines: number, days: number): number | null {
  return percentOf(hoursRun, machines * days * workingDayHours);
}

/** Average hours run per reporting machine per day, one decimal. */
export const hoursPerMachineDay = (hoursRun: number, machines: number, days: number): number | null => meanOf(hoursRun, machines * days);

/**
 * Utilisation from GPS movement: the days a tracked machine moved (a fix faster than 5 km/h, spec 02 §9's "active")
 * ÷ the days it could have (machines with fixes × days in the period).
 */
export const movingSpeedKmh = 5;
export function gpsUtilisation(movingMachineDays: number, machines: number, days: number): number | null {
  return percentOf(movingMachineDays, machines * days);
}

/** How many job sites the by-site chart shows (most machines first). */
export const siteLimit = 10;
