import { randomBytes } from 'node:crypto';
import { signPayload } from '../src/modules/payments/webhook-signature.ts';
import { latestEmailTo, sessionCookieOf, uniqueIp, type TestApp } from './harness.ts';

let counter = 0;
export const uniqueName = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export const signupBody = (overrides: Record<string, unknown> = {}) => {
  const id = uniqueName();
  return {
    planId: 'basic',
    period: 'monthly',
    name: 'Casey Quarry',
    email: `owner-${id}@example.test`,
    password: 'gravel pit forever',
    companyName: `Quarry ${id}`,
    ...overrides,
  };
};

export type SignedUp = { cookie: string; companyId: string; userId: string; body: Record<string, unknown>; trial: Record<string, unknown> };

/** The token of the newest sign-up confirmation link emailed to an address (issue 12 item 7). */
export async function confirmationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await latestEmailTo(t.db, email);
  const link = mail?.template === 'signup_confirm' ? mail.body_text.match(/https?:\/\/\S+/)?.[0] : undefined;
  if (!link) throw new Error(`no confirmation link was emailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** Signs up as a visitor on /signup-with-plan would: the form (POST /api/public/signup), then the emailed link. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = signupBody(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/public/signup', payload: body, remoteAddress: uniqueIp() });
  if (res.statusCode !== 202) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const token = await confirmationTokenFor(t, String(body.email));
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/public/signup/confirm',
    payload: { token },
    remoteAddress: uniqueIp(),
  });
  if (confirmed.statusCode !== 201) throw new Error(`signup confirmation failed ${confirmed.statusCode}: ${confirmed.body}`);
  const json = confirmed.json();
  return { cookie: sessionCookieOf(confirmed), companyId: json.me.user.companyId, userId: json.me.user.id, body, trial: json.trial };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const caller = (t: TestApp) => (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
    remoteAddress: uniqueIp(),
  });

export async function subscriptionRow(t: TestApp, companyId: string) {
  return (await t.db.query<Record<string, unknown>>('select * from subscriptions where company_id = $1', [companyId]))[0] ?? null;
}

/** A card the built-in test checkout accepts. */
export const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Casey Quarry' };

/** Posts a payment event to the webhook signed with `secret`, as Stripe (or the test checkout) would. */
export function deliverWebhook(t: TestApp, event: Record<string, unknown>, secret: string) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, secret) },
  });
}
