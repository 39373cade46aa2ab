/**
 * The fleet stats grid's advisory lines (spec 02 §9 "fleet card advisory thresholds"): total above 20 or 10;
 * utilisation above 85, 70 or 50 %; overdue maintenance above 5 or 2; maintenance above 30 % of the fleet; idle above
 * 30 % or 15 %. The spec's fixed confidences (0.92, 0.89 …) are not shown: they were never measured (DESIGN §6).
 * Utilisation here is active over total, the spec's uptime (spec 02 §9), without its 95.5 default for an empty fleet.
 */
export type AdvisoryTone = 'success' | 'info' | 'warning' | 'critical';
export type Advisory = { tone: AdvisoryTone; text: string };
export type FleetCounts = { total: number; active: number; idle: number; maintenance: number; overdueTasks: number };
export type FleetAdvisories = { total: Advisory | null; active: Advisory | null; idle: Advisory | null; maintenance: Advisory | null };

const share = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);
const percent = (part: number, total: number) => `${Math.round(share(part, total) * 10) / 10} %`;

function totalAdvisory(total: number): Advisory | null {
  if (total > 20) return { tone: 'info', text: 'Large fleet: keep schedules and trackers on every machine' };
  if (total > 10) return { tone: 'info', text: 'Mid-sized fleet' };
  if (total > 0) return { tone: 'info', text: 'Small fleet' };
  return null;
}

function activeAdvisory(c: FleetCounts): Advisory | null {
  if (c.total <= 0) return null;
  const u = share(c.active, c.total);
  const of = `${percent(c.active, c.total)} of the fleet active`;
  if (u > 85) return { tone: 'success', text: `Excellent utilisation: ${of}` };
  if (u > 70) return { tone: 'success', text: `Good utilisation: ${of}` };
  if (u > 50) return { tone: 'warning', text: `Fair utilisation: ${of}` };
  return { tone: 'critical', text: `Low utilisation: ${of}` };
}

function idleAdvisory(c: FleetCounts): Advisory | null {
  if (c.total <= 0) return null;
  const i = share(c.idle, c.total);
  if (i > 30) return { tone: 'warning', text: `High idle share (${percent(c.idle, c.total)}): consider moving or renting out machines` };
  if (i > 15) return { tone: 'info', text: `Moderate idle share (${percent(c.idle, c.total)})` };
  return { tone: 'success', text: `Low idle share (${percent(c.idle, c.total)})` };
}

function maintenanceAdvisory(c: FleetCounts): Advisory | null {
  if (c.overdueTasks > 5) return { tone: 'critical', text: `${c.overdueTasks} overdue tasks: schedule the work now` };
  if (c.overdueTasks > 2) return { tone: 'warning', text: `${c.overdueTasks} overdue tasks` };
  if (c.total > 0 && share(c.maintenance, c.total) > 30)
    return { tone: 'warning', text: `${percent(c.maintenance, c.total)} of the fleet in maintenance` };
  if (c.total <= 0) return null;
  return {
    tone: 'success',
    text: c.overdueTasks > 0 ? `${c.overdueTasks} overdue task${c.overdueTasks === 1 ? '' : 's'}` : 'Nothing overdue',
  };
}

export function fleetAdvisories(c: FleetCounts): FleetAdvisories {
  return { total: totalAdvisory(c.total), active: activeAdvisory(c), idle: idleAdvisory(c), maintenance: maintenanceAdvisory(c) };
}
