import {
  activityPattern,
  busiestWeekday,
  centsToDecimal,
  completionRate,
  meanTimeToRepairHours,
  type AnalyticsHubView,
  type HubQuery,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { headerOf } from './analytics.context.ts';
import * as activity from './activity.repo.ts';
import * as financial from './financial.repo.ts';
import * as maintenance from './maintenance.repo.ts';

/**
 * The home page's analytics hub card (spec 03 §9: Maintenance & Repair, Financial Analytics, Activity Patterns): each
 * view's headline figures over the last 30 days, by the same queries and rules as the analytics page.
 */
export async function analyticsHub(tx: Sql, reader: Scope, q: HubQuery, today: string): Promise<AnalyticsHubView> {
  const { companyId, ...header } = await headerOf(tx, reader, { companyId: q.companyId, period: 'last_30_days' }, today);
  const { range } = header;
  const c = await maintenance.completionCounts(tx, companyId, range, today);
  const times = await maintenance.repairTimes(tx, companyId, range);
  const funnel = await financial.funnelRows(tx, companyId, range);
  const aging = await financial.overdueByAge(tx, companyId, today);
  const cells = await activity.activityCells(tx, companyId, range, 'UTC');
  const stage = (s: string) => funnel.filter((r) => r.stage === s);
  const sum = (xs: readonly { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
  return {
    ...header,
    asOf: null,
    maintenance: {
      completionRate: completionRate({ tasks: c.tasks, repairs: c.repairs, overdueTasks: c.overdue, pendingRepairs: c.pendingRepairs }),
      overdueTasks: c.overdue,
      meanTimeToRepairHours: meanTimeToRepairHours(times.seconds, times.completed),
    },
    financial: {
      quotesIssued: sum(stage('quotes')),
      paidValue: centsToDecimal(stage('paid').reduce((s, r) => s + BigInt(r.cents), 0n)),
      overdueInvoiceValue: centsToDecimal(aging.reduce((s, r) => s + BigInt(r.cents), 0n)),
    },
    activity: {
      scans: sum(cells.scans),
      tasksCompleted: sum(cells.tasks),
      busiestWeekday: busiestWeekday(activityPattern(cells.scans, cells.tasks).byWeekday),
    },
  };
}
