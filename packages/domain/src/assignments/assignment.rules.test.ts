import { describe, expect, it } from 'vitest';
import {
  assignmentDisplayStatusOf,
  checkOutBlocker,
  isAssignmentOverdue,
  isSelfCheckOut,
  mayCheckIn,
  type CheckOutState,
} from './assignment.rules.ts';
import { checkOutInput } from './assignment.schema.ts';
import { assignmentMessages as m } from './messages.ts';

describe('overdue: active and past its expected return date (spec 02 §4), derived, never stored', () => {
  it.each([
    ['active', '2026-03-09', '2026-03-10', true, 'overdue'],
    ['active', '2026-03-10', '2026-03-10', false, 'active'],
    ['active', '2026-03-11', '2026-03-10', false, 'active'],
    ['active', null, '2030-01-01', false, 'active'],
    ['returned', '2026-03-01', '2026-03-10', false, 'returned'],
  ] as const)('%s due %s on %s → overdue %s (%s)', (status, expectedReturnDate, today, overdue, display) => {
    expect(isAssignmentOverdue({ status, expectedReturnDate }, today)).toBe(overdue);
    expect(assignmentDisplayStatusOf({ status, expectedReturnDate }, today)).toBe(display);
  });
});

describe('who may check in: the holder, or supervisors and up (assignments.manage)', () => {
  const me = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';
  it.each([
    [me, false, true],
    [other, false, false],
    [null, false, false],
    [other, true, true],
    [null, true, true],
  ])('holder %s, may manage %s → %s', (holderUserId, canManage, expected) => {
    expect(mayCheckIn({ holderUserId }, me, canManage)).toBe(expected);
  });

  it.each([
    [{ assignedToType: 'employee', userId: me }, true],
    [{ assignedToType: 'team_member', userId: me }, true],
    [{ assignedToType: 'employee', userId: other }, false],
    [{ assignedToType: 'project', userId: null }, false],
    [{ assignedToType: 'job_site', userId: null }, false],
  ] as const)('check-out %o is to oneself: %s', (input, expected) => {
    expect(isSelfCheckOut(input, me)).toBe(expected);
  });
});

describe('check-out availability (spec 02 §4: available, not in maintenance or retired)', () => {
  const free: CheckOutState = {
    status: 'active',
    assignmentStatus: 'available',
    isArchived: false,
    hasOpenTask: false,
    reservedByOther: false,
  };
  it.each([
    [{}, null],
    [{ status: 'idle' }, null],
    [{ assignmentStatus: 'assigned' }, 'assigned'],
    [{ assignmentStatus: 'assigned', status: 'maintenance' }, 'assigned'],
    [{ status: 'maintenance' }, 'maintenance'],
    [{ status: 'repair' }, 'maintenance'],
    [{ status: 'out_of_service' }, 'maintenance'],
    [{ hasOpenTask: true }, 'maintenance'],
    [{ assignmentStatus: 'maintenance' }, 'maintenance'],
    [{ assignmentStatus: 'reserved' }, null],
    [{ status: 'retired' }, 'retired'],
    [{ status: 'inactive' }, 'retired'],
    [{ assignmentStatus: 'retired' }, 'retired'],
    [{ isArchived: true }, 'retired'],
    [{ reservedByOther: true }, 'reserved'],
  ] as const)('%o → %s', (change, expected) => {
    expect(checkOutBlocker({ ...free, ...change })).toBe(expected);
  });
});

describe('check-out input (spec 02 §7)', () => {
  const equipmentId = '33333333-3333-4333-8333-333333333333';
  const first = (input: unknown) => {
    const r = checkOutInput.safeParse(input);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it.each([
    [{ assignedToType: 'project', name: 'Bridge' }, m.selectAsset],
    [{ equipmentId, assignedToType: 'employee' }, m.choosePerson],
    [{ equipmentId, assignedToType: 'job_site' }, m.chooseJobSite],
    [{ equipmentId, assignedToType: 'project', name: '  ' }, m.nameRequired],
    [{ equipmentId, assignedToType: 'location' }, m.nameRequired],
    [{ equipmentId }, m.typeRequired],
    [{ equipmentId, assignedToType: 'project', name: 'Bridge', expectedReturnDate: '2026-02-30' }, 'Not a valid date'],
    [{ equipmentId, assignedToType: 'project', name: 'Bridge' }, null],
  ])('%o → %s', (input, message) => {
    const got = first(input);
    if (message === 'Not a valid date') expect(got).not.toBeNull();
    else expect(got).toBe(message);
  });
});
