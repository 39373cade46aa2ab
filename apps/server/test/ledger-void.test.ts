import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardTotal, type LedgerWorld } from './ledger-fixtures.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Dana Client' };

describe(`ledger: a voided invoice frees its quote to be invoiced again (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
  });
  afterAll(() => t.close());

  /** A quote sent to the client and accepted by the client admin through the API. */
  async function acceptedQuote(): Promise<string> {
    const q = await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client' });
    const res = await w.call(w.a.clientAdmin, 'POST', `/api/quote-requests/${q.id}/accept`, {});
    expect(res.statusCode).toBe(200);
    return q.id;
  }
  const clientQuote = async (id: string) => (await w.call(w.a.clientAdmin, 'GET', `/api/quote-requests/${id}`)).json();
  /** What the web's banner query asks (requests-api.ts useQuoteBanners): these statuses, keeping rows with a banner. */
  const bannerRows = async () => {
    const rows = [];
    for (const status of ['sent_to_client', 'invoiced', 'payment_due']) {
      const res = await w.call(w.a.clientAdmin, 'GET', `/api/quote-requests?status=${status}&limit=20`);
      expect(res.statusCode).toBe(200);
      rows.push(...res.json().items.filter((q: { banner: string | null }) => q.banner !== null));
    }
    return rows as { id: string; banner: string }[];
  };
  const voidIt = (invoiceId: string) => w.call(w.admin, 'POST', `/api/invoices/${invoiceId}/void`, { reason: 'Wrong terms' });

  it('accept → convert → void: the quote is accepted again, no banner, and converting again makes a new order and invoice', async () => {
    const quoteId = await acceptedQuote();
    const first = await convert(w, quoteId, { termsDays: 30 });
    expect((await bannerRows()).filter((b) => b.id === quoteId)).toEqual([expect.objectContaining({ id: quoteId, banner: 'payment_due' })]);

    const voided = await voidIt(first.invoice.id);
    expect(voided.statusCode).toBe(200);
    const quote = await clientQuote(quoteId);
    expect(quote).toMatchObject({ status: 'accepted', statusLabel: 'Processing with GEARS', banner: null, paymentLink: null });
    expect(voided.json()).toMatchObject({ invoice: { status: 'void' }, quoteRequest: { id: quoteId, status: 'accepted' } });
    expect((await bannerRows()).filter((b) => b.id === quoteId)).toEqual([]);
    // Pay Now on the quote has nothing to pay; the void invoice itself cannot be paid.
    expect((await w.call(w.a.clientAdmin, 'POST', `/api/quote-requests/${quoteId}/payment-session`)).statusCode).toBe(409);
    const payVoid = await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${first.invoice.id}/payment-session`);
    expect(payVoid.statusCode).toBe(409);
    expect(payVoid.json().error.message).toBe('This invoice is void.');
    // The order of the void invoice is cancelled; both stay on record.
    const order = await w.call(w.admin, 'GET', `/api/orders/${first.order.id}`);
    expect(order.json().status).toBe('cancelled');

    const history = (await w.call(w.admin, 'GET', `/api/quote-requests/${quoteId}`)).json().history as {
      fromStatus: string;
      toStatus: string;
      note: string | null;
    }[];
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'invoiced',
      toStatus: 'accepted',
      note: `Invoice ${first.invoice.number} voided: Wrong terms`,
    });

    const second = await convert(w, quoteId, { termsDays: 0 });
    expect(second.order.number).not.toBe(first.order.number);
    expect(second.invoice.number).not.toBe(first.invoice.number);
    expect(second.invoice).toMatchObject({ status: 'issued', total: standardTotal, termsLabel: 'Due on receipt' });
    expect(second.quoteRequest).toMatchObject({ id: quoteId, status: 'invoiced' });
    expect((await clientQuote(quoteId)).paymentLink).toContain(second.invoice.id);

    const invoices = (await w.call(w.admin, 'GET', `/api/invoices?quoteRequestId=${quoteId}`)).json().invoices as {
      id: string;
      status: string;
    }[];
    expect(invoices.map((i) => [i.id, i.status]).sort()).toEqual(
      [
        [first.invoice.id, 'void'],
        [second.invoice.id, 'issued'],
      ].sort(),
    );
    // A third conversion is refused while the new invoice stands.
    expect((await w.call(w.admin, 'POST', `/api/quote-requests/${quoteId}/convert`, {})).statusCode).toBe(409);

    // Pay Now on the quote now pays the new invoice, never the void one.
    const session = await w.call(w.a.clientAdmin, 'POST', `/api/quote-requests/${quoteId}/payment-session`);
    expect(session.statusCode).toBe(201);
    expect(session.json()).toMatchObject({ invoiceId: second.invoice.id, amount: standardTotal });
  });

  it('voiding after Pay Now started (payment_due) frees the quote and closes the open checkout', async () => {
    const quoteId = await acceptedQuote();
    const { invoice } = await convert(w, quoteId);
    const session = (await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${invoice.id}/payment-session`)).json();
    expect((await clientQuote(quoteId)).status).toBe('payment_due');

    expect((await voidIt(invoice.id)).statusCode).toBe(200);
    expect(await clientQuote(quoteId)).toMatchObject({ status: 'accepted', banner: null, paymentLink: null });
    expect((await bannerRows()).filter((b) => b.id === quoteId)).toEqual([]);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/test/${session.sessionId}/pay`,
      payload: card,
      remoteAddress: uniqueIp(),
    });
    expect(paid.statusCode).toBe(409);
    const rows = await t.db.query<{ status: string; amount_paid: string }>(
      'select status, amount_paid::text as amount_paid from invoices where id = $1',
      [invoice.id],
    );
    expect(rows).toEqual([{ status: 'void', amount_paid: '0.00' }]);
    expect((await convert(w, quoteId)).quoteRequest.status).toBe('invoiced');
  });

  it('the admin workflow cannot take an invoiced quote back to accepted: only a void does', async () => {
    const quoteId = await acceptedQuote();
    await convert(w, quoteId);
    const res = await w.call(w.admin, 'POST', `/api/quote-requests/${quoteId}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(409);
    expect((await clientQuote(quoteId)).status).toBe('invoiced');
    expect((await w.call(w.admin, 'POST', `/api/quote-requests/${quoteId}/convert`, {})).statusCode).toBe(409);
  });

  it('only a provider admin voids: clients of A and of B get 403 and A’s quote stays invoiced', async () => {
    const quoteId = await acceptedQuote();
    const { invoice } = await convert(w, quoteId);
    expect((await w.call(w.b.clientAdmin, 'POST', `/api/invoices/${invoice.id}/void`, {})).statusCode).toBe(403);
    expect((await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${invoice.id}/void`, {})).statusCode).toBe(403);
    expect((await clientQuote(quoteId)).status).toBe('invoiced');
  });
});
