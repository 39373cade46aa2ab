import { describe, expect, it } from 'vitest';
import {
  efficiencyOf,
  healthAlertsOf,
  machineUptimeOf,
  maintenanceHealthOf,
  utilisationOf,
  windowDaysOf,
  type Interval,
} from './performance.rules.ts';

const noGps = { fixes: 0, movingDays: 0 };

describe('utilisation: meter hours over days × 8 h, else GPS moving days, else null', () => {
  it.each([
    // 60 h run in 30 days of 8 h = 25 %.
    [{ highIn: 1060, lowIn: 1010, highBefore: 1000, readingsIn: 3 }, noGps, 30, { value: 25, basis: 'meter', hoursRun: 60 }],
    // No reading before: from the lowest in the window; 24 h over 10 days = 30 %.
    [{ highIn: 124, lowIn: 100, highBefore: null, readingsIn: 2 }, noGps, 10, { value: 30, basis: 'meter', hoursRun: 24 }],
    // Round the clock is capped at 100.
    [{ highIn: 700, lowIn: 0, highBefore: null, readingsIn: 2 }, noGps, 30, { value: 100, basis: 'meter', hoursRun: 700 }],
    // One lone reading tells no hours: GPS decides (12 of 30 days moving = 40 %).
    [
      { highIn: 500, lowIn: 500, highBefore: null, readingsIn: 1 },
      { fixes: 90, movingDays: 12 },
      30,
      { value: 40, basis: 'gps', hoursRun: null },
    ],
    // A reset meter counts 0, not negative.
    [{ highIn: 5, lowIn: 2, highBefore: 900, readingsIn: 2 }, noGps, 30, { value: 0, basis: 'meter', hoursRun: 0 }],
    [{ highIn: null, lowIn: null, highBefore: 900, readingsIn: 0 }, noGps, 30, { value: null, basis: null, hoursRun: null }],
  ] as const)('%j %j over %i days → %j', (meter, gps, days, out) => expect(utilisationOf(meter, gps, days)).toEqual(out));
});

describe('efficiency: on time ÷ completed', () => {
  it.each([
    [{ completed: 0, onTime: 0 }, null],
    [{ completed: 4, onTime: 3 }, 75],
    [{ completed: 3, onTime: 2 }, 66.7],
    [{ completed: 5, onTime: 5 }, 100],
  ])('%j → %s', (c, out) => expect(efficiencyOf(c)).toBe(out));
});

describe('maintenance health: spec 02 §9 completion rate, null with nothing', () => {
  it.each([
    [{ tasks: 0, repairs: 0, overdueTasks: 0, pendingRepairs: 0 }, null],
    // (6 + 2 − 1 − 1) / 8 = 75 %.
    [{ tasks: 6, repairs: 2, overdueTasks: 1, pendingRepairs: 1 }, 75],
    [{ tasks: 3, repairs: 0, overdueTasks: 0, pendingRepairs: 0 }, 100],
    [{ tasks: 2, repairs: 1, overdueTasks: 2, pendingRepairs: 1 }, 0],
  ])('%j → %s', (c, out) => expect(maintenanceHealthOf(c)).toBe(out));
});

describe('uptime: the window less repair downtime, overlaps once', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const start = new Date('2026-10-27T00:00:00Z'); // 30 days = 720 h
  const at = (s: string) => new Date(s);
  it.each<[Interval[], { value: number; downHours: number }]>([
    [[], { value: 100, downHours: 0 }],
    // 72 h down of 720 = 90 %.
    [[{ start: at('2026-11-01T00:00:00Z'), end: at('2026-11-04T00:00:00Z') }], { value: 90, downHours: 72 }],
    // Overlapping repairs: 1st 00:00 to 3rd, 2nd to 4th → 72 h once.
    [
      [
        { start: at('2026-11-01T00:00:00Z'), end: at('2026-11-03T00:00:00Z') },
        { start: at('2026-11-02T00:00:00Z'), end: at('2026-11-04T00:00:00Z') },
      ],
      { value: 90, downHours: 72 },
    ],
    // Started before the window: only the part inside counts (24 h).
    [[{ start: at('2026-10-01T00:00:00Z'), end: at('2026-10-28T00:00:00Z') }], { value: 96.7, downHours: 24 }],
    // Still open: down until now (36 h).
    [[{ start: at('2026-11-24T12:00:00Z'), end: null }], { value: 95, downHours: 36 }],
  ])('%j → %j', (repairs, out) => expect(machineUptimeOf(repairs, start, now)).toEqual(out));
});

describe('window days', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    [new Date('2020-01-01T00:00:00Z'), 30],
    [new Date('2026-11-20T12:00:00Z'), 6],
    [new Date('2026-11-26T11:00:00Z'), 1],
  ])('%s → %i', (createdAt, out) => expect(windowDaysOf(createdAt, now)).toBe(out));
});

describe('health alerts', () => {
  const base = { overdueTasks: 0, pendingRepairs: 0, nextServiceDate: null, today: '2026-11-26', fleetAlerts: [] };
  it('none without open records', () => expect(healthAlertsOf(base)).toEqual([]));
  it('overdue above 2 is critical, 1–2 a warning; repairs, service date and fleet alerts follow', () => {
    expect(
      healthAlertsOf({
        ...base,
        overdueTasks: 3,
        pendingRepairs: 1,
        nextServiceDate: '2026-11-20',
        fleetAlerts: [{ severity: 'info', message: 'Left the site' }],
      }),
    ).toEqual([
      { type: 'overdue_tasks', severity: 'critical', message: '3 maintenance tasks are overdue.' },
      { type: 'pending_repairs', severity: 'warning', message: '1 repair is open.' },
      { type: 'service_due', severity: 'warning', message: 'Service was due on 2026-11-20.' },
      { type: 'fleet_alert', severity: 'info', message: 'Left the site' },
    ]);
    expect(healthAlertsOf({ ...base, overdueTasks: 2 })[0]!.severity).toBe('warning');
    expect(healthAlertsOf({ ...base, nextServiceDate: '2026-11-26' })).toEqual([]);
  });
});
