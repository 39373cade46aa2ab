import { describe, expect, it } from 'vitest';
import { analyticsMessages as m, analyticsRange, analyticsRangeProblem, daysIn, monthsOf, weekStartOf, weeksOf } from './period.rules.ts';
import { analyticsQuery } from './analytics.schema.ts';

describe('analytics period as a day range', () => {
  it.each([
    [{}, '2026-03-09', { from: '2025-12-10', to: '2026-03-09', period: 'last_90_days' }],
    [{ period: 'last_30_days' as const }, '2026-03-09', { from: '2026-02-08', to: '2026-03-09', period: 'last_30_days' }],
    [{ period: 'last_12_months' as const }, '2026-03-09', { from: '2025-04-01', to: '2026-03-09', period: 'last_12_months' }],
    [{ period: 'last_12_months' as const }, '2024-02-29', { from: '2023-03-01', to: '2024-02-29', period: 'last_12_months' }],
    [{ period: 'this_year' as const }, '2026-03-09', { from: '2026-01-01', to: '2026-03-09', period: 'this_year' }],
    [
      { period: 'this_year' as const, from: '2025-01-01', to: '2025-06-30' },
      '2026-03-09',
      { from: '2025-01-01', to: '2025-06-30', period: 'custom' },
    ],
    [{ from: '2026-03-01', to: '2026-12-31' }, '2026-03-09', { from: '2026-03-01', to: '2026-03-09', period: 'custom' }],
  ])('%j on %s → %j', (q, today, range) => expect(analyticsRange(q, today)).toEqual(range));

  it('counts 30 and 90 days, both ends included', () => {
    expect(daysIn(analyticsRange({ period: 'last_30_days' }, '2026-03-09'))).toBe(30);
    expect(daysIn(analyticsRange({ period: 'last_90_days' }, '2026-03-09'))).toBe(90);
  });
});

describe('custom range checks', () => {
  it.each([
    [undefined, undefined, null],
    ['2026-01-01', undefined, m.bothDates],
    [undefined, '2026-01-01', m.bothDates],
    ['2026-02-01', '2026-01-31', m.fromAfterTo],
    ['2026-01-01', '2026-01-01', null],
    ['2024-01-01', '2025-12-31', null],
    ['2024-01-01', '2026-01-01', m.rangeTooLong],
  ])('%s – %s → %s', (from, to, problem) => expect(analyticsRangeProblem(from, to)).toBe(problem));

  it('the query schema names the field with the problem', () => {
    const r = analyticsQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ message: m.fromAfterTo, path: ['to'] });
    expect(analyticsQuery.safeParse({ period: 'yesterday' }).success).toBe(false);
    expect(analyticsQuery.safeParse({ extra: '1' }).success).toBe(false);
  });
});

describe('months and weeks of a range', () => {
  it('lists every month touched', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-09' })).toEqual(['2026-03']);
  });

  it.each([
    ['2026-03-09', '2026-03-09'], // a Monday
    ['2026-03-15', '2026-03-09'], // Sunday
    ['2026-03-11', '2026-03-09'],
    ['2026-01-01', '2025-12-29'],
  ])('week of %s starts %s', (day, monday) => expect(weekStartOf(day)).toBe(monday));

  it('reads each week on its last day inside the range', () => {
    expect(weeksOf({ from: '2026-03-04', to: '2026-03-18' })).toEqual([
      { weekStart: '2026-03-02', asOf: '2026-03-08' },
      { weekStart: '2026-03-09', asOf: '2026-03-15' },
      { weekStart: '2026-03-16', asOf: '2026-03-18' },
    ]);
  });
});
