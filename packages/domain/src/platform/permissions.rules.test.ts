import { describe, expect, it } from 'vitest';
import { actions, can, isOwnTask, permissions, type Action } from './permissions.rules.ts';
import { roles } from './roles.rules.ts';

/**
 * The matrix, row by row (ADR 0008). Columns: gears_admin, client_admin, manager, supervisor, technician.
 * Issue 12 item 8: technicians scan, read, create tasks and repairs, complete their own tasks, record meter readings
 * and stock use; no deletes, no financial fields, no company-wide clears. client_admin: all client actions.
 */
const matrix: [Action, string][] = [
  ['account.self', 'Y Y Y Y Y'],
  ['equipment.read', 'Y Y Y Y Y'],
  ['equipment.create', 'Y Y Y Y -'],
  ['equipment.edit', 'Y Y Y Y -'],
  ['equipment.editFinancials', 'Y Y Y - -'],
  ['equipment.delete', 'Y Y Y - -'],
  ['equipment.import', 'Y Y Y - -'],
  ['customFields.manage', 'Y Y Y - -'],
  ['equipment.linkDocuments', 'Y Y Y - -'],
  ['scans.create', 'Y Y Y Y Y'],
  ['scans.delete', 'Y Y Y Y -'],
  ['scans.clearHistory', 'Y Y - - -'],
  ['tasks.create', 'Y Y Y Y Y'],
  ['tasks.workOwn', 'Y Y Y Y Y'],
  ['tasks.edit', 'Y Y Y Y -'],
  ['tasks.completeAny', 'Y Y Y Y -'],
  ['tasks.delete', 'Y Y Y Y -'],
  ['repairs.submit', 'Y Y Y Y Y'],
  ['repairs.decide', 'Y Y Y Y -'],
  ['repairs.complete', 'Y Y Y Y Y'],
  ['meter.record', 'Y Y Y Y Y'],
  ['parts.read', 'Y Y Y Y Y'],
  ['parts.edit', 'Y Y Y Y -'],
  ['parts.editCost', 'Y Y Y - -'],
  ['parts.delete', 'Y Y Y - -'],
  ['stock.use', 'Y Y Y Y Y'],
  ['stock.receiveAdjust', 'Y Y Y Y -'],
  ['quotes.read', 'Y Y Y Y Y'],
  ['quotes.request', 'Y Y Y Y -'],
  ['quotes.delete', 'Y Y Y - -'],
  ['quotes.respond', 'Y Y Y - -'],
  ['quotes.price', 'Y - - - -'],
  ['ledger.read', 'Y Y Y Y Y'],
  ['ledger.manage', 'Y - - - -'],
  ['invoices.pay', 'Y Y Y - -'],
  ['team.read', 'Y Y Y Y Y'],
  ['team.manage', 'Y Y - - -'],
  ['billing.read', 'Y Y Y Y Y'],
  ['billing.manage', 'Y Y - - -'],
  ['company.read', 'Y Y Y Y Y'],
  ['company.settings', 'Y Y - - -'],
  ['reviews.write', 'Y Y Y - -'],
  ['jobSites.manage', 'Y Y Y Y -'],
  ['assignments.checkOut', 'Y Y Y Y Y'],
  ['assignments.manage', 'Y Y Y Y -'],
  ['reservations.create', 'Y Y Y Y Y'],
  ['reservations.decide', 'Y Y Y Y -'],
  ['lifecycle.edit', 'Y Y Y - -'],
  ['fleet.manageSources', 'Y Y Y - -'],
  ['fleet.assignTrackers', 'Y Y Y Y -'],
  ['fleet.acknowledgeAlerts', 'Y Y Y Y -'],
  ['fleet.recordCosts', 'Y Y Y - -'],
  ['fleet.recordSensors', 'Y Y Y Y Y'],
  ['notes.read', 'Y Y Y Y Y'],
  ['notes.create', 'Y Y Y Y Y'],
  ['notes.manageAll', 'Y Y - - -'],
  ['admin.provider', 'Y - - - -'],
  ['admin.impersonate', 'Y - - - -'],
];

describe('the permission table (role × action)', () => {
  it('states every action once', () => {
    expect(matrix.map(([a]) => a).sort()).toEqual([...actions].sort());
  });

  it.each(matrix)('%s: %s', (act, row) => {
    const flags = row.split(' ').map((f) => f === 'Y');
    expect(roles.map((role) => can(role, act))).toEqual(flags);
  });

  it('gives provider staff every action and the client admin every client action', () => {
    expect(actions.filter((a) => !can('gears_admin', a))).toEqual([]);
    expect(actions.filter((a) => !can('client_admin', a))).toEqual([
      'quotes.price',
      'ledger.manage',
      'admin.provider',
      'admin.impersonate',
    ]);
  });

  it('never lets a technician delete, touch money fields or clear the company', () => {
    const refused = actions.filter((a) => /delete|Financials|Cost|clear|pay|import|manage|respond|price/i.test(a));
    expect(refused.filter((a) => can('technician', a))).toEqual([]);
  });

  it.each([['operator'], [''], [null], [undefined], ['GEARS_ADMIN']])('an unknown role (%s) may do nothing', (role) => {
    expect(actions.filter((a) => can(role, a))).toEqual([]);
  });

  it('lists only known roles', () => {
    for (const granted of Object.values(permissions)) expect(granted.every((r) => (roles as readonly string[]).includes(r))).toBe(true);
  });
});

describe('own task', () => {
  const me = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  it.each<[string, { isMine: boolean; assignees: unknown[]; createdBy: string | null }, boolean]>([
    ['assigned to me', { isMine: true, assignees: [{}], createdBy: other }, true],
    ['assigned to me among others', { isMine: true, assignees: [{}, {}], createdBy: null }, true],
    ['unassigned, created by me', { isMine: false, assignees: [], createdBy: me }, true],
    ['unassigned, created by someone else', { isMine: false, assignees: [], createdBy: other }, false],
    ['unassigned, creator unknown', { isMine: false, assignees: [], createdBy: null }, false],
    ['created by me but assigned to someone else', { isMine: false, assignees: [{}], createdBy: me }, false],
  ])('%s → %s', (_label, task, expected) => expect(isOwnTask(task, me)).toBe(expected));
});
