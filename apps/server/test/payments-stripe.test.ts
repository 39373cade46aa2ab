import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signPayload } from '../src/modules/payments/webhook-signature.ts';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, type LedgerWorld } from './ledger-fixtures.ts';

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };

/**
 * why: Stripe's API cannot be reached from tests, so this small HTTP server speaks the part of it we use
 * (POST /v1/checkout/sessions, form-encoded in, JSON out, Stripe's error shape), and the real SDK talks to it
 * through STRIPE_API_BASE. It records what arrived so the test can check amount, currency, metadata and URLs.
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
      if (req.headers.authorization !== 'Bearer sk_test_fake') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        return res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }),
        );
      }
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' } }));
      }
      const id = `cs_test_fake_${seen.length}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata: Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
        }),
      );
    });
  });
  return { server, seen, failOnce: () => (failNext = true) };
}

describe(`payments: Stripe Checkout through the SDK (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const fake = fakeStripe();
  let t: TestApp;
  let w: LedgerWorld;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
    w = await ledgerWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('creates a Checkout Session for the invoice balance in cents, usd, with our ids in the metadata', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id, { taxRate: 8.25 });
    const res = await w.call(w.a.manager, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const call = fake.seen.at(-1)!;
    expect(body).toMatchObject({
      provider: 'stripe',
      amount: 4875.23,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_\d+$/),
    });
    expect(call.headers['idempotency-key']).toBe(`gears-checkout-${body.sessionId}`);
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '487523',
      'line_items[0][price_data][product_data][name]': `Invoice ${invoice.number}`,
      'metadata[sessionId]': body.sessionId,
      'metadata[invoiceId]': invoice.id,
      'metadata[companyId]': w.a.id,
      client_reference_id: body.sessionId,
      success_url: 'https://portal.example.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://portal.example.test/dashboard/quotes',
    });
    const row = (
      await t.db.query<{ provider: string; provider_session_id: string; url: string }>(
        'select provider, provider_session_id, url from payment_sessions where id = $1',
        [body.sessionId],
      )
    )[0]!;
    expect(row).toEqual({ provider: 'stripe', provider_session_id: body.url.split('/').at(-1), url: body.url });

    // Stripe's delivery, signed with STRIPE_WEBHOOK_SECRET, settles it; the /success page reads it by Stripe's id.
    const event = JSON.stringify({
      id: 'evt_stripe_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: row.provider_session_id,
          amount_total: 487523,
          currency: 'usd',
          payment_status: 'paid',
          metadata: { sessionId: body.sessionId },
        },
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: event,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(event, 'whsec_someone_else') },
    });
    expect(forged.statusCode).toBe(400);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: event,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(event, 'whsec_fake') },
    });
    expect(hook.json()).toEqual({ received: true, outcome: 'paid' });
    const view = await w.call(w.a.manager, 'GET', `/api/payments/session/${row.provider_session_id}`);
    expect(view.json()).toMatchObject({ sessionId: body.sessionId, status: 'paid', invoiceStatus: 'paid', provider: 'stripe' });
  });

  it('a refusal from Stripe answers 502 with the spec’s message; the request stays invoiced', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id);
    fake.failOnce();
    const res = await w.call(w.a.manager, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'PAYMENT_PROVIDER', message: 'Failed to create payment session' });
    expect(await t.db.query('select status from payment_sessions where invoice_id = $1', [invoice.id])).toEqual([{ status: 'failed' }]);
    expect((await t.db.query<{ status: string }>('select status from quote_requests where id = $1', [q.id]))[0]!.status).toBe('invoiced');
    const retry = await w.call(w.a.manager, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(retry.statusCode).toBe(201);
  });

  it('with Stripe keyed the test checkout does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/test/00000000-0000-4000-8000-000000000000',
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/test/00000000-0000-4000-8000-000000000000/pay',
      remoteAddress: uniqueIp(),
      payload: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'X' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('refuses to start with a Stripe key but no webhook secret, or a bad API base', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE: must be an http/);
    expect(loadConfig({}).stripe).toEqual({ secretKey: null, webhookSecret: null, apiBase: null });
  });
});
