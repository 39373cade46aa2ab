import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.rules.ts';
import { passwordProblem } from './password.rules.ts';
import { isAdminRole } from './roles.rules.ts';
import { isUuid } from './uuid.rules.ts';

describe('isUuid (spec 01 §5: version 1 to 5)', () => {
  it.each([
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', true],
    ['6fa459ea-ee8a-3ca4-894e-db77e160355e', true],
    ['16fd2706-8baf-433b-82eb-8c7fada847da', true],
    ['886313e1-3b8a-5372-9b90-0c9aee199e5d', true],
    ['00000000-0000-0000-0000-000000000000', false],
    ['16fd2706-8baf-633b-82eb-8c7fada847da', false],
    ['GEARS_ADMIN', false],
    ['Northwind Construction', false],
  ])('%s → %s', (value, expected) => expect(isUuid(value)).toBe(expected));
});

describe('greetingFor (spec 01 §2: morning before 12, afternoon 12–17, evening from 17)', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('%i h → %s', (hour, expected) => expect(greetingFor(hour)).toBe(expected));
});

describe('passwordProblem (DESIGN §4: 8–128 characters, not common)', () => {
  it.each([
    ['short', 'Password must be at least 8 characters.'],
    ['x'.repeat(129), 'Password must be at most 128 characters.'],
    ['Password123', 'This password is too common. Choose another.'],
    ['correct horse battery', null],
    ['12345678x', null],
  ])('%s', (value, expected) => expect(passwordProblem(value)).toBe(expected));
});

describe('isAdminRole (admin status comes from the stored role only)', () => {
  it.each([
    ['gears_admin', true],
    ['client_admin', false],
    ['manager', false],
    [null, false],
  ])('%s → %s', (value, expected) => expect(isAdminRole(value)).toBe(expected));
});
