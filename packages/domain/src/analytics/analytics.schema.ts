import { z } from 'zod';
import { transactionTypes } from '../ledger/summary.rules.ts';
import { isTimeZone } from '../fleet/working-hours.rules.ts';
import { activityWeekdays } from './activity.rules.ts';
import { agingBuckets } from './financial.rules.ts';
import { analyticsPeriods, analyticsRangeProblem } from './period.rules.ts';

const isoDate = z.iso.date({ error: 'Use a date like 2026-03-09' });

/** Shared by every analytics route: whose figures (a provider admin may pick a company) and which days. */
const rangeFields = {
  companyId: z.uuid().optional(),
  period: z.enum(analyticsPeriods, { error: `Period must be one of ${analyticsPeriods.join(', ')}` }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The browser's local date (used when within a day of the server's). */
  today: isoDate.optional(),
};

const checkRange = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  const problem = analyticsRangeProblem(q.from, q.to);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [q.from ? 'to' : 'from'] });
};

export const analyticsQuery = z.strictObject(rangeFields).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const timeZoneMessage = 'Time zone must be an IANA name such as Europe/Berlin';
export const activityQuery = z
  .strictObject({
    ...rangeFields,
    timeZone: z
      .string()
      .max(64, timeZoneMessage)
      .refine((v) => /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(v) && isTimeZone(v), timeZoneMessage)
      .optional(),
  })
  .superRefine(checkRange);
export type ActivityQuery = z.infer<typeof activityQuery>;

export const hubQuery = z.strictObject({ companyId: z.uuid().optional(), today: isoDate.optional() });
export type HubQuery = z.infer<typeof hubQuery>;

/** Money exact to the cent as a decimal string. */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** One decimal; null when there is nothing to divide by. */
const ratio = z.number().nullable();
const count = z.number().int();
/**
 * When the answer was computed: null = for this request; a time = the job-kept answer of a large scope's period preset
 * (ADR 0042), at most about a minute old.
 */
const asOf = z.string().nullable();

const header = {
  scope: z.object({ companyId: z.uuid().nullable(), companyName: z.string().nullable() }),
  range: z.object({ from: z.string(), to: z.string(), period: z.enum([...analyticsPeriods, 'custom']) }),
  today: z.string(),
};

/**
 * spec 01 §3 analytics summary over the period: quotes issued, orders (not cancelled), invoices (not void) dated in it,
 * invoices paid in it; overdue invoices and monthly spending (paid this calendar month) as of today. Money as decimals.
 */
export const analyticsSummaryView = z.object({
  ...header,
  summary: z.object({
    totalQuotes: count,
    totalQuoteValue: money,
    acceptedQuotes: count,
    totalOrders: count,
    totalOrderValue: money,
    totalInvoices: count,
    totalInvoiceValue: money,
    paidInvoices: count,
    paidInvoiceValue: money,
    overdueInvoices: count,
    overdueInvoiceValue: money,
    monthlySpending: money,
    avgQuoteValue: money,
    avgOrderValue: money,
    recentTransactions: z.array(
      z.object({
        type: z.enum(transactionTypes),
        id: z.uuid(),
        number: z.string(),
        customerName: z.string(),
        date: z.string(),
        amount: money,
        status: z.string(),
      }),
    ),
  }),
});
export type AnalyticsSummaryView = z.infer<typeof analyticsSummaryView>;

export const maintenanceAnalyticsView = z.object({
  ...header,
  asOf,
  /** Tasks due in the period (cancelled left out) and repairs submitted in it; spec 02 §9's completion rate over them. */
  completion: z.object({
    tasks: count,
    completedTasks: count,
    overdueTasks: count,
    repairs: count,
    pendingRepairs: count,
    completionRate: z.number(),
  }),
  /** Open tasks past their due date at the end of each week (dates only). */
  overdueTrend: z.array(z.object({ weekStart: z.string(), asOf: z.string(), overdue: count })),
  /** Repairs completed in the period and the mean hours from submission to completion. */
  repairs: z.object({ completed: count, meanTimeToRepairHours: ratio }),
  /** The machines that cost most in the period: completed repairs' quoted amounts, parts used on their tasks (at the
   * part's current unit cost) and maintenance/repair operational costs. */
  costByMachine: z.array(
    z.object({ equipmentId: z.uuid(), name: z.string(), repairs: money, parts: money, operational: money, total: money }),
  ),
  costTotal: money,
});
export type MaintenanceAnalyticsView = z.infer<typeof maintenanceAnalyticsView>;

const stageFigure = z.object({ count, value: money });
export const financialAnalyticsView = z.object({
  ...header,
  funnel: z.object({ quotes: stageFigure, orders: stageFigure, invoices: stageFigure, paid: stageFigure }),
  /** Ratios of the period's counts, one stage to the next. */
  conversion: z.object({ quoteToOrder: ratio, orderToInvoice: ratio, invoiceToPaid: ratio }),
  byMonth: z.array(z.object({ month: z.string(), quotes: stageFigure, orders: stageFigure, invoices: stageFigure, paid: stageFigure })),
  /** As of today: issued invoices with a balance past their due date, by days past due. */
  overdue: z.object({
    count,
    value: money,
    buckets: z.array(z.object({ bucket: z.enum(agingBuckets), count, value: money })),
  }),
  averages: z.object({ quoteValue: money, orderValue: money, invoiceValue: money, daysToPay: ratio }),
});
export type FinancialAnalyticsView = z.infer<typeof financialAnalyticsView>;

export const fleetAnalyticsView = z.object({
  ...header,
  /** The register now (unarchived machines) by status. */
  status: z.object({
    total: count,
    byStatus: z.array(z.object({ status: z.string(), count })),
    uptime: ratio,
    idleShare: ratio,
    /** When these counts were taken: null = for this request; a time = the job-kept count of a large fleet (ADR 0033). */
    asOf: z.string().nullable(),
  }),
  meter: z.object({ machines: count, hoursRun: z.number(), hoursPerMachineDay: ratio, utilisation: ratio, workingDayHours: z.number() }),
  gps: z.object({ machines: count, movingMachineDays: count, utilisation: ratio }),
  bySite: z.array(z.object({ jobSiteId: z.uuid(), name: z.string(), machines: count, active: count, idle: count, hoursRun: z.number() })),
});
export type FleetAnalyticsView = z.infer<typeof fleetAnalyticsView>;

const activityCounts = { scans: count, tasks: count };
export const activityAnalyticsView = z.object({
  ...header,
  asOf,
  timeZone: z.string(),
  totals: z.object(activityCounts),
  byWeekday: z.array(z.object({ weekday: z.enum(activityWeekdays), ...activityCounts })),
  byHour: z.array(z.object({ hour: z.number().int(), ...activityCounts })),
  busiestWeekday: z.enum(activityWeekdays).nullable(),
});
export type ActivityAnalyticsView = z.infer<typeof activityAnalyticsView>;

/** The home page's analytics hub card (spec 03 §9: three views) over the last 30 days. */
export const analyticsHubView = z.object({
  ...header,
  asOf,
  maintenance: z.object({ completionRate: z.number(), overdueTasks: count, meanTimeToRepairHours: ratio }),
  financial: z.object({ quotesIssued: count, paidValue: money, overdueInvoiceValue: money }),
  activity: z.object({ scans: count, tasksCompleted: count, busiestWeekday: z.enum(activityWeekdays).nullable() }),
});
export type AnalyticsHubView = z.infer<typeof analyticsHubView>;
