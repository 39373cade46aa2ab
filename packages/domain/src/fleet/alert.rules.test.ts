import { describe, expect, it } from 'vitest';
import { alertMessages, alertSeverity } from './alert.rules.ts';
import { alertTypes } from './fleet.schema.ts';

describe('fleet alert rules (issue 16 item 6)', () => {
  it('gives every alert type a severity; critical ones are the ones emailed', () => {
    expect(Object.keys(alertSeverity).sort()).toEqual([...alertTypes].sort());
    expect(alertTypes.filter((t) => alertSeverity[t] === 'critical').sort()).toEqual([
      'after_hours_exit',
      'moving_in_maintenance',
      'sensor_critical',
    ]);
  });

  it.each([
    [alertMessages.geofenceEnter('EX-107', 'Tempe Medical'), 'EX-107 entered Tempe Medical.'],
    [
      alertMessages.afterHoursExit('EX-107', 'North Yard', 'Thu 02:13 UTC'),
      'EX-107 left North Yard outside working hours (Thu 02:13 UTC).',
    ],
    [alertMessages.lowBattery('EX-110', 18.6), 'EX-110: tracker battery at 19%.'],
    [alertMessages.movingInMaintenance('GR-3', 9.4), 'GR-3 is moving at 9 km/h while in maintenance.'],
    [alertMessages.sensor('EX-110', 'hydraulic_pressure', '268 bar', 'warning'), 'EX-110: hydraulic pressure at 268 bar (warning).'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});
