import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from '../src/modules/payments/webhook-signature.ts';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardTotal, type LedgerWorld } from './ledger-fixtures.ts';

describe('webhook signature (Stripe scheme t=…,v1=HMAC-SHA256)', () => {
  const secret = 'whsec_test_secret';
  const body = '{"id":"evt_1"}';
  it.each<[string, string | undefined, string, number, boolean, string | null]>([
    ['valid', signPayload(body, secret, 1_000_000), body, 1_000_100, true, null],
    ['tampered body', signPayload(body, secret, 1_000_000), '{"id":"evt_2"}', 1_000_100, false, 'mismatch'],
    ['wrong secret', signPayload(body, 'whsec_other', 1_000_000), body, 1_000_100, false, 'mismatch'],
    ['too old', signPayload(body, secret, 1_000_000), body, 1_000_301, false, 'too_old'],
    // Stripe's rule (its SDK verifies): only the age is limited; a timestamp ahead of our clock (skew) is accepted.
    ['from the future', signPayload(body, secret, 1_000_400), body, 1_000_000, true, null],
    ['at the edge of the tolerance', signPayload(body, secret, 1_000_000), body, 1_000_300, true, null],
    ['missing', undefined, body, 1_000_000, false, 'missing'],
    ['malformed', 'v1=abc', body, 1_000_000, false, 'malformed'],
    [
      'a second v1 matches (secret roll)',
      `t=1000000,v1=${'0'.repeat(64)},${signPayload(body, secret, 1_000_000).split(',')[1]}`,
      body,
      1_000_000,
      true,
      null,
    ],
  ])('%s', (_name, header, payload, now, ok, reason) => {
    const r = verifySignature(payload, header, secret, { nowSeconds: now });
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.reason).toBe(reason);
  });

  it('matches the Stripe SDK’s own header generator', async () => {
    const { default: Stripe } = await import('stripe');
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret, timestamp: 1_000_000 });
    expect(verifySignature(body, header, secret, { nowSeconds: 1_000_000 }).ok).toBe(true);
    expect(signPayload(body, secret, 1_000_000)).toBe(header);
  });
});

describe(`payments: webhook settles an invoice once (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    secret = webhookSecretOf(t.config);
  });
  afterAll(() => t.close());

  /** A converted invoice with an open test-mode session started by the client. */
  async function openSession(companyId = w.a.id, payer = w.a.manager) {
    const q = await insertQuote(t.db, { companyId });
    const { invoice } = await convert(w, q.id);
    const res = await w.call(payer, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    const row = (
      await t.db.query<{ provider_session_id: string; amount_cents: number }>(
        'select provider_session_id, amount_cents from payment_sessions where id = $1',
        [session.sessionId],
      )
    )[0]!;
    return { quoteId: q.id, invoice, session, providerSessionId: row.provider_session_id, amountCents: row.amount_cents };
  }

  const event = (
    s: { providerSessionId: string; amountCents: number; session: { sessionId: string } },
    o: { type?: string; id?: string; amount?: number; metadata?: Record<string, string>; paymentStatus?: string } = {},
  ) =>
    JSON.stringify({
      id: o.id ?? `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: o.type ?? 'checkout.session.completed',
      data: {
        object: {
          id: s.providerSessionId,
          object: 'checkout.session',
          amount_total: o.amount ?? s.amountCents,
          currency: 'usd',
          payment_status: o.paymentStatus ?? 'paid',
          metadata: o.metadata ?? { sessionId: s.session.sessionId },
        },
      },
    });

  const deliver = (body: string, header: string = signPayload(body, secret)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    });

  const state = async (invoiceId: string, quoteId: string) => {
    const rows = await t.db.query<{ invoice: string; amount_paid: string; paid: boolean; quote: string; payments: number }>(
      `select i.status as invoice, i.amount_paid::text as amount_paid, i.paid_at is not null as paid, q.status as quote,
              (select count(*)::int from activity_logs a where a.entity_id = i.id::text and a.action = 'invoice_payment_received') as payments
         from invoices i join quote_requests q on q.id = i.quote_request_id where i.id = $1 and q.id = $2`,
      [invoiceId, quoteId],
    );
    return rows[0]!;
  };

  it('starting a payment moves the request invoiced → payment_due and a second click reuses the session', async () => {
    const s = await openSession();
    expect(s.session).toMatchObject({
      provider: 'test',
      amount: standardTotal,
      currency: 'usd',
      invoiceId: s.invoice.id,
      invoiceNumber: s.invoice.number,
      url: `https://portal.example.test/checkout/test/${s.session.sessionId}`,
    });
    expect(s.amountCents).toBe(450368);
    expect(s.providerSessionId).toMatch(/^cs_test_[0-9a-f]{48}$/);
    expect((await state(s.invoice.id, s.quoteId)).quote).toBe('payment_due');
    const again = await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${s.invoice.id}/payment-session`);
    expect(again.json().sessionId).toBe(s.session.sessionId);
  });

  it('a valid delivery pays the invoice and the request (invoiced → payment_due → paid, recorded); 3 deliveries pay once', async () => {
    const s = await openSession();
    const body = event(s);
    const first = await deliver(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    for (let i = 0; i < 2; i++) expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await state(s.invoice.id, s.quoteId)).toEqual({
      invoice: 'paid',
      amount_paid: '4503.68',
      paid: true,
      quote: 'paid',
      payments: 1,
    });
    const events = await t.db.query<{ from_status: string; to_status: string; actor_id: string | null }>(
      `select from_status, to_status, actor_id from quote_status_events where quote_request_id = $1 and from_status in ('invoiced', 'payment_due')
        order by created_at, id`,
      [s.quoteId],
    );
    expect(events).toEqual([
      { from_status: 'invoiced', to_status: 'payment_due', actor_id: w.a.manager.id },
      { from_status: 'payment_due', to_status: 'paid', actor_id: null },
    ]);
    expect(await t.db.query('select outcome from payment_events where event_id = $1', [JSON.parse(body).id])).toEqual([
      { outcome: 'paid' },
    ]);
    // A different event for the same completed session (Stripe may send succeeded after completed) pays nothing more.
    expect((await deliver(event(s, { type: 'checkout.session.async_payment_succeeded' }))).json().outcome).toBe('already_paid');
    const view = await w.call(w.a.manager, 'GET', `/api/payments/session/${s.providerSessionId}`);
    expect(view.json()).toMatchObject({
      sessionId: s.session.sessionId,
      status: 'paid',
      invoiceStatus: 'paid',
      amount: standardTotal,
      quoteRequestId: s.quoteId,
    });
  });

  it('out of order: an expiry or failure after the payment changes nothing; an expiry first closes the session', async () => {
    const s = await openSession();
    expect((await deliver(event(s))).json().outcome).toBe('paid');
    expect((await deliver(event(s, { type: 'checkout.session.expired', paymentStatus: 'unpaid' }))).json().outcome).toBe('kept_paid');
    expect((await deliver(event(s, { type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid' }))).json().outcome).toBe(
      'kept_paid',
    );
    expect(await state(s.invoice.id, s.quoteId)).toMatchObject({ invoice: 'paid', quote: 'paid', payments: 1 });
    expect(await t.db.query('select status from payment_sessions where id = $1', [s.session.sessionId])).toEqual([{ status: 'paid' }]);

    const e = await openSession();
    expect((await deliver(event(e, { type: 'checkout.session.expired', paymentStatus: 'unpaid' }))).json().outcome).toBe('expired');
    expect(await t.db.query('select status from payment_sessions where id = $1', [e.session.sessionId])).toEqual([{ status: 'expired' }]);
    expect(await state(e.invoice.id, e.quoteId)).toMatchObject({ invoice: 'issued', quote: 'payment_due', payments: 0 });
    // The next Pay Now makes a new session, since the expired one cannot be reused.
    const next = await w.call(w.a.manager, 'POST', `/api/invoices/${e.invoice.id}/payment-session`);
    expect(next.json().sessionId).not.toBe(e.session.sessionId);
  });

  it.each<[string, (body: string, secret: string) => { body: string; header?: string }]>([
    ['a tampered body', (b, sec) => ({ body: b.replace('"amount_total":450368', '"amount_total":1'), header: signPayload(b, sec) })],
    ['the wrong secret', (b) => ({ body: b, header: signPayload(b, 'whsec_wrong') })],
    ['an old signature', (b, sec) => ({ body: b, header: signPayload(b, sec, Math.floor(Date.now() / 1000) - 600) })],
    ['no signature', (b) => ({ body: b })],
  ])('%s → 400 and nothing changes', async (_name, tamper) => {
    const s = await openSession();
    const sent = tamper(event(s), secret);
    expect(sent.body).toContain(s.providerSessionId);
    const res = await deliver(sent.body, sent.header ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Webhook signature verification failed.');
    expect(await state(s.invoice.id, s.quoteId)).toEqual({
      invoice: 'issued',
      amount_paid: '0.00',
      paid: false,
      quote: 'payment_due',
      payments: 0,
    });
    expect(await t.db.query('select 1 from payment_events where invoice_id = $1', [s.invoice.id])).toEqual([]);
  });

  it('a signed event with the wrong amount or an unpaid status does not pay', async () => {
    const s = await openSession();
    expect((await deliver(event(s, { amount: 100 }))).json().outcome).toBe('amount_mismatch');
    expect((await deliver(event(s, { paymentStatus: 'unpaid' }))).json().outcome).toBe('awaiting_payment');
    expect(await state(s.invoice.id, s.quoteId)).toMatchObject({ invoice: 'issued', payments: 0 });
  });

  it('a webhook for company A’s session never touches company B, whatever the metadata says', async () => {
    const a = await openSession();
    const b = await openSession(w.b.id, w.b.clientAdmin);
    // A's provider session id with B's ids in the metadata: settles A's session only.
    const res = await deliver(event(a, { metadata: { sessionId: b.session.sessionId, invoiceId: b.invoice.id, companyId: w.b.id } }));
    expect(res.json().outcome).toBe('paid');
    expect(await state(a.invoice.id, a.quoteId)).toMatchObject({ invoice: 'paid', quote: 'paid' });
    expect(await state(b.invoice.id, b.quoteId)).toEqual({
      invoice: 'issued',
      amount_paid: '0.00',
      paid: false,
      quote: 'payment_due',
      payments: 0,
    });
    // An unknown provider session id pointing at B's session by metadata is not B's: ignored.
    const forged = await deliver(event({ ...b, providerSessionId: 'cs_test_forged' }));
    expect(forged.json().outcome).toBe('unknown_session');
    expect(await state(b.invoice.id, b.quoteId)).toMatchObject({ invoice: 'issued', payments: 0 });
    const events = await t.db.query<{ company_id: string }>('select company_id from payment_events where invoice_id = $1', [a.invoice.id]);
    expect(events).toEqual([{ company_id: w.a.id }]);
  });

  it('events it does not handle are acknowledged and ignored', async () => {
    const body = JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect((await deliver(body)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('paying is the client’s act: admins (even impersonating), technicians and other companies cannot start a payment', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id);
    const admin = await w.call(w.admin, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe("Paying is the client's act: provider staff cannot pay an invoice.");
    expect((await w.call(w.admin, 'POST', '/api/admin/impersonation', { clientId: w.a.id })).statusCode).toBe(200);
    expect((await w.call(w.admin, 'POST', `/api/invoices/${invoice.id}/payment-session`)).statusCode).toBe(403);
    expect((await w.call(w.admin, 'DELETE', '/api/admin/impersonation')).statusCode).toBe(200);
    const tech = await w.call(w.a.technician, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(tech.statusCode).toBe(403);
    expect(tech.json().error.message).toBe('Only a client admin or manager can pay an invoice.');
    expect((await w.call(w.b.clientAdmin, 'POST', `/api/invoices/${invoice.id}/payment-session`)).statusCode).toBe(404);
    expect((await w.call(w.b.clientAdmin, 'POST', `/api/quote-requests/${q.id}/payment-session`)).statusCode).toBe(404);
    expect(await t.db.query('select 1 from payment_sessions where invoice_id = $1', [invoice.id])).toEqual([]);
    expect((await t.db.query<{ status: string }>('select status from quote_requests where id = $1', [q.id]))[0]!.status).toBe('invoiced');
  });

  it('Pay Now on a quote request without an invoice says the amount is not available', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const res = await w.call(w.a.clientAdmin, 'POST', `/api/quote-requests/${q.id}/payment-session`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Payment amount not available for this quote');
    const { invoice } = await convert(w, q.id);
    const viaQuote = await w.call(w.a.clientAdmin, 'POST', `/api/quote-requests/${q.id}/payment-session`);
    expect(viaQuote.json()).toMatchObject({ invoiceId: invoice.id, amount: standardTotal });
  });

  it('a void or paid invoice cannot be paid, and a paid one cannot be voided', async () => {
    const s = await openSession();
    expect((await deliver(event(s))).json().outcome).toBe('paid');
    const paid = await w.call(w.a.manager, 'POST', `/api/invoices/${s.invoice.id}/payment-session`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe('This invoice is already paid.');
    const voidPaid = await w.call(w.admin, 'POST', `/api/invoices/${s.invoice.id}/void`, {});
    expect(voidPaid.statusCode).toBe(409);
    expect(voidPaid.json().error.message).toBe('A paid invoice cannot be voided.');
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id);
    await w.call(w.admin, 'POST', `/api/invoices/${invoice.id}/void`, {});
    const voided = await w.call(w.a.manager, 'POST', `/api/invoices/${invoice.id}/payment-session`);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().error.message).toBe('This invoice is void.');
  });
});
