import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, signIn, uniqueIp, type TestApp } from './harness.ts';

describe(`admin lead list (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let adminCookie: string;
  let clientCookie: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    const client = await insertUser(t.db, { role: 'client_admin' });
    adminCookie = await signIn(t.app, admin);
    clientCookie = await signIn(t.app, client);
    const leads = [
      { kind: 'demo', firstName: 'Old', lastName: 'Demo', company: 'Old Co', email: 'old@example.test' },
      { kind: 'contact', firstName: 'Cora', lastName: 'Contact', email: 'cora@example.test', message: '<img src=x onerror=alert(1)>' },
      { kind: 'mobile_notify', email: 'mo@example.test' },
    ];
    for (const payload of leads) {
      const res = await t.app.inject({ method: 'POST', url: '/api/public/leads', payload, remoteAddress: uniqueIp() });
      expect(res.statusCode).toBe(200);
    }
    // Spread the creation times so "newest first" is observable.
    await t.db.query(`update leads set created_at = now() - interval '2 days' where email = 'old@example.test'`);
    await t.db.query(`update leads set created_at = now() - interval '1 day' where email = 'cora@example.test'`);
    for (const r of await t.db.query<{ id: string; email: string }>('select id, email from leads')) ids[r.email] = r.id;
  });
  afterAll(() => t.close());

  const list = (query = '', cookie = adminCookie) => t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: { cookie } });

  it('lists leads newest first for a provider admin, with the text exactly as submitted', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const leads = res.json().leads;
    expect(leads.map((l: { email: string }) => l.email)).toEqual(['mo@example.test', 'cora@example.test', 'old@example.test']);
    expect(leads[1]).toMatchObject({ kind: 'contact', status: 'new', submitCount: 1, message: '<img src=x onerror=alert(1)>' });
  });

  it('filters by kind and by status', async () => {
    expect((await list('?kind=contact')).json().leads.map((l: { email: string }) => l.email)).toEqual(['cora@example.test']);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${ids['old@example.test']}`,
      headers: { cookie: adminCookie },
      payload: { status: 'contacted' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().lead).toMatchObject({ email: 'old@example.test', status: 'contacted' });
    expect((await list('?status=contacted')).json().leads.map((l: { email: string }) => l.email)).toEqual(['old@example.test']);
    expect((await list('?status=new')).json().leads).toHaveLength(2);
  });

  it('refuses a bad status, a bad filter and an unknown lead', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${ids['mo@example.test']}`,
      headers: { cookie: adminCookie },
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await list('?status=won')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/leads/00000000-0000-4000-8000-000000000000',
      headers: { cookie: adminCookie },
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Lead not found');
    expect((await t.db.query<{ status: string }>('select status from leads where id = $1', [ids['mo@example.test']]))[0]?.status).toBe(
      'new',
    );
  });

  it('answers a client_admin with 403 Admin privileges required, and a visitor with 401', async () => {
    const res = await list('', clientCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Admin privileges required');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${ids['mo@example.test']}`,
      headers: { cookie: clientCookie },
      payload: { status: 'closed' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await t.db.query<{ status: string }>('select status from leads where id = $1', [ids['mo@example.test']]))[0]?.status).toBe(
      'new',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads' })).statusCode).toBe(401);
  });
});
