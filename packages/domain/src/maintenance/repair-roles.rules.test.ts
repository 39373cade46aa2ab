import { describe, expect, it } from 'vitest';
import { canActOnRepair, canDecideRepair } from './repair-roles.rules.ts';

describe('who may act on a repair request', () => {
  it.each<[string, 'submit' | 'approve' | 'decline' | 'complete', boolean]>([
    ['gears_admin', 'approve', true], ['gears_admin', 'decline', true], ['gears_admin', 'submit', true], ['gears_admin', 'complete', true],
    ['client_admin', 'approve', true], ['client_admin', 'decline', true], ['client_admin', 'submit', true], ['client_admin', 'complete', true],
    ['manager', 'approve', true], ['manager', 'decline', true], ['manager', 'submit', true], ['manager', 'complete', true],
    ['supervisor', 'approve', true], ['supervisor', 'decline', true], ['supervisor', 'submit', true], ['supervisor', 'complete', true],
    ['technician', 'approve', false], ['technician', 'decline', false], ['technician', 'submit', true], ['technician', 'complete', true],
    // Unknown or missing roles may do nothing.
    ['operator', 'approve', false], ['operator', 'submit', false], ['', 'complete', false],
  ])('%s may %s: %s', (role, action, allowed) => expect(canActOnRepair(role, action)).toBe(allowed));

  it.each([['client_admin', true], ['manager', true], ['supervisor', true], ['gears_admin', true], ['technician', false]])(
    '%s decides repairs: %s', (role, allowed) => expect(canDecideRepair(role as string)).toBe(allowed),
  );
});
