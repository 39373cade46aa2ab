import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, refusalMessage, roles, type Action, type Role } from '@gears/domain';
import { apiRoutesOf, publicRoute } from '../src/platform/route-permissions.ts';
import { routePermissions } from '../src/route-permissions.ts';
import { zohoEnv } from './connector-zoho-fake.ts';
import { createTestApp, insertCompany, insertUser, signIn, uniqueIp, type TestApp } from './harness.ts';

/**
 * ADR 0008: every registered route × every role against the permission table. Placeholder ids and an empty body:
 * a refused role gets 403 with the action's refusal whatever it sent; an allowed role never gets that refusal
 * (it gets 404, 400, 409 or an answer — its own checks run).
 */

// Acts of the client as a party: provider staff hold every action, but the services refuse them these, impersonating or
// not (who acts, not which role — ADR 0008), so for gears_admin the walk accepts a 403 here.
const clientPartyActs: readonly Action[] = ['quotes.respond', 'invoices.pay', 'billing.manage', 'reviews.write'];

const placeholder = (name: string): string => {
  if (name === 'token') return 'a'.repeat(40);
  if (name === 'code') return 'NO-SUCH-CODE';
  if (name === 'type') return 'invoice';
  return randomUUID();
};
const urlOf = (pattern: string): string => pattern.replace(/:(\w+)/g, (_m, name: string) => placeholder(name)).replace(/\*$/, 'x');

describe(`route × role permissions (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    // Connector routes exist only when it is configured; nothing listens on port 9, so no call leaves the machine.
    t = await createTestApp(zohoEnv('http://127.0.0.1:9'));
    const company = await insertCompany(t.db, { tier: 'enterprise' });
    for (const role of roles) {
      const user = await insertUser(t.db, role === 'gears_admin' ? { role } : { role, companyId: company.id });
      cookies[role] = await signIn(t.app, user);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it('names every registered /api route in the table, and nothing that is not registered', () => {
    const registered = apiRoutesOf(t.app);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((r) => !(r in routePermissions))).toEqual([]);
    // The API docs are registered before the permission hook (app.ts) and are public.
    const stale = Object.keys(routePermissions).filter((r) => !registered.includes(r) && !r.includes(' /api/docs'));
    expect(stale).toEqual([]);
  });

  it('refuses a signed-out caller on every route that is not public (401)', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutesOf(t.app)) {
      if (routePermissions[route] === publicRoute) continue;
      const [method, pattern] = route.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: urlOf(pattern),
        remoteAddress: uniqueIp(),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) wrong.push(`${route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it.each(roles.map((role) => [role]))(
    '%s: every route answers as the table says',
    async (role) => {
      const wrong: string[] = [];
      for (const route of apiRoutesOf(t.app)) {
        const needed = routePermissions[route];
        if (needed === undefined || needed === publicRoute) continue;
        // The live event stream never ends, so inject would wait for ever; live-events.test.ts opens it as every role.
        if (route === 'GET /api/events') continue;
        const [method, pattern] = route.split(' ') as [string, string];
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(pattern),
          headers: { cookie: cookies[role] },
          remoteAddress: uniqueIp(),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && res.json().error?.message === refusalMessage(needed);
        if (can(role, needed)) {
          const partyRefusal = role === 'gears_admin' && clientPartyActs.includes(needed) && res.statusCode === 403;
          if (refused && !partyRefusal) wrong.push(`${route} (${needed}) refused`);
          if (res.statusCode === 401 || res.statusCode >= 500)
            wrong.push(`${route} (${needed}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (!refused) {
          wrong.push(`${route} (${needed}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    180_000,
  );
});
