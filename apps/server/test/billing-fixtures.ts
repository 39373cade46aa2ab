import { randomBytes } from 'node:crypto';
import { sessionCookieOf, uniqueIp, type TestApp } from './harness.ts';

let counter = 0;
export const uniqueName = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export const signupBody = (overrides: Record<string, unknown> = {}) => {
  const id = uniqueName();
  return { planId: 'basic', period: 'monthly', name: 'Casey Quarry', email: `owner-${id}@example.test`, password: 'gravel pit forever', companyName: `Quarry ${id}`, ...overrides };
};

export type SignedUp = { cookie: string; companyId: string; userId: string; body: Record<string, unknown>; trial: Record<string, unknown> };

/** Signs up through POST /api/public/signup, as a visitor on /signup-with-plan would. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = signupBody(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/public/signup', payload: body, remoteAddress: uniqueIp() });
  if (res.statusCode !== 201) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const json = res.json();
  return { cookie: sessionCookieOf(res), companyId: json.me.user.companyId, userId: json.me.user.id, body, trial: json.trial };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const caller = (t: TestApp) => (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });

export async function subscriptionRow(t: TestApp, companyId: string) {
  return (await t.db.query<Record<string, unknown>>('select * from subscriptions where company_id = $1', [companyId]))[0] ?? null;
}
