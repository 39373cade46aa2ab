import { describe, expect, it } from 'vitest';
import {
  availabilityInsight,
  availabilityPercent,
  dashboardInsights,
  openQuotesInsight,
  overdueTasksInsight,
  wholeDollars,
} from './insights.rules.ts';
import { formatTrendPercent, trendOf } from './trend.rules.ts';

describe('equipment availability insight: spec 01 §9 thresholds 85, 70 and 50 %', () => {
  it.each([
    [100, 100, 0, 100, 'success', 'Fleet availability is excellent'],
    [100, 80, 5, 85, 'success', 'Fleet availability is excellent'],
    [100, 80, 4, 84, 'info', 'Fleet availability is good'],
    [100, 70, 0, 70, 'info', 'Fleet availability is good'],
    [100, 60, 9, 69, 'warning', 'Fleet availability needs attention'],
    [100, 50, 0, 50, 'warning', 'Fleet availability needs attention'],
    [100, 49, 0, 49, 'critical', 'Fleet availability is low'],
    [3, 0, 0, 0, 'critical', 'Fleet availability is low'],
  ] as const)('%i machines, %i active, %i idle → %f %, %s', (total, active, idle, percent, tone, title) => {
    expect(availabilityPercent({ total, active, idle })).toBe(percent);
    expect(availabilityInsight({ total, active, idle })).toMatchObject({ id: 'availability', tone, title });
  });

  it('one decimal, and the figures in the sentence', () => {
    expect(availabilityPercent({ total: 3, active: 2, idle: 0 })).toBe(66.7);
    expect(availabilityInsight({ total: 3, active: 2, idle: 0 })?.message).toBe(
      '2 machines of 3 ready for work (66.7 %). Check what keeps the others out of service.',
    );
  });

  it('no machines: no percentage and no card — never the spec’s 95.5 default', () => {
    expect(availabilityPercent({ total: 0, active: 0, idle: 0 })).toBeNull();
    expect(availabilityInsight({ total: 0, active: 0, idle: 0 })).toBeNull();
  });
});

describe('overdue tasks insight: more than 2 a warning, more than 5 critical (spec 01 §9, spec 02 §9)', () => {
  it.each([
    [0, 'success', 'No task is overdue.'],
    [1, 'info', '1 task is overdue.'],
    [2, 'info', '2 tasks are overdue.'],
    [3, 'warning', '3 tasks are overdue.'],
    [5, 'warning', '5 tasks are overdue.'],
    [6, 'critical', '6 tasks are overdue: plan the work now.'],
  ] as const)('%i overdue → %s', (overdue, tone, message) => {
    expect(overdueTasksInsight({ overdue, open: overdue, machines: 10 })).toMatchObject({ id: 'overdue_tasks', tone, message });
  });

  it('no machines and no open tasks: nothing to say', () => {
    expect(overdueTasksInsight({ overdue: 0, open: 0, machines: 0 })).toBeNull();
  });
});

describe('open quote value insight: above $50,000 notable, above $100,000 high (spec 01 §9)', () => {
  it.each([
    [1, 1_000_00, 'info', 'Quotes in progress', '1 open quote worth $1,000.'],
    [2, 50_000_00, 'info', 'Quotes in progress', '2 open quotes worth $50,000.'],
    [2, 50_000_01, 'info', 'Significant value in open quotes', '2 open quotes worth $50,000.'],
    [4, 100_000_00, 'info', 'Significant value in open quotes', '4 open quotes worth $100,000.'],
    [4, 100_000_01, 'warning', 'High value in open quotes', '4 open quotes worth $100,000: decide on them to keep work moving.'],
  ] as const)('%i quotes, %i cents → %s', (open, openValueCents, tone, title, message) => {
    expect(openQuotesInsight({ open, openValueCents })).toEqual({ id: 'open_quotes', tone, title, message });
  });

  it('no open quote: no card', () => {
    expect(openQuotesInsight({ open: 0, openValueCents: 0 })).toBeNull();
  });

  it('whole dollars on summaries (DESIGN §6)', () => {
    expect(wholeDollars(123_456_78)).toBe('$123,457');
    expect(wholeDollars(0)).toBe('$0');
  });
});

describe('the insight list', () => {
  it('an empty company has no insight at all', () => {
    expect(
      dashboardInsights({
        fleet: { total: 0, active: 0, idle: 0 },
        tasks: { overdue: 0, open: 0 },
        quotes: { open: 0, openValueCents: 0 },
      }),
    ).toEqual([]);
  });

  it('in order: availability, overdue tasks, open quotes', () => {
    const ids = dashboardInsights({
      fleet: { total: 4, active: 3, idle: 1 },
      tasks: { overdue: 1, open: 2 },
      quotes: { open: 1, openValueCents: 100 },
    }).map((i) => i.id);
    expect(ids).toEqual(['availability', 'overdue_tasks', 'open_quotes']);
  });
});

describe('trend: this period against the previous one, null without previous data (DESIGN §6)', () => {
  it.each([
    [12, 10, 20],
    [5, 10, -50],
    [10, 10, 0],
    [1, 3, -66.7],
    [0, 4, -100],
  ] as const)('%i against %i → %f %', (current, previous, changePercent) => {
    expect(trendOf(current, previous)).toEqual({ current, previous, changePercent });
  });

  it('nothing before: no trend, however much now', () => {
    expect(trendOf(7, 0)).toBeNull();
    expect(trendOf(0, 0)).toBeNull();
  });

  it.each([
    [20, '+20 %'],
    [-66.7, '−66.7 %'],
    [0, '0 %'],
    [1250, '+1,250 %'],
  ] as const)('%f shows as %s', (change, text) => expect(formatTrendPercent(change)).toBe(text));
});
