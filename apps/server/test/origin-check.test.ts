import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/modules/payments/webhook-signature.ts';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { crossSiteRoutes } from '../src/platform/origin-check.ts';
import { createTestApp, insertUser, latestEmailTo, signIn, uniqueIp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, type LedgerWorld } from './ledger-fixtures.ts';

/** issue 12 item 6: cookie-authenticated writes from another site answer 403 and change nothing. */
const refused = { error: { code: 'FORBIDDEN', message: 'Cross-site request refused.' } };
const portal = 'https://portal.example.test'; // the harness's PUBLIC_URL

describe(`server-side Origin check on cookie-authenticated writes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  let user: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    const u = await insertUser(t.db, { role: 'client_admin', name: 'Original Name' });
    user = { id: u.id, cookie: await signIn(t.app, u) };
  });
  afterAll(() => t.close());

  const nameOf = async () => (await t.db.query<{ name: string }>('select name from users where id = $1', [user.id]))[0]!.name;
  const rename = (headers: Record<string, string>, name = 'Changed Name', cookie: string | null = user.cookie) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name },
      remoteAddress: uniqueIp(),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }],
    ['a sibling subdomain', { origin: 'https://attacker.portal.example.test' }],
    ['the portal over http', { origin: 'http://portal.example.test' }],
    ['the portal on another port', { origin: 'https://portal.example.test:8443' }],
    ['an Origin that is not a URL', { origin: 'portal.example.test' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin even when Sec-Fetch-Site claims same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ])('%s → 403, nothing changed', async (_label, headers) => {
    const res = await rename(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await nameOf()).toBe('Original Name');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s from a foreign origin with the cookie → 403 before any route runs', async (method) => {
    const other = await insertUser(t.db, { role: 'client_admin' });
    const cookie = await signIn(t.app, other);
    const liveSessions = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [other.id]))[0]!
        .n;
    const url = method === 'POST' ? '/api/auth/sign-out' : method === 'DELETE' ? '/api/admin/impersonation' : '/api/me';
    const res = await t.app.inject({ method, url, headers: { cookie, origin: 'https://evil.example' }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await liveSessions()).toBe(1);
  });

  it.each([
    ['the portal’s own Origin (PUBLIC_URL)', { origin: portal }, 'Name One'],
    [
      'the origin the request was sent to (the Vite dev proxy keeps Host and Origin)',
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      'Name Two',
    ],
    ['Sec-Fetch-Site same-origin without Origin', { 'sec-fetch-site': 'same-origin' }, 'Name Three'],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }, 'Name Four'],
    ['neither header (curl, an API client)', {}, 'Name Five'],
  ])('%s → the write goes through', async (_label, headers, name) => {
    const res = await rename(headers, name);
    expect(res.statusCode).toBe(200);
    expect(await nameOf()).toBe(name);
  });

  it('safe methods from a foreign origin are not refused (reading needs CORS, which the API does not grant)', async () => {
    const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('without the session cookie the rule does not apply: a public form from another site still works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/leads',
      remoteAddress: uniqueIp(),
      headers: { origin: 'https://partner.example' },
      payload: { kind: 'contact', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', message: 'Hello' },
    });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('the allow-list names routes that exist', () => {
    for (const route of crossSiteRoutes) {
      const [method, url] = route.split(' ') as ['POST', string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('the payment webhook from a foreign origin, with a cookie, still works (its signature decides)', async () => {
    const body = JSON.stringify({ id: `evt_${Date.now()}`, type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      remoteAddress: uniqueIp(),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(body, webhookSecretOf(t.config)),
        origin: 'https://evil.example',
        cookie: user.cookie,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true });
  });

  it('an invitation is accepted from a foreign origin, with another session’s cookie (the token decides)', async () => {
    const invited = await w.call(w.a.clientAdmin, 'POST', '/api/invitations', {
      email: `origin-${Date.now()}@example.test`,
      role: 'technician',
    });
    expect(invited.statusCode).toBe(201);
    const mailed = (await latestEmailTo(t.db, invited.json().invitation.email))!.body_text.match(/\/invite\/(\S+)/)![1]!;
    const token = decodeURIComponent(mailed);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${encodeURIComponent(token)}/accept`,
      remoteAddress: uniqueIp(),
      payload: { name: 'New Tech', password: 'a long passphrase' },
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'New Tech', role: 'technician' });
  });

  it('the test checkout pays from a foreign origin, with a cookie (the session id decides)', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id);
    const session = await w.call(w.a.manager, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(session.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/test/${session.json().sessionId}/pay`,
      remoteAddress: uniqueIp(),
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Dana Client' },
      headers: { origin: 'https://evil.example', cookie: w.a.manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toBeTruthy();
  });
});
