import { hoursRunOf, workingDayHours } from '../analytics/fleet.rules.ts';
import { percentOf } from '../analytics/figures.rules.ts';

/**
 * A machine's Performance tab (spec 02 §2 "four percentage bars and health alerts", §3 Performance object), computed
 * from its own records. Every figure is null when the records it needs do not exist — never a default (DESIGN §6). The
 * server gathers the counts in SQL (modules/equipment-performance) and these rules turn them into the figures, so the
 * web, the tests and the API agree on one definition each (ADR 0031).
 */

/** spec 02 §9 analytics window: the bars look at the last 30 days (fewer for a machine added since). */
export const performanceWindowDays = 30;
/** Completion and on-time figures look back a year, so a machine serviced quarterly still has a record. */
export const maintenanceLookbackDays = 365;

/** The days of the window the machine existed: at least 1, at most the window. */
export function windowDaysOf(createdAt: Date, now: Date, windowDays = performanceWindowDays): number {
  const existed = Math.ceil((now.getTime() - createdAt.getTime()) / 86_400_000);
  return Math.min(windowDays, Math.max(1, existed));
}

export type UtilisationBasis = 'meter' | 'gps';
export type MeterWindow = { highIn: number | null; lowIn: number | null; highBefore: number | null; readingsIn: number };
export type GpsWindow = { fixes: number; movingDays: number };

/**
 * Utilisation, in order of trust:
 * - meter: hours run in the window (analytics' hoursRunOf: highest reading less the highest before the window, else
 *   the lowest in it) ÷ (days × an 8-hour working day), capped at 100 (a machine run round the clock is fully used).
 *   Needs a reading before the window or two in it — one lone reading tells no hours.
 * - gps: the days it moved (a fix faster than 5 km/h, spec 02 §9 "speed above 5 is active") ÷ the days of the window.
 * - neither: null.
 */
export function utilisationOf(
  meter: MeterWindow,
  gps: GpsWindow,
  days: number,
): { value: number | null; basis: UtilisationBasis | null; hoursRun: number | null } {
  if (meter.highIn !== null && meter.lowIn !== null && (meter.highBefore !== null || meter.readingsIn >= 2)) {
    const hoursRun = Math.round(hoursRunOf({ highIn: meter.highIn, lowIn: meter.lowIn, highBefore: meter.highBefore }) * 10) / 10;
    const value = percentOf(hoursRun, days * workingDayHours);
    return { value: value === null ? null : Math.min(100, value), basis: 'meter', hoursRun };
  }
  if (gps.fixes > 0) return { value: percentOf(gps.movingDays, days), basis: 'gps', hoursRun: null };
  return { value: null, basis: null, hoursRun: null };
}

/**
 * Efficiency = tasks finished on time ÷ tasks finished, over the last year: a task is on time when it was completed on
 * or before its due date. Null when none was finished.
 */
export function efficiencyOf(c: { completed: number; onTime: number }): number | null {
  return percentOf(c.onTime, c.completed);
}

/**
 * Maintenance health = spec 02 §9 task completion rate on this machine: (tasks + repairs − overdue − pending repairs) ÷
 * (tasks + repairs), over tasks due and repairs submitted in the last year (cancelled tasks and declined repairs left
 * out). Pending repairs are those submitted or approved and not yet completed. Null when there are none (the spec's
 * "100.0 % when none" would be a figure without data).
 */
export function maintenanceHealthOf(c: { tasks: number; repairs: number; overdueTasks: number; pendingRepairs: number }): number | null {
  const total = c.tasks + c.repairs;
  if (total <= 0) return null;
  return percentOf(total - c.overdueTasks - c.pendingRepairs, total);
}

export type Interval = { start: Date; end: Date | null };

/**
 * Uptime = the share of the window the machine was not down for repair. Down = from a repair's submission to its
 * completion (still open: until now); declined repairs never took it down. Overlapping repairs count once.
 * With no repairs the machine was up the whole window: 100, from the record of no downtime.
 */
export function machineUptimeOf(repairs: readonly Interval[], windowStart: Date, now: Date): { value: number; downHours: number } {
  const from = windowStart.getTime();
  const to = now.getTime();
  const clipped = repairs
    .map((r) => [Math.max(from, r.start.getTime()), Math.min(to, (r.end ?? now).getTime())] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  let down = 0;
  let cursor = from;
  for (const [s, e] of clipped) {
    const start = Math.max(s, cursor);
    if (e > start) {
      down += e - start;
      cursor = e;
    }
  }
  const span = to - from;
  const value = span <= 0 ? 100 : Math.round(((span - down) / span) * 1000) / 10;
  return { value, downHours: Math.round((down / 3_600_000) * 10) / 10 };
}

export type HealthSeverity = 'critical' | 'warning' | 'info';
export type HealthAlertType = 'overdue_tasks' | 'pending_repairs' | 'fleet_alert' | 'service_due';
export type HealthAlert = { type: HealthAlertType; severity: HealthSeverity; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Health alerts from the machine's open records: overdue tasks (more than 2 is critical — spec 02 §9's overdue
 * thresholds, the lower one for a single machine), repairs waiting, the next service date passed, and its
 * unacknowledged fleet alerts (their own severity and message, newest first).
 */
export function healthAlertsOf(c: {
  overdueTasks: number;
  pendingRepairs: number;
  nextServiceDate: string | null;
  today: string;
  fleetAlerts: readonly { severity: HealthSeverity; message: string }[];
}): HealthAlert[] {
  const alerts: HealthAlert[] = [];
  if (c.overdueTasks > 0)
    alerts.push({
      type: 'overdue_tasks',
      severity: c.overdueTasks > 2 ? 'critical' : 'warning',
      message: `${plural(c.overdueTasks, 'maintenance task is', 'maintenance tasks are')} overdue.`,
    });
  if (c.pendingRepairs > 0)
    alerts.push({
      type: 'pending_repairs',
      severity: 'warning',
      message: `${plural(c.pendingRepairs, 'repair is', 'repairs are')} open.`,
    });
  if (c.nextServiceDate !== null && c.nextServiceDate < c.today)
    alerts.push({ type: 'service_due', severity: 'warning', message: `Service was due on ${c.nextServiceDate}.` });
  for (const a of c.fleetAlerts) alerts.push({ type: 'fleet_alert', severity: a.severity, message: a.message });
  return alerts;
}
