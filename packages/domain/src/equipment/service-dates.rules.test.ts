import { describe, expect, it } from 'vitest';
import { serviceDatesOf, type ServiceFacts } from './service-dates.rules.ts';

const none: ServiceFacts = { recordedLast: null, recordedNext: null, lastCompletedOn: null, nextDueDate: null, nextDueHours: null };

describe('serviceDatesOf (issue 13 item 7: derived from the tasks, never stale)', () => {
  it.each<
    [string, Partial<ServiceFacts>, { lastServiceDate: string | null; nextServiceDate: string | null; nextServiceHours: number | null }]
  >([
    ['nothing known', {}, { lastServiceDate: null, nextServiceDate: null, nextServiceHours: null }],
    ['open task only', { nextDueDate: '2026-07-01' }, { lastServiceDate: null, nextServiceDate: '2026-07-01', nextServiceHours: null }],
    [
      'hours-based open task',
      { nextDueDate: '2026-07-01', nextDueHours: 350 },
      { lastServiceDate: null, nextServiceDate: '2026-07-01', nextServiceHours: 350 },
    ],
    [
      'completed task only',
      { lastCompletedOn: '2026-05-02' },
      { lastServiceDate: '2026-05-02', nextServiceDate: null, nextServiceHours: null },
    ],
    [
      'recorded dates, no tasks',
      { recordedLast: '2024-01-05', recordedNext: '2026-08-01' },
      { lastServiceDate: '2024-01-05', nextServiceDate: '2026-08-01', nextServiceHours: null },
    ],
    [
      'recorded next, an open task is earlier or later: the task wins',
      { recordedNext: '2026-08-01', nextDueDate: '2026-09-01' },
      { lastServiceDate: null, nextServiceDate: '2026-09-01', nextServiceHours: null },
    ],
    [
      'recorded next, a task was completed since: gone',
      { recordedNext: '2026-08-01', lastCompletedOn: '2026-07-30' },
      { lastServiceDate: '2026-07-30', nextServiceDate: null, nextServiceHours: null },
    ],
    [
      'recorded last is later than the completions',
      { recordedLast: '2026-06-01', lastCompletedOn: '2026-05-02' },
      { lastServiceDate: '2026-06-01', nextServiceDate: null, nextServiceHours: null },
    ],
    [
      'completion later than the recorded last',
      { recordedLast: '2024-01-05', lastCompletedOn: '2026-05-02', nextDueDate: '2026-06-02' },
      { lastServiceDate: '2026-05-02', nextServiceDate: '2026-06-02', nextServiceHours: null },
    ],
  ])('%s', (_name, facts, expected) => expect(serviceDatesOf({ ...none, ...facts })).toEqual(expected));
});
