import { addDays } from '@gears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardTotal, today, vendorFigures, type LedgerWorld } from './ledger-fixtures.ts';

const noVendorFigures = (body: string) => {
  expect(body).not.toMatch(/vendor|markup/i);
  for (const f of vendorFigures) expect(body).not.toContain(f);
};

describe(`ledger: converting an accepted quote (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
  });
  afterAll(() => t.close());

  const counts = async (quoteId: string) => {
    const rows = await t.db.query<{ orders: number; invoices: number; lines: number }>(
      `select (select count(*) from sales_orders where quote_request_id = $1)::int as orders,
              (select count(*) from invoices where quote_request_id = $1)::int as invoices,
              (select count(*) from ledger_lines l join sales_orders o on o.id = l.document_id where o.quote_request_id = $1)::int as lines`,
      [quoteId],
    );
    return rows[0]!;
  };

  it('creates the order, the invoice and line snapshots, and moves the request accepted → sent_to_books → invoiced', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const res = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, {});
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({
      number: expect.stringMatching(/^SO-\d{5,}$/),
      status: 'confirmed',
      isActive: true,
      orderDate: today(),
      subtotal: standardTotal,
      taxTotal: 0,
      total: standardTotal,
      quoteNumber: q.quoteNumber,
      customerName: w.a.name,
      invoiceNumber: body.invoice.number,
    });
    expect(body.invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{5,}$/),
      status: 'issued',
      paymentStatus: 'unpaid',
      termsDays: 0,
      termsLabel: 'Due on receipt',
      invoiceDate: today(),
      dueDate: today(),
      subtotal: standardTotal,
      taxTotal: 0,
      total: standardTotal,
      amountPaid: 0,
      balance: standardTotal,
      salesOrderId: body.order.id,
      orderNumber: body.order.number,
      referenceNumber: null,
    });
    expect(body.invoice.lines).toEqual([
      {
        position: 1,
        itemName: 'Hydraulic pump',
        description: 'Main pump, rebuilt',
        sku: 'HP-200',
        quantity: 2,
        unitPrice: 400,
        lineTotal: 800,
      },
      { position: 2, itemName: 'Track link assembly', description: null, sku: 'TL-9', quantity: 3, unitPrice: 1234.56, lineTotal: 3703.68 },
    ]);
    expect(body.order.lines).toEqual(body.invoice.lines);
    expect(body.quoteRequest).toEqual({
      id: q.id,
      status: 'invoiced',
      paymentLink: `https://portal.example.test/dashboard/quotes?invoice=${body.invoice.id}`,
    });
    expect(body.message).toBe(`Sales order ${body.order.number} and invoice ${body.invoice.number} created.`);
    noVendorFigures(res.body);

    const quote = (
      await t.db.query<{ status: string; payment_link: string }>('select status, payment_link from quote_requests where id = $1', [q.id])
    )[0]!;
    expect(quote).toEqual({ status: 'invoiced', payment_link: body.quoteRequest.paymentLink });
    const events = await t.db.query<{ from_status: string; to_status: string; actor_id: string }>(
      `select from_status, to_status, actor_id from quote_status_events where quote_request_id = $1 and from_status is not null
        and from_status <> 'sent_to_client' order by created_at, id`,
      [q.id],
    );
    expect(events).toEqual([
      { from_status: 'accepted', to_status: 'sent_to_books', actor_id: w.admin.id },
      { from_status: 'sent_to_books', to_status: 'invoiced', actor_id: w.admin.id },
    ]);
  });

  it('takes terms, a tax rate and the client PO: due date = invoice date + days; tax rounded to the cent', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const body = await convert(w, q.id, { termsDays: 'net 30', taxRate: 8.25, referenceNumber: ' PO-7788 ' });
    expect(body.invoice).toMatchObject({
      termsDays: 30,
      termsLabel: 'Net 30',
      dueDate: addDays(today(), 30),
      referenceNumber: 'PO-7788',
      taxRate: 8.25,
      subtotal: 4503.68,
      taxTotal: 371.55,
      total: 4875.23,
      balance: 4875.23,
    });
    expect(body.order).toMatchObject({ subtotal: 4503.68, taxTotal: 371.55, total: 4875.23 });
    const numeric = await convert(w, (await insertQuote(t.db, { companyId: w.a.id })).id, { termsDays: 45 });
    expect(numeric.invoice).toMatchObject({ termsDays: 45, termsLabel: 'Net 45', dueDate: addDays(today(), 45) });
  });

  it('refuses a second conversion (409) and changes nothing', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    await convert(w, q.id);
    const again = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This quote has already been converted to an order and an invoice.');
    expect(await counts(q.id)).toEqual({ orders: 1, invoices: 1, lines: 2 });
  });

  it.each(['sent_to_client', 'vendor_responded', 'cancelled'])('refuses a quote in %s (409), nothing created', async (status) => {
    const q = await insertQuote(t.db, { companyId: w.a.id, status });
    const res = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Only a quote accepted by the client can be converted; this one is '.+'\.$/);
    expect(await counts(q.id)).toEqual({ orders: 0, invoices: 0, lines: 0 });
    expect((await t.db.query<{ status: string }>('select status from quote_requests where id = $1', [q.id]))[0]!.status).toBe(status);
  });

  it('refuses a quote with no items (409)', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id, items: [] });
    const res = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('No quote items found. Please add items before converting the quote.');
  });

  it.each([
    [{ termsDays: -1 }],
    [{ termsDays: 400 }],
    [{ termsDays: 'end of month' }],
    [{ taxRate: -5 }],
    [{ taxRate: 101 }],
    [{ unknown: 1 }],
    [{ referenceNumber: 'x'.repeat(101) }],
  ])('rejects bad input %j with 400 and creates nothing', async (body) => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const res = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(await counts(q.id)).toEqual({ orders: 0, invoices: 0, lines: 0 });
  });

  it('is a provider action: clients get 403, an impersonating admin is told to stop, an unknown id is 404', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    for (const who of [w.a.clientAdmin, w.a.manager, w.b.clientAdmin]) {
      const res = await w.call(who, 'POST', `/api/quote-requests/${q.id}/convert`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Admin access required');
    }
    expect((await w.call(null, 'POST', `/api/quote-requests/${q.id}/convert`, {})).statusCode).toBe(401);
    expect((await w.call(w.admin, 'POST', '/api/admin/impersonation', { clientId: w.a.id })).statusCode).toBe(200);
    const impersonating = await w.call(w.admin, 'POST', `/api/quote-requests/${q.id}/convert`, {});
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json().error.message).toBe('This is a provider action: stop impersonating to use it.');
    expect((await w.call(w.admin, 'DELETE', '/api/admin/impersonation')).statusCode).toBe(200);
    const missing = await w.call(w.admin, 'POST', '/api/quote-requests/00000000-0000-4000-8000-000000000000/convert', {});
    expect(missing.statusCode).toBe(404);
    expect(await counts(q.id)).toEqual({ orders: 0, invoices: 0, lines: 0 });
  });
});
