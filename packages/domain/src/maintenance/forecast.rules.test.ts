import { describe, expect, it } from 'vitest';
import { averageDailyHours, forecastDueDate } from './forecast.rules.ts';

const at = (iso: string) => new Date(iso);

describe('averageDailyHours', () => {
  it.each([
    [{ hours: 1000, readAt: at('2026-03-01T08:00:00Z') }, { hours: 1080, readAt: at('2026-03-11T08:00:00Z') }, 8],
    [{ hours: 500, readAt: at('2026-01-01T00:00:00Z') }, { hours: 500, readAt: at('2026-02-01T00:00:00Z') }, 0],
    [{ hours: 100, readAt: at('2026-03-01T08:00:00Z') }, { hours: 110, readAt: at('2026-03-01T18:00:00Z') }, null],
    [{ hours: 900, readAt: at('2026-03-01T00:00:00Z') }, { hours: 800, readAt: at('2026-03-05T00:00:00Z') }, null],
    [null, null, null],
  ])('%j → %j: %s h/day', (first, last, expected) => expect(averageDailyHours(first, last)).toBe(expected));
});

describe('forecastDueDate', () => {
  it.each([
    [{ dueHours: 1250, currentHours: 1000, averageDailyHours: 8, today: '2026-03-01' }, '2026-04-02'],
    [{ dueHours: 1250, currentHours: 1240, averageDailyHours: 8, today: '2026-03-01' }, '2026-03-03'],
    [{ dueHours: 1250, currentHours: 1250, averageDailyHours: 8, today: '2026-03-01' }, '2026-03-01'],
    [{ dueHours: 1250, currentHours: 1300, averageDailyHours: null, today: '2026-03-01' }, '2026-03-01'],
    [{ dueHours: 1250, currentHours: 1000, averageDailyHours: null, today: '2026-03-01' }, null],
    [{ dueHours: 1250, currentHours: 1000, averageDailyHours: 0, today: '2026-03-01' }, null],
    [{ dueHours: 100, currentHours: null, averageDailyHours: 10, today: '2024-02-20' }, '2024-03-01'],
  ])('%j → %s', (input, expected) => expect(forecastDueDate(input)).toBe(expected));
});
