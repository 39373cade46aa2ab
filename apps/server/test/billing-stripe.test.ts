import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { caller, deliverWebhook, signUp, subscriptionRow } from './billing-fixtures.ts';

type Seen = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; form: URLSearchParams };

/**
 * why: Stripe's API cannot be reached from tests, so this small HTTP server speaks the part of it billing uses, in
 * Stripe's shapes (form-encoded in, JSON out, Stripe's error shape): Checkout Sessions in subscription mode (create,
 * expire), the Billing Portal, subscriptions (retrieve, cancel), invoice payments (list) and refunds. The real SDK talks
 * to it through STRIPE_API_BASE, and it records what arrived.
 */
function fakeStripe() {
  const seen: Seen[] = [];
  let failNext = false;
  const failOn = new Map<string, { message: string; times: number }>();
  const sessions = new Map<string, 'open' | 'complete' | 'expired'>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const url = new URL(req.url!, 'http://fake');
      const path = url.pathname;
      seen.push({ method: req.method!, path, query: url.searchParams, headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      const fail = (status: number, message: string) => {
        res.statusCode = status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake') return fail(401, 'Invalid API Key provided');
      if (failNext) {
        failNext = false;
        return fail(400, 'No such customer');
      }
      const failure = failOn.get(`${req.method} ${path}`);
      if (failure) {
        if (--failure.times === 0) failOn.delete(`${req.method} ${path}`);
        return fail(500, failure.message);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_sub_${seen.length}`;
        sessions.set(id, 'open');
        return res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: 'usd',
            client_reference_id: form.get('client_reference_id'),
            url: `https://checkout.stripe.test/c/pay/${id}`,
          }),
        );
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expire) {
        const id = expire[1]!;
        if (!sessions.has(id)) return fail(404, `No such checkout.session: '${id}'`);
        if (sessions.get(id) !== 'open') return fail(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
        sessions.set(id, 'expired');
        return res.end(JSON.stringify({ id, object: 'checkout.session', mode: 'subscription', status: 'expired', url: null }));
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return res.end(
          JSON.stringify({
            id: 'bps_1',
            object: 'billing_portal.session',
            customer: form.get('customer'),
            url: 'https://billing.stripe.test/p/session/bps_1',
            return_url: form.get('return_url'),
          }),
        );
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription && (req.method === 'GET' || req.method === 'DELETE')) {
        const id = subscription[1]!;
        return res.end(
          JSON.stringify({
            id,
            object: 'subscription',
            status: req.method === 'DELETE' ? 'canceled' : 'active',
            latest_invoice: `in_of_${id}`,
          }),
        );
      }
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice');
        return res.end(
          JSON.stringify({
            object: 'list',
            url: '/v1/invoice_payments',
            has_more: false,
            data: [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                status: url.searchParams.get('status') ?? 'paid',
                amount_paid: 74000,
                currency: 'usd',
                is_default: true,
                payment: { type: 'payment_intent', payment_intent: `pi_of_${invoice}` },
              },
            ],
          }),
        );
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return res.end(
          JSON.stringify({
            id: `re_${seen.length}`,
            object: 'refund',
            amount: 74000,
            currency: 'usd',
            payment_intent: form.get('payment_intent'),
            reason: form.get('reason'),
            status: 'succeeded',
          }),
        );
      }
      return fail(404, `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  return {
    server,
    seen,
    sessions,
    failOnce: () => (failNext = true),
    /** The next calls to `METHOD /path` answer 500 with this message (the SDK retries a 500 once, so two make one failed call). */
    failNextCalls: (route: string, message: string, times = 2) => failOn.set(route, { message, times }),
  };
}

describe(`billing: Stripe Checkout (subscription mode) and the Billing Portal through the SDK (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const fake = fakeStripe();
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
    call = caller(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const deliver = (event: Record<string, unknown>, secret = 'whsec_fake') => deliverWebhook(t, event, secret);

  it('creates a subscription-mode Checkout Session with price data from our plan table; Stripe events make it active; the portal opens', async () => {
    const s = await signUp(t, { planId: 'basic' });
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'professional', period: 'yearly' });
    expect(res.statusCode).toBe(201);
    const { url, checkoutId } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_sub_\d+$/);
    const sent = fake.seen.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe(`gears-subscription-${checkoutId}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkoutId,
      customer_email: s.body.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      // Founders Professional, yearly: $74 × 10 months.
      'line_items[0][price_data][unit_amount]': '74000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'GEARS Portal Professional plan (founders price)',
      'metadata[checkoutId]': checkoutId,
      'metadata[companyId]': s.companyId,
      'metadata[planId]': 'professional',
      'subscription_data[metadata][checkoutId]': checkoutId,
      success_url: 'https://portal.example.test/success?kind=subscription&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://portal.example.test/account/billing',
    });
    const providerSessionId = url.split('/').at(-1);
    // The test checkout does not exist when Stripe is keyed.
    expect((await call(null, 'GET', `/api/checkout/test/${checkoutId}`)).statusCode).toBe(404);

    const now = Math.floor(Date.now() / 1000);
    // Stripe may deliver the subscription before the checkout: it names our checkout in its metadata.
    const created = await deliver({
      id: 'evt_sub_created',
      type: 'customer.subscription.created',
      created: now,
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: 'cus_1',
          status: 'active',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: now + 365 * 86400 }] },
          metadata: { checkoutId, planId: 'professional', period: 'yearly' },
        },
      },
    });
    expect(created.json()).toEqual({ received: true, outcome: 'subscription_updated' });
    const completed = await deliver({
      id: 'evt_cs_completed',
      type: 'checkout.session.completed',
      created: now,
      data: {
        object: {
          id: providerSessionId,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: 74000,
          client_reference_id: checkoutId,
          customer: 'cus_1',
          subscription: 'sub_1',
          metadata: { checkoutId },
        },
      },
    });
    expect(completed.json()).toEqual({ received: true, outcome: 'subscribed' });
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      tier: 'professional',
      status: 'active',
      provider: 'stripe',
      provider_customer_id: 'cus_1',
      provider_subscription_id: 'sub_1',
      billing_period: 'yearly',
      founders_pricing: true,
    });
    expect((await call(s.cookie, 'GET', `/api/billing/checkout/${providerSessionId}`)).json()).toMatchObject({
      checkoutId,
      status: 'completed',
    });

    const portal = await call(s.cookie, 'POST', '/api/billing/portal');
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_1' });
    expect(Object.fromEntries(fake.seen.at(-1)!.form)).toEqual({
      customer: 'cus_1',
      return_url: 'https://portal.example.test/account/billing',
    });
    // Cancellation happens in Stripe's portal, not on our page.
    expect((await call(s.cookie, 'POST', '/api/billing/cancel')).statusCode).toBe(409);

    // The portal's cancellation comes back as a webhook.
    const canceling = await deliver({
      id: 'evt_sub_cancel',
      type: 'customer.subscription.updated',
      created: now + 60,
      data: {
        object: {
          id: 'sub_1',
          customer: 'cus_1',
          status: 'active',
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: now + 365 * 86400 }] },
        },
      },
    });
    expect(canceling.json().outcome).toBe('subscription_updated');
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      subscribed: true,
      status: 'active',
    });
    expect(
      (
        await deliver(
          {
            id: 'evt_sub_cancel',
            type: 'customer.subscription.updated',
            created: now + 60,
            data: { object: { id: 'sub_1', status: 'active' } },
          },
          'whsec_wrong',
        )
      ).statusCode,
    ).toBe(400);
  });

  it("a refusal from Stripe answers 502 'No checkout URL returned' / 'No portal URL returned'", async () => {
    const s = await signUp(t);
    fake.failOnce();
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'PAYMENT_PROVIDER', message: m.noCheckoutUrl });
    expect(await t.db.query('select status from subscription_checkouts where company_id = $1', [s.companyId])).toEqual([
      { status: 'failed' },
    ]);

    await t.db.query(
      `update subscriptions set status = 'active', provider = 'stripe', provider_customer_id = 'cus_gone', provider_subscription_id = 'sub_gone' where company_id = $1`,
      [s.companyId],
    );
    fake.failOnce();
    const portal = await call(s.cookie, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(502);
    expect(portal.json().error.message).toBe(m.noPortalUrl);
  });
  /** issue 12 item 3 with Stripe: a company with three checkouts open, the first paid; the second was paid at Stripe too. */
  async function threeCheckouts() {
    const s = await signUp(t, { planId: 'basic' });
    const open = async (planId: string, period: string) => {
      const { url, checkoutId } = (await call(s.cookie, 'POST', '/api/billing/checkout', { planId, period })).json();
      return { checkoutId: checkoutId as string, sessionId: String(url).split('/').at(-1)! };
    };
    const [monthly, yearly, basic] = [
      await open('professional', 'monthly'),
      await open('professional', 'yearly'),
      await open('basic', 'monthly'),
    ];
    const completed = (c: { checkoutId: string; sessionId: string }, sub: string, amount: number, extra: Record<string, unknown> = {}) => ({
      id: `evt_completed_${sub}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: c.sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          amount_total: amount,
          client_reference_id: c.checkoutId,
          customer: `cus_${s.companyId}`,
          subscription: sub,
          metadata: { checkoutId: c.checkoutId },
          ...extra,
        },
      },
    });
    return { s, monthly, yearly, basic, completed };
  }
  const callsTo = (from: number) => fake.seen.slice(from).map((c) => `${c.method} ${c.path}`);

  it('a subscription expires the company’s other Checkout Sessions at Stripe; a second completed checkout is cancelled and refunded through the API, never a second plan', async () => {
    const { s, monthly, yearly, basic, completed } = await threeCheckouts();
    const subMonthly = `sub_m_${s.companyId.slice(0, 8)}`;
    const subYearly = `sub_y_${s.companyId.slice(0, 8)}`;
    // The yearly one was paid at Stripe a moment before the monthly one's webhook arrived: Stripe will not expire it.
    fake.sessions.set(yearly.sessionId, 'complete');

    let from = fake.seen.length;
    expect((await deliver(completed(monthly, subMonthly, 7400, { invoice: 'in_monthly' }))).json()).toEqual({
      received: true,
      outcome: 'subscribed',
    });
    expect(callsTo(from).sort()).toEqual(
      [`POST /v1/checkout/sessions/${basic.sessionId}/expire`, `POST /v1/checkout/sessions/${yearly.sessionId}/expire`].sort(),
    );
    expect(fake.sessions.get(basic.sessionId)).toBe('expired');
    const closed = await t.db.query<{ id: string; status: string }>('select id, status from subscription_checkouts where company_id = $1', [
      s.companyId,
    ]);
    expect(Object.fromEntries(closed.map((c) => [c.id, c.status]))).toEqual({
      [monthly.checkoutId]: 'completed',
      [yearly.checkoutId]: 'expired',
      [basic.checkoutId]: 'expired',
    });
    // Stripe's refusal to expire the paid one is on record; the safety net below catches its payment.
    expect(
      await t.db.query(`select details from activity_logs where company_id = $1 and action = 'checkout_expire_failed'`, [s.companyId]),
    ).toHaveLength(1);

    from = fake.seen.length;
    const second = completed(yearly, subYearly, 74000, { invoice: 'in_yearly' });
    expect((await deliver(second)).json()).toEqual({ received: true, outcome: 'second_subscription' });
    const calls = fake.seen.slice(from);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v1/subscriptions/${subYearly}`,
      'GET /v1/invoice_payments',
      'POST /v1/refunds',
    ]);
    expect(Object.fromEntries(calls[1]!.query)).toMatchObject({ invoice: 'in_yearly', status: 'paid' });
    const dup = (
      await t.db.query<Record<string, unknown>>('select * from subscription_duplicates where company_id = $1', [s.companyId])
    )[0]!;
    expect(Object.fromEntries(calls[2]!.form)).toMatchObject({
      payment_intent: 'pi_of_in_yearly',
      reason: 'duplicate',
      'metadata[duplicateId]': String(dup.id),
    });
    expect(calls[2]!.headers['idempotency-key']).toBe(`gears-duplicate-refund-${dup.id}-pi_of_in_yearly`);
    expect(dup).toMatchObject({
      provider: 'stripe',
      checkout_id: yearly.checkoutId,
      provider_subscription_id: subYearly,
      kept_subscription_id: subMonthly,
      status: 'refunded',
      amount_cents: 74000,
      error: null,
    });
    expect(String(dup.refund_ids)).toMatch(/^re_\d+$/);

    // Never a second plan, never a switch to yearly.
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      tier: 'professional',
      billing_period: 'monthly',
      status: 'active',
      provider_subscription_id: subMonthly,
    });
    // A replay asks Stripe nothing more; Stripe's own echo of the cancellation changes nothing.
    from = fake.seen.length;
    expect((await deliver(second)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const deleted = await deliver({
      id: `evt_deleted_${subYearly}`,
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000) + 5,
      data: {
        object: {
          id: subYearly,
          object: 'subscription',
          customer: `cus_${s.companyId}`,
          status: 'canceled',
          metadata: { checkoutId: yearly.checkoutId },
        },
      },
    });
    expect(deleted.json().outcome).toBe('ignored');
    expect(fake.seen.length).toBe(from);
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      billing_period: 'monthly',
      status: 'active',
      provider_subscription_id: subMonthly,
    });
    expect((await call(s.cookie, 'GET', `/api/billing/checkout/${yearly.sessionId}`)).json()).toMatchObject({
      status: 'duplicate',
      refundStatus: 'refunded',
      period: 'yearly',
    });
  });

  it('when Stripe refuses the refund, the webhook answers 500 and the redelivered event finishes it without cancelling twice', async () => {
    const { s, monthly, yearly, completed } = await threeCheckouts();
    const subYearly = `sub_y_${s.companyId.slice(0, 8)}`;
    await deliver(completed(monthly, `sub_m_${s.companyId.slice(0, 8)}`, 7400));
    fake.failNextCalls('POST /v1/refunds', 'An error occurred with our connection to Stripe.');
    // No invoice on the event: the subscription's latest invoice is asked for.
    const second = completed(yearly, subYearly, 74000);
    const refused = await deliver(second);
    expect(refused.statusCode).toBe(500);
    const failed = (
      await t.db.query<Record<string, unknown>>('select * from subscription_duplicates where company_id = $1', [s.companyId])
    )[0]!;
    expect(failed).toMatchObject({ status: 'failed', error: 'An error occurred with our connection to Stripe.' });
    expect(failed.canceled_at).not.toBeNull();
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({ billing_period: 'monthly' });

    const from = fake.seen.length;
    expect((await deliver(second)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(callsTo(from)).toEqual([`GET /v1/subscriptions/${subYearly}`, 'GET /v1/invoice_payments', 'POST /v1/refunds']);
    expect(Object.fromEntries(fake.seen.at(-2)!.query)).toMatchObject({ invoice: `in_of_${subYearly}` });
    expect((await t.db.query('select status, error from subscription_duplicates where company_id = $1', [s.companyId]))[0]).toEqual({
      status: 'refunded',
      error: null,
    });
  });
});
