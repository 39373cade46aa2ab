import { z } from 'zod';
import { isoDateInput } from '../maintenance/task.schema.ts';
import { attentionKinds } from './attention.rules.ts';

/** GET /api/dashboard/summary. A provider admin outside impersonation may narrow to one company. */
export const dashboardSummaryQuery = z.strictObject({
  companyId: z.uuid().optional(),
  /** The browser's local date; used when within a day of the server's (dates.rules.ts effectiveToday). */
  today: isoDateInput.optional(),
});
export type DashboardSummaryQuery = z.infer<typeof dashboardSummaryQuery>;

const count = z.number().int().min(0);
const tone = z.enum(['success', 'info', 'warning', 'critical']);
const trend = z.object({ current: z.number(), previous: z.number(), changePercent: z.number() }).nullable();
const advisory = z.object({ tone, text: z.string() }).nullable();

export const dashboardSummary = z.object({
  scope: z.object({ companyId: z.uuid().nullable(), companyName: z.string().nullable() }),
  today: z.string(),
  /**
   * When the company-wide figures were counted: null when counted for this answer; a time when they come from the
   * company's snapshot (large fleets, ADR 0033), at most about a minute old. The viewer's own figures are always live.
   */
  asOf: z.string().nullable(),
  /** Both trend periods' length: the last N days against the N days before. */
  periodDays: z.number().int(),
  /** spec 02 §2 fleet stats grid; live (unarchived) machines, by the rule in the server's dashboard.repo.ts. */
  fleet: z.object({
    total: count,
    active: count,
    idle: count,
    maintenance: count,
    advisories: z.object({ total: advisory, active: advisory, idle: advisory, maintenance: advisory }),
  }),
  /** spec 01 §2 stat cards; each trend compares counts of the two periods, null without previous data. */
  cards: z.object({
    /** Live machines now; trend: the fleet's size now against its size one period ago. */
    fleet: z.object({ machines: count, inMaintenance: count, trend }),
    /** Open tasks (scheduled or in progress) and how many are overdue; trend: tasks completed per period. */
    maintenance: z.object({ openTasks: count, overdueTasks: count, completedInPeriod: count, trend }),
    /** Open quote requests and their client value in cents; trend: requests made per period. */
    quotes: z.object({ openQuotes: count, openValueCents: count, requestedInPeriod: count, trend }),
    /** Invoice payments received in the period, in cents; trend: paid amount per period. */
    analytics: z.object({ paidInPeriodCents: count, paidInvoicesInPeriod: count, trend }),
  }),
  insights: z.array(
    z.object({ id: z.enum(['availability', 'overdue_tasks', 'open_quotes']), tone, title: z.string(), message: z.string() }),
  ),
  /** What the viewer's role may act on (packages/domain attention.rules.ts), zero counts included. */
  attention: z.array(z.object({ kind: z.enum(attentionKinds), reach: z.enum(['all', 'own']), count, label: z.string(), href: z.string() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
