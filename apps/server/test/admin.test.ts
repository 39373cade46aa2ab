import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gears/domain';
import {
  awaitRoomInWindow,
  createTestApp,
  insertCompany,
  insertUser,
  latestEmailTo,
  providerCompany,
  routesOf,
  sessionCookieOf,
  signIn,
  uniqueIp,
  type TestApp,
} from './harness.ts';

const someId = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const adminRoutes = [
  ['GET', '/api/admin/companies', undefined],
  ['GET', '/api/admin/connectors', undefined],
  ['GET', '/api/admin/billing/second-subscriptions', undefined],
  ['GET', '/api/admin/tax-settings', undefined],
  ['PATCH', '/api/admin/tax-settings', { defaultTaxRate: 5 }],
  ['GET', '/api/admin/demo-data', undefined],
  ['DELETE', '/api/admin/demo-data', undefined],
  ['DELETE', '/api/admin/impersonation', undefined],
  ['GET', '/api/admin/registration-requests', undefined],
  ['POST', `/api/admin/registration-requests/${someId}/approve`, {}],
  ['POST', `/api/admin/registration-requests/${someId}/reject`, undefined],
  ['GET', '/api/admin/outbox', undefined],
  ['POST', `/api/admin/outbox/${someId}/resend`, undefined],
  ['GET', '/api/admin/security-events', undefined],
  ['GET', '/api/admin/jobs', undefined],
  ['POST', `/api/admin/jobs/${someId}/retry`, undefined],
  ['DELETE', `/api/admin/jobs/${someId}`, undefined],
  ['GET', '/api/admin/leads', undefined],
  ['PATCH', `/api/admin/leads/${someId}`, { status: 'contacted' }],
  ['GET', '/api/admin/reviews', undefined],
  ['POST', `/api/admin/reviews/${someId}/approve`, undefined],
  ['POST', `/api/admin/reviews/${someId}/reject`, undefined],
] as const;

const validRequest = () => ({
  fullName: 'Ann Marie Lee',
  email: `ann-${randomUUID().slice(0, 8)}@example.test`,
  companyName: `Lee Farms ${randomUUID().slice(0, 8)}`,
  phone: '+1 (555) 010-0100',
  reason: 'We run twelve tractors and want maintenance tracking.',
});

describe(`admin: guards, impersonation, registration (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
  const newAdmin = async () => {
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    return { admin, cookie: await signIn(t.app, admin) };
  };
  const eventsOf = (userId: string) =>
    t.db.query<{ event_type: string; target_company_id: string | null }>(
      'select event_type, target_company_id from security_events where actor_user_id = $1 order by created_at, event_type',
      [userId],
    );

  describe('guards', () => {
    let clientCookie: string;
    beforeAll(async () => {
      clientCookie = await signIn(t.app, await insertUser(t.db, { role: 'client_admin' }));
    });

    it('the table below covers every /api/admin route', () => {
      const listed = adminRoutes.map(([m, url]) => `${m} ${url.replace(someId, ':id')}`);
      const registered = routesOf(t.app).filter((r) => r.includes('/api/admin/'));
      expect(registered.sort()).toEqual([...listed, 'POST /api/admin/impersonation'].sort());
    });

    it.each(adminRoutes)('a client user on %s %s gets 403', async (method, url, payload) => {
      const res = await call(clientCookie, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Admin privileges required' } });
    });

    it.each(adminRoutes)('nobody signed in on %s %s gets 401', async (method, url, payload) => {
      const res = await call(null, method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(messages.authenticationRequired);
    });

    it('a client user starting impersonation gets 403 with the impersonation message', async () => {
      const client = await insertCompany(t.db);
      const res = await call(clientCookie, 'POST', '/api/admin/impersonation', { clientId: client.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: messages.impersonationDenied } });
    });
  });

  it('an admin lists every company, the provider first', async () => {
    const { cookie } = await newAdmin();
    const client = await insertCompany(t.db);
    const res = await call(cookie, 'GET', '/api/admin/companies');
    expect(res.statusCode).toBe(200);
    const companies = res.json().companies as { id: string; isProvider: boolean }[];
    expect(companies[0]).toMatchObject({ id: (await providerCompany(t.db)).id, isProvider: true });
    expect(companies.map((c) => c.id)).toContain(client.id);
  });

  describe('impersonation', () => {
    it.each([
      ['its UUID', (c: { id: string; name: string }) => c.id],
      ['its name in another case', (c: { id: string; name: string }) => `  ${c.name.toUpperCase()} `],
    ])('starts by %s, scopes the team list, and stops back to the admin view', async (_label, idOf) => {
      const { admin, cookie } = await newAdmin();
      const client = await insertCompany(t.db);
      const clientUser = await insertUser(t.db, { companyId: client.id, role: 'technician' });
      await insertUser(t.db, { role: 'manager' }); // someone in another company

      const start = await call(cookie, 'POST', '/api/admin/impersonation', { clientId: idOf(client) });
      expect(start.statusCode).toBe(200);
      const me = await call(cookie, 'GET', '/api/auth/me');
      expect(me.json()).toEqual(start.json());
      const context = me.json().context;
      expect(context).toMatchObject({ isAdmin: true, isImpersonating: true, companyId: client.id, companyName: client.name });
      expect(context.impersonation).toMatchObject({ companyId: client.id, companyName: client.name });
      const { startedAt, expiresAt } = context.impersonation;
      expect(Date.parse(expiresAt) - Date.parse(startedAt)).toBe(24 * 60 * 60 * 1000);

      const team = await call(cookie, 'GET', '/api/company/users');
      expect((team.json().users as { id: string }[]).map((u) => u.id)).toEqual([clientUser.id]);

      const stop = await call(cookie, 'DELETE', '/api/admin/impersonation');
      expect(stop.statusCode).toBe(200);
      expect(stop.json().context).toEqual({
        isAdmin: true,
        isImpersonating: false,
        companyId: null,
        companyName: 'GEARS Admin Dashboard',
        impersonation: null,
      });
      expect(await eventsOf(admin.id)).toEqual([
        { event_type: 'legitimate_admin_impersonation', target_company_id: client.id },
        { event_type: 'admin_impersonation_stopped', target_company_id: client.id },
      ]);
    });

    it.each([
      ['an unknown UUID', async () => randomUUID()],
      ['an unknown name', async () => 'No Such Company Ltd'],
      ['a UUID of the wrong version', async () => '6f9619ff-8b86-0d11-b42d-00c04fc964ff'],
      ['the provider company by id', async () => (await providerCompany(t.db)).id],
      ['the provider company by name', async () => (await providerCompany(t.db)).name],
    ])('refuses %s with 404 and the resolve message', async (_label, clientIdOf) => {
      const { admin, cookie } = await newAdmin();
      const clientId = await clientIdOf();
      const res = await call(cookie, 'POST', '/api/admin/impersonation', { clientId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `Could not resolve client ID ${clientId} to a valid company` } });
      expect((await call(cookie, 'GET', '/api/auth/me')).json().context.isImpersonating).toBe(false);
      expect(await eventsOf(admin.id)).toEqual([]);
    });

    it('drops an impersonation older than 24 hours on the next request and records it', async () => {
      const { admin, cookie } = await newAdmin();
      const client = await insertCompany(t.db);
      expect((await call(cookie, 'POST', '/api/admin/impersonation', { clientId: client.id })).statusCode).toBe(200);
      await t.db.query(`update sessions set impersonation_started_at = now() - interval '24 hours 1 minute' where user_id = $1`, [
        admin.id,
      ]);

      const me = await call(cookie, 'GET', '/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().context).toMatchObject({ isAdmin: true, isImpersonating: false, companyId: null, impersonation: null });
      const sessions = await t.db.query('select impersonated_company_id, impersonation_started_at from sessions where user_id = $1', [
        admin.id,
      ]);
      expect(sessions).toEqual([{ impersonated_company_id: null, impersonation_started_at: null }]);
      expect((await eventsOf(admin.id)).map((e) => e.event_type)).toEqual(['legitimate_admin_impersonation', 'impersonation_expired']);
      expect((await eventsOf(admin.id))[1]!.target_company_id).toBe(client.id);
    });

    it('lists the security events to the admin', async () => {
      const { cookie } = await newAdmin();
      const client = await insertCompany(t.db);
      await call(cookie, 'POST', '/api/admin/impersonation', { clientId: client.id });
      const res = await call(cookie, 'GET', '/api/admin/security-events');
      expect(res.statusCode).toBe(200);
      expect(res.json().events).toContainEqual(
        expect.objectContaining({ eventType: 'legitimate_admin_impersonation', targetCompanyId: client.id }),
      );
    });
  });

  it('limits an admin to 100 outbox reads in the window; the 101st gets 429', async () => {
    await awaitRoomInWindow(15 * 60, 20);
    const { cookie } = await newAdmin();
    for (let i = 1; i <= 100; i++) {
      const res = await call(cookie, 'GET', '/api/admin/outbox');
      if (res.statusCode !== 200) throw new Error(`read ${i} answered ${res.statusCode}`);
    }
    const blocked = await call(cookie, 'GET', '/api/admin/outbox');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other operations have their own budget.
    expect((await call(cookie, 'GET', '/api/admin/companies')).statusCode).toBe(200);
  });

  describe('registration requests', () => {
    const submit = (body: object) => call(null, 'POST', '/api/registration-requests', body);

    it.each(['fullName', 'email', 'companyName', 'phone', 'reason'])('refuses a request without %s with 400', async (field) => {
      const body: Record<string, string> = validRequest();
      delete body[field];
      const res = await submit(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().error.message).toContain(field);
    });

    it('runs submit → approve → invitation → accept, once', async () => {
      const { cookie } = await newAdmin();
      const body = validRequest();
      const created = await submit(body);
      expect(created.statusCode).toBe(201);
      const { id } = created.json();

      const listed = await call(cookie, 'GET', '/api/admin/registration-requests');
      expect(listed.json().requests).toContainEqual(
        expect.objectContaining({
          id,
          status: 'pending',
          firstName: 'Ann',
          lastName: 'Marie Lee',
          email: body.email,
          companyName: body.companyName,
        }),
      );

      const approved = await call(cookie, 'POST', `/api/admin/registration-requests/${id}/approve`, {});
      expect(approved.statusCode).toBe(200);
      const { invitation, link, request } = approved.json();
      expect(link.startsWith('https://portal.example.test/invite/')).toBe(true);
      expect(invitation).toMatchObject({ email: body.email, role: 'client_admin', companyName: body.companyName, status: 'pending' });
      expect(request).toMatchObject({ id, status: 'approved', companyId: invitation.companyId });
      const companies = (await call(cookie, 'GET', '/api/admin/companies')).json().companies as { id: string; name: string }[];
      expect(companies).toContainEqual(expect.objectContaining({ id: invitation.companyId, name: body.companyName }));
      const mail = await latestEmailTo(t.db, body.email);
      expect(mail).toMatchObject({ template: 'invitation' });
      expect(mail!.body_text).toContain(link);

      const twice = await call(cookie, 'POST', `/api/admin/registration-requests/${id}/approve`, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ error: { code: 'CONFLICT', message: 'This request was already approved.' } });

      const token = decodeURIComponent(link.split('/invite/')[1]);
      const described = await call(null, 'GET', `/api/invitations/${encodeURIComponent(token)}`);
      expect(described.statusCode).toBe(200);
      expect(described.json()).toMatchObject({ companyName: body.companyName, email: body.email, role: 'client_admin' });

      const accept = (cookie: string | null = null) =>
        call(cookie, 'POST', `/api/invitations/${encodeURIComponent(token)}/accept`, {
          name: 'Ann Lee',
          password: 'tractors all day long',
        });
      // Accepted in a browser still signed in as someone else: that session ends (rotation).
      const previousCookie = await signIn(t.app, await insertUser(t.db));
      const accepted = await accept(previousCookie);
      expect(accepted.statusCode).toBe(200);
      expect((await call(previousCookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
      const me = await call(sessionCookieOf(accepted), 'GET', '/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        user: { email: body.email, name: 'Ann Lee', role: 'client_admin', companyId: invitation.companyId, companyName: body.companyName },
        context: { isAdmin: false, isImpersonating: false, companyId: invitation.companyId, companyName: body.companyName },
      });

      const again = await accept();
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: messages.invitationInvalid } });
      expect((await call(null, 'GET', `/api/invitations/${encodeURIComponent(token)}`)).statusCode).toBe(404);
    });

    it('answers an unknown invitation token with 404 and the invitation message', async () => {
      const res = await call(null, 'GET', `/api/invitations/${'z'.repeat(43)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.invitationInvalid);
    });

    it('rejects a request; it can then not be approved and no company is made', async () => {
      const { cookie } = await newAdmin();
      const body = validRequest();
      const { id } = (await submit(body)).json();
      const rejected = await call(cookie, 'POST', `/api/admin/registration-requests/${id}/reject`);
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().request).toMatchObject({ id, status: 'rejected', companyId: null });
      const approve = await call(cookie, 'POST', `/api/admin/registration-requests/${id}/approve`, {});
      expect(approve.statusCode).toBe(409);
      expect(approve.json().error.message).toBe('This request was already rejected.');
      expect(await t.db.query('select id from companies where lower(name) = lower($1)', [body.companyName])).toEqual([]);
    });

    it('answers approve and reject of an unknown request with 404', async () => {
      const { cookie } = await newAdmin();
      for (const action of ['approve', 'reject']) {
        const res = await call(
          cookie,
          'POST',
          `/api/admin/registration-requests/${randomUUID()}/${action}`,
          action === 'approve' ? {} : undefined,
        );
        expect(res.statusCode).toBe(404);
      }
    });
  });
});
