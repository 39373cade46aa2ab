import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, insertCompany, insertUser, latestEmailTo, signIn, uniqueIp, type TestApp } from './harness.ts';
import { signupBody } from './billing-fixtures.ts';

/** issue 12 item 7: no public or cross-company answer tells whether an address has an account. */
describe(`account enumeration (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
  const usersWith = (email: string) => count('select count(*)::int as n from users where lower(email) = lower($1)', [email]);
  const companies = () => count('select count(*)::int as n from companies');
  /** What a caller can see of an answer: status, the headers that vary by content, and the body. */
  const visible = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    contentType: res.headers['content-type'],
    setCookie: res.headers['set-cookie'] ?? null,
    body: res.body,
  });

  describe('public sign-up', () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/signup', payload, remoteAddress: uniqueIp() });

    it('answers an address that has an account byte for byte as a new one; its owner gets an email, nothing else changes', async () => {
      const owner = await insertUser(t.db, { role: 'client_admin' });
      const companiesBefore = await companies();
      const fresh = signupBody();
      const taken = signupBody({ email: owner.email.toUpperCase() });
      const freshAnswer = await post(fresh);
      const takenAnswer = await post(taken);
      expect(visible(takenAnswer)).toEqual(visible(freshAnswer));
      expect(freshAnswer.statusCode).toBe(202);
      expect(takenAnswer.json()).toEqual({
        status: 'confirmation_sent',
        message: 'Check your email: we sent a link to confirm your address. Open it within 24 hours to start your free trial.',
      });

      const ownerMail = await latestEmailTo(t.db, owner.email);
      expect(ownerMail).toMatchObject({
        template: 'signup_account_exists',
        subject: 'Someone tried to sign up to GEARS Portal with your address',
      });
      expect(ownerMail!.body_text).toContain('https://portal.example.test/auth');
      expect(ownerMail!.body_text).toContain('https://portal.example.test/auth?tab=forgot');
      expect(ownerMail!.body_text).not.toContain('token=');
      expect((await latestEmailTo(t.db, fresh.email))?.template).toBe('signup_confirm');

      // No second account, no company, no membership, no pending sign-up for the taken address.
      expect(await usersWith(owner.email)).toBe(1);
      expect(await companies()).toBe(companiesBefore);
      expect(
        (await t.db.query<{ company_id: string; role: string }>('select company_id, role from users where id = $1', [owner.id]))[0],
      ).toEqual({ company_id: owner.companyId, role: 'client_admin' });
      expect(await count('select count(*)::int as n from signup_confirmations where email = lower($1)', [owner.email])).toBe(0);
    });
  });

  describe('inviting a colleague', () => {
    let companyA: string;
    let adminA: string;
    let providerAdmin: string;
    let elsewhere: { id: string; email: string; companyId: string };
    beforeAll(async () => {
      companyA = (await insertCompany(t.db)).id;
      adminA = await signIn(t.app, await insertUser(t.db, { companyId: companyA, role: 'client_admin' }));
      providerAdmin = await signIn(t.app, await insertUser(t.db, { role: 'gears_admin' }));
      elsewhere = await insertUser(t.db, { companyId: (await insertCompany(t.db)).id, role: 'manager' });
    });

    const invite = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/invitations', payload, headers: { cookie }, remoteAddress: uniqueIp() });
    /** The answer with what differs between any two invitations anyway (id, address, times) blanked. */
    const normalised = (res: LightMyRequestResponse, email: string) => ({
      ...visible(res),
      body: res.body
        .replaceAll(email.toLowerCase(), '<email>')
        .replace(/"id":"[0-9a-f-]{36}"/g, '"id":"<id>"')
        .replace(/"(expiresAt|createdAt)":"[^"]+"/g, '"$1":"<time>"'),
    });

    it('answers an address that has an account in another company as a new one; its owner is told, nothing else changes', async () => {
      const fresh = `colleague-${Date.now()}@example.test`;
      const freshAnswer = await invite(adminA, { email: fresh, role: 'technician' });
      const takenAnswer = await invite(adminA, { email: elsewhere.email, role: 'technician' });
      expect(normalised(takenAnswer, elsewhere.email)).toEqual(normalised(freshAnswer, fresh));
      expect(freshAnswer.statusCode).toBe(201);
      expect(Object.keys(freshAnswer.json())).toEqual(['invitation']);

      const ownerMail = await latestEmailTo(t.db, elsewhere.email);
      expect(ownerMail).toMatchObject({ template: 'invitation_existing_account' });
      expect(ownerMail!.body_text).not.toContain('/invite/');
      expect((await latestEmailTo(t.db, fresh))?.template).toBe('invitation');

      // Both invitations look alike to the inviter, pending until they expire; the existing account is untouched.
      const listed = (await t.app.inject({ url: '/api/invitations', headers: { cookie: adminA } })).json().invitations;
      expect(
        listed
          .filter((i: { email: string }) => [fresh, elsewhere.email.toLowerCase()].includes(i.email))
          .map((i: { status: string }) => i.status),
      ).toEqual(['pending', 'pending']);
      expect(await usersWith(elsewhere.email)).toBe(1);
      expect(
        (await t.db.query<{ company_id: string; role: string }>('select company_id, role from users where id = $1', [elsewhere.id]))[0],
      ).toEqual({ company_id: elsewhere.companyId, role: 'manager' });
    });

    it('still refuses an address already in the inviting company (the inviter can list that team anyway)', async () => {
      const colleague = await insertUser(t.db, { companyId: companyA, role: 'technician' });
      const res = await invite(adminA, { email: colleague.email, role: 'manager' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'A user with this email already exists.' } });
    });

    it('a provider admin, who sees every account, is told, and gets the link back', async () => {
      const taken = await invite(providerAdmin, { email: elsewhere.email, role: 'technician', companyId: companyA });
      expect(taken.statusCode).toBe(409);
      const fresh = await invite(providerAdmin, { email: `by-admin-${Date.now()}@example.test`, role: 'technician', companyId: companyA });
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json().link).toMatch(/^https:\/\/portal\.example\.test\/invite\//);
    });
  });

  describe('answers that were already uniform stay so', () => {
    it('forgot-password: the same answer for an account and for no account', async () => {
      const owner = await insertUser(t.db);
      const ask = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: uniqueIp() });
      expect(visible(await ask(owner.email))).toEqual(visible(await ask(`nobody-${Date.now()}@example.test`)));
    });

    it('sign-in: the same answer for an unknown address and a wrong password', async () => {
      const owner = await insertUser(t.db);
      const attempt = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password: 'not the password' },
          remoteAddress: uniqueIp(),
        });
      expect(visible(await attempt(owner.email))).toEqual(visible(await attempt(`nobody-${Date.now()}@example.test`)));
    });
  });
});
