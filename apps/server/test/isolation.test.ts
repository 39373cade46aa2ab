import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, insertUser, multipartFile, signIn, tinyPng, type TestApp } from './harness.ts';

type User = Awaited<ReturnType<typeof insertUser>>;

/** Company B's users try company A's records by id: every answer is 404 and A's rows stay as they were. */
describe(`isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let aAdmin: User;
  let aManager: User;
  let bAdmin: User;
  let aCookie: string;
  let aManagerCookie: string;
  let bCookie: string;
  let aInvitationId: string;
  let aSessionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertCompany(t.db);
    const b = await insertCompany(t.db);
    aAdmin = await insertUser(t.db, { companyId: a.id, role: 'client_admin' });
    aManager = await insertUser(t.db, { companyId: a.id, role: 'manager' });
    bAdmin = await insertUser(t.db, { companyId: b.id, role: 'client_admin' });
    aCookie = await signIn(t.app, aAdmin);
    aManagerCookie = await signIn(t.app, aManager);
    bCookie = await signIn(t.app, bAdmin);

    const upload = multipartFile('file', 'me.png', 'image/png', tinyPng());
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      ...upload,
      headers: { ...upload.headers, cookie: aManagerCookie },
    });
    expect(avatar.statusCode).toBe(200);

    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      payload: { email: `invitee-${Date.now()}@example.test`, role: 'technician' },
      headers: { cookie: aCookie },
    });
    expect(invite.statusCode).toBe(201);
    aInvitationId = invite.json().invitation.id;

    const sessions = await t.app.inject({ url: '/api/me/sessions', headers: { cookie: aCookie } });
    aSessionId = (sessions.json().sessions as { id: string; isCurrent: boolean }[]).find((s) => s.isCurrent)!.id;
  });
  afterAll(() => t.close());

  const as = (cookie: string, method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { cookie } });

  it("A's own users can read A's avatar", async () => {
    const res = await as(aCookie, 'GET', `/api/users/${aManager.id}/avatar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it("B cannot read A's avatar: 404", async () => {
    const res = await as(bCookie, 'GET', `/api/users/${aManager.id}/avatar`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it("B cannot revoke A's invitation: 404, and the row is unchanged", async () => {
    const res = await as(bCookie, 'DELETE', `/api/invitations/${aInvitationId}`);
    expect(res.statusCode).toBe(404);
    const rows = await t.db.query<{ revoked_at: Date | null; accepted_at: Date | null }>(
      'select revoked_at, accepted_at from invitations where id = $1',
      [aInvitationId],
    );
    expect(rows).toEqual([{ revoked_at: null, accepted_at: null }]);
    const listed = await as(aCookie, 'GET', '/api/invitations');
    expect(listed.json().invitations.find((i: { id: string }) => i.id === aInvitationId)).toMatchObject({ status: 'pending' });
  });

  it("B cannot revoke A's session: 404, and A stays signed in", async () => {
    const res = await as(bCookie, 'DELETE', `/api/me/sessions/${aSessionId}`);
    expect(res.statusCode).toBe(404);
    const rows = await t.db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where id = $1', [aSessionId]);
    expect(rows).toEqual([{ revoked_at: null }]);
    expect((await as(aCookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it("A's manager cannot revoke A's admin's session either: sessions are personal", async () => {
    const res = await as(aManagerCookie, 'DELETE', `/api/me/sessions/${aSessionId}`);
    expect(res.statusCode).toBe(404);
    expect((await as(aCookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it("B cannot invite into A by naming A's company id: 404, and A gets no invitation", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      payload: { email: `planted-${Date.now()}@example.test`, role: 'client_admin', companyId: aAdmin.companyId },
      headers: { cookie: bCookie },
    });
    expect(res.statusCode).toBe(404);
    const rows = await t.db.query<{ id: string }>('select id from invitations where company_id = $1', [aAdmin.companyId]);
    expect(rows.map((r) => r.id)).toEqual([aInvitationId]);
  });

  it("B's team list holds none of A's users", async () => {
    const res = await as(bCookie, 'GET', '/api/company/users');
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { id: string; companyId: string }[];
    expect(users.map((u) => u.id)).toEqual([bAdmin.id]);
    expect(users.every((u) => u.companyId === bAdmin.companyId)).toBe(true);
  });

  it("B's invitation list holds none of A's invitations", async () => {
    const res = await as(bCookie, 'GET', '/api/invitations');
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([]);
  });

  it("B's session list holds only B's sessions", async () => {
    const res = await as(bCookie, 'GET', '/api/me/sessions');
    const ids = (res.json().sessions as { id: string }[]).map((s) => s.id);
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(aSessionId);
  });

  it.each([
    ['GET', '/api/users/not-a-uuid/avatar'],
    ['DELETE', '/api/invitations/123'],
    ['DELETE', '/api/me/sessions/abc'],
    ['DELETE', "/api/me/sessions/'%20or%201=1"],
  ] as const)('%s %s with a non-UUID id answers 400, not 500', async (method, url) => {
    const res = await as(bCookie, method, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message: 'id: Not a valid id.' });
  });
});
