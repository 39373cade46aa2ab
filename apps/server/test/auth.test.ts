import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gears/domain';
import { awaitRoomInWindow, createTestApp, insertUser, latestEmailTo, sessionCookieOf, signIn, uniqueIp, type TestApp } from './harness.ts';

const publicResetLink = 'https://portal.example.test/auth?reset=true';

describe(`auth: sign-in, sessions, password reset (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
  const signInRaw = (payload: unknown, opts: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: payload as object,
      remoteAddress: opts.ip ?? uniqueIp(),
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
  const expectUnauthenticated = async (cookie: string) => {
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: messages.authenticationRequired } });
  };
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers, remoteAddress: uniqueIp() });
  const resetTokenFor = async (email: string) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(202);
    const mail = await latestEmailTo(t.db, email);
    const match = mail?.body_text.match(/[?&]token=([^\s&]+)/);
    if (!match) throw new Error(`no reset link in ${mail?.body_text}`);
    return decodeURIComponent(match[1]!);
  };
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: uniqueIp() });

  it('signs in with an HttpOnly, SameSite=Lax cookie that opens /api/auth/me', async () => {
    const user = await insertUser(t.db, { role: 'client_admin' });
    const res = await signInRaw({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email, role: 'client_admin' });
    const cookie = res.cookies.find((c) => c.name === 'gears_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const profile = await me(sessionCookieOf(res));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { id: user.id }, context: { isAdmin: false, companyId: user.companyId } });
  });

  it.each([
    ['a wrong password', (u: { email: string }) => ({ email: u.email, password: 'not the password' })],
    ['an unknown email', () => ({ email: 'nobody-here@example.test', password: 'whatever it is' })],
  ])('answers 401 with the same message for %s', async (_label, body) => {
    const user = await insertUser(t.db);
    const res = await signInRaw(body(user));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
    expect(res.cookies.find((c) => c.name === 'gears_session')).toBeUndefined();
  });

  it.each([
    ['missing email', { password: 'something long' }],
    ['empty email', { email: '  ', password: 'something long' }],
    ['missing password', { email: 'a@example.test' }],
  ])('rejects %s with 400', async (_label, body) => {
    const res = await signInRaw(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it('limits one account to 10 attempts in 15 minutes, whatever the address', async () => {
    await awaitRoomInWindow(15 * 60, 15);
    const user = await insertUser(t.db);
    for (let i = 1; i <= 10; i++) {
      const res = await signInRaw({ email: user.email, password: `wrong guess ${i}` });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const blocked = await signInRaw({ email: user.email, password: 'wrong guess 11' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits for the window to pass.
    expect((await signInRaw({ email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('signs out without any cookie with 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(res.statusCode).toBe(204);
  });

  it('signs out, and the old cookie no longer authenticates', async () => {
    const user = await insertUser(t.db);
    const cookie = await signIn(t.app, user);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'gears_session')?.value).toBe('');
    await expectUnauthenticated(cookie);
  });

  it('rotates the session at sign-in: the cookie presented before is revoked', async () => {
    const user = await insertUser(t.db);
    const first = await signIn(t.app, user);
    const again = await signInRaw({ email: user.email, password: user.password }, { cookie: first });
    expect(again.statusCode).toBe(200);
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    await expectUnauthenticated(first);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('rotates across accounts: signing in as someone else ends the session the browser held', async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    const firstCookie = await signIn(t.app, first);
    const res = await signInRaw({ email: second.email, password: second.password }, { cookie: firstCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(second.id);
    await expectUnauthenticated(firstCookie);
    expect((await me(sessionCookieOf(res))).json().user.id).toBe(second.id);
  });

  it('keeps the presented session when the sign-in itself fails', async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    const firstCookie = await signIn(t.app, first);
    const res = await signInRaw({ email: second.email, password: 'not the password' }, { cookie: firstCookie });
    expect(res.statusCode).toBe(401);
    expect((await me(firstCookie)).statusCode).toBe(200);
  });

  it('expires a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const user = await insertUser(t.db);
    const cookie = await signIn(t.app, user);
    await t.db.query('update sessions set last_seen_at = now() - make_interval(secs => $2) where user_id = $1', [
      user.id,
      t.config.sessionIdleSeconds + 60,
    ]);
    await expectUnauthenticated(cookie);
  });

  it('expires a session past its absolute lifetime even while in use', async () => {
    const user = await insertUser(t.db);
    const cookie = await signIn(t.app, user);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.query(`update sessions set expires_at = now() - interval '1 minute' where user_id = $1`, [user.id]);
    await expectUnauthenticated(cookie);
  });

  it('revokes another of my sessions through DELETE /api/me/sessions/:id', async () => {
    const user = await insertUser(t.db);
    const laptop = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    const list = await t.app.inject({ url: '/api/me/sessions', headers: { cookie: laptop } });
    const sessions = list.json().sessions as { id: string; isCurrent: boolean }[];
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.isCurrent)!;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${other.id}`, headers: { cookie: laptop } });
    expect(del.statusCode).toBe(204);
    await expectUnauthenticated(phone);
    expect((await me(laptop)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${other.id}`, headers: { cookie: laptop } });
    expect(again.statusCode).toBe(404);
  });

  it('answers forgot-password for an unknown email with 202 and sends nothing', async () => {
    const email = `ghost-${Date.now()}@example.test`;
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from password_resets');
    const res = await forgot(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    await t.deps.mailer.drain();
    expect(await latestEmailTo(t.db, email)).toBeNull();
    expect(await t.db.query('select count(*)::int as n from password_resets')).toEqual(before);
  });

  it.each([
    ['a real account', true],
    ['an unknown email', false],
  ])('limits forgot-password to 5 an hour for %s, answering the same way for both', async (_label, real) => {
    await awaitRoomInWindow(60 * 60, 15);
    const email = real ? (await insertUser(t.db)).email : `ghost-${Date.now()}-limit@example.test`;
    for (let i = 1; i <= 5; i++) expect((await forgot(email)).statusCode, `request ${i}`).toBe(202);
    const blocked = await forgot(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Rate limit exceeded');
  });

  it('builds the reset link from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const user = await insertUser(t.db);
    const res = await forgot(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const mail = await latestEmailTo(t.db, user.email);
    expect(mail).toMatchObject({ template: 'password_reset', subject: 'Reset your GEARS Portal password' });
    const link = mail!.body_text.split('\n').find((line) => line.includes('token='))!;
    expect(link.startsWith(publicResetLink)).toBe(true);
    expect(mail!.body_text).not.toContain('evil.example');
  });

  it('resets the password once: old password fails, new works, every session is revoked', async () => {
    const user = await insertUser(t.db);
    const existing = await signIn(t.app, user);
    const token = await resetTokenFor(user.email);
    const newPassword = 'a brand new passphrase';
    const res = await reset(token, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await expectUnauthenticated(existing);
    expect((await signInRaw({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await signInRaw({ email: user.email, password: newPassword })).statusCode).toBe(200);

    const reused = await reset(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'VALIDATION', message: messages.resetLinkInvalid } });
  });

  it('refuses an expired reset token', async () => {
    const user = await insertUser(t.db);
    const token = await resetTokenFor(user.email);
    await t.db.query(`update password_resets set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    const res = await reset(token, 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: messages.resetLinkInvalid } });
    expect((await signInRaw({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an unknown reset token', async () => {
    const res = await reset('x'.repeat(43), 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.resetLinkInvalid);
  });

  it.each([
    ['short', 'Password must be at least 8 characters.'],
    ['password123', 'This password is too common. Choose another.'],
    ['x'.repeat(129), 'Password must be at most 128 characters.'],
  ])('refuses the weak password %j with its own message and keeps the token usable', async (weak, message) => {
    const user = await insertUser(t.db);
    const token = await resetTokenFor(user.email);
    const res = await reset(token, weak);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect((await reset(token, 'a strong enough phrase')).statusCode).toBe(200);
  });
});
