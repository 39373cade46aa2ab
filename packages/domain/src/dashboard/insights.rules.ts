/**
 * The home page's insight cards (spec 01 §2, §9), each written from real figures with the spec's thresholds:
 * equipment availability 85 / 70 / 50 %, overdue tasks 2 / 5, open quote value $50,000 / $100,000. No data, no card:
 * a rule returns null rather than a sentence about numbers that do not exist (DESIGN §6).
 */
export type InsightTone = 'success' | 'info' | 'warning' | 'critical';
export type InsightId = 'availability' | 'overdue_tasks' | 'open_quotes';
export type Insight = { id: InsightId; tone: InsightTone; title: string; message: string };

/** spec 01 §9 equipment insight thresholds, as minimum availability percentages. */
export const availabilityThresholds = { excellent: 85, good: 70, fair: 50 } as const;
/** spec 01 §9 / spec 02 §9: more than 2 overdue is a warning, more than 5 critical. */
export const overdueTaskThresholds = { warning: 2, critical: 5 } as const;
/** spec 01 §9 quote value thresholds, in dollars: above 50,000 worth a look, above 100,000 a priority. */
export const openQuoteValueThresholds = { notable: 50_000, high: 100_000 } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Whole dollars for summary figures (DESIGN §6): $125,000. */
export const wholeDollars = (cents: number): string => `$${Math.round(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * Availability = machines ready for work (status active or idle and not in maintenance, the fleet stats' rule) over
 * live machines, one decimal. Null with no machines: spec 01 §9's "95.5 with no equipment" is an invented figure.
 */
export function availabilityPercent(fleet: { total: number; active: number; idle: number }): number | null {
  if (fleet.total <= 0) return null;
  return Math.round(((fleet.active + fleet.idle) / fleet.total) * 1000) / 10;
}

export function availabilityInsight(fleet: { total: number; active: number; idle: number }): Insight | null {
  const percent = availabilityPercent(fleet);
  if (percent === null) return null;
  const ready = `${plural(fleet.active + fleet.idle, 'machine')} of ${fleet.total.toLocaleString('en-US')} ready for work (${percent} %).`;
  const t = availabilityThresholds;
  if (percent >= t.excellent) return { id: 'availability', tone: 'success', title: 'Fleet availability is excellent', message: ready };
  if (percent >= t.good) return { id: 'availability', tone: 'info', title: 'Fleet availability is good', message: ready };
  if (percent >= t.fair)
    return {
      id: 'availability',
      tone: 'warning',
      title: 'Fleet availability needs attention',
      message: `${ready} Check what keeps the others out of service.`,
    };
  return {
    id: 'availability',
    tone: 'critical',
    title: 'Fleet availability is low',
    message: `${ready} Most of the fleet is in maintenance or out of service.`,
  };
}

/** Null only without a fleet or tasks to speak of (no machines and no open tasks). */
export function overdueTasksInsight(c: { overdue: number; open: number; machines: number }): Insight | null {
  if (c.machines <= 0 && c.open <= 0) return null;
  const t = overdueTaskThresholds;
  if (c.overdue === 0) return { id: 'overdue_tasks', tone: 'success', title: 'Maintenance is on schedule', message: 'No task is overdue.' };
  const what = `${plural(c.overdue, 'task is', 'tasks are')} overdue`;
  if (c.overdue > t.critical)
    return { id: 'overdue_tasks', tone: 'critical', title: 'Maintenance is falling behind', message: `${what}: plan the work now.` };
  if (c.overdue > t.warning)
    return { id: 'overdue_tasks', tone: 'warning', title: 'Overdue maintenance is building up', message: `${what}.` };
  return { id: 'overdue_tasks', tone: 'info', title: 'A little maintenance is overdue', message: `${what}.` };
}

/** Open quotes and their client value (cents). Null when no quote is open. */
export function openQuotesInsight(q: { open: number; openValueCents: number }): Insight | null {
  if (q.open <= 0) return null;
  const what = `${plural(q.open, 'open quote')} worth ${wholeDollars(q.openValueCents)}`;
  const dollars = q.openValueCents / 100;
  const t = openQuoteValueThresholds;
  if (dollars > t.high)
    return {
      id: 'open_quotes',
      tone: 'warning',
      title: 'High value in open quotes',
      message: `${what}: decide on them to keep work moving.`,
    };
  if (dollars > t.notable) return { id: 'open_quotes', tone: 'info', title: 'Significant value in open quotes', message: `${what}.` };
  return { id: 'open_quotes', tone: 'info', title: 'Quotes in progress', message: `${what}.` };
}

export function dashboardInsights(f: {
  fleet: { total: number; active: number; idle: number };
  tasks: { overdue: number; open: number };
  quotes: { open: number; openValueCents: number };
}): Insight[] {
  return [availabilityInsight(f.fleet), overdueTasksInsight({ ...f.tasks, machines: f.fleet.total }), openQuotesInsight(f.quotes)].filter(
    (i): i is Insight => i !== null,
  );
}
