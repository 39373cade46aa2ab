import { describe, expect, it } from 'vitest';
import { maintenanceMessages as m } from './messages.ts';

describe('maintenance messages read as English', () => {
  it.each<[string, string, string]>([
    ['approved', 'approve', 'This repair request is already approved.'],
    ['declined', 'decline', 'This repair request is already declined.'],
    ['completed', 'complete', 'This repair request is already completed.'],
    ['approved', 'decline', 'An approved repair request cannot be declined.'],
    ['declined', 'approve', 'A declined repair request cannot be approved.'],
    ['submitted', 'complete', 'A submitted repair request cannot be completed.'],
    ['completed', 'approve', 'A completed repair request cannot be approved.'],
  ])('repair %s + %s → %s', (status, action, expected) => expect(m.repairTransition(status, action)).toBe(expected));

  it.each<[string, string, string]>([
    ['in_progress', 'pending', 'An in progress task cannot become pending.'],
    ['completed', 'in_progress', 'A completed task cannot become in progress.'],
  ])('task %s → %s', (from, to, expected) => expect(m.statusChange(from, to)).toBe(expected));

  it('names the task when a provider admin must choose its company', () => {
    expect(m.chooseTaskCompany).toBe('Choose the company for this task (companyId).');
  });
});
