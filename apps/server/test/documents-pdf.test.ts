import { addDays } from '@gears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, providerCompany, type TestApp } from './harness.ts';
import { newAdmin } from './equipment-fixtures.ts';
import { convert, insertQuote, ledgerWorld, today, vendorFigures, type LedgerWorld } from './ledger-fixtures.ts';
import { pdfText, unicodeNames } from './pdf-text.ts';

describe(`documents: PDFs generated from the ledger (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  let provider: string;
  let quote: { id: string; quoteNumber: string };
  let invoice: { id: string; number: string; salesOrderId: string; orderNumber: string };
  let pkg: { id: string; number: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    provider = (await providerCompany(t.db)).name;
    quote = await insertQuote(t.db, { companyId: w.a.id, title: 'Excavator overhaul' });
    invoice = (await convert(w, quote.id, { termsDays: 30, taxRate: 8.25, referenceNumber: 'PO-7788' })).invoice;
    pkg = (
      await w.call(w.admin, 'POST', `/api/orders/${invoice.salesOrderId}/packages`, {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shipDate: '2026-03-09',
        shippingCost: 85.5,
      })
    ).json();
  });
  afterAll(() => t.close());

  const download = async (who: { cookie: string }, type: string, id: string, query = '') => {
    const res = await w.call(who, 'GET', `/api/documents/${type}/${id}/pdf${query}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { text, pages, fonts } = await pdfText(res.rawPayload);
    for (const f of [...vendorFigures, '$100.00', 'markup', 'vendor']) expect(text.toLowerCase()).not.toContain(f.toLowerCase());
    return { res, text, pages, fonts };
  };

  it('an invoice prints header, customer, number, dates, client-price lines, subtotal, tax, total, terms and due date', async () => {
    const { res, text } = await download(w.a.manager, 'invoice', invoice.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice_${invoice.number}.pdf"`);
    for (const s of [
      provider,
      'INVOICE',
      invoice.number,
      w.a.name,
      'Dana Client',
      'Excavator overhaul',
      `Invoice date ${today()}`,
      'Terms Net 30',
      `Due date ${addDays(today(), 30)}`,
      'Reference (PO) PO-7788',
      `Sales order ${invoice.orderNumber}`,
      'Hydraulic pump',
      'Main pump, rebuilt · SKU HP-200',
      '$400.00',
      '$800.00',
      'Track link assembly',
      '$1,234.56',
      '$3,703.68',
      'Subtotal $4,503.68',
      'Tax (8.25 %) $371.55',
      'Total $4,875.23',
      'Amount paid $0.00',
      'Balance due $4,875.23',
      'Status Unpaid',
    ])
      expect(text).toContain(s);
  });

  it('inline=1 asks the browser to show it; the order and the quote print their own facts', async () => {
    const inline = await download(w.a.clientAdmin, 'order', invoice.salesOrderId, '?inline=1');
    expect(inline.res.headers['content-disposition']).toBe(`inline; filename="order_${invoice.orderNumber}.pdf"`);
    for (const s of ['SALES ORDER', invoice.orderNumber, `Order date ${today()}`, 'Total $4,875.23', 'Status Confirmed'])
      expect(inline.text).toContain(s);
    const q = await download(w.a.manager, 'quote', quote.id);
    expect(q.res.headers['content-disposition']).toBe(`attachment; filename="quote_${quote.quoteNumber}.pdf"`);
    for (const s of [
      'QUOTE',
      quote.quoteNumber,
      `Quote date ${today()}`,
      `Expires ${addDays(today(), 30)} (Valid)`,
      'Subtotal $4,503.68',
      'Tax (0 %) $0.00',
      'Total incl. tax $4,503.68',
    ]) {
      expect(q.text).toContain(s);
    }
  });

  it('an old quote with no expiry date reads (Expired) 30 days after its date', async () => {
    const old = await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client', quoteDate: addDays(today(), -31) });
    const { text } = await download(w.a.manager, 'quote', old.id);
    expect(text).toContain(`Expires ${addDays(today(), -1)} (Expired)`);
    const list = await w.call(w.a.manager, 'GET', '/api/documents?type=quote');
    expect(list.json().documents.find((d: { id: string }) => d.id === old.id)).toMatchObject({ expiryLabel: '(Expired)' });
  });

  it('a packing slip lists the items with carrier and tracking, and no prices', async () => {
    const { res, text } = await download(w.a.manager, 'package', pkg.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="package_${pkg.number}.pdf"`);
    for (const s of [
      'PACKING SLIP',
      pkg.number,
      'SHIP TO',
      w.a.name,
      `Sales order ${invoice.orderNumber}`,
      'Ship date 2026-03-09',
      'Carrier UPS',
      'Tracking 1Z999AA10123456784',
      'Hydraulic pump',
      'HP-200',
      'Track link assembly',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('$');
  });

  it('a paid invoice says so', async () => {
    await t.db.query(`update invoices set status = 'paid', amount_paid = total, paid_at = now() where id = $1`, [invoice.id]);
    const { text } = await download(w.a.manager, 'invoice', invoice.id);
    expect(text).toContain('Amount paid $4,875.23');
    expect(text).toContain('Balance due $0.00');
    expect(text).toContain(`Paid in full on ${today()}`);
    await t.db.query(`update invoices set status = 'issued', amount_paid = 0, paid_at = null where id = $1`, [invoice.id]);
  });

  it('many lines run onto further pages with the header repeated', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `Bolt kit ${i + 1}`,
      vendorPrice: 1,
      markup: 300,
      clientPrice: 4,
      quantity: 1,
    }));
    const q = await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client', items });
    const { text, pages } = await download(w.a.manager, 'quote', q.id);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Bolt kit 60');
    expect(text).toContain('Total incl. tax $240.00');
    expect(text).toContain(`page ${pages} of ${pages}`);
  });

  describe('status labels follow the viewer (spec 03 §4): clients and impersonating admins read client labels, the provider admin labels', () => {
    let impersonator: { cookie: string };
    beforeAll(async () => {
      impersonator = await newAdmin(t);
      const started = await w.call(impersonator, 'POST', '/api/admin/impersonation', { clientId: w.a.id });
      expect(started.statusCode).toBe(200);
    });

    it.each([
      ['sent_to_client', 'Updated by GEARS', 'Update from GEARS'],
      ['accepted', 'Processing with GEARS', 'Accepted by Client'],
      ['invoiced', 'Invoice Ready', 'Invoiced'],
      ['sent_to_zoho', 'Processing Invoice', 'Sent to GEARS'],
      ['zoho_failed', 'Processing', 'Sync Failed'],
    ])('a %s quote: client "%s", provider "%s"', async (status, clientLabel, adminLabel) => {
      const q = await insertQuote(t.db, { companyId: w.a.id, status, title: 'Excavator overhaul' });
      const statusOf = (text: string) => /Status (.+?) Excavator overhaul/.exec(text)?.[1];
      for (const viewer of [w.a.manager, w.a.technician, impersonator]) {
        expect(statusOf((await download(viewer, 'quote', q.id)).text)).toBe(clientLabel);
      }
      expect(statusOf((await download(w.admin, 'quote', q.id)).text)).toBe(adminLabel);
      const list = async (who: { cookie: string }) =>
        (await w.call(who, 'GET', `/api/documents?type=quote&q=${q.quoteNumber}`)).json().documents[0].statusLabel;
      expect(await list(w.a.manager)).toBe(clientLabel);
      expect(await list(w.admin)).toBe(adminLabel);
    });
  });

  describe('names outside Windows-1252 print exactly (embedded Unicode font)', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const items = unicodeNames.map((name, i) => ({
        name,
        vendorPrice: 10.75,
        markup: 100,
        clientPrice: 21.5,
        quantity: i + 1,
        sku: `Ü-${i}`,
        description: `${name} — описание`,
      }));
      const q = await insertQuote(t.db, { companyId: w.a.id, title: 'Łożysko 6205-2RS (Łódź)', items });
      ids.quote = q.id;
      const inv = (await convert(w, q.id)).invoice;
      ids.invoice = inv.id;
      ids.order = inv.salesOrderId;
      ids.package = (
        await w.call(w.admin, 'POST', `/api/orders/${inv.salesOrderId}/packages`, { carrier: 'Poczta Polska — Łódź' })
      ).json().id;
    });

    it.each(['quote', 'order', 'invoice', 'package'])(
      '%s: Polish, German, Spanish, Greek, Cyrillic and symbols round-trip',
      async (type) => {
        const { text, fonts } = await download(w.a.manager, type, ids[type]!);
        for (const name of unicodeNames) expect(text).toContain(name);
        expect(text).toContain('Łożysko 6205-2RS (Łódź)');
        if (type !== 'package') expect(text).toContain('≥ 5 ⁄ 8″ — описание');
        else expect(text).toContain('Carrier Poczta Polska — Łódź');
        // Every font is an embedded subset of the bundled DejaVu Sans; no standard (Windows-1252-only) font is left.
        expect(fonts.length).toBeGreaterThan(0);
        for (const f of fonts) expect(f).toMatch(/^[A-Z]{6}\+DejaVuSans/);
      },
    );
  });

  it.each(['quote', 'order', 'invoice', 'package'])('company B gets 404 for company A’s %s PDF', async (type) => {
    const id = { quote: quote.id, order: invoice.salesOrderId, invoice: invoice.id, package: pkg.id }[type]!;
    const res = await w.call(w.b.clientAdmin, 'GET', `/api/documents/${type}/${id}/pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().error.message).toMatch(new RegExp(`^Document ${id} \\(.+\\) not found in database$`));
  });

  it('rejects an unknown type or id shape with 400; needs sign-in', async () => {
    expect((await w.call(w.a.manager, 'GET', `/api/documents/estimate/${quote.id}/pdf`)).statusCode).toBe(400);
    expect((await w.call(w.a.manager, 'GET', '/api/documents/quote/123/pdf')).statusCode).toBe(400);
    expect((await w.call(null, 'GET', `/api/documents/quote/${quote.id}/pdf`)).statusCode).toBe(401);
  });
});
