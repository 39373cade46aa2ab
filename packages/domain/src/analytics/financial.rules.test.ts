import { describe, expect, it } from 'vitest';
import { agingBucketOf, funnelByMonth } from './financial.rules.ts';

describe('funnel by month', () => {
  it('fills every month with zeros and writes cents as decimals', () => {
    const rows = [
      { month: '2026-02', stage: 'quotes' as const, count: 2, cents: 820000 },
      { month: '2026-03', stage: 'paid' as const, count: 1, cents: '280005' },
    ];
    const out = funnelByMonth(rows, ['2026-01', '2026-02', '2026-03']);
    expect(out.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(out[0]!.quotes).toEqual({ count: 0, value: '0.00' });
    expect(out[1]!.quotes).toEqual({ count: 2, value: '8200.00' });
    expect(out[1]!.paid).toEqual({ count: 0, value: '0.00' });
    expect(out[2]!.paid).toEqual({ count: 1, value: '2800.05' });
  });
});

describe('aging buckets of overdue invoices', () => {
  it.each([
    ['2026-03-10', '2026-03-10', null],
    ['2026-03-11', '2026-03-10', null],
    ['2026-03-09', '2026-03-10', '1-30'],
    ['2026-02-08', '2026-03-10', '1-30'],
    ['2026-02-07', '2026-03-10', '31-60'],
    ['2026-01-09', '2026-03-10', '31-60'],
    ['2026-01-08', '2026-03-10', '61-90'],
    ['2025-12-10', '2026-03-10', '61-90'],
    ['2025-12-09', '2026-03-10', '90+'],
  ])('due %s, today %s → %s', (due, today, bucket) => expect(agingBucketOf(due, today)).toBe(bucket));
});
