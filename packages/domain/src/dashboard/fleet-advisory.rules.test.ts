import { describe, expect, it } from 'vitest';
import { fleetAdvisories, type FleetCounts } from './fleet-advisory.rules.ts';

const fleet = (o: Partial<FleetCounts>): FleetCounts => ({ total: 100, active: 0, idle: 0, maintenance: 0, overdueTasks: 0, ...o });

describe('fleet stats advisories (spec 02 §9)', () => {
  it.each([
    [21, 'Large fleet: keep schedules and trackers on every machine'],
    [20, 'Mid-sized fleet'],
    [11, 'Mid-sized fleet'],
    [10, 'Small fleet'],
    [1, 'Small fleet'],
  ] as const)('total %i → %s (above 20, above 10)', (total, text) => {
    expect(fleetAdvisories(fleet({ total })).total).toEqual({ tone: 'info', text });
  });

  it.each([
    [86, 'success', 'Excellent utilisation: 86 % of the fleet active'],
    [85, 'success', 'Good utilisation: 85 % of the fleet active'],
    [71, 'success', 'Good utilisation: 71 % of the fleet active'],
    [70, 'warning', 'Fair utilisation: 70 % of the fleet active'],
    [51, 'warning', 'Fair utilisation: 51 % of the fleet active'],
    [50, 'critical', 'Low utilisation: 50 % of the fleet active'],
  ] as const)('%i of 100 active → %s (above 85, 70, 50)', (active, tone, text) => {
    expect(fleetAdvisories(fleet({ active })).active).toEqual({ tone, text });
  });

  it.each([
    [31, 'warning', 'High idle share (31 %): consider moving or renting out machines'],
    [30, 'info', 'Moderate idle share (30 %)'],
    [16, 'info', 'Moderate idle share (16 %)'],
    [15, 'success', 'Low idle share (15 %)'],
  ] as const)('%i of 100 idle → %s (above 30 %, above 15 %)', (idle, tone, text) => {
    expect(fleetAdvisories(fleet({ idle })).idle).toEqual({ tone, text });
  });

  it.each([
    [6, 0, 'critical', '6 overdue tasks: schedule the work now'],
    [3, 0, 'warning', '3 overdue tasks'],
    [2, 31, 'warning', '31 % of the fleet in maintenance'],
    [2, 30, 'success', '2 overdue tasks'],
    [1, 0, 'success', '1 overdue task'],
    [0, 10, 'success', 'Nothing overdue'],
  ] as const)(
    '%i overdue, %i of 100 in maintenance → %s (overdue above 5 or 2, maintenance above 30 %)',
    (overdueTasks, maintenance, tone, text) => {
      expect(fleetAdvisories(fleet({ overdueTasks, maintenance })).maintenance).toEqual({ tone, text });
    },
  );

  it('an empty fleet has no advisories', () => {
    expect(fleetAdvisories(fleet({ total: 0 }))).toEqual({ total: null, active: null, idle: null, maintenance: null });
  });
});
