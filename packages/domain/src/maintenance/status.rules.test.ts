import { describe, expect, it } from 'vitest';
import {
  canChangeTaskStatus,
  kindFitsType,
  normalizeTaskStatus,
  taskDueState,
  taskStatusTone,
  type TaskDueInput,
  type TaskStatus,
} from './status.rules.ts';

describe('task status transitions (ADR 0004)', () => {
  it.each<[TaskStatus, TaskStatus, boolean]>([
    ['pending', 'in_progress', true],
    ['pending', 'completed', true],
    ['pending', 'cancelled', true],
    ['pending', 'pending', false],
    ['in_progress', 'pending', true],
    ['in_progress', 'completed', true],
    ['in_progress', 'cancelled', true],
    ['completed', 'pending', false],
    ['completed', 'in_progress', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'pending', true],
    ['cancelled', 'in_progress', false],
    ['cancelled', 'completed', false],
  ])('%s → %s: %s', (from, to, allowed) => expect(canChangeTaskStatus(from, to)).toBe(allowed));
});

describe('taskDueState: overdue derived from the due date and the meter', () => {
  const t: TaskDueInput = { status: 'pending', dueDate: '2026-03-10', dueHours: null, currentHours: null, today: '2026-03-10' };
  it.each<[Partial<TaskDueInput>, boolean, string | null, string]>([
    [{}, false, null, 'pending'],
    [{ today: '2026-03-11' }, true, 'date', 'overdue'],
    [{ status: 'in_progress', today: '2026-03-11' }, true, 'date', 'overdue'],
    [{ status: 'in_progress' }, false, null, 'in_progress'],
    [{ status: 'completed', today: '2027-01-01' }, false, null, 'completed'],
    [{ status: 'cancelled', today: '2027-01-01' }, false, null, 'cancelled'],
    [{ dueHours: 500, currentHours: 499.9 }, false, null, 'pending'],
    [{ dueHours: 500, currentHours: 500 }, true, 'hours', 'overdue'],
    [{ dueHours: 500, currentHours: null }, false, null, 'pending'],
    [{ dueHours: 500, currentHours: 600, today: '2026-03-12' }, true, 'date', 'overdue'],
  ])('%j → overdue %s by %s, shown %s', (o, overdue, by, shown) =>
    expect(taskDueState({ ...t, ...o })).toEqual({ isOverdue: overdue, overdueBy: by, displayStatus: shown }),
  );
});

describe('status words', () => {
  it.each([
    ['scheduled', 'pending'],
    ['In Progress', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['cancelled', 'cancelled'],
    ['overdue', null],
    ['done', null],
  ])('normalizeTaskStatus(%s) → %s', (raw, expected) => expect(normalizeTaskStatus(raw)).toBe(expected));
  it.each([
    ['completed', 'success'],
    ['in_progress', 'progress'],
    ['overdue', 'destructive'],
    ['pending', 'destructive'],
  ] as const)('%s shows %s (spec 02 §4)', (s, tone) => expect(taskStatusTone(s)).toBe(tone));
  it.each([
    ['maintenance', 'lubrication', true],
    ['maintenance', 'calibration', true],
    ['maintenance', 'hydraulic_repair', false],
    ['repair', 'hydraulic_repair', true],
    ['repair', 'inspection', false],
    ['repair', null, true],
  ] as const)('%s with %s fits: %s', (type, kind, ok) => expect(kindFitsType(type, kind)).toBe(ok));
});
