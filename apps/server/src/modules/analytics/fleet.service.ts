import {
  daysIn,
  gpsUtilisation,
  hoursPerMachineDay,
  meterUtilisation,
  movingSpeedKmh,
  siteLimit,
  uptimeOf,
  workingDayHours,
  type AnalyticsQuery,
  type FleetAnalyticsView,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { statusesFor, type SnapshotTarget } from '../dashboard/index.ts';
import { headerOf } from './analytics.context.ts';
import * as repo from './fleet.repo.ts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** How the status counts may use the dashboard's kept figures (ADR 0033); the route passes the job queue. */
export type FleetSnapshotOptions = { requestRefresh?: (target: SnapshotTarget) => void; threshold?: number; now?: Date };

/**
 * Fleet now (uptime, idle share) and over the period (meter-hour and GPS utilisation, by job site). The counts by status
 * of a large fleet come from the dashboard's snapshot, at most about a minute old (status.asOf says when).
 */
export async function fleetAnalytics(
  tx: Sql,
  reader: Scope,
  q: AnalyticsQuery,
  today: string,
  opts: FleetSnapshotOptions = {},
): Promise<FleetAnalyticsView> {
  const { companyId, ...header } = await headerOf(tx, reader, q, today);
  const { range } = header;
  const days = daysIn(range);
  const target: SnapshotTarget = companyId ? { companyId, view: 'company' } : { companyId: reader.homeCompanyId, view: 'all' };
  const { statuses: byStatus, asOf } = await statusesFor(tx, target, { ...opts, now: opts.now ?? new Date() });
  const count = (s: string) => byStatus.find((r) => r.status === s)?.count ?? 0;
  const total = byStatus.reduce((s, r) => s + r.count, 0);
  const meter = await repo.meterHours(tx, companyId, range);
  const gps = await repo.gpsMovement(tx, companyId, range, movingSpeedKmh);
  const sites = await repo.bySite(tx, companyId, range, siteLimit);
  return {
    ...header,
    status: {
      total,
      byStatus,
      ...uptimeOf({ total, active: count('active'), idle: count('idle') }),
      asOf: asOf === null ? null : asOf.toISOString(),
    },
    meter: {
      machines: meter.machines,
      hoursRun: oneDecimal(meter.hours),
      hoursPerMachineDay: hoursPerMachineDay(meter.hours, meter.machines, days),
      utilisation: meterUtilisation(meter.hours, meter.machines, days),
      workingDayHours,
    },
    gps: { machines: gps.machines, movingMachineDays: gps.movingDays, utilisation: gpsUtilisation(gps.movingDays, gps.machines, days) },
    bySite: sites.map(({ hours, ...s }) => ({ ...s, hoursRun: oneDecimal(hours) })),
  };
}
