import { describe, expect, it } from 'vitest';
import { bulkTaskShape, bulkTaskTitle, isPastDate } from './bulk.rules.ts';
import { groupAssignableMembers } from './team.rules.ts';
import { taskNumberFrom, taskNumberPattern } from './task-number.rules.ts';

const member = (name: string, role: string) => ({ id: name, name, email: `${name}@x.test`, role, jobTitle: null });

describe('assignable members grouped in the spec order (spec 02 §5)', () => {
  it('orders groups manager, technician, client_admin, supervisor, gears_admin, sorts names, drops empty groups', () => {
    const groups = groupAssignableMembers([
      member('Zed', 'technician'),
      member('Amy', 'supervisor'),
      member('Bob', 'manager'),
      member('Ann', 'technician'),
      member('Cy', 'client_admin'),
    ]);
    expect(groups.map((g) => [g.role, g.label, g.members.map((x) => x.name)])).toEqual([
      ['manager', 'Manager', ['Bob']],
      ['technician', 'Technician', ['Ann', 'Zed']],
      ['client_admin', 'Client Admin', ['Cy']],
      ['supervisor', 'Supervisor', ['Amy']],
    ]);
  });
  it('is empty without members', () => expect(groupAssignableMembers([])).toEqual([]));
});

describe('bulk scheduling rules (spec 02 §5)', () => {
  it.each([
    ['inspection', '2026-03-09', 'Inspection - March 2026'],
    ['preventive', '2026-12-31', 'Preventive Maintenance - December 2026'],
    ['calibration', '2027-01-01', 'Calibration - January 2027'],
  ] as const)('%s due %s → %s', (type, date, title) => expect(bulkTaskTitle(type, date)).toBe(title));

  it.each([
    ['repair', { type: 'repair', kind: null }],
    ['service', { type: 'maintenance', kind: 'service' }],
  ] as const)('%s is stored as %j', (type, shape) => expect(bulkTaskShape(type)).toEqual(shape));

  it.each([
    ['2026-03-09', '2026-03-10', true],
    ['2026-03-10', '2026-03-10', false],
    ['2026-03-11', '2026-03-10', false],
  ])('%s before %s: %s', (date, today, past) => expect(isPastDate(date, today)).toBe(past));
});

describe('task numbers (spec 01 §3)', () => {
  it('are MT- plus 8 uppercase letters or digits', () => {
    const n = taskNumberFrom(new Uint8Array([0, 25, 26, 35, 36, 61, 255, 7]));
    expect(n).toBe('MT-AZ09AZDH');
    expect(n).toMatch(taskNumberPattern);
  });
});
