import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, insertUser, signIn, testDriver, type TestApp } from './harness.ts';
import { caller, signUp, subscriptionRow, testCard } from './billing-fixtures.ts';

const card = testCard;

/** issue 12 item 2: a trial never downgrades a company; only a company that never had a plan gets one. */
describe(`billing: who may start a free trial (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t.close());

  const foundersClaimed = async () => (await t.db.query<{ n: number }>('select founders_claimed_count() as n'))[0]!.n;
  const trialActivity = async (companyId: string) =>
    (await t.db.query(`select 1 from activity_logs where company_id = $1 and action = 'trial_started'`, [companyId])).length;

  /** A client company whose plan the provider recorded (no self-service subscription), and its signed-in client_admin. */
  async function managed(tier: 'basic' | 'professional' | 'enterprise', status: string) {
    const company = await insertCompany(t.db, { tier });
    await t.db.query('update companies set subscription_status = $2 where id = $1', [company.id, status]);
    const admin = await insertUser(t.db, { companyId: company.id, role: 'client_admin' });
    return { companyId: company.id, cookie: await signIn(t.app, admin) };
  }

  it('a managed Professional company gets 409, keeps its plan and seats, and no founders spot is used', async () => {
    const c = await managed('professional', 'active');
    const before = (await call(c.cookie, 'GET', '/api/billing/subscription')).json();
    expect(before).toMatchObject({
      status: 'managed',
      subscription_tier: 'professional',
      limits: { users: 4 },
      trialAvailable: false,
      trialUnavailableReason: m.trialAfterPlan,
    });
    const spots = await foundersClaimed();

    const res = await call(c.cookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: m.trialAfterPlan });

    expect(await subscriptionRow(t, c.companyId)).toBeNull();
    const after = (await call(c.cookie, 'GET', '/api/billing/subscription')).json();
    expect(after).toMatchObject({
      status: 'managed',
      subscription_tier: 'professional',
      limits: { equipment: null, users: 4 },
      features: before.features,
    });
    expect(await foundersClaimed()).toBe(spots);
    expect(await trialActivity(c.companyId)).toBe(0);
    expect(
      (await t.db.query('select subscription_tier, subscription_status, trial_end_date from companies where id = $1', [c.companyId]))[0],
    ).toEqual({ subscription_tier: 'professional', subscription_status: 'active', trial_end_date: null });
  });

  it.each<{ name: string; tier: 'basic' | 'professional' | 'enterprise'; status: string }>([
    { name: 'managed Enterprise', tier: 'enterprise', status: 'active' },
    { name: 'managed Basic, active', tier: 'basic', status: 'active' },
    { name: 'managed Professional, not active', tier: 'professional', status: 'inactive' },
  ])('$name: 409, nothing changes', async ({ tier, status }) => {
    const c = await managed(tier, status);
    const res = await call(c.cookie, 'POST', '/api/billing/trial', { planId: 'professional' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.trialAfterPlan);
    expect(await subscriptionRow(t, c.companyId)).toBeNull();
  });

  it('a company that used its trial, or had a subscription in any state, is refused and told why', async () => {
    const trialled = await signUp(t, { planId: 'professional' });
    expect((await call(trialled.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      trialAvailable: false,
      trialUnavailableReason: m.trialUsed,
    });
    const again = await call(trialled.cookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.trialUsed);
    expect(await subscriptionRow(t, trialled.companyId)).toMatchObject({ tier: 'professional', status: 'trialing' });

    // Subscribed through the test checkout: refused with the subscription's message; the plan stays.
    const { checkoutId } = (
      await call(trialled.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'monthly' })
    ).json();
    expect((await call(null, 'POST', `/api/checkout/test/${checkoutId}/pay`, card)).statusCode).toBe(200);
    const subscribed = await call(trialled.cookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json().error.message).toBe(m.alreadySubscribed);
    expect(await subscriptionRow(t, trialled.companyId)).toMatchObject({ tier: 'professional', status: 'active', provider: 'test' });

    // A subscription that was canceled, even one that never had a trial: the trial is only for companies that never had a plan.
    await t.db.query(`update subscriptions set status = 'canceled', trial_end = null where company_id = $1`, [trialled.companyId]);
    const canceled = await call(trialled.cookie, 'POST', '/api/billing/trial', { planId: 'basic' });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error.message).toBe(m.trialAfterPlan);
    expect(await subscriptionRow(t, trialled.companyId)).toMatchObject({ tier: 'professional', status: 'canceled' });
  });

  it('a company that never had a plan may start one trial; the subscription answer says whether one is available', async () => {
    const c = await managed('basic', 'inactive');
    expect((await call(c.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      trialAvailable: true,
      trialUnavailableReason: null,
    });
    const started = await call(c.cookie, 'POST', '/api/billing/trial', { planId: 'professional' });
    expect(started.statusCode).toBe(201);
    expect((await call(c.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'trialing',
      trialAvailable: false,
      trialUnavailableReason: m.trialUsed,
    });
  });

  it('trial starts at once from separate sessions: one wins, the others are 409, one trial row', async () => {
    const c = await managed('basic', 'inactive');
    const other = await insertUser(t.db, { companyId: c.companyId, role: 'client_admin' });
    const cookies = [c.cookie, await signIn(t.app, other), await signIn(t.app, other)];
    const fire = () =>
      Promise.all(cookies.map((cookie, i) => call(cookie, 'POST', '/api/billing/trial', { planId: i === 1 ? 'basic' : 'professional' })));
    let pending = Promise.resolve([] as Awaited<ReturnType<typeof fire>>);
    if (testDriver === 'postgres') {
      // Holding the founders lock (migration 0010) keeps every start waiting after its checks: the window a real race has.
      await t.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(7310010)');
        pending = fire();
        await new Promise((resolve) => setTimeout(resolve, 3000));
      });
    } else {
      pending = fire();
    }
    const answers = await pending;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await t.db.query('select 1 from subscriptions where company_id = $1', [c.companyId])).length).toBe(1);
    expect(await trialActivity(c.companyId)).toBe(1);
  });
});
