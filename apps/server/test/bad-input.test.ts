import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, signIn, uniqueIp, type TestApp } from './harness.ts';

type Method = 'POST' | 'PATCH';
type Who = 'anyone' | 'user' | 'admin';

/** JSON routes and who calls them; every case below runs against each. */
const jsonRoutes: [Method, string, Who][] = [
  ['POST', '/api/auth/sign-in', 'anyone'],
  ['POST', '/api/auth/forgot-password', 'anyone'],
  ['POST', '/api/auth/reset-password', 'anyone'],
  ['POST', '/api/registration-requests', 'anyone'],
  ['PATCH', '/api/me', 'user'],
  ['POST', '/api/me/password', 'user'],
  ['POST', '/api/invitations', 'user'],
  ['POST', '/api/admin/impersonation', 'admin'],
];

const validRegistration = {
  fullName: 'Ann Lee',
  email: 'ann@example.test',
  companyName: 'Lee Farms',
  phone: '555 0100',
  reason: 'tractors',
};

describe(`bad input never reaches a 500 (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  const cookies: Record<Who, string> = { anyone: '', user: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp();
    cookies.user = await signIn(t.app, await insertUser(t.db, { role: 'client_admin' }));
    cookies.admin = await signIn(t.app, await insertUser(t.db, { role: 'gears_admin' }));
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, who: Who, body: string | Buffer | undefined, contentType?: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload: body,
      remoteAddress: uniqueIp(),
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(cookies[who] ? { cookie: cookies[who] } : {}) },
    });

  it.each(jsonRoutes)('%s %s: malformed JSON → 400 Malformed JSON body.', async (method, url, who) => {
    const res = await send(method, url, who, '{"email": "a@example.test",', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: 'Malformed JSON body.' } });
  });

  it.each(jsonRoutes)('%s %s: a body over 1 MB → 413', async (method, url, who) => {
    const res = await send(method, url, who, JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' } });
  });

  it.each(jsonRoutes)('%s %s: an XML body → 415', async (method, url, who) => {
    const res = await send(method, url, who, '<email>a@example.test</email>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' } });
  });

  it.each(jsonRoutes)('%s %s: a form-encoded body → 415', async (method, url, who) => {
    const res = await send(method, url, who, 'email=a%40example.test', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
  });

  it.each(jsonRoutes)('%s %s: a plain-text body → 400', async (method, url, who) => {
    const res = await send(method, url, who, 'email: a@example.test', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it.each(jsonRoutes)('%s %s: null, an array and a string → 400', async (method, url, who) => {
    for (const body of ['null', '[]', '"hello"', '42']) {
      const res = await send(method, url, who, body, 'application/json');
      expect(res.statusCode, body).toBe(400);
    }
  });

  it.each(jsonRoutes)('%s %s: a __proto__ key → 400', async (method, url, who) => {
    const res = await send(method, url, who, '{"__proto__": {"isAdmin": true}}', 'application/json');
    expect(res.statusCode).toBe(400);
  });

  it.each(jsonRoutes)('%s %s: an empty JSON body → 400', async (method, url, who) => {
    const res = await send(method, url, who, '', 'application/json');
    expect(res.statusCode).toBe(400);
  });

  const cases: [string, Method, string, Who, object][] = [
    // wrong types
    ['email as a number', 'POST', '/api/auth/sign-in', 'anyone', { email: 42, password: 'long enough' }],
    ['password as an array', 'POST', '/api/auth/sign-in', 'anyone', { email: 'a@example.test', password: ['x'] }],
    ['token too short', 'POST', '/api/auth/reset-password', 'anyone', { token: 'abc', password: 'long enough pass' }],
    ['theme as a number', 'PATCH', '/api/me', 'user', { theme: 1 }],
    ['name as an object', 'PATCH', '/api/me', 'user', { name: { first: 'Ann' } }],
    ['currentPassword as null', 'POST', '/api/me/password', 'user', { currentPassword: null, newPassword: 'long enough pass' }],
    ['an invalid email', 'POST', '/api/invitations', 'user', { email: 'not-an-email', role: 'manager' }],
    ['an unknown role', 'POST', '/api/invitations', 'user', { email: 'b@example.test', role: 'owner' }],
    ['companyId not a UUID', 'POST', '/api/invitations', 'user', { email: 'b@example.test', role: 'manager', companyId: 'acme' }],
    ['clientId as a number', 'POST', '/api/admin/impersonation', 'admin', { clientId: 5 }],
    ['a letter-only phone', 'POST', '/api/registration-requests', 'anyone', { ...validRegistration, phone: 'call me' }],
    ['an over-long reason', 'POST', '/api/registration-requests', 'anyone', { ...validRegistration, reason: 'x'.repeat(2001) }],
    // unknown keys
    [
      'an unknown key on sign-in',
      'POST',
      '/api/auth/sign-in',
      'anyone',
      { email: 'a@example.test', password: 'long enough', remember: true },
    ],
    [
      'an unknown key on forgot-password',
      'POST',
      '/api/auth/forgot-password',
      'anyone',
      { email: 'a@example.test', redirect: 'https://evil.example' },
    ],
    [
      'an unknown key on reset-password',
      'POST',
      '/api/auth/reset-password',
      'anyone',
      { token: 'x'.repeat(43), password: 'long enough pass', userId: 'u' },
    ],
    ['an unknown key on registration', 'POST', '/api/registration-requests', 'anyone', { ...validRegistration, status: 'approved' }],
    ['an unknown key on profile', 'PATCH', '/api/me', 'user', { name: 'Ann', isAdmin: true }],
    [
      'an unknown key on password change',
      'POST',
      '/api/me/password',
      'user',
      { currentPassword: 'a', newPassword: 'long enough pass', force: true },
    ],
    ['an unknown key on invitations', 'POST', '/api/invitations', 'user', { email: 'b@example.test', role: 'manager', admin: true }],
    ['an unknown key on impersonation', 'POST', '/api/admin/impersonation', 'admin', { clientId: 'x', hours: 48 }],
  ];

  it.each(cases)('%s → 400 VALIDATION', async (_label, method, url, who, body) => {
    const res = await send(method, url, who, JSON.stringify(body), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(typeof res.json().error.message).toBe('string');
  });

  it('names the field and the unknown key in the message', async () => {
    const res = await send('PATCH', '/api/me', 'user', JSON.stringify({ name: 'Ann', isAdmin: true }), 'application/json');
    expect(res.json().error.message).toContain('isAdmin');
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/auth/me'],
    ['GET', '/api/admin'],
    ['PUT', '/api/me'],
  ])('%s %s → 404 JSON', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${url}?x=1`, headers: { cookie: cookies.user } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route for ${method} ${url}` } });
  });

  it.each([
    ['a garbage session cookie', { cookie: 'gears_session=%%%not-a-token' }, 401],
    ['an empty session cookie', { cookie: 'gears_session=' }, 401],
    ['a huge session cookie', { cookie: `gears_session=${'a'.repeat(4000)}` }, 401],
  ])('%s on /api/auth/me → %i', async (_label, headers, status) => {
    const res = await t.app.inject({ url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(status);
  });

  it('a broken percent-encoding in an id → 400 or 404, not 500', async () => {
    const res = await t.app.inject({ url: '/api/users/%E0%A4%A/avatar', headers: { cookie: cookies.user } });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('multipart sent to a JSON route → 400 or 415, not 500', async () => {
    const boundary = 'xyz';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.test\r\n--${boundary}--\r\n`;
    const res = await send('POST', '/api/auth/sign-in', 'anyone', body, `multipart/form-data; boundary=${boundary}`);
    expect([400, 415]).toContain(res.statusCode);
  });
});
