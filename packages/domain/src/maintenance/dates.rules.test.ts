import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, daysBetween, effectiveToday, isIsoDate, monthYearOf } from './dates.rules.ts';

describe('addMonthsClamped keeps the day of the month, clamped to the month end', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-10', 12, '2027-05-10'],
    ['2026-03-15', -1, '2026-02-15'],
  ])('%s + %i months → %s', (from, months, expected) => expect(addMonthsClamped(from, months)).toBe(expected));
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-1', false],
    ['next tuesday', false],
  ])('isIsoDate(%s) → %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) → %s', (from, days, expected) => expect(addDays(from, days)).toBe(expected));

  it('counts whole days across a leap day', () => {
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('names the month and year', () => expect(monthYearOf('2026-03-09')).toBe('March 2026'));
});

describe('effectiveToday: the browser date when within a day of the server UTC date', () => {
  const now = new Date('2026-03-10T02:00:00Z');
  it.each([
    [undefined, '2026-03-10'],
    ['2026-03-09', '2026-03-09'],
    ['2026-03-11', '2026-03-11'],
    ['2026-03-07', '2026-03-10'],
    ['garbage', '2026-03-10'],
  ])('client %s → %s', (client, expected) => expect(effectiveToday(now, client)).toBe(expected));
});
