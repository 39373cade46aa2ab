import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, signIn, type TestApp } from './harness.ts';

/** The web app's session check: signed out is an answer (200, me: null), not a failed request. */
describe(`GET /api/auth/session (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const session = (cookie?: string) => t.app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('answers 200 with me: null without a session cookie, or with one that names no session', async () => {
    for (const cookie of [undefined, 'gears_session=not-a-real-token']) {
      const res = await session(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ me: null });
    }
  });

  it('answers the same profile and context as /api/auth/me when signed in', async () => {
    const user = await insertUser(t.db, {});
    const cookie = await signIn(t.app, user);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ me: me.json() });
    expect(res.json().me.user.id).toBe(user.id);
  });

  it('answers me: null once the session is signed out, while /api/auth/me still answers 401', async () => {
    const user = await insertUser(t.db, {});
    const cookie = await signIn(t.app, user);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await session(cookie)).json()).toEqual({ me: null });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });
});
