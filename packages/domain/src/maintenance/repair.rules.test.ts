import { describe, expect, it } from 'vitest';
import { isPendingRepair, repairTransition, type RepairAction, type RepairStatus } from './repair.rules.ts';

describe('repair transitions (spec 02 §4)', () => {
  it.each<[RepairStatus, RepairAction, RepairStatus | null]>([
    ['submitted', 'approve', 'approved'],
    ['submitted', 'decline', 'declined'],
    ['submitted', 'complete', null],
    ['approved', 'complete', 'completed'],
    ['approved', 'approve', null],
    ['approved', 'decline', null],
    ['declined', 'approve', null],
    ['declined', 'complete', null],
    ['declined', 'decline', null],
    ['completed', 'approve', null],
    ['completed', 'decline', null],
    ['completed', 'complete', null],
  ])('%s + %s → %s', (from, action, to) => expect(repairTransition(from, action)).toBe(to));

  it('counts submitted as pending', () => {
    expect(['submitted', 'approved', 'declined', 'completed'].map(isPendingRepair)).toEqual([true, false, false, false]);
  });
});
