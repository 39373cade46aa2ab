import { activityPattern, busiestWeekday, type ActivityAnalyticsView, type ActivityQuery } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { headerOf } from './analytics.context.ts';
import * as repo from './activity.repo.ts';

/** Scans and completed tasks by weekday and hour over the period, in the viewer's time zone (UTC by default). */
export async function activityAnalytics(tx: Sql, reader: Scope, q: ActivityQuery, today: string): Promise<ActivityAnalyticsView> {
  const { companyId, ...header } = await headerOf(tx, reader, q, today);
  const timeZone = q.timeZone ?? 'UTC';
  const cells = await repo.activityCells(tx, companyId, header.range, timeZone);
  const pattern = activityPattern(cells.scans, cells.tasks);
  const sum = (xs: readonly { count: number }[]) => xs.reduce((s, c) => s + c.count, 0);
  return {
    ...header,
    asOf: null,
    timeZone,
    totals: { scans: sum(cells.scans), tasks: sum(cells.tasks) },
    ...pattern,
    busiestWeekday: busiestWeekday(pattern.byWeekday),
  };
}
