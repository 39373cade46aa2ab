import {
  acceptedOrBeyondStatuses,
  addDays,
  ageDaysOf,
  centsToDecimal,
  efficiencyOf,
  equipmentMessages,
  healthAlertsOf,
  machineInsights,
  machineUptimeOf,
  maintenanceHealthOf,
  maintenanceLookbackDays,
  monthlyCostCents,
  movingSpeedKmh,
  optimisationScore,
  returnOnCost,
  utcDateOf,
  utilisationOf,
  windowDaysOf,
  type EquipmentInsights,
  type EquipmentPerformance,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './performance.repo.ts';

/** How many open fleet alerts the tab lists. */
const fleetAlertLimit = 5;

async function requireMachine(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await repo.findMachine(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  return machine;
}

async function performanceOf(tx: Sql, machine: repo.MachineRow, now: Date): Promise<EquipmentPerformance> {
  const k = { companyId: machine.company_id, equipmentId: machine.id };
  const days = windowDaysOf(new Date(machine.created_at), now);
  const windowStart = new Date(now.getTime() - days * 86_400_000);
  const today = utcDateOf(now);
  const since = addDays(today, -maintenanceLookbackDays);
  const [meter, gps, tasks, repairs, intervals, alerts] = [
    await repo.meterWindow(tx, k, windowStart),
    await repo.gpsWindow(tx, k, windowStart, movingSpeedKmh),
    await repo.taskCounts(tx, k, since, today),
    await repo.repairCounts(tx, k, new Date(`${since}T00:00:00Z`)),
    await repo.repairIntervals(tx, k, windowStart),
    await repo.openFleetAlerts(tx, k, fleetAlertLimit),
  ];
  const utilisation = utilisationOf(meter, gps, days);
  const health = { tasks: tasks.tasks, repairs: repairs.repairs, overdueTasks: tasks.overdueTasks, pendingRepairs: repairs.pendingRepairs };
  const uptime = machineUptimeOf(
    intervals.map((i) => ({ start: new Date(i.start), end: i.end === null ? null : new Date(i.end) })),
    windowStart,
    now,
  );
  return {
    equipmentId: machine.id,
    windowDays: days,
    utilisation: { ...utilisation, gpsMovingDays: gps.movingDays, gpsFixes: gps.fixes },
    efficiency: { value: efficiencyOf(tasks), completed: tasks.completed, onTime: tasks.onTime },
    maintenanceHealth: { value: maintenanceHealthOf(health), ...health },
    uptime: { value: uptime.value, downHours: uptime.downHours, repairs: intervals.length },
    totalHours: machine.hours,
    healthAlerts: healthAlertsOf({
      overdueTasks: tasks.overdueTasks,
      pendingRepairs: repairs.pendingRepairs,
      nextServiceDate: machine.next_service_date,
      today,
      fleetAlerts: alerts,
    }),
  };
}

/** GET /api/equipment/:id/performance (spec 02 §2 Performance tab). Another company's machine: 404. */
export async function equipmentPerformance(tx: Sql, scope: Scope, equipmentId: string, now = new Date()): Promise<EquipmentPerformance> {
  return performanceOf(tx, await requireMachine(tx, scope, equipmentId), now);
}

/** GET /api/equipment/:id/insights (spec 02 §9 local rules and optimisation score over the performance figures). */
export async function equipmentInsights(tx: Sql, scope: Scope, equipmentId: string, now = new Date()): Promise<EquipmentInsights> {
  const machine = await requireMachine(tx, scope, equipmentId);
  const performance = await performanceOf(tx, machine, now);
  const k = { companyId: machine.company_id, equipmentId: machine.id };
  const costs = await repo.costTotals(tx, k);
  const revenue = Number(await repo.yearRevenueCents(tx, k, acceptedOrBeyondStatuses));
  const monthly = monthlyCostCents({
    recent90Cents: Number(costs.recent90Cents),
    yearly365Cents: Number(costs.yearly365Cents),
    records: costs.records,
  });
  const roi = returnOnCost(revenue, Number(costs.year365Cents));
  const ageDays = ageDaysOf({ purchaseDate: machine.purchase_date, year: machine.year, createdAt: new Date(machine.created_at) }, now);
  const figures = {
    utilisation: performance.utilisation.value,
    efficiency: performance.efficiency.value,
    maintenanceHealth: performance.maintenanceHealth.value,
    roi,
  };
  return {
    equipmentId: machine.id,
    source: 'rules',
    ageDays,
    monthlyCost: monthly === null ? null : centsToDecimal(monthly),
    yearRevenue: centsToDecimal(revenue),
    yearCost: centsToDecimal(costs.year365Cents),
    roi,
    optimisationScore: optimisationScore(figures),
    insights: machineInsights({
      ...figures,
      ageDays,
      uptime: performance.uptime.value,
      monthlyCostCents: monthly,
      healthAlerts: performance.healthAlerts,
    }),
    performance,
  };
}
