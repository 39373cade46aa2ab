import {
  centsToDecimal,
  completionRate,
  costByMachineLimit,
  meanTimeToRepairHours,
  overdueOnDays,
  weeksOf,
  type AnalyticsQuery,
  type MaintenanceAnalyticsView,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import { headerOf } from './analytics.context.ts';
import * as repo from './maintenance.repo.ts';

/** Maintenance & repair over the period: completion (spec 02 §9), the weekly overdue trend, repair times, cost by machine. */
export async function maintenanceAnalytics(tx: Sql, reader: Scope, q: AnalyticsQuery, today: string): Promise<MaintenanceAnalyticsView> {
  const { companyId, ...header } = await headerOf(tx, reader, q, today);
  const { range } = header;
  const c = await repo.completionCounts(tx, companyId, range, today);
  const weeks = weeksOf(range);
  const overdue = overdueOnDays(
    await repo.overdueChanges(tx, companyId, range),
    weeks.map((w) => w.asOf),
  );
  const times = await repo.repairTimes(tx, companyId, range);
  const costs = await repo.costByMachine(tx, companyId, range, costByMachineLimit);
  const byCost = (a: repo.MachineCostRow, b: repo.MachineCostRow) => {
    const d = BigInt(b.totalCents) - BigInt(a.totalCents);
    return d !== 0n ? (d > 0n ? 1 : -1) : a.name.localeCompare(b.name);
  };
  return {
    ...header,
    asOf: null,
    completion: {
      tasks: c.tasks,
      completedTasks: c.completed,
      overdueTasks: c.overdue,
      repairs: c.repairs,
      pendingRepairs: c.pendingRepairs,
      completionRate: completionRate({ tasks: c.tasks, repairs: c.repairs, overdueTasks: c.overdue, pendingRepairs: c.pendingRepairs }),
    },
    overdueTrend: weeks.map((w, i) => ({ ...w, overdue: overdue[i]! })),
    repairs: { completed: times.completed, meanTimeToRepairHours: meanTimeToRepairHours(times.seconds, times.completed) },
    costByMachine: [...costs.top].sort(byCost).map((r) => ({
      equipmentId: r.equipmentId,
      name: r.name,
      repairs: centsToDecimal(r.repairCents),
      parts: centsToDecimal(r.partCents),
      operational: centsToDecimal(r.operationalCents),
      total: centsToDecimal(r.totalCents),
    })),
    costTotal: centsToDecimal(costs.totalCents),
  };
}
