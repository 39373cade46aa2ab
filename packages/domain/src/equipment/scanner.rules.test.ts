import { describe, expect, it } from 'vitest';
import {
  acceptRead,
  clampSensitivity,
  isDuplicateScan,
  newOfflineScanId,
  offlineScanIdPattern,
  weeklyGrowthPercent,
  type ReadState,
} from './scanner.rules.ts';

describe('acceptRead (spec 02 §4: same code twice within 1200 ms unless continuous)', () => {
  it.each<[ReadState, string, number, boolean, boolean, ReadState]>([
    [null, 'EQ-A', 1000, false, false, { code: 'EQ-A', at: 1000 }],
    [{ code: 'EQ-A', at: 1000 }, 'EQ-A', 1500, false, true, null],
    [{ code: 'EQ-A', at: 1000 }, 'EQ-A', 2200, false, true, null],
    [{ code: 'EQ-A', at: 1000 }, 'EQ-A', 2201, false, false, { code: 'EQ-A', at: 2201 }],
    [{ code: 'EQ-A', at: 1000 }, 'EQ-B', 1100, false, false, { code: 'EQ-B', at: 1100 }],
    [{ code: 'EQ-A', at: 1000 }, 'EQ-A', 900, false, false, { code: 'EQ-A', at: 900 }],
    [null, 'EQ-A', 1000, true, true, null],
    [{ code: 'EQ-B', at: 999 }, 'EQ-A', 1000, true, true, null],
    [{ code: 'EQ-A', at: 1000 }, '', 1100, false, false, { code: 'EQ-A', at: 1000 }],
  ])('prev %j, read %s at %i, continuous %s → accepted %s', (prev, code, now, continuous, accepted, next) => {
    expect(acceptRead(prev, code, now, continuous)).toEqual({ accepted, next });
  });
});

describe('isDuplicateScan (spec 02 §9: 30 s)', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, s));
  it.each<[Date | null, Date, boolean]>([
    [null, at(0), false],
    [at(0), at(10), true],
    [at(0), at(29), true],
    [at(0), at(30), false],
    [at(40), at(15), true],
    [at(0), at(45), false],
  ])('previous %s, now %s → %s', (prev, now, expected) => expect(isDuplicateScan(prev, now)).toBe(expected));
});

describe('offline scan ids (spec 01 §3: offline_{time}_{random})', () => {
  it.each([
    [1767225600000, 'k3j9x2', 'offline_1767225600000_k3j9x2'],
    [1767225600000.7, 'AB', 'offline_1767225600000_ab00'],
    [1767225600000, 'a-b_c!d', 'offline_1767225600000_abcd'],
  ])('%d + %s → %s', (now, random, id) => {
    expect(newOfflineScanId(now, random)).toBe(id);
    expect(offlineScanIdPattern.test(id)).toBe(true);
  });

  it.each(['offline_abc_k3j9', 'offline_1767225600000_', 'online_1767225600000_k3j9', 'offline_1767225600000_K3J9'])(
    '%s is not an offline scan id',
    (id) => expect(offlineScanIdPattern.test(id)).toBe(false),
  );
});

describe('weeklyGrowthPercent (last 7 days against the 7 before)', () => {
  it.each<[number, number, number | null]>([
    [10, 5, 100],
    [5, 10, -50],
    [3, 3, 0],
    [1, 3, -66.7],
    [4, 0, null],
    [0, 0, null],
  ])('%i vs %i → %s', (last, before, expected) => expect(weeklyGrowthPercent(last, before)).toBe(expected));
});

describe('clampSensitivity (25-100, steps of 5)', () => {
  it.each([
    [75, 75],
    [10, 25],
    [130, 100],
    [62, 60],
    [63, 65],
    [Number.NaN, 75],
  ])('%d → %d', (value, expected) => expect(clampSensitivity(value)).toBe(expected));
});
