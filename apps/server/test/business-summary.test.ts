import { summariseRows, type SummaryInvoiceRow, type SummaryOrderRow, type SummaryQuoteRow } from '@gears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/modules/payments/webhook-signature.ts';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { createTestApp, insertCompany, uniqueIp, type TestApp } from './harness.ts';
import { memberOf } from './equipment-fixtures.ts';
import { convert, insertQuote, ledgerWorld, today, type LedgerWorld } from './ledger-fixtures.ts';

const zeros = {
  totalQuotes: 0,
  totalQuoteValue: 0,
  acceptedQuotes: 0,
  totalOrders: 0,
  totalOrderValue: 0,
  totalInvoices: 0,
  totalInvoiceValue: 0,
  paidInvoices: 0,
  paidInvoiceValue: 0,
  overdueInvoices: 0,
  overdueInvoiceValue: 0,
  monthlySpending: 0,
  avgQuoteValue: 0,
  avgOrderValue: 0,
  recentTransactions: [],
};

describe(`business overview summary (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    // Company A: one quote only sent, one converted and paid by card, one converted and overdue, one cancelled order.
    await insertQuote(t.db, {
      companyId: w.a.id,
      status: 'sent_to_client',
      items: [{ name: 'Filter', vendorPrice: 5, markup: 300, clientPrice: 20, quantity: 3 }],
    });
    const paid = await convert(w, (await insertQuote(t.db, { companyId: w.a.id })).id, { taxRate: 10 });
    const session = (await w.call(w.a.manager, 'POST', `/api/invoices/${paid.invoice.id}/payment-session`)).json();
    const providerId = (
      await t.db.query<{ p: string }>('select provider_session_id as p from payment_sessions where id = $1', [session.sessionId])
    )[0]!.p;
    const body = JSON.stringify({
      id: 'evt_summary',
      type: 'checkout.session.completed',
      data: { object: { id: providerId, amount_total: 495405, currency: 'usd', payment_status: 'paid' } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, webhookSecretOf(t.config)) },
    });
    expect(hook.json().outcome).toBe('paid');
    const overdue = await convert(
      w,
      (
        await insertQuote(t.db, {
          companyId: w.a.id,
          items: [{ name: 'Seal kit', vendorPrice: 25, markup: 300, clientPrice: 100, quantity: 2.5 }],
        })
      ).id,
      { termsDays: 15 },
    );
    await t.db.query('update invoices set invoice_date = invoice_date - 20, due_date = due_date - 20 where id = $1', [overdue.invoice.id]);
    const cancelled = await convert(w, (await insertQuote(t.db, { companyId: w.a.id })).id);
    await w.call(w.admin, 'PATCH', `/api/orders/${cancelled.order.id}`, { status: 'cancelled' });
    await w.call(w.admin, 'POST', `/api/orders/${paid.order.id}/packages`, { carrier: 'UPS' });
    // Company B: one converted quote.
    await convert(w, (await insertQuote(t.db, { companyId: w.b.id })).id);
  });
  afterAll(() => t.close());

  /** The same rows read through the owner handle, summarised by the domain rule. */
  async function bySummaryRule(companyId: string | null) {
    const where = (a: string) => (companyId ? `and ${a}.company_id = '${companyId}'` : '');
    const quotes = await t.db.query<SummaryQuoteRow>(
      `select q.id, q.quote_number as number, c.name as "customerName", q.quote_date::text as date, q.total_client_cost::float8 as total, q.status
         from quote_requests q join companies c on c.id = q.company_id where q.quote_number is not null ${where('q')}`,
    );
    const orders = await t.db.query<SummaryOrderRow>(
      `select o.id, o.number, c.name as "customerName", o.order_date::text as date, o.total::float8 as total, o.status
         from sales_orders o join companies c on c.id = o.company_id where true ${where('o')}`,
    );
    const invoices = await t.db.query<SummaryInvoiceRow>(
      `select i.id, i.number, c.name as "customerName", i.invoice_date::text as date, i.total::float8 as total, i.amount_paid::float8 as "amountPaid",
              i.status, i.due_date::text as "dueDate", (i.paid_at at time zone 'UTC')::date::text as "paidOn"
         from invoices i join companies c on c.id = i.company_id where true ${where('i')}`,
    );
    return summariseRows({ quotes, orders, invoices }, today());
  }

  it('a company with no ledger shows zeros and an empty list — never fallback figures', async () => {
    const empty = await insertCompany(t.db);
    const who = await memberOf(t, empty.id, 'client_admin');
    const res = await w.call(who, 'GET', '/api/business/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      scope: { companyId: empty.id, companyName: empty.name },
      summary: zeros,
      counts: { quotes: 0, orders: 0, invoices: 0, shipping: 0 },
      today: today(),
    });
  });

  it('computes the client’s own figures from the ledger, agreeing with the domain rule on the same rows', async () => {
    const res = await w.call(w.a.manager, 'GET', '/api/business/summary');
    const body = res.json();
    expect(body.scope).toEqual({ companyId: w.a.id, companyName: w.a.name });
    expect(body.summary).toEqual(await bySummaryRule(w.a.id));
    expect(body.summary).toMatchObject({
      totalQuotes: 4,
      totalQuoteValue: 60 + 4503.68 + 250 + 4503.68,
      acceptedQuotes: 3,
      totalOrders: 2,
      totalOrderValue: 4954.05 + 250,
      avgOrderValue: 2602.03,
      totalInvoices: 3,
      totalInvoiceValue: 4954.05 + 250 + 4503.68,
      paidInvoices: 1,
      paidInvoiceValue: 4954.05,
      monthlySpending: 4954.05,
      overdueInvoices: 1,
      overdueInvoiceValue: 250,
    });
    expect(body.summary.recentTransactions[0]).toMatchObject({ type: 'payment', amount: 4954.05, status: 'paid' });
    expect(body.summary.recentTransactions.length).toBeLessThanOrEqual(10);
    expect(body.counts).toEqual({ quotes: 4, orders: 3, invoices: 3, shipping: 1 });
    expect(res.body).not.toMatch(/vendor|markup|617\.28/i);
  });

  it('company B sees only its own; naming company A is 404', async () => {
    const b = (await w.call(w.b.clientAdmin, 'GET', '/api/business/summary')).json();
    expect(b.summary).toEqual(await bySummaryRule(w.b.id));
    expect(b.summary.totalInvoices).toBe(1);
    expect(b.summary.recentTransactions.every((r: { customerName: string }) => r.customerName === w.b.name)).toBe(true);
    expect((await w.call(w.b.clientAdmin, 'GET', `/api/business/summary?companyId=${w.a.id}`)).statusCode).toBe(404);
  });

  it('a provider admin sees every company, one company, or the impersonated one', async () => {
    const all = (await w.call(w.admin, 'GET', '/api/business/summary')).json();
    expect(all.scope).toEqual({ companyId: null, companyName: null });
    expect(all.summary).toEqual(await bySummaryRule(null));
    const one = (await w.call(w.admin, 'GET', `/api/business/summary?companyId=${w.b.id}`)).json();
    expect(one.summary).toEqual(await bySummaryRule(w.b.id));
    await w.call(w.admin, 'POST', '/api/admin/impersonation', { clientId: w.a.id });
    const impersonating = (await w.call(w.admin, 'GET', '/api/business/summary')).json();
    expect(impersonating.scope.companyId).toBe(w.a.id);
    expect(impersonating.summary).toEqual(await bySummaryRule(w.a.id));
    await w.call(w.admin, 'DELETE', '/api/admin/impersonation');
    expect((await w.call(null, 'GET', '/api/business/summary')).statusCode).toBe(401);
  });
});
