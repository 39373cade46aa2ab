import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, withTenant } from '../src/db/tenant.ts';
import { awaitRoomInWindow, createTestApp, insertCompany, insertUser, latestEmailTo, uniqueIp, type TestApp } from './harness.ts';

describe(`public leads and the founders counter (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let admin: { email: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUser(t.db, { role: 'gears_admin' });
  });
  afterAll(() => t.close());

  let n = 0;
  const email = (prefix = 'lead') => `${prefix}-${Date.now().toString(36)}-${n++}@Example.TEST`;
  const submit = (payload: Record<string, unknown>, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/public/leads', payload, remoteAddress: ip });
  const leadsFor = (address: string) =>
    t.db.query<{
      kind: string;
      email: string;
      first_name: string | null;
      company: string | null;
      message: string | null;
      submit_count: number;
      status: string;
    }>('select kind, email, first_name, company, message, submit_count, status from leads where email = lower($1) order by kind', [
      address,
    ]);
  const demo = (address: string) => ({
    kind: 'demo',
    firstName: 'Ann',
    lastName: 'Lee',
    company: 'Lee Quarries',
    email: address,
    phone: '+1 555 0100',
    equipmentType: 'Aggregates and crushing',
    fleetSize: '11-50',
    message: 'Two crushers and a loader.',
    leadSource: 'home_talk_to_sales',
  });

  it('stores a demo request with the email lower-cased, answers Request Received, and emails the provider admins', async () => {
    const address = email();
    const res = await submit(demo(address));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received: true,
      title: 'Request Received',
      message: 'Thank you, Ann. Our team will get back to you by email.',
    });
    const rows = await leadsFor(address);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'demo', email: address.toLowerCase(), first_name: 'Ann', submit_count: 1, status: 'new' }),
    ]);
    const mail = await latestEmailTo(t.db, admin.email);
    expect(mail?.template).toBe('lead_received');
    expect(mail?.subject).toBe('New demo request: Ann Lee');
    expect(mail?.body_text).toContain(address.toLowerCase());
    expect(mail?.body_text).toContain('https://portal.example.test/dashboard/admin?tab=leads');
  });

  it('keeps markup as text, in the row and in the email', async () => {
    const address = email('script');
    const res = await submit({ ...demo(address), company: '<b>Acme</b>', message: '<script>alert("x")</script>' });
    expect(res.statusCode).toBe(200);
    expect((await leadsFor(address))[0]).toMatchObject({ company: '<b>Acme</b>', message: '<script>alert("x")</script>' });
    const mail = await latestEmailTo(t.db, admin.email);
    expect(mail?.body_text).toContain('<script>alert("x")</script>');
  });

  it.each([
    { name: 'no names', change: { firstName: '', lastName: ' ' }, paths: ['firstName', 'lastName'] },
    { name: 'no company', change: { company: null }, paths: ['company'] },
    { name: 'no email', change: { email: '' }, paths: ['email'] },
  ])('refuses a demo request with $name: Missing Information, nothing stored', async ({ change, paths }) => {
    const address = email('missing');
    const res = await submit({ ...demo(address), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Missing Information');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(paths);
    expect(await leadsFor(address)).toEqual([]);
  });

  it.each(['', 'no-at-sign.example', 'ann@'])('refuses the mobile signup for %j: Invalid Email', async (bad) => {
    const res = await submit({ kind: 'mobile_notify', email: bad, leadSource: 'home_mobile_app' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Invalid Email',
      details: [{ path: 'email', message: 'Please enter a valid email address.' }],
    });
  });

  it('answers the mobile signup with Successfully Registered!', async () => {
    const address = email('mobile');
    const res = await submit({ kind: 'mobile_notify', email: address });
    expect(res.json()).toMatchObject({ received: true, title: 'Successfully Registered!' });
    expect(await leadsFor(address)).toEqual([expect.objectContaining({ kind: 'mobile_notify', first_name: null })]);
  });

  it('dedupes by email and kind: a repeat updates the lead, bumps submit_count, reopens it, and does not email again', async () => {
    const address = email('repeat');
    await submit(demo(address));
    await t.db.query(`update leads set status = 'closed' where email = lower($1)`, [address]);
    const first = await latestEmailTo(t.db, admin.email);
    const again = await submit({ ...demo(address.toUpperCase()), company: 'Lee Quarries West', message: null });
    expect(again.statusCode).toBe(200);
    const rows = await leadsFor(address);
    expect(rows).toEqual([
      expect.objectContaining({ submit_count: 2, company: 'Lee Quarries West', message: 'Two crushers and a loader.', status: 'new' }),
    ]);
    expect((await latestEmailTo(t.db, admin.email))?.id).toBe(first?.id);
    // Another kind with the same email is its own lead.
    await submit({ kind: 'mobile_notify', email: address });
    expect((await leadsFor(address)).map((r) => r.kind)).toEqual(['demo', 'mobile_notify']);
  });

  it('answers a filled honeypot like a success but stores nothing and emails no one', async () => {
    const address = email('bot');
    const before = await latestEmailTo(t.db, admin.email);
    const res = await submit({ ...demo(address), website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received: true,
      title: 'Request Received',
      message: 'Thank you, Ann. Our team will get back to you by email.',
    });
    expect(await leadsFor(address)).toEqual([]);
    expect((await latestEmailTo(t.db, admin.email))?.id).toBe(before?.id);
  });

  it('rejects unknown fields and unknown kinds', async () => {
    expect((await submit({ ...demo(email()), isAdmin: true })).statusCode).toBe(400);
    expect((await submit({ ...demo(email()), kind: 'registration' })).statusCode).toBe(400);
  });

  it('rate-limits one address at 10 submissions an hour (429 Rate limit exceeded)', async () => {
    await awaitRoomInWindow(3600, 30);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await submit(demo(email('ip')), ip)).statusCode).toBe(200);
    const over = await submit(demo(email('ip')), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Rate limit exceeded');
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('rate-limits one email address at 5 a day, whatever the client address', async () => {
    await awaitRoomInWindow(86400, 30);
    const address = email('flood');
    for (let i = 0; i < 5; i++) expect((await submit(demo(address))).statusCode).toBe(200);
    expect((await submit(demo(address))).statusCode).toBe(429);
    expect((await leadsFor(address))[0]?.submit_count).toBe(5);
  });

  it('lets visitors add leads only through lead_submit: the runtime role cannot insert or read them directly', async () => {
    await expect(
      withTenant(t.db, anonymousContext, (tx) => tx.query(`insert into leads (kind, email) values ('demo', 'direct@example.test')`)),
    ).rejects.toThrow(/row-level security|permission denied/);
    expect(await withTenant(t.db, anonymousContext, (tx) => tx.query('select * from leads'))).toEqual([]);
  });

  it('counts founders spots from companies billed at the founders price, capped at 25', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/public/founders' })).json();
    expect(await read()).toEqual({ total: 25, claimed: 0, spotsLeft: 25 });
    const companies = await Promise.all(Array.from({ length: 27 }, () => insertCompany(t.db)));
    await t.db.query('update companies set founders_pricing = true where id = any($1::uuid[])', [companies.slice(0, 3).map((c) => c.id)]);
    expect(await read()).toEqual({ total: 25, claimed: 3, spotsLeft: 22 });
    await t.db.query('update companies set founders_pricing = true where id = any($1::uuid[])', [companies.map((c) => c.id)]);
    expect(await read()).toEqual({ total: 25, claimed: 25, spotsLeft: 0 });
  });
});
