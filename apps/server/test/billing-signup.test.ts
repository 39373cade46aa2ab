import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { awaitRoomInWindow, createTestApp, insertCompany, insertUser, latestEmailTo, signIn, uniqueIp, type TestApp } from './harness.ts';
import { caller, confirmationTokenFor, signUp, signupBody, subscriptionRow } from './billing-fixtures.ts';

describe(`billing: self-service sign-up with a plan and the free trial (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/public/signup', payload: payload as object, remoteAddress: uniqueIp() });
  const countCompanies = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from companies'))[0]!.n;

  it('creates the company and its client_admin, signs them in and starts a 7-day trial without a card', async () => {
    const before = Date.now();
    const s = await signUp(t, { planId: 'professional' });
    expect(s.trial).toMatchObject({ planId: 'professional', title: 'Free Trial Activated!', foundersPricing: true });
    const trialEnd = new Date(s.trial.trial_end_date as string).getTime();
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 5000);
    expect(trialEnd - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const me = await call(s.cookie, 'GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({
      role: 'client_admin',
      email: s.body.email,
      name: 'Casey Quarry',
      companyName: s.body.companyName,
    });
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      tier: 'professional',
      status: 'trialing',
      provider: 'none',
      founders_pricing: true,
    });

    const sub = await call(s.cookie, 'GET', '/api/billing/subscription');
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({
      subscribed: true,
      subscription_tier: 'professional',
      plan: 'professional',
      status: 'trialing',
      trial_end_date: s.trial.trial_end_date,
      foundersPricing: true,
      canManage: false,
      cancelAtPeriodEnd: false,
      limits: { equipment: null, users: 4 },
      usage: { equipment: { used: 0, limit: null, level: 'unlimited' }, users: { used: 1, limit: 4, level: 'ok' } },
      warnings: [],
    });
    expect(sub.json().features).toEqual(expect.arrayContaining(['check_in_out_basic', 'reservations_basic', 'reporting']));
    expect(sub.json().features).not.toContain('fleet_tracking');

    // The company summary the admin list and review verification read follows the subscription.
    const company = (
      await t.db.query<Record<string, unknown>>(
        'select subscription_tier, subscription_status, trial_status, founders_pricing, contact_email from companies where id = $1',
        [s.companyId],
      )
    )[0];
    expect(company).toEqual({
      subscription_tier: 'professional',
      subscription_status: 'trialing',
      trial_status: 'active',
      founders_pricing: true,
      contact_email: s.body.email,
    });
    expect((await latestEmailTo(t.db, s.body.email as string))?.template).toBe('trial_started');
  });

  it.each([
    { planId: 'enterprise', message: m.enterpriseBySales },
    { planId: 'platinum', message: m.unknownPlan },
    { planId: '', message: m.unknownPlan },
  ])('refuses plan id $planId with 400 and creates nothing', async ({ planId, message }) => {
    const before = await countCompanies();
    const res = await post(signupBody({ planId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await countCompanies()).toBe(before);
  });

  it.each([
    { field: 'email', value: 'not-an-email', status: 400, message: 'email: Enter a valid email address.' },
    { field: 'name', value: '   ', status: 400, message: 'name: Name is required.' },
    { field: 'companyName', value: '', status: 400, message: 'companyName: Company Name is required.' },
    { field: 'password', value: 'short', status: 400, message: 'Password must be at least 8 characters.' },
    { field: 'password', value: 'password123', status: 400, message: 'This password is too common. Choose another.' },
    { field: 'period', value: 'weekly', status: 400, message: 'period: Choose monthly or yearly billing.' },
    { field: 'role', value: 'gears_admin', status: 400, message: null },
  ])('bad $field → $status, nothing created', async ({ field, value, status, message }) => {
    const before = await countCompanies();
    const res = await post(signupBody({ [field]: value }));
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await countCompanies()).toBe(before);
  });

  it('refuses a company name that exists (409), case-insensitively, whatever the address', async () => {
    const first = await signUp(t);
    const sameCompany = await post(signupBody({ companyName: String(first.body.companyName).toLowerCase() }));
    expect(sameCompany.statusCode).toBe(409);
    expect(sameCompany.json().error.message).toBe(m.companyTaken);
    const sameBoth = await post(signupBody({ email: first.body.email, companyName: String(first.body.companyName).toUpperCase() }));
    expect(sameBoth.statusCode).toBe(409);
    expect(sameBoth.json().error.message).toBe(m.companyTaken);
  });

  it('a filled honeypot gets the same answer but creates no company, user, session or email', async () => {
    const before = await countCompanies();
    const body = signupBody({ website: 'http://spam.example' });
    const res = await post(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'confirmation_sent', message: m.confirmationSent });
    expect(res.cookies.find((c) => c.name === 'gears_session')).toBeUndefined();
    expect(await countCompanies()).toBe(before);
    expect(await latestEmailTo(t.db, body.email)).toBeNull();
  });

  it('nothing is created until the emailed link is used; the link works once', async () => {
    const before = await countCompanies();
    const body = signupBody();
    const res = await post(body);
    expect(res.statusCode).toBe(202);
    expect(res.cookies.find((c) => c.name === 'gears_session')).toBeUndefined();
    expect(await countCompanies()).toBe(before);
    const mail = await latestEmailTo(t.db, body.email);
    expect(mail).toMatchObject({ template: 'signup_confirm', subject: 'Confirm your email to start your GEARS Portal trial' });
    expect(mail!.body_text).toContain(`https://portal.example.test/signup-with-plan?plan=basic&period=monthly&token=`);
    const token = await confirmationTokenFor(t, body.email);
    const confirm = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/public/signup/confirm', payload, remoteAddress: uniqueIp() });
    const done = await confirm({ token });
    expect(done.statusCode).toBe(201);
    expect(done.json().me.user).toMatchObject({ email: body.email, role: 'client_admin', companyName: body.companyName });
    expect(await countCompanies()).toBe(before + 1);
    const again = await confirm({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(m.confirmationInvalid);
    expect((await confirm({ token: 'x'.repeat(43) })).json().error.message).toBe(m.confirmationInvalid);
    expect((await confirm({ token: 'short' })).statusCode).toBe(400);
    expect(await countCompanies()).toBe(before + 1);
  });

  it('an expired link creates nothing', async () => {
    const before = await countCompanies();
    const body = signupBody();
    expect((await post(body)).statusCode).toBe(202);
    const token = await confirmationTokenFor(t, body.email);
    await t.db.query(`update signup_confirmations set expires_at = now() - interval '1 second' where email = $1`, [body.email]);
    const res = await t.app.inject({ method: 'POST', url: '/api/public/signup/confirm', payload: { token }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.confirmationInvalid);
    expect(await countCompanies()).toBe(before);
  });

  it('two links for one address: the second says the account exists (its holder proved the address)', async () => {
    const body = signupBody();
    expect((await post(body)).statusCode).toBe(202);
    const firstToken = await confirmationTokenFor(t, body.email);
    expect((await post({ ...body, companyName: `${body.companyName} Two` })).statusCode).toBe(202);
    const secondToken = await confirmationTokenFor(t, body.email);
    const confirm = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/public/signup/confirm', payload: { token }, remoteAddress: uniqueIp() });
    expect((await confirm(secondToken)).statusCode).toBe(201);
    const late = await confirm(firstToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(m.emailTaken);
  });

  it('is rate limited per address', async () => {
    await awaitRoomInWindow(60 * 60, 30);
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/signup',
        payload: signupBody({ password: 'short' }),
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    // Bad passwords are refused before the limit counts; then ten good-looking attempts pass and the eleventh is 429.
    expect(codes.every((c) => c === 400)).toBe(true);
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/signup',
        payload: signupBody({ website: '' }),
        remoteAddress: ip,
      });
      results.push(res.statusCode);
    }
    expect(results.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(results[10]).toBe(429);
    expect(results.length).toBe(11);
  });

  it('the trial rule: a company that used its trial cannot start another; an expired trial falls back to Basic', async () => {
    const s = await signUp(t, { planId: 'professional' });
    const again = await call(s.cookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(again.statusCode).toBe(409);
    await t.db.query(`update subscriptions set trial_end = now() - interval '1 minute' where company_id = $1`, [s.companyId]);
    const sub = (await call(s.cookie, 'GET', '/api/billing/subscription')).json();
    expect(sub).toMatchObject({
      subscribed: false,
      subscription_tier: 'basic',
      plan: 'professional',
      status: 'trial_expired',
      limits: { equipment: 10, users: 2 },
    });
    expect((await call(s.cookie, 'POST', '/api/billing/trial', { planId: 'professional' })).statusCode).toBe(409);
  });

  it('a company that never had a plan (approved registration: Basic, inactive) may start one trial; only its client_admin may', async () => {
    const company = await insertCompany(t.db, { tier: 'basic' });
    const admin = await insertUser(t.db, { companyId: company.id, role: 'client_admin' });
    const manager = await insertUser(t.db, { companyId: company.id, role: 'manager' });
    const managerCookie = await signIn(t.app, manager);
    const refused = await call(managerCookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.billingAdminOnly);
    expect((await call(null, 'POST', '/api/billing/trial', { planId: 'basic' })).json().error.message).toBe('Authentication required');
    const cookie = await signIn(t.app, admin);
    expect((await call(cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'managed',
      subscription_tier: 'basic',
      subscribed: false,
    });
    const started = await call(cookie, 'POST', '/api/billing/trial', { planId: 'professional' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ planId: 'professional', title: 'Free Trial Activated!' });
    expect((await call(managerCookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'trialing',
      subscription_tier: 'professional',
    });
  });
});

describe(`billing: founders programme, 25 spots (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const founders = async () => (await t.app.inject({ method: 'GET', url: '/api/public/founders', remoteAddress: uniqueIp() })).json();

  it('gives the founders price to the first 25 sign-ups, even when they arrive together, and never to the 26th', async () => {
    const first = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
    expect(first.every((s) => s.trial.foundersPricing === true)).toBe(true);
    expect(await founders()).toEqual({ total: 25, claimed: 20, spotsLeft: 5 });
    // Eight at once for the last five spots.
    const rush = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    expect(rush.filter((s) => s.trial.foundersPricing === true)).toHaveLength(5);
    expect(await founders()).toEqual({ total: 25, claimed: 25, spotsLeft: 0 });
    const late = await signUp(t);
    expect(late.trial.foundersPricing).toBe(false);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from subscriptions where founders_pricing'))[0]!.n).toBe(25);

    // A founders trial that lapses unpaid gives its spot back; the next sign-up takes it.
    const lapsed = first[0]!;
    await t.db.query(`update subscriptions set trial_end = now() - interval '1 minute' where company_id = $1`, [lapsed.companyId]);
    expect(await founders()).toEqual({ total: 25, claimed: 24, spotsLeft: 1 });
    expect((await signUp(t)).trial.foundersPricing).toBe(true);
    expect((await signUp(t)).trial.foundersPricing).toBe(false);
  });
});
