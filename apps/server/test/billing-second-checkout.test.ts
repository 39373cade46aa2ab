import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { createTestApp, insertUser, signIn, type TestApp } from './harness.ts';
import { caller, deliverWebhook, signUp, subscriptionRow, testCard } from './billing-fixtures.ts';

const card = testCard;

/** issue 12 item 3 in test mode: once a company subscribes, an older plan checkout can never charge it a second time. */
describe(`billing: an older plan checkout after subscribing, built-in test checkout (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    secret = webhookSecretOf(t.config);
  });
  afterAll(() => t.close());

  const deliver = (event: Record<string, unknown>) => deliverWebhook(t, event, secret);
  const checkoutRow = async (id: string) =>
    (
      await t.db.query<{ status: string; provider_session_id: string }>(
        'select status, provider_session_id from subscription_checkouts where id = $1',
        [id],
      )
    )[0]!;
  const subscribedEvents = async (companyId: string) =>
    (await t.db.query(`select 1 from payment_events where company_id = $1 and outcome = 'subscribed'`, [companyId])).length;

  it('paying the older checkout is refused at payment time: no second charge, no switch from monthly to yearly', async () => {
    const s = await signUp(t, { planId: 'professional' });
    const monthly = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'monthly' })).json();
    const yearly = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'yearly' })).json();
    expect((await call(null, 'GET', `/api/checkout/test/${yearly.checkoutId}`)).json()).toMatchObject({ status: 'open', amount: 740 });

    expect((await call(null, 'POST', `/api/checkout/test/${monthly.checkoutId}/pay`, card)).statusCode).toBe(200);
    const subscribed = (await subscriptionRow(t, s.companyId))!;
    expect(subscribed).toMatchObject({ tier: 'professional', status: 'active', billing_period: 'monthly', provider: 'test' });

    // The subscription closed every other open checkout of the company.
    expect((await checkoutRow(yearly.checkoutId)).status).toBe('expired');
    expect((await call(null, 'GET', `/api/checkout/test/${yearly.checkoutId}`)).json()).toMatchObject({
      status: 'expired',
      closedMessage: m.checkoutSuperseded,
    });
    const paid = await call(null, 'POST', `/api/checkout/test/${yearly.checkoutId}/pay`, card);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toEqual({ code: 'CONFLICT', message: m.checkoutSuperseded });

    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      billing_period: 'monthly',
      provider_subscription_id: subscribed.provider_subscription_id,
    });
    expect(await subscribedEvents(s.companyId)).toBe(1);
    expect((await call(s.cookie, 'GET', `/api/billing/checkout/${yearly.checkoutId}`)).json()).toMatchObject({
      status: 'expired',
      refundStatus: null,
    });
  });

  it('a completed event for the older checkout (paid before it closed) never makes a second subscription: recorded, refunded, shown to provider admins; replays change nothing', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const monthly = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'monthly' })).json();
    const yearly = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'yearly' })).json();
    await call(null, 'POST', `/api/checkout/test/${monthly.checkoutId}/pay`, card);
    const kept = (await subscriptionRow(t, s.companyId))!;

    const now = Math.floor(Date.now() / 1000);
    const completed = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: 'checkout.session.completed',
      created: now + 5,
      data: {
        object: {
          id: (await checkoutRow(yearly.checkoutId)).provider_session_id,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: 74000,
          client_reference_id: yearly.checkoutId,
          customer: kept.provider_customer_id,
          subscription: 'sub_test_second',
          metadata: { checkoutId: yearly.checkoutId },
        },
      },
    };
    expect((await deliver(completed)).json()).toEqual({ received: true, outcome: 'second_subscription' });
    // Its subscription events are not the company's subscription.
    const created = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: 'customer.subscription.created',
      created: now + 6,
      data: {
        object: {
          id: 'sub_test_second',
          object: 'subscription',
          customer: kept.provider_customer_id,
          status: 'active',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: now + 365 * 86400 }] },
          metadata: { checkoutId: yearly.checkoutId, planId: 'professional', period: 'yearly' },
        },
      },
    };
    expect((await deliver(created)).json().outcome).toBe('ignored');
    expect((await deliver(completed)).json()).toEqual({ received: true, outcome: 'duplicate' });

    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      tier: 'professional',
      status: 'active',
      billing_period: 'monthly',
      provider_subscription_id: kept.provider_subscription_id,
    });
    expect(await subscribedEvents(s.companyId)).toBe(1);
    expect((await checkoutRow(yearly.checkoutId)).status).toBe('duplicate');
    const rows = await t.db.query<Record<string, unknown>>('select * from subscription_duplicates where company_id = $1', [s.companyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      checkout_id: yearly.checkoutId,
      provider: 'test',
      provider_subscription_id: 'sub_test_second',
      kept_subscription_id: kept.provider_subscription_id,
      status: 'refunded',
      amount_cents: 74000,
      billing_period: 'yearly',
    });
    expect(String(rows[0]!.refund_ids)).toMatch(/^re_test_/);
    expect(rows[0]!.canceled_at).not.toBeNull();

    // The person who paid is told it changed nothing and is refunded; the test checkout says so too.
    expect((await call(s.cookie, 'GET', `/api/billing/checkout/${yearly.checkoutId}`)).json()).toMatchObject({
      status: 'duplicate',
      refundStatus: 'refunded',
    });
    expect((await call(null, 'GET', `/api/checkout/test/${yearly.checkoutId}`)).json()).toMatchObject({
      status: 'expired',
      closedMessage: m.checkoutRefunded,
    });

    // Provider admins see it; nobody else does.
    const admin = await insertUser(t.db, { role: 'gears_admin' });
    const list = await call(await signIn(t.app, admin), 'GET', '/api/admin/billing/second-subscriptions');
    expect(list.statusCode).toBe(200);
    expect(list.json().secondSubscriptions.find((d: { checkoutId: string }) => d.checkoutId === yearly.checkoutId)).toMatchObject({
      companyId: s.companyId,
      companyName: s.body.companyName,
      provider: 'test',
      planId: 'professional',
      period: 'yearly',
      amount: 740,
      providerSubscriptionId: 'sub_test_second',
      keptSubscriptionId: kept.provider_subscription_id,
      status: 'refunded',
      error: null,
    });
    expect((await call(s.cookie, 'GET', '/api/admin/billing/second-subscriptions')).statusCode).toBe(403);
  });

  it('two checkouts paid at the same moment: one subscription, the other refused or refunded', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const a = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly' })).json();
    const b = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'yearly' })).json();
    const answers = await Promise.all([a, b].map((c) => call(null, 'POST', `/api/checkout/test/${c.checkoutId}/pay`, card)));
    expect(answers.map((r) => r.statusCode)).toContain(200);
    expect(await subscribedEvents(s.companyId)).toBe(1);
    const statuses = [(await checkoutRow(a.checkoutId)).status, (await checkoutRow(b.checkoutId)).status].sort();
    expect([
      ['completed', 'expired'],
      ['completed', 'duplicate'],
    ]).toContainEqual(statuses);
    const refunded = await t.db.query('select status from subscription_duplicates where company_id = $1', [s.companyId]);
    expect(refunded).toEqual(statuses.includes('duplicate') ? [{ status: 'refunded' }] : []);
  });
});
