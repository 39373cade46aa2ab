import { describe, expect, it } from 'vitest';
import { completionRate, formatCompletionRate } from './completion.rules.ts';

describe('completion rate (spec 02 §9)', () => {
  it.each([
    [{ tasks: 0, repairs: 0, overdueTasks: 0, pendingRepairs: 0 }, 100],
    [{ tasks: 10, repairs: 0, overdueTasks: 0, pendingRepairs: 0 }, 100],
    [{ tasks: 8, repairs: 2, overdueTasks: 1, pendingRepairs: 1 }, 80],
    [{ tasks: 3, repairs: 0, overdueTasks: 1, pendingRepairs: 0 }, 66.7],
    [{ tasks: 5, repairs: 1, overdueTasks: 0, pendingRepairs: 1 }, 83.3],
    [{ tasks: 2, repairs: 2, overdueTasks: 2, pendingRepairs: 2 }, 0],
  ])('%j → %s', (counts, expected) => expect(completionRate(counts)).toBe(expected));

  it('shows one decimal', () => {
    expect(formatCompletionRate(100)).toBe('100.0%');
    expect(formatCompletionRate(66.7)).toBe('66.7%');
  });
});
