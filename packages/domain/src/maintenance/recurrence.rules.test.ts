import { describe, expect, it } from 'vitest';
import { maintenanceMessages as m } from './messages.ts';
import {
  intervalMonthsOf,
  nextCalendarDate,
  nextOccurrence,
  scheduleProblem,
  type CompletedOccurrence,
  type ScheduleInput,
} from './recurrence.rules.ts';

describe('nextCalendarDate: first step after a date, counted from the anchor', () => {
  it.each([
    ['weekly', '2026-03-02', '2026-03-02', '2026-03-09'],
    ['weekly', '2026-03-02', '2026-03-10', '2026-03-16'],
    ['monthly', '2026-01-31', '2026-01-31', '2026-02-28'],
    ['monthly', '2024-01-31', '2024-01-31', '2024-02-29'],
    // Counting from the anchor, the 31st comes back after February.
    ['monthly', '2026-01-31', '2026-02-28', '2026-03-31'],
    ['monthly', '2026-01-31', '2026-03-31', '2026-04-30'],
    ['quarterly', '2026-11-30', '2026-11-30', '2027-02-28'],
    ['semi_annual', '2027-08-31', '2027-08-31', '2028-02-29'],
    ['annual', '2024-02-29', '2024-02-29', '2025-02-28'],
    ['annual', '2024-02-29', '2027-03-01', '2028-02-29'],
  ] as const)('%s from %s after %s → %s', (type, anchor, after, expected) => expect(nextCalendarDate(type, anchor, after)).toBe(expected));

  it('has no calendar step for none and custom_hours', () => {
    expect(nextCalendarDate('none', '2026-01-01', '2026-01-01')).toBeNull();
    expect(nextCalendarDate('custom_hours', '2026-01-01', '2026-01-01')).toBeNull();
    expect([
      intervalMonthsOf('monthly'),
      intervalMonthsOf('quarterly'),
      intervalMonthsOf('semi_annual'),
      intervalMonthsOf('annual'),
      intervalMonthsOf('weekly'),
    ]).toEqual([1, 3, 6, 12, null]);
  });
});

const base: CompletedOccurrence = {
  recurrence: 'monthly',
  intervalHours: null,
  anchorDate: '2026-01-31',
  dueDate: '2026-01-31',
  startedOn: '2026-01-01',
  completedOn: '2026-01-30',
  completionHours: null,
  averageDailyHours: null,
};

describe('nextOccurrence', () => {
  it.each<[string, Partial<CompletedOccurrence>, ReturnType<typeof nextOccurrence>]>([
    ['one-off', { recurrence: 'none' }, null],
    [
      'monthly, done early: next step of the fixed schedule',
      {},
      { dueDate: '2026-02-28', anchorDate: '2026-01-31', dueHours: null, hoursBaseline: null },
    ],
    [
      'monthly in a leap year',
      { anchorDate: '2024-01-31', dueDate: '2024-01-31', completedOn: '2024-01-31' },
      { dueDate: '2024-02-29', anchorDate: '2024-01-31', dueHours: null, hoursBaseline: null },
    ],
    [
      'monthly, done late: skips steps already past',
      { completedOn: '2026-03-05' },
      { dueDate: '2026-03-31', anchorDate: '2026-01-31', dueHours: null, hoursBaseline: null },
    ],
    [
      'weekly',
      { recurrence: 'weekly', anchorDate: '2026-03-02', dueDate: '2026-03-02', completedOn: '2026-03-02' },
      { dueDate: '2026-03-09', anchorDate: '2026-03-02', dueHours: null, hoursBaseline: null },
    ],
    [
      '6 months or 250 h, whichever first: both clocks restart at the service',
      {
        recurrence: 'semi_annual',
        intervalHours: 250,
        anchorDate: '2026-01-31',
        dueDate: '2026-07-31',
        completedOn: '2026-05-20',
        completionHours: 1250,
      },
      { dueDate: '2026-11-20', anchorDate: '2026-05-20', dueHours: 1500, hoursBaseline: 1250 },
    ],
    [
      'hours only, with usage: due date forecast from average daily hours',
      { recurrence: 'custom_hours', intervalHours: 250, completedOn: '2026-03-01', completionHours: 1000, averageDailyHours: 8 },
      { dueDate: '2026-04-02', anchorDate: '2026-04-02', dueHours: 1250, hoursBaseline: 1000 },
    ],
    [
      'hours only, no usage yet: the same number of days as the last occurrence',
      {
        recurrence: 'custom_hours',
        intervalHours: 100,
        startedOn: '2026-01-01',
        dueDate: '2026-01-31',
        completedOn: '2026-02-10',
        completionHours: null,
      },
      { dueDate: '2026-03-12', anchorDate: '2026-03-12', dueHours: 100, hoursBaseline: 0 },
    ],
  ])('%s', (_, overrides, expected) => expect(nextOccurrence({ ...base, ...overrides })).toEqual(expected));
});

describe('scheduleProblem', () => {
  const ok: ScheduleInput = { type: 'maintenance', isRepairRequest: false, recurrence: 'none', intervalHours: null, equipmentId: 'e' };
  it.each<[Partial<ScheduleInput>, string | null]>([
    [{}, null],
    [{ recurrence: 'monthly' }, null],
    [{ recurrence: 'custom_hours', intervalHours: 250 }, null],
    [{ recurrence: 'quarterly', intervalHours: 500 }, null],
    [{ recurrence: 'custom_hours' }, m.recurrenceNeedsHours],
    [{ recurrence: 'custom_hours', intervalHours: 0 }, m.hoursIntervalPositive],
    [{ recurrence: 'monthly', intervalHours: -5 }, m.hoursIntervalPositive],
    [{ intervalHours: 100 }, m.hoursNeedRecurrence],
    [{ recurrence: 'monthly', type: 'repair' }, m.recurrenceNotForRepairs],
    [{ recurrence: 'weekly', isRepairRequest: true }, m.recurrenceNotForRepairs],
    [{ recurrence: 'custom_hours', intervalHours: 100, equipmentId: null }, m.hoursNeedEquipment],
    [{ recurrence: 'monthly', equipmentId: null }, null],
  ])('%j → %s', (overrides, expected) => expect(scheduleProblem({ ...ok, ...overrides })).toBe(expected));
});
