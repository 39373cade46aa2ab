import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.rules.ts';

describe('safeReturnTo (spec 01 §2: returnTo, default /dashboard, same-site paths only)', () => {
  it.each([
    [undefined, '/dashboard'],
    ['', '/dashboard'],
    ['/settings', '/settings'],
    ['%2Fdashboard%2Fadmin', '/dashboard/admin'],
    ['/dashboard/equipment?status=active', '/dashboard/equipment?status=active'],
    ['https://evil.example/steal', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['%2F%2Fevil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['/auth?returnTo=/x', '/dashboard'],
    ['%E0%A4%A', '/dashboard'],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });
});
