import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardTotal, type LedgerWorld } from './ledger-fixtures.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Dana Client' };

describe(`payments: the built-in test-mode checkout (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
  });
  afterAll(() => t.close());

  async function started() {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { invoice } = await convert(w, q.id);
    const session = (await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${invoice.id}/payment-session`)).json();
    return { quoteId: q.id, invoice, session };
  }
  const pay = (sessionId: string, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/test/${sessionId}/pay`, payload: body, remoteAddress: uniqueIp() });
  const invoiceState = async (id: string) =>
    (
      await t.db.query<{ status: string; amount_paid: string; quote: string }>(
        `select i.status, i.amount_paid::text as amount_paid, q.status as quote from invoices i join quote_requests q on q.id = i.quote_request_id where i.id = $1`,
        [id],
      )
    )[0]!;

  it('shows the session summary to whoever holds the link, clearly in test mode', async () => {
    const s = await started();
    const res = await t.app.inject({ method: 'GET', url: `/api/checkout/test/${s.session.sessionId}`, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sessionId: s.session.sessionId,
      mode: 'test',
      status: 'open',
      amount: standardTotal,
      currency: 'usd',
      invoiceNumber: s.invoice.number,
      companyName: w.a.name,
      testCards: { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
    });
    expect(res.body).not.toMatch(/vendor|markup/i);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/test/00000000-0000-4000-8000-000000000000',
      remoteAddress: uniqueIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Payment session not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/test/not-a-session', remoteAddress: uniqueIp() })).statusCode).toBe(
      400,
    );
  });

  it('a declined card answers 402 and nothing is paid; a card that is not a test card is a clear 400', async () => {
    const s = await started();
    const declined = await pay(s.session.sessionId, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const other = await pay(s.session.sessionId, { ...card, cardNumber: '5555 5555 5555 4444' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(
      'This is the test-mode checkout: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline.',
    );
    const expired = await pay(s.session.sessionId, { ...card, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details).toEqual([{ path: 'expiry', message: 'Enter the expiry as MM/YY, in the future.' }]);
    expect((await pay(s.session.sessionId, { cardNumber: '4242' })).statusCode).toBe(400);
    expect(await invoiceState(s.invoice.id)).toEqual({ status: 'issued', amount_paid: '0.00', quote: 'payment_due' });
    expect(await t.db.query('select status from payment_sessions where id = $1', [s.session.sessionId])).toEqual([{ status: 'open' }]);
  });

  it('4242 pays through the signed webhook path and redirects to /success; the session reads as paid; paying again is 409', async () => {
    const s = await started();
    const res = await pay(s.session.sessionId, card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: `/success?session_id=${s.session.sessionId}` });
    expect(await invoiceState(s.invoice.id)).toEqual({ status: 'paid', amount_paid: '4503.68', quote: 'paid' });
    const events = await t.db.query<{ provider: string; type: string; outcome: string }>(
      'select provider, type, outcome from payment_events where invoice_id = $1',
      [s.invoice.id],
    );
    expect(events).toEqual([{ provider: 'test', type: 'checkout.session.completed', outcome: 'paid' }]);
    const view = await w.call(w.a.manager, 'GET', `/api/payments/session/${s.session.sessionId}`);
    expect(view.json()).toMatchObject({
      status: 'paid',
      invoiceStatus: 'paid',
      provider: 'test',
      amount: standardTotal,
      paidAt: expect.any(String),
    });
    expect((await w.call(w.b.clientAdmin, 'GET', `/api/payments/session/${s.session.sessionId}`)).statusCode).toBe(404);
    expect((await w.call(null, 'GET', `/api/payments/session/${s.session.sessionId}`)).statusCode).toBe(401);
    const again = await pay(s.session.sessionId, card);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This payment has already been made.');
    const invoice = await w.call(w.a.manager, 'GET', `/api/invoices/${s.invoice.id}`);
    expect(invoice.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentStatusColour: 'green',
      balance: 0,
      amountPaid: standardTotal,
      canPay: false,
    });
  });

  it('keeps the local webhook secret in DATA_DIR, readable by the owner only', () => {
    const file = path.join(t.config.dataDir, 'payments-webhook-secret');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^whsec_[0-9a-f]{64}\n$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
