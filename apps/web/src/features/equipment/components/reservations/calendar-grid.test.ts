import { describe, expect, it } from 'vitest';
import { step, touchesDay, visibleDays } from './calendar-grid.ts';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('calendar grid', () => {
  it.each([
    // March 2026 starts on a Sunday: the grid opens on Monday 23 Feb and needs 6 rows.
    ['month', local(2026, 3, 15), '2026-02-23', 42],
    // February 2027 starts on a Monday and has 28 days: exactly 4 rows.
    ['month', local(2027, 2, 10), '2027-02-01', 28],
    ['week', local(2026, 3, 15), '2026-03-09', 7],
    ['week', local(2026, 3, 9), '2026-03-09', 7],
  ] as const)('%s of %s starts %s with %i days', (mode, anchor, first, count) => {
    const days = visibleDays(mode, anchor);
    expect([iso(days[0]!), days.length]).toEqual([first, count]);
  });

  it('steps by a month or a week', () => {
    expect(iso(step('month', local(2026, 1, 31), 1))).toBe('2026-02-01');
    expect(iso(step('week', local(2026, 3, 9), -1))).toBe('2026-03-02');
  });

  it.each([
    [local(2026, 3, 10, 22), local(2026, 3, 11, 2), local(2026, 3, 10), true],
    [local(2026, 3, 10, 22), local(2026, 3, 11, 2), local(2026, 3, 11), true],
    [local(2026, 3, 10, 22), local(2026, 3, 11, 0), local(2026, 3, 11), false],
    [local(2026, 3, 9, 8), local(2026, 3, 9, 12), local(2026, 3, 10), false],
  ])('%s–%s touches %s: %s', (start, end, day, touches) => {
    expect(touchesDay(start, end, day)).toBe(touches);
  });
});
