import { describe, expect, it } from 'vitest';
import { gpsStatus, movementStatus } from './status.rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const h = 3_600_000;

describe('GPS status (spec 02 §4)', () => {
  it.each([
    ['no active assignment', false, null, 'no_tracker'],
    ['assigned, no location', true, null, 'offline'],
    ['last fix 24 h + 1 s old', true, { fixedAt: ago(24 * h + 1000), speedKmh: 0, batteryLevel: 90 }, 'signal_lost'],
    ['last fix exactly 24 h old', true, { fixedAt: ago(24 * h), speedKmh: 0, batteryLevel: 90 }, 'online'],
    ['battery 19.9', true, { fixedAt: ago(60_000), speedKmh: 0, batteryLevel: 19.9 }, 'low_battery'],
    ['battery 20', true, { fixedAt: ago(60_000), speedKmh: 0, batteryLevel: 20 }, 'online'],
    ['no battery reported', true, { fixedAt: ago(60_000), speedKmh: 0, batteryLevel: null }, 'online'],
    ['old fix and low battery: signal lost first', true, { fixedAt: ago(25 * h), speedKmh: 0, batteryLevel: 5 }, 'signal_lost'],
  ] as const)('%s → %s', (_label, hasTracker, last, expected) => {
    expect(gpsStatus(hasTracker, last, now)).toBe(expected);
  });
});

describe('Movement status (spec 02 §4)', () => {
  it.each([
    ['no location', null, 'signal_lost'],
    ['older than 1 h', { fixedAt: ago(h + 1000), speedKmh: 40, batteryLevel: null }, 'signal_lost'],
    ['speed 5.1', { fixedAt: ago(1000), speedKmh: 5.1, batteryLevel: null }, 'active'],
    ['speed 5', { fixedAt: ago(1000), speedKmh: 5, batteryLevel: null }, 'idle'],
    ['no speed', { fixedAt: ago(1000), speedKmh: null, batteryLevel: null }, 'idle'],
  ] as const)('%s → %s', (_label, last, expected) => {
    expect(movementStatus(last, now)).toBe(expected);
  });
});
