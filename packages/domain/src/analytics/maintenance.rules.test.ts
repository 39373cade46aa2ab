import { describe, expect, it } from 'vitest';
import { meanTimeToRepairHours, overdueChangesOf, overdueOnDays } from './maintenance.rules.ts';

describe('overdue changes of one task', () => {
  it.each([
    [{ dueDate: '2026-03-10', completedOn: null, cancelled: false }, [['2026-03-11', 1]]],
    [{ dueDate: '2026-03-10', completedOn: '2026-03-10', cancelled: false }, []],
    [{ dueDate: '2026-03-10', completedOn: '2026-03-05', cancelled: false }, []],
    [
      { dueDate: '2026-03-10', completedOn: '2026-03-11', cancelled: false },
      [
        ['2026-03-11', 1],
        ['2026-03-11', -1],
      ],
    ],
    [
      { dueDate: '2026-03-10', completedOn: '2026-03-20', cancelled: false },
      [
        ['2026-03-11', 1],
        ['2026-03-20', -1],
      ],
    ],
    [{ dueDate: '2026-03-10', completedOn: null, cancelled: true }, []],
  ])('%j → %j', (task, changes) => expect(overdueChangesOf(task)).toEqual(changes));
});

describe('overdue count on given days', () => {
  // Task A due 03-01 open; B due 03-05 completed 03-09; C due 03-08 completed 03-08 (never overdue).
  const changes = [
    { day: '2026-03-02', delta: 1 },
    { day: '2026-03-06', delta: 1 },
    { day: '2026-03-09', delta: -1 },
  ];
  it.each([
    [['2026-03-01'], [0]],
    [['2026-03-02'], [1]],
    [
      ['2026-03-05', '2026-03-06', '2026-03-08', '2026-03-09', '2026-04-01'],
      [1, 2, 2, 1, 1],
    ],
  ])('on %j → %j', (days, counts) => expect(overdueOnDays(changes, days)).toEqual(counts));

  it('reads unsorted changes and days before any change', () => {
    expect(overdueOnDays([...changes].reverse(), ['2026-02-01', '2026-03-07'])).toEqual([0, 2]);
  });
});

describe('mean time to repair', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [3600 * 10, 1, 10],
    [3600 * 10 + 3600 * 5, 2, 7.5],
    [100, 3, 0],
    [3600 * 49, 3, 16.3],
  ])('%s s over %s repairs → %s h', (seconds, n, hours) => expect(meanTimeToRepairHours(seconds, n)).toBe(hours));
});
