import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '@gears/domain';
import { createTestApp, insertCompany, insertUser, providerCompany, signIn, uniqueIp, type TestApp } from './harness.ts';

// issue 12 item 1: approving a registration request never adds the requester to an existing company silently.
describe(`registration approval: new company by default, joining only when chosen (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let cookie: string;
  let adminId: string;
  let northwind: { id: string; name: string };
  let northwindAdmin: { id: string; email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    adminId = admin.id;
    cookie = await signIn(t.app, admin);
    northwind = await insertCompany(t.db, { name: 'Northwind Construction', tier: 'professional' });
    northwindAdmin = await insertUser(t.db, { companyId: northwind.id, role: 'client_admin' });
    await insertUser(t.db, { companyId: northwind.id, role: 'technician' });
  });
  afterAll(() => t.close());

  const call = (who: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: who ? { cookie: who } : {},
      remoteAddress: uniqueIp(),
    });
  const submit = async (companyName: string) => {
    const email = `req-${randomUUID().slice(0, 8)}@example.test`;
    const res = await call(null, 'POST', '/api/registration-requests', {
      fullName: 'Robin Outsider',
      email,
      companyName,
      phone: '+1 555 010 0199',
      reason: 'We want to track our excavators.',
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as string, email };
  };
  const approve = (id: string, body?: object, who: string = cookie) =>
    call(who, 'POST', `/api/admin/registration-requests/${id}/approve`, body);
  const usersOf = (companyId: string) =>
    t.db.query<{ email: string; role: string }>('select email, role from users where company_id = $1 order by email', [companyId]);
  const openInvitationsOf = (companyId: string) =>
    t.db.query<{ email: string; role: string }>(
      'select email, role from invitations where company_id = $1 and revoked_at is null order by email',
      [companyId],
    );
  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }>('select status from registration_requests where id = $1', [id]))[0]!.status;

  it('a request whose company name matches an existing company (case and spacing aside) becomes a new company', async () => {
    const usersBefore = await usersOf(northwind.id);
    const invitationsBefore = await openInvitationsOf(northwind.id);
    // The issue's own example.
    const { id, email } = await submit('NORTHWIND construction ');

    const res = await approve(id, {});
    expect(res.statusCode).toBe(200);
    const { invitation, request } = res.json();
    expect(invitation.companyId).not.toBe(northwind.id);
    expect(invitation).toMatchObject({ email, role: 'client_admin', companyName: 'NORTHWIND construction' });
    expect(request).toMatchObject({ id, status: 'approved', companyId: invitation.companyId });

    // The existing company is unchanged: same users, no new invitation.
    expect(await usersOf(northwind.id)).toEqual(usersBefore);
    expect(await openInvitationsOf(northwind.id)).toEqual(invitationsBefore);
    const companies = (await call(cookie, 'GET', '/api/admin/companies')).json().companies as { id: string; name: string }[];
    expect(
      companies
        .filter((c) => c.name.toLowerCase().replace(/\s+/g, ' ') === 'northwind construction')
        .map((c) => c.id)
        .sort(),
    ).toEqual([northwind.id, invitation.companyId].sort());

    const events = await t.db.query<{ target_company_id: string; details: Record<string, unknown> }>(
      `select target_company_id, details from security_events where actor_user_id = $1 and event_type = 'registration_approved' and details->>'requestId' = $2`,
      [adminId, id],
    );
    expect(events).toEqual([
      {
        target_company_id: invitation.companyId,
        details: expect.objectContaining({ mode: 'new_company', matchingCompanyIds: [northwind.id] }),
      },
    ]);
  });

  it('approving with no body at all also makes a new company', async () => {
    const { id } = await submit('Northwind Construction');
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invitation.companyId).not.toBe(northwind.id);
    expect(res.json().invitation.role).toBe('client_admin');
  });

  it('lists the existing companies a pending request matches, with users and seats, so the dialog can warn', async () => {
    const { id } = await submit(' northwind \t CONSTRUCTION');
    const other = await submit(`Unrelated Quarry ${randomUUID().slice(0, 8)}`);
    const requests = (await call(cookie, 'GET', '/api/admin/registration-requests')).json().requests as {
      id: string;
      matchingCompanies: unknown[];
    }[];
    const matched = requests.find((r) => r.id === id)!;
    // Companies made by earlier approvals in this file share the name too; the seeded one is listed with its numbers.
    expect(matched.matchingCompanies).toContainEqual({
      id: northwind.id,
      name: 'Northwind Construction',
      userCount: 2,
      seatsUsed: 2,
      seatLimit: 4,
    });
    expect(requests.find((r) => r.id === other.id)!.matchingCompanies).toEqual([]);
  });

  it('joins an existing company only when asked, as a technician unless another role is chosen', async () => {
    const first = await submit('Northwind Construction');
    const joined = await approve(first.id, { mode: 'join', companyId: northwind.id });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().invitation).toMatchObject({
      email: first.email,
      role: 'technician',
      companyId: northwind.id,
      companyName: 'Northwind Construction',
    });
    expect(joined.json().request).toMatchObject({ status: 'approved', companyId: northwind.id });
    const events = await t.db.query<{ target_company_id: string; details: Record<string, unknown> }>(
      `select target_company_id, details from security_events where event_type = 'registration_approved' and details->>'requestId' = $1`,
      [first.id],
    );
    expect(events).toEqual([{ target_company_id: northwind.id, details: expect.objectContaining({ mode: 'join', role: 'technician' }) }]);

    const second = await submit('Someone Else Entirely');
    const asManager = await approve(second.id, { mode: 'join', companyId: northwind.id, role: 'manager' });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().invitation).toMatchObject({ email: second.email, role: 'manager', companyId: northwind.id });
  });

  it('refuses to join a company whose seats are full, and leaves the request pending', async () => {
    const full = await insertCompany(t.db, { name: `Full Crew ${randomUUID().slice(0, 8)}`, tier: 'basic' });
    await insertUser(t.db, { companyId: full.id, role: 'client_admin' });
    await insertUser(t.db, { companyId: full.id, role: 'technician' });
    const { id } = await submit(full.name);
    const res = await approve(id, { mode: 'join', companyId: full.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(billingMessages.limitReached('users', 'basic', 2));
    expect(await statusOf(id)).toBe('pending');
    expect(await openInvitationsOf(full.id)).toEqual([]);
  });

  it('answers 404 for an unknown company or the provider company, and changes nothing', async () => {
    const { id } = await submit('Northwind Construction');
    const provider = await providerCompany(t.db);
    for (const companyId of [randomUUID(), provider.id]) {
      const res = await approve(id, { mode: 'join', companyId });
      expect(res.statusCode).toBe(404);
      expect(await statusOf(id)).toBe('pending');
    }
  });

  it('refuses unclear choices with 400', async () => {
    const { id } = await submit('Northwind Construction');
    for (const body of [
      { mode: 'join' },
      { mode: 'join', companyId: 'northwind' },
      { mode: 'join', companyId: northwind.id, role: 'gears_admin' },
      { mode: 'join', companyId: northwind.id, companyName: 'Renamed' },
      { mode: 'new_company', companyId: northwind.id },
      { mode: 'new_company', role: 'technician' },
      { mode: 'merge' },
      { role: 'client_admin', extra: true },
    ]) {
      const res = await approve(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets only provider admins list or approve requests', async () => {
    const { id } = await submit('Northwind Construction');
    const clientAdmin = await signIn(t.app, northwindAdmin);
    for (const who of [clientAdmin, null]) {
      expect((await call(who, 'GET', '/api/admin/registration-requests')).statusCode).toBe(who ? 403 : 401);
      expect((await approve(id, { mode: 'join', companyId: northwind.id, role: 'client_admin' }, who as string)).statusCode).toBe(
        who ? 403 : 401,
      );
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('a new company may not take the provider company’s name', async () => {
    const provider = await providerCompany(t.db);
    const { id } = await submit(` ${provider.name.toUpperCase()} `);
    const res = await approve(id, {});
    expect(res.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('pending');
  });

  it('describes the approve choices in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().paths['/api/admin/registration-requests/{id}/approve'])).toContain('new_company');
  });

  it('impersonation by a name two companies share asks for the id instead of guessing', async () => {
    const name = `Twin Pines ${randomUUID().slice(0, 8)}`;
    await insertCompany(t.db, { name });
    await insertCompany(t.db, { name: name.toUpperCase() });
    const res = await call(cookie, 'POST', '/api/admin/impersonation', { clientId: name });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('choose it by id');
  });
});
