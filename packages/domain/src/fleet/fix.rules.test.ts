import { describe, expect, it } from 'vitest';
import { checkFix, fixTimeOf, knotsToKmh, numberOf, type FixInput } from './fix.rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const base: FixInput = { deviceId: 'TRK-1', fixedAt: new Date('2026-11-26T11:59:00Z'), latitude: 41.88, longitude: -87.63 };
const at = (iso: string) => new Date(iso);

describe('which fixes the ingest stores (issue 16)', () => {
  it.each([
    ['a plain fix', {}, null],
    ['no device id', { deviceId: null }, 'no_device'],
    ['a blank device id', { deviceId: '   ' }, 'no_device'],
    ['a device id of 201 characters', { deviceId: 'x'.repeat(201) }, 'bad_device'],
    ['a device id with a control character', { deviceId: 'a\u0007b' }, 'bad_device'],
    ['no fix time', { fixedAt: null }, 'no_time'],
    ['an unreadable fix time', { fixedAt: new Date(Number.NaN) }, 'no_time'],
    ['5 minutes ahead (the limit)', { fixedAt: at('2026-11-26T12:05:00Z') }, null],
    ['5 minutes and 1 second ahead', { fixedAt: at('2026-11-26T12:05:01Z') }, 'future'],
    ['1970 (a clock never set)', { fixedAt: at('1970-01-01T00:00:00Z') }, 'too_old'],
    ['the last second of 1999', { fixedAt: at('1999-12-31T23:59:59Z') }, 'too_old'],
    ['2000-01-01 00:00 UTC', { fixedAt: at('2000-01-01T00:00:00Z') }, null],
    ['latitude 90', { latitude: 90 }, null],
    ['latitude 90.000001', { latitude: 90.000001 }, 'bad_latitude'],
    ['latitude -91', { latitude: -91 }, 'bad_latitude'],
    ['longitude 180', { longitude: 180 }, null],
    ['longitude 180.5', { longitude: 180.5 }, 'bad_longitude'],
    ['longitude -181', { longitude: -181 }, 'bad_longitude'],
    ['latitude NaN', { latitude: Number.NaN }, 'not_a_number'],
    ['longitude Infinity', { longitude: Number.POSITIVE_INFINITY }, 'not_a_number'],
    ['no latitude', { latitude: null }, 'no_position'],
    ['a speed that is not a number', { speedKmh: Number.NaN }, 'not_a_number'],
  ] as const)('%s → %s', (_label, change, reason) => {
    const result = checkFix({ ...base, ...(change as Partial<FixInput>) }, now);
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('keeps readings the columns cannot hold in raw_data, not in the columns', () => {
    const result = checkFix({ ...base, batteryLevel: 140, speedKmh: -1, extras: { hdop: 0.9 } }, now);
    expect(result).toMatchObject({
      ok: true,
      fix: { batteryLevel: null, speedKmh: null, rawData: { hdop: 0.9, batteryLevel: 140, speedKmh: -1 } },
    });
  });
});

describe('fix times as the OsmAnd protocol sends them', () => {
  it.each([
    ['epoch seconds', '1764158400', '2025-11-26T12:00:00.000Z'],
    ['epoch milliseconds', '1764158400123', '2025-11-26T12:00:00.123Z'],
    ['a number of seconds', 1764158400, '2025-11-26T12:00:00.000Z'],
    ['ISO 8601 with a zone', '2025-11-26T13:00:00+01:00', '2025-11-26T12:00:00.000Z'],
    ["'yyyy-MM-dd HH:mm:ss' (UTC)", '2025-11-26 12:00:00', '2025-11-26T12:00:00.000Z'],
  ])('%s', (_label, value, iso) => {
    expect(fixTimeOf(value)?.toISOString()).toBe(iso);
  });
  it('absent is null and nonsense is not a date', () => {
    expect(fixTimeOf(undefined)).toBeNull();
    expect(Number.isNaN(fixTimeOf('yesterday')!.getTime())).toBe(true);
  });
});

describe('numbers from protocol fields', () => {
  it.each([
    ['12.5', 12.5],
    ['-3', -3],
    ['', null],
    [undefined, null],
    ['abc', Number.NaN],
    ['NaN', Number.NaN],
    [true, Number.NaN],
  ] as const)('%s → %s', (value, expected) => {
    expect(numberOf(value)).toBe(expected);
  });
  it('knots to km/h', () => expect(knotsToKmh(10)).toBeCloseTo(18.52, 6));
});
