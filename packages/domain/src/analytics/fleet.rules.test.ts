import { describe, expect, it } from 'vitest';
import { gpsUtilisation, hoursPerMachineDay, hoursRunOf, meterUtilisation, uptimeOf } from './fleet.rules.ts';

describe('uptime and idle share (spec 02 §9: active / total × 100)', () => {
  it.each([
    [
      { total: 0, active: 0, idle: 0 },
      { uptime: null, idleShare: null },
    ],
    [
      { total: 4, active: 3, idle: 1 },
      { uptime: 75, idleShare: 25 },
    ],
    [
      { total: 3, active: 2, idle: 0 },
      { uptime: 66.7, idleShare: 0 },
    ],
    [
      { total: 61, active: 61, idle: 0 },
      { uptime: 100, idleShare: 0 },
    ],
  ])('%j → %j', (counts, out) => expect(uptimeOf(counts)).toEqual(out));
});

describe('hours run from meter readings', () => {
  it.each([
    [{ highIn: 120, lowIn: 100, highBefore: null }, 20],
    [{ highIn: 120, lowIn: 110, highBefore: 90 }, 30],
    [{ highIn: 100, lowIn: 100, highBefore: null }, 0],
    [{ highIn: 5, lowIn: 2, highBefore: 900 }, 0],
  ])('%j → %s h', (m, hours) => expect(hoursRunOf(m)).toBe(hours));
});

describe('utilisation', () => {
  it.each<[number, number, number, number | null]>([
    [0, 0, 30, null],
    [120, 1, 30, 50],
    [240, 2, 30, 50],
    [80, 1, 30, 33.3],
  ])('meter: %s h over %s machines, %s days → %s %%', (h, m, d, pct) => expect(meterUtilisation(h, m, d)).toBe(pct));

  it.each<[number, number, number, number | null]>([
    [0, 0, 30, null],
    [120, 1, 30, 4],
    [50, 2, 10, 2.5],
  ])('hours per machine-day: %s h, %s machines, %s days → %s', (h, m, d, v) => expect(hoursPerMachineDay(h, m, d)).toBe(v));

  it.each<[number, number, number, number | null]>([
    [0, 0, 30, null],
    [15, 1, 30, 50],
    [3, 2, 3, 50],
    [1, 3, 1, 33.3],
  ])('GPS: %s moving machine-days, %s machines, %s days → %s %%', (md, m, d, pct) => expect(gpsUtilisation(md, m, d)).toBe(pct));
});
