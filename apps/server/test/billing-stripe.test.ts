import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '@gears/domain';
import { signPayload } from '../src/modules/payments/webhook-signature.ts';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { caller, signUp, subscriptionRow } from './billing-fixtures.ts';

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };

/**
 * why: Stripe's API cannot be reached from tests, so this small HTTP server speaks the part of it billing uses
 * (POST /v1/checkout/sessions in subscription mode and POST /v1/billing_portal/sessions, form-encoded in, JSON out,
 * Stripe's error shape); the real SDK talks to it through STRIPE_API_BASE, and it records what arrived.
 */
function fakeStripe() {
  const seen: Seen[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, form });
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
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_sub_${seen.length}`;
        return res.end(JSON.stringify({
          id, object: 'checkout.session', mode: form.get('mode'), status: 'open', payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')), currency: 'usd',
          client_reference_id: form.get('client_reference_id'), url: `https://checkout.stripe.test/c/pay/${id}`,
        }));
      }
      if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
        return res.end(JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', customer: form.get('customer'), url: 'https://billing.stripe.test/p/session/bps_1', return_url: form.get('return_url') }));
      }
      return fail(404, `Unrecognized request URL (${req.method}: ${req.url})`);
    });
  });
  return { server, seen, failOnce: () => (failNext = true) };
}

describe(`billing: Stripe Checkout (subscription mode) and the Billing Portal through the SDK (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const fake = fakeStripe();
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_BASE: `http://127.0.0.1:${port}` });
    call = caller(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const deliver = (event: Record<string, unknown>, secret = 'whsec_fake') => {
    const body = JSON.stringify(event);
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body, remoteAddress: uniqueIp(), headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, secret) } });
  };

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
    const created = await deliver({ id: 'evt_sub_created', type: 'customer.subscription.created', created: now, data: { object: {
      id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active', cancel_at_period_end: false,
      items: { data: [{ current_period_end: now + 365 * 86400 }] }, metadata: { checkoutId, planId: 'professional', period: 'yearly' } } } });
    expect(created.json()).toEqual({ received: true, outcome: 'subscription_updated' });
    const completed = await deliver({ id: 'evt_cs_completed', type: 'checkout.session.completed', created: now, data: { object: {
      id: providerSessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', amount_total: 74000,
      client_reference_id: checkoutId, customer: 'cus_1', subscription: 'sub_1', metadata: { checkoutId } } } });
    expect(completed.json()).toEqual({ received: true, outcome: 'subscribed' });
    expect(await subscriptionRow(t, s.companyId)).toMatchObject({
      tier: 'professional', status: 'active', provider: 'stripe', provider_customer_id: 'cus_1', provider_subscription_id: 'sub_1', billing_period: 'yearly', founders_pricing: true,
    });
    expect((await call(s.cookie, 'GET', `/api/billing/checkout/${providerSessionId}`)).json()).toMatchObject({ checkoutId, status: 'completed' });

    const portal = await call(s.cookie, 'POST', '/api/billing/portal');
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_1' });
    expect(Object.fromEntries(fake.seen.at(-1)!.form)).toEqual({ customer: 'cus_1', return_url: 'https://portal.example.test/account/billing' });
    // Cancellation happens in Stripe's portal, not on our page.
    expect((await call(s.cookie, 'POST', '/api/billing/cancel')).statusCode).toBe(409);

    // The portal's cancellation comes back as a webhook.
    const canceling = await deliver({ id: 'evt_sub_cancel', type: 'customer.subscription.updated', created: now + 60, data: { object: {
      id: 'sub_1', customer: 'cus_1', status: 'active', cancel_at_period_end: true, items: { data: [{ current_period_end: now + 365 * 86400 }] } } } });
    expect(canceling.json().outcome).toBe('subscription_updated');
    expect((await call(s.cookie, 'GET', '/api/billing/subscription')).json()).toMatchObject({ cancelAtPeriodEnd: true, subscribed: true, status: 'active' });
    expect((await deliver({ id: 'evt_sub_cancel', type: 'customer.subscription.updated', created: now + 60, data: { object: { id: 'sub_1', status: 'active' } } }, 'whsec_wrong')).statusCode).toBe(400);
  });

  it("a refusal from Stripe answers 502 'No checkout URL returned' / 'No portal URL returned'", async () => {
    const s = await signUp(t);
    fake.failOnce();
    const res = await call(s.cookie, 'POST', '/api/billing/checkout', { planId: 'basic', period: 'monthly' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'PAYMENT_PROVIDER', message: m.noCheckoutUrl });
    expect(await t.db.query('select status from subscription_checkouts where company_id = $1', [s.companyId])).toEqual([{ status: 'failed' }]);

    await t.db.query(`update subscriptions set status = 'active', provider = 'stripe', provider_customer_id = 'cus_gone', provider_subscription_id = 'sub_gone' where company_id = $1`, [s.companyId]);
    fake.failOnce();
    const portal = await call(s.cookie, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(502);
    expect(portal.json().error.message).toBe(m.noPortalUrl);
  });
});
