import { describe, expect, it } from 'vitest';
import { defaultWorkingHours, isWithinWorkingHours, localClock, workingHoursInput } from './working-hours.rules.ts';

describe('working hours (default Monday–Friday 06:00–18:00 UTC)', () => {
  it.each([
    ['Thursday 05:59 UTC', '2026-11-26T05:59:00Z', false],
    ['Thursday 06:00 UTC', '2026-11-26T06:00:00Z', true],
    ['Thursday 17:59 UTC', '2026-11-26T17:59:00Z', true],
    ['Thursday 18:00 UTC', '2026-11-26T18:00:00Z', false],
    ['Saturday noon UTC', '2026-11-28T12:00:00Z', false],
  ])('%s → %s', (_label, at, within) => {
    expect(isWithinWorkingHours(new Date(at), defaultWorkingHours)).toBe(within);
  });

  it('reads the wall clock of the company time zone (Phoenix is UTC−7 all year)', () => {
    const phoenix = { ...defaultWorkingHours, timeZone: 'America/Phoenix' };
    expect(localClock(new Date('2026-11-27T02:30:00Z'), 'America/Phoenix')).toEqual({ day: 4, time: '19:30' });
    expect(isWithinWorkingHours(new Date('2026-11-26T12:30:00Z'), phoenix)).toBe(false); // 05:30 Thursday
    expect(isWithinWorkingHours(new Date('2026-11-26T13:00:00Z'), phoenix)).toBe(true); // 06:00 Thursday
    // Friday 23:30 UTC is 16:30 Friday in Phoenix, but already Saturday in UTC.
    expect(isWithinWorkingHours(new Date('2026-11-27T23:30:00Z'), phoenix)).toBe(true);
    expect(isWithinWorkingHours(new Date('2026-11-27T23:30:00Z'), defaultWorkingHours)).toBe(false);
  });

  it.each([
    [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '17:30', timeZone: 'Europe/Berlin' }, null],
    [{ days: [], start: '07:00', end: '17:30', timeZone: 'UTC' }, 'Choose at least one working day'],
    [{ days: [1, 1], start: '07:00', end: '17:30', timeZone: 'UTC' }, 'Each day once'],
    [{ days: [8], start: '07:00', end: '17:30', timeZone: 'UTC' }, 'Days are 1 (Monday) to 7 (Sunday)'],
    [{ days: [1], start: '7:00', end: '17:30', timeZone: 'UTC' }, 'Enter the time as HH:MM (24-hour)'],
    [{ days: [1], start: '18:00', end: '06:00', timeZone: 'UTC' }, 'The end of the working day must be after its start'],
    [{ days: [1], start: '06:00', end: '18:00', timeZone: 'Mars/Olympus' }, 'Unknown time zone (use a name such as America/Phoenix)'],
  ])('%j → %s', (input, message) => {
    const parsed = workingHoursInput.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });
});
