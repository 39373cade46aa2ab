import { addDays, documentPeriodRange, type DocumentPeriod } from '@gears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, today, vendorFigures, type LedgerWorld } from './ledger-fixtures.ts';

type Doc = { id: string; number: string; total: number; date: string; customerName: string; [k: string]: unknown };

describe(`documents: lists, search, periods, sorts (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  const invoices: { id: string; number: string; date: string; total: number }[] = [];
  let sentOnly: { id: string; quoteNumber: string };
  let bInvoice: { id: string; number: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    const now = today();
    // Three invoices of company A dated today, in last month and in last year, with different totals.
    const dates = [now, documentPeriodRange('last_month', now)!.from, documentPeriodRange('last_year', now)!.to];
    for (const [i, date] of dates.entries()) {
      const q = await insertQuote(t.db, {
        companyId: w.a.id,
        title: `Overhaul ${i}`,
        quoteDate: date,
        items: [{ name: `Part ${i}`, vendorPrice: 10, markup: 300, clientPrice: 40 * (i + 1), quantity: 1 }],
      });
      const { invoice } = await convert(w, q.id, { referenceNumber: `PO-${i}00` });
      await t.db.query('update invoices set invoice_date = $2, due_date = $2 where id = $1', [invoice.id, date]);
      await t.db.query('update sales_orders set order_date = $2 where id = $1', [invoice.salesOrderId, date]);
      invoices.push({ id: invoice.id, number: invoice.number, date, total: 40 * (i + 1) });
    }
    sentOnly = await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client', title: 'Bucket teeth' });
    await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client', title: 'Never sent' }).then((q) =>
      t.db.query('update quote_requests set quote_number = null, quote_date = null, status = $2 where id = $1', [q.id, 'processing']),
    );
    const bq = await insertQuote(t.db, { companyId: w.b.id, title: 'Company B job' });
    bInvoice = (await convert(w, bq.id)).invoice;
  });
  afterAll(() => t.close());

  const list = async (who: { cookie: string }, query: string): Promise<{ documents: Doc[]; nextCursor: string | null }> => {
    const res = await w.call(who, 'GET', `/api/documents?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/vendor|markup/i);
    for (const f of vendorFigures) expect(res.body).not.toContain(f);
    return res.json();
  };

  it('quotes are the requests sent to the client, client prices and labels, with expiry and file name', async () => {
    const { documents } = await list(w.a.manager, 'type=quote');
    expect(documents).toHaveLength(4);
    const sent = documents.find((d) => d.id === sentOnly.id)!;
    expect(sent).toMatchObject({
      type: 'quote',
      number: sentOnly.quoteNumber,
      title: 'Bucket teeth',
      customerName: w.a.name,
      total: 4503.68,
      status: 'sent_to_client',
      statusLabel: 'Updated by GEARS',
      expiryDate: addDays(today(), 30),
      expiryLabel: '(Valid)',
      fileName: `quote_${sentOnly.quoteNumber}.pdf`,
      pdfUrl: `/api/documents/quote/${sentOnly.id}/pdf`,
    });
    const admin = await list(w.admin, 'type=quote');
    expect(admin.documents.find((d) => d.id === sentOnly.id)!.statusLabel).toBe('Update from GEARS');
  });

  it('orders, invoices and packages carry their numbers, dates, terms and payment status', async () => {
    const orders = await list(w.a.manager, 'type=order');
    expect(orders.documents.map((d) => d.date)).toEqual(invoices.map((i) => i.date));
    expect(orders.documents[0]).toMatchObject({
      type: 'order',
      number: expect.stringMatching(/^SO-/),
      status: 'confirmed',
      statusLabel: 'Confirmed',
      referenceNumber: 'PO-000',
    });
    const inv = await list(w.a.manager, 'type=invoice');
    expect(inv.documents.map((d) => d.id)).toEqual(invoices.map((i) => i.id));
    expect(inv.documents[0]).toMatchObject({
      termsLabel: 'Due on receipt',
      dueDate: invoices[0]!.date,
      paymentStatus: 'unpaid',
      balance: 40,
      fileName: `invoice_${invoices[0]!.number}.pdf`,
      orderNumber: expect.stringMatching(/^SO-/),
    });
    expect(inv.documents[1]).toMatchObject({ paymentStatus: 'overdue', statusLabel: 'Overdue' });
    const orderId = (await w.call(w.admin, 'GET', `/api/invoices/${invoices[0]!.id}`)).json().salesOrderId;
    await w.call(w.admin, 'POST', `/api/orders/${orderId}/packages`, { carrier: 'FedEx', trackingNumber: '7749 1234', shipDate: today() });
    const pk = await list(w.a.manager, 'type=package');
    expect(pk.documents).toMatchObject([
      { type: 'package', number: expect.stringMatching(/^PKG-/), carrier: 'FedEx', trackingNumber: '7749 1234', statusLabel: 'Shipped' },
    ]);
    expect(pk.documents[0]!.fileName).toBe(`package_${pk.documents[0]!.number}.pdf`);
  });

  it('searches customer, reference/subject and number', async () => {
    expect((await list(w.a.manager, `type=invoice&q=${invoices[1]!.number}`)).documents.map((d) => d.id)).toEqual([invoices[1]!.id]);
    expect((await list(w.a.manager, 'type=invoice&q=po-200')).documents.map((d) => d.id)).toEqual([invoices[2]!.id]);
    expect((await list(w.a.manager, 'type=invoice&q=Overhaul%201')).documents.map((d) => d.id)).toEqual([invoices[1]!.id]);
    expect((await list(w.a.manager, `type=invoice&q=${encodeURIComponent(w.a.name)}`)).documents).toHaveLength(3);
    expect((await list(w.a.manager, 'type=invoice&q=%25')).documents).toEqual([]);
    expect((await list(w.a.manager, 'type=invoice&q=nothing-like-this')).documents).toEqual([]);
  });

  it.each<[DocumentPeriod, number[]]>([
    ['all_time', [0, 1, 2]],
    ['this_month', [0]],
    ['last_month', [1]],
    ['this_year', [0, 1]],
    ['last_year', [2]],
  ])('period %s keeps the invoices dated inside it', async (period, expected) => {
    const { documents } = await list(w.a.manager, `type=invoice&period=${period}`);
    // Early in January last month is also last year, so compare against the rule's own ranges.
    const range = documentPeriodRange(period, today());
    const inRange = invoices.filter((i) => !range || (i.date >= range.from && i.date <= range.to)).map((i) => i.id);
    expect(documents.map((d) => d.id).sort()).toEqual(inRange.sort());
    if (today().slice(5, 7) !== '01') expect(documents.map((d) => d.id).sort()).toEqual(expected.map((k) => invoices[k]!.id).sort());
  });

  it('sorts by date, amount and customer, both ways', async () => {
    const ids = async (sort: string, who = w.a.manager) => (await list(who, `type=invoice&sort=${sort}`)).documents.map((d) => d.id);
    const byDate = [...invoices].sort((x, y) => (x.date < y.date ? 1 : -1)).map((i) => i.id);
    expect(await ids('date_desc')).toEqual(byDate);
    expect(await ids('date_asc')).toEqual([...byDate].reverse());
    expect(await ids('amount_desc')).toEqual([invoices[2]!.id, invoices[1]!.id, invoices[0]!.id]);
    expect(await ids('amount_asc')).toEqual([invoices[0]!.id, invoices[1]!.id, invoices[2]!.id]);
    const names = async (sort: string) =>
      (await list(w.admin, `type=invoice&sort=${sort}&limit=200`)).documents.map((d) => d.customerName.toLowerCase());
    const asc = await names('customer_asc');
    expect(asc).toEqual([...asc].sort());
    expect(await names('customer_desc')).toEqual([...asc].reverse().sort().reverse());
  });

  it.each(['date_desc', 'date_asc', 'amount_desc', 'amount_asc', 'customer_asc', 'customer_desc'])(
    'pages with a keyset cursor (%s)',
    async (sort) => {
      const all = (await list(w.admin, `type=invoice&sort=${sort}&limit=200`)).documents.map((d) => d.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { documents: Doc[]; nextCursor: string | null } = await list(
          w.admin,
          `type=invoice&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.documents.map((d) => d.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      expect(all.length).toBeGreaterThanOrEqual(4);
    },
  );

  it('company B sees only its own documents; naming A is 404; bad input is 400', async () => {
    const b = await list(w.b.clientAdmin, 'type=invoice');
    expect(b.documents.map((d) => d.id)).toEqual([bInvoice.id]);
    expect((await list(w.b.clientAdmin, 'type=quote')).documents.every((d) => d.customerName === w.b.name)).toBe(true);
    expect((await w.call(w.b.clientAdmin, 'GET', `/api/documents?type=invoice&companyId=${w.a.id}`)).statusCode).toBe(404);
    expect((await list(w.admin, `type=invoice&companyId=${w.b.id}`)).documents.map((d) => d.id)).toEqual([bInvoice.id]);
    for (const q of ['type=estimate', 'period=yesterday', 'sort=price', 'cursor=garbage', 'limit=0', 'unknown=1']) {
      expect((await w.call(w.a.manager, 'GET', `/api/documents?${q}`)).statusCode).toBe(400);
    }
  });
});
