import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestEmailTo, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { json, pricedQuote, quoteWorld, type Caller, type QuoteWorld } from './quotes-fixtures.ts';

/**
 * Issue 13 item 2: the tax rate is chosen before the quote is sent (the provider's default unless set on the quote),
 * the quote shows it, the invoice repeats it, and a changed rate is shown to the client before paying.
 * Awkward prices: 3 × $1,193.16 (vendor $298.29 at 300 % markup) and 1.5 × $22.49 (vendor $19.99 at 12.5 %).
 */
const awkwardItems = [
  { itemName: 'Final drive', vendorPrice: 298.29, markupPercentage: 300, quantity: 3 },
  { itemName: 'Seal kit', vendorPrice: 19.99, markupPercentage: 12.5, quantity: 1.5 },
];
const subtotal = 3613.22;

describe(`quotes: tax chosen before sending, repeated on the invoice (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: QuoteWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await quoteWorld(t);
    const set = await w.admin('PATCH', '/api/admin/tax-settings', { defaultTaxRate: 8.25 });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set)).toEqual({ defaultTaxRate: 8.25 });
  });
  afterAll(() => t.close());

  const send = async (id: string, body: unknown = {}) => {
    const res = await w.admin('POST', `/api/quote-requests/${id}/send`, body);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).quote;
  };
  const acceptAndConvert = async (id: string, convertBody: unknown = {}) => {
    expect((await w.aAdmin('POST', `/api/quote-requests/${id}/accept`, {})).statusCode).toBe(200);
    const res = await w.admin('POST', `/api/quote-requests/${id}/convert`, convertBody);
    expect(res.statusCode, res.body).toBe(201);
    return json(res);
  };
  const pdf = async (who: Caller, type: string, id: string) => {
    const res = await who('GET', `/api/documents/${type}/${id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    return (await pdfText(res.rawPayload)).text;
  };

  it('the provider default is a setting only provider admins read and change; bad rates are 400 and change nothing', async () => {
    expect(json(await w.admin('GET', '/api/admin/tax-settings'))).toEqual({ defaultTaxRate: 8.25 });
    expect((await w.aAdmin('GET', '/api/admin/tax-settings')).statusCode).toBe(403);
    expect((await w.aAdmin('PATCH', '/api/admin/tax-settings', { defaultTaxRate: 0 })).statusCode).toBe(403);
    for (const bad of [-1, 100.5, 8.8751, '8.25', null]) {
      const res = await w.admin('PATCH', '/api/admin/tax-settings', { defaultTaxRate: bad });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect(json(await w.admin('GET', '/api/admin/tax-settings'))).toEqual({ defaultTaxRate: 8.25 });
  });

  it('a quote sent with the default rate shows subtotal, tax and total to admin, client, email and PDF', async () => {
    const id = await pricedQuote(w, { items: awkwardItems });
    const draft = json(await w.admin('GET', `/api/quote-requests/${id}`));
    expect(draft).toMatchObject({
      totalClientCost: subtotal,
      taxRate: 8.25,
      taxRateChosen: false,
      taxTotal: 298.09,
      totalWithTax: 3911.31,
      canEditTaxRate: true,
    });
    const hidden = json(await w.aAdmin('GET', `/api/quote-requests/${id}`));
    expect(hidden).toMatchObject({ totalClientCost: null, taxRate: null, taxTotal: null, totalWithTax: null });

    const sent = await send(id);
    expect(sent).toMatchObject({ taxRate: 8.25, taxRateChosen: true, taxTotal: 298.09, totalWithTax: 3911.31 });
    // A later default does not change what the client was sent.
    await w.admin('PATCH', '/api/admin/tax-settings', { defaultTaxRate: 5 });
    const client = json(await w.aAdmin('GET', `/api/quote-requests/${id}`));
    expect(client).toMatchObject({ totalClientCost: subtotal, taxRate: 8.25, taxTotal: 298.09, totalWithTax: 3911.31 });
    await w.admin('PATCH', '/api/admin/tax-settings', { defaultTaxRate: 8.25 });

    const mail = await latestEmailTo(t.db, 'ann.client@example.test');
    expect(mail!.body_text).toContain('Subtotal: $3,613.22');
    expect(mail!.body_text).toContain('Tax (8.25 %): $298.09');
    expect(mail!.body_text).toContain('Total Quote Value (incl. tax): $3,911.31');
    const text = await pdf(w.aAdmin, 'quote', id);
    expect(text).toContain('Tax (8.25 %) $298.09');
    expect(text).toContain('Total incl. tax $3,911.31');
  });

  it('the provider admin sets the rate per quote until the client accepts; clients cannot; bad rates are 400', async () => {
    const id = await pricedQuote(w, { items: awkwardItems });
    const set = await w.admin('PATCH', `/api/quote-requests/${id}`, { taxRate: 8.875 });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set)).toMatchObject({ taxRate: 8.875, taxRateChosen: true, taxTotal: 320.67, totalWithTax: 3933.89 });
    expect((await w.aAdmin('PATCH', `/api/quote-requests/${id}`, { taxRate: 0 })).statusCode).toBe(403);
    expect((await w.admin('PATCH', `/api/quote-requests/${id}`, { taxRate: 101 })).statusCode).toBe(400);
    expect((await send(id)).taxRate).toBe(8.875);
    // Re-sending an update with another rate.
    expect((await w.admin('PATCH', `/api/quote-requests/${id}`, { taxRate: 0 })).statusCode).toBe(200);
    expect((await send(id)).taxRate).toBe(0);
    expect(json(await w.aAdmin('GET', `/api/quote-requests/${id}`))).toMatchObject({ taxRate: 0, taxTotal: 0, totalWithTax: subtotal });
    expect((await w.aAdmin('POST', `/api/quote-requests/${id}/accept`, {})).statusCode).toBe(200);
    const locked = await w.admin('PATCH', `/api/quote-requests/${id}`, { taxRate: 8.25 });
    expect(locked.statusCode).toBe(409);
    expect(json(await w.admin('GET', `/api/quote-requests/${id}`))).toMatchObject({ taxRate: 0, canEditTaxRate: false });
  });

  it("converting without a rate repeats the quote's: the invoice equals the quote to the cent, with no change notice", async () => {
    const id = await pricedQuote(w, { items: awkwardItems });
    await send(id);
    const out = await acceptAndConvert(id);
    expect(out.invoice).toMatchObject({
      taxRate: 8.25,
      quoteTaxRate: 8.25,
      taxChangeNotice: null,
      subtotal,
      taxTotal: 298.09,
      total: 3911.31,
    });
    const client = json(await w.aAdmin('GET', `/api/invoices/${out.invoice.id}`));
    expect(client).toMatchObject({ taxRate: 8.25, total: 3911.31, taxChangeNotice: null });
    expect(json(await w.aAdmin('GET', `/api/quote-requests/${id}`)).invoiceTaxChange).toBeNull();
    const text = await pdf(w.aAdmin, 'invoice', out.invoice.id);
    expect(text).toContain('Tax (8.25 %) $298.09');
    expect(text).not.toContain('Tax changed');
  });

  it('converting with another rate records both and tells the client before paying (API and PDF)', async () => {
    const id = await pricedQuote(w, { items: awkwardItems });
    await send(id, { taxRate: 0 });
    const out = await acceptAndConvert(id, { taxRate: 8.25 });
    const notice = 'Tax changed from 0 % on the quote to 8.25 % on this invoice.';
    expect(out.invoice).toMatchObject({ taxRate: 8.25, quoteTaxRate: 0, taxChangeNotice: notice, subtotal, total: 3911.31 });
    const client = json(await w.aAdmin('GET', `/api/invoices/${out.invoice.id}`));
    expect(client).toMatchObject({ taxRate: 8.25, quoteTaxRate: 0, taxChangeNotice: notice, total: 3911.31, canPay: true });
    // The Payment Due banner and the quote details read it from the client's quote.
    expect(json(await w.aAdmin('GET', `/api/quote-requests/${id}`)).invoiceTaxChange).toEqual({ notice, total: 3911.31 });
    const text = await pdf(w.aAdmin, 'invoice', out.invoice.id);
    expect(text).toContain(notice);
    expect(text).toContain('Total $3,911.31');
  });
});
