import { describe, expect, it } from 'vitest';
import { maintenanceMessages as m } from './messages.ts';
import { createTaskInput, editTaskFormInput } from './task.schema.ts';

const equipmentId = '0b9a1c8e-3a2f-4d6e-9c1b-2f3e4d5c6b7a';
const issue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const first = result.error?.issues[0];
  return first ? [first.path.join('.'), first.message] : null;
};

describe('createTaskInput: the rules the Schedule dialog shows before sending (spec 02 §5)', () => {
  const base = { title: 'Starter grinds', dueDate: '2030-01-15' };
  it.each<[string, Record<string, unknown>, [string, string] | null]>([
    ['a repair request without equipment', { isRepairRequest: true }, ['equipmentId', m.repairNeedsEquipment]],
    ['a repair request with equipment', { isRepairRequest: true, equipmentId }, null],
    ['no title', { title: '' }, ['', m.missingInformation]],
  ])('%s', (_, overrides, expected) => {
    expect(issue(createTaskInput.safeParse({ ...base, ...overrides }))).toEqual(expected);
  });
});

describe('editTaskFormInput: the edit dialog checks the whole task', () => {
  const full = {
    title: 'Oil change',
    dueDate: '2030-01-15',
    type: 'maintenance',
    maintenanceType: null,
    recurrence: 'none',
    intervalHours: null,
    equipmentId: null,
  };
  it.each<[string, Record<string, unknown>, boolean, [string, string] | null]>([
    ['a whole, valid task', {}, false, null],
    ['no title', { title: undefined }, false, ['', m.missingInformation]],
    ['hours without equipment', { recurrence: 'custom_hours', intervalHours: 250 }, false, ['recurrence', m.hoursNeedEquipment]],
    ['a repeating repair request', { recurrence: 'monthly' }, true, ['recurrence', m.recurrenceNotForRepairs]],
    [
      'a maintenance kind on a repair',
      { type: 'repair', maintenanceType: 'lubrication' },
      false,
      ['maintenanceType', m.kindDoesNotFitType],
    ],
  ])('%s', (_, overrides, isRepairRequest, expected) => {
    expect(issue(editTaskFormInput(isRepairRequest).safeParse({ ...full, ...overrides }))).toEqual(expected);
  });
});
