import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, signIn, type TestApp } from './harness.ts';

describe(`health and sign-in (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: t.db.driver } });
  });

  it('signs in and reads the profile', async () => {
    const user = await insertUser(t.db, { role: 'client_admin' });
    const cookie = await signIn(t.app, user);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().context).toMatchObject({ isAdmin: false, companyId: user.companyId });
  });
});
