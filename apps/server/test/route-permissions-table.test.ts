import { describe, expect, it } from 'vitest';
import { composeRoutePermissions, publicRoute } from '../src/platform/route-permissions.ts';
import { routePermissions } from '../src/route-permissions.ts';
import before from './fixtures/route-permissions.before.json' with { type: 'json' };

/**
 * The permission table was one 400-line file; it is now composed from each module's part. The fixture is the old
 * table's every entry (281), taken before the split: each is still there with the same action, and at the split the two
 * tables were equal. Routes added since are checked against the roles by role-permissions.test.ts.
 */
describe('the composed route permission table', () => {
  it('keeps every entry of the single table it replaced, with the same action', () => {
    const kept = Object.fromEntries(Object.keys(before).map((route) => [route, routePermissions[route]]));
    expect(kept).toEqual(before);
    expect(Object.keys(before)).toHaveLength(281);
  });

  it('refuses a route named by two parts', () => {
    expect(() => composeRoutePermissions([{ 'GET /api/x': publicRoute }, { 'GET /api/x': 'account.self' }])).toThrow(
      'Route GET /api/x is named twice in the permission table',
    );
  });
});
