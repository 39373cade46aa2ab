import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { withTenant } from '../src/db/tenant.ts';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { createTestApp, insertUser, signIn, type TestApp } from './harness.ts';
import { caller, deliverWebhook, signUp, subscriptionRow, testCard, type SignedUp } from './billing-fixtures.ts';

const card = testCard;

describe(`billing: test-mode checkout and subscription webhooks (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    secret = webhookSecretOf(t.config);
  });
  afterAll(() => t.close());

  const deliver = (event: Record<string, unknown>, key = secret) => deliverWebhook(t, event, key);
  const subscriptionEvent = (
    type: string,
    s: { id: string; customer: string },
    o: { created: number; status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: number; eventId?: string },
  ) => ({
    id: o.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    type,
    created: o.created,
    data: {
      object: {
        id: s.id,
        object: 'subscription',
        customer: s.customer,
        status: o.status ?? 'active',
        cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
        items: { data: [{ current_period_end: o.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400 }] },
      },
    },
  });

  /** A signed-up company that subscribed through the test checkout. */
  async function subscribed(planId = 'professional', period = 'monthly'): Promise<SignedUp & { checkoutId: string }> {
    const s = await signUp(t);
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId, period });
    expect(res.statusCode).toBe(201);
    const { checkoutId } = res.json();
    const paid = await call(null, 'POST', `/api/checkout/test/${checkoutId}/pay`, card);
    expect(paid.statusCode).toBe(200);
    return { ...s, checkoutId };
  }

  it('checkout → test card → active subscription, through the shared webhook handler', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'monthly' });
    expect(res.statusCode).toBe(201);
    const { url, checkoutId } = res.json();
    expect(url).toBe(`https://portal.example.test/checkout/test/${checkoutId}`);
    // A second click reuses the open checkout.
    expect((await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'monthly' })).json()).toEqual({
      url,
      checkoutId,
    });

    const summary = await call(null, 'GET', `/api/checkout/test/${checkoutId}`);
    expect(summary.json()).toMatchObject({
      sessionId: checkoutId,
      mode: 'test',
      status: 'open',
      amount: 74,
      companyName: s.body.companyName,
      plan: { name: 'Professional Plan', period: 'monthly', foundersPricing: true },
    });
    const declined = await call(null, 'POST', `/api/checkout/test/${checkoutId}/pay`, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect((await subscriptionRow(t, s.companyId))!.status).toBe('trialing');

    const paid = await call(null, 'POST', `/api/checkout/test/${checkoutId}/pay`, card);
    expect(paid.json()).toEqual({ redirectUrl: `/success?kind=subscription&session_id=${checkoutId}` });
    const again = await call(null, 'POST', `/api/checkout/test/${checkoutId}/pay`, card);
    expect(again.statusCode).toBe(409);

    const row = (await subscriptionRow(t, s.companyId))!;
    expect(row).toMatchObject({
      tier: 'professional',
      status: 'active',
      provider: 'test',
      billing_period: 'monthly',
      founders_pricing: true,
      cancel_at_period_end: false,
    });
    expect(String(row.provider_subscription_id)).toMatch(/^sub_test_/);
    const days = (new Date(row.current_period_end as string).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const events = await t.db.query<{ type: string; outcome: string; invoice_id: string | null }>(
      'select type, outcome, invoice_id from payment_events where company_id = $1 order by received_at',
      [s.companyId],
    );
    expect(events).toEqual([
      { type: 'checkout.session.completed', outcome: 'subscribed', invoice_id: null },
      { type: 'customer.subscription.created', outcome: 'subscription_updated', invoice_id: null },
    ]);

    const view = await call(s.cookie, 'GET', `/api/billing/checkout/${checkoutId}`);
    expect(view.json()).toEqual({
      checkoutId,
      kind: 'subscription',
      status: 'completed',
      planId: 'professional',
      period: 'monthly',
      amount: 74,
      foundersPricing: true,
      refundStatus: null,
    });
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      subscribed: true,
      status: 'active',
      subscription_tier: 'professional',
      provider: 'test',
      canManage: true,
      period: 'monthly',
    });
    // Already subscribed: a second checkout is refused; the portal is our own billing page in test mode.
    const second = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'yearly' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(m.alreadySubscribed);
    expect((await call(s.cookie, 'POST', '/api/billing/portal')).json()).toEqual({ url: 'https://portal.example.test/account/billing' });
  });

  it('yearly at the list price once the company holds no founders spot', async () => {
    const s = await signUp(t, { planId: 'basic' });
    await t.db.query('update subscriptions set founders_pricing = false where company_id = $1', [s.companyId]);
    await t.db.query(
      `insert into companies (name, founders_pricing) select 'Founder ' || g || ' ' || $1, true from generate_series(1, 25) g`,
      [s.companyId],
    );
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'yearly' });
    const summary = await call(null, 'GET', `/api/checkout/test/${res.json().checkoutId}`);
    expect(summary.json()).toMatchObject({ amount: 490, plan: { period: 'yearly', foundersPricing: false } });
    await t.db.query(`delete from companies where name like 'Founder % ' || $1`, [s.companyId]);
  });

  it('cancel at period end and resume on our billing page, each a signed event through the webhook handler', async () => {
    const s = await subscribed();
    const canceled = await call(s.cookie, 'POST', '/api/billing/cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', subscribed: true });
    expect((await call(s.cookie, 'POST', '/api/billing/cancel')).json().error.message).toBe(m.alreadyCanceling);
    const resumed = await call(s.cookie, 'POST', '/api/billing/resume');
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect((await call(s.cookie, 'POST', '/api/billing/resume')).json().error.message).toBe(m.notCanceling);
    // Once the period is over, a subscription set to cancel is canceled and falls back to Basic.
    await call(s.cookie, 'POST', '/api/billing/cancel');
    await t.db.query(`update subscriptions set current_period_end = now() - interval '1 minute' where company_id = $1`, [s.companyId]);
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'canceled',
      subscribed: false,
      subscription_tier: 'basic',
    });
  });

  it('webhooks: a bad signature is 400 and changes nothing; a replay is a duplicate; an older event does not undo a newer one', async () => {
    const s = await subscribed();
    const row = (await subscriptionRow(t, s.companyId))!;
    const ids = { id: String(row.provider_subscription_id), customer: String(row.provider_customer_id) };
    const now = Math.floor(Date.now() / 1000);

    const forged = await deliver(subscriptionEvent('customer.subscription.deleted', ids, { created: now + 5 }), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await subscriptionRow(t, s.companyId))!.status).toBe('active');

    const pastDue = subscriptionEvent('customer.subscription.updated', ids, { created: now + 10, status: 'past_due' });
    expect((await deliver(pastDue)).json()).toEqual({ received: true, outcome: 'subscription_updated' });
    expect((await deliver(pastDue)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await subscriptionRow(t, s.companyId))!.status).toBe('past_due');

    // Delivered late: written before the past_due change.
    const older = subscriptionEvent('customer.subscription.updated', ids, { created: now + 8, status: 'active', cancelAtPeriodEnd: true });
    expect((await deliver(older)).json().outcome).toBe('stale');
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({ status: 'past_due', cancel_at_period_end: false });

    const periodEnd = now + 40 * 86400;
    const renewed = {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'invoice.paid',
      created: now + 20,
      data: {
        object: {
          id: 'in_1',
          customer: ids.customer,
          parent: { subscription_details: { subscription: ids.id } },
          lines: { data: [{ period: { end: periodEnd } }] },
        },
      },
    };
    expect((await deliver(renewed)).json().outcome).toBe('renewed');
    const after = (await subscriptionRow(t, s.companyId))!;
    expect(after.status).toBe('active');
    expect(new Date(after.current_period_end as string).getTime()).toBe(periodEnd * 1000);

    expect(
      (await deliver(subscriptionEvent('customer.subscription.deleted', ids, { created: now + 30, status: 'canceled' }))).json().outcome,
    ).toBe('subscription_canceled');
    expect((await deliver(subscriptionEvent('customer.subscription.updated', ids, { created: now + 40 }))).json().outcome).toBe(
      'kept_canceled',
    );
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'canceled',
      subscribed: false,
      subscription_tier: 'basic',
      canManage: false,
    });
    expect((await call(s.cookie, 'POST', '/api/billing/portal')).json().error.message).toBe(m.activeSubscriptionRequired);

    // Reactivation: a canceled company checks out again.
    const again = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly' });
    expect(again.statusCode).toBe(201);
    await call(null, 'POST', `/api/checkout/test/${again.json().checkoutId}/pay`, card);
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      status: 'active',
      subscription_tier: 'basic',
      subscribed: true,
    });
  });

  it('an event naming our checkout but another provider session, or an unknown subscription, changes nothing', async () => {
    const s = await signUp(t);
    const { checkoutId } = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly' })).json();
    const forgedSession = {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_someone_else',
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: 2400,
          client_reference_id: checkoutId,
          subscription: 'sub_x',
          customer: 'cus_x',
          metadata: { checkoutId },
        },
      },
    };
    expect((await deliver(forgedSession)).json().outcome).toBe('unknown_subscription');
    const unknown = subscriptionEvent('customer.subscription.deleted', { id: 'sub_nobody', customer: 'cus_nobody' }, { created: 1 });
    expect((await deliver(unknown)).json().outcome).toBe('unknown_subscription');
    expect((await subscriptionRow(t, s.companyId))!.status).toBe('trialing');
  });

  it('only the client_admin buys; plan ids outside our table are refused; the portal needs a subscription', async () => {
    const s = await signUp(t);
    expect((await call(null, 'POST', '/api/billing/checkout', { planId: 'basic' })).json().error.message).toBe('Authentication required');
    const manager = await insertUser(t.db, { companyId: s.companyId, role: 'manager' });
    const managerCookie = await signIn(t.app, manager);
    const refused = await call(managerCookie, 'POST', '/api/billing/checkout', { planId: 'basic' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.billingAdminOnly);
    for (const planId of ['enterprise', 'gold', 'price_123']) {
      const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId, period: 'monthly' });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly', price: 1 })).statusCode).toBe(400);
    const portal = await call(s.cookie, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.message).toBe(m.activeSubscriptionRequired);
    expect((await t.db.query('select 1 from subscription_checkouts where company_id = $1', [s.companyId])).length).toBe(0);
  });

  it("isolation: another company's checkout answers 404, and its people cannot change a subscription they do not own", async () => {
    const a = await subscribed('basic');
    const b = await signUp(t);
    const view = await call(b.cookie, 'GET', `/api/billing/checkout/${a.checkoutId}`);
    expect(view.statusCode).toBe(404);
    expect(view.json().error.message).toBe(m.checkoutNotFound);
    // b's cancel acts on b's own company, which has no paid subscription; a's stays as it was.
    expect((await call(b.cookie, 'POST', '/api/billing/cancel')).statusCode).toBe(409);
    expect(await subscriptionRow(t, a.companyId)).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await call(b.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({ status: 'trialing' });
    // A client's context cannot write subscriptions even for its own company (only the billing service can).
    await expect(
      withTenant(t.db, { userId: b.userId, companyId: b.companyId, role: 'client_admin', isImpersonating: false }, (tx) =>
        tx.query(`update subscriptions set tier = 'enterprise' where company_id = $1`, [b.companyId]),
      ),
    ).resolves.toEqual([]);
    expect((await subscriptionRow(t, b.companyId))!.tier).toBe('basic');
    await expect(
      withTenant(t.db, { userId: b.userId, companyId: b.companyId, role: 'client_admin', isImpersonating: false }, (tx) =>
        tx.query(`update companies set subscription_tier = 'enterprise' where id = $1`, [b.companyId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('a provider admin sees each company’s plan, status and trial end in the companies list', async () => {
    const s = await signUp(t, { planId: 'professional' });
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    const cookie = await signIn(t.app, admin);
    const list = (await call(cookie, 'GET', '/api/admin/companies')).json();
    const row = list.companies.find((c: { id: string }) => c.id === s.companyId);
    expect(row).toMatchObject({
      subscriptionTier: 'professional',
      subscriptionStatus: 'trialing',
      trialStatus: 'active',
      trialEndDate: s.trial.trial_end_date,
    });
    await t.db.query(`update subscriptions set trial_end = now() - interval '1 minute' where company_id = $1`, [s.companyId]);
    const after = (await call(cookie, 'GET', '/api/admin/companies')).json().companies.find((c: { id: string }) => c.id === s.companyId);
    expect(after).toMatchObject({ subscriptionStatus: 'trial_expired', trialStatus: 'ended' });
    // A paid subscription after a trial: the trial reads as converted.
    const paid = await subscribed('basic');
    const converted = (await call(cookie, 'GET', '/api/admin/companies'))
      .json()
      .companies.find((c: { id: string }) => c.id === paid.companyId);
    expect(converted).toMatchObject({ subscriptionTier: 'basic', subscriptionStatus: 'active', trialStatus: 'converted' });
  });
});
