import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { allKeys, json, pricedQuote, quoteWorld, vendorKeys, type Caller, type QuoteWorld } from './quotes-fixtures.ts';

/** No vendor price, markup, vendor total or internal note anywhere in a client response (field-level). */
function expectNoVendorFields(body: unknown, where: string) {
  const keys = allKeys(body);
  for (const k of vendorKeys) expect(keys.has(k), `${where} carries ${k}`).toBe(false);
}

describe(`quotes: each role's view of the same quote (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: QuoteWorld;
  let id: string;
  let clients: [string, Caller][];
  beforeAll(async () => {
    t = await createTestApp();
    w = await quoteWorld(t);
    id = await pricedQuote(w, {
      items: [
        { itemName: 'Filter', vendorPrice: 12.5, quantity: 4 },
        { itemName: 'Hose', vendorPrice: 30, markupPercentage: 50 },
      ],
    });
    await w.admin('PATCH', `/api/quote-requests/${id}`, { adminNotes: 'Vendor quoted by phone' });
    clients = [
      ['client admin', w.aAdmin],
      ['manager', w.aManager],
      ['technician', w.aTech],
      ['impersonating admin', w.impersonator],
    ];
  });
  afterAll(() => t.close());

  it('the provider admin sees vendor price, markup, client price, both totals and internal notes', async () => {
    const q = json(await w.admin('GET', `/api/quote-requests/${id}`));
    expect(q).toMatchObject({
      view: 'admin',
      totalVendorCost: 80,
      totalClientCost: 245,
      adminNotes: 'Vendor quoted by phone',
      statusLabel: 'New Request',
    });
    expect(q.items).toEqual([
      expect.objectContaining({
        itemName: 'Filter',
        vendorPrice: 12.5,
        markupPercentage: 300,
        clientPrice: 50,
        quantity: 4,
        lineTotal: 200,
        isPriced: true,
      }),
      expect.objectContaining({
        itemName: 'Hose',
        vendorPrice: 30,
        markupPercentage: 50,
        clientPrice: 45,
        quantity: 1,
        lineTotal: 45,
        isPriced: true,
      }),
    ]);
  });

  it('before sending, every client view lists items without any price and with the spec text', async () => {
    for (const [who, call] of clients) {
      for (const res of [await call('GET', `/api/quote-requests/${id}`), await call('GET', '/api/quote-requests')]) {
        expect(res.statusCode, who).toBe(200);
        const body = json(res);
        expectNoVendorFields(body, who);
        const q =
          'items' in body && Array.isArray(body.items) && body.view === undefined
            ? body.items.find((x: { id: string }) => x.id === id)
            : body;
        expect(q, who).toMatchObject({
          view: 'client',
          statusLabel: 'Under Review',
          totalClientCost: null,
          banner: null,
          hasUpdate: false,
          pricingNote: 'Pricing will be calculated and provided by our team after review.',
        });
        expect(q.items.map((i: { clientPrice: unknown; lineTotal: unknown }) => [i.clientPrice, i.lineTotal])).toEqual([
          [null, null],
          [null, null],
        ]);
      }
    }
  });

  it('after sending, clients see client prices and totals, still never vendor fields', async () => {
    expect((await w.admin('POST', `/api/quote-requests/${id}/send`)).statusCode).toBe(200);
    for (const [who, call] of clients) {
      const res = await call('GET', `/api/quote-requests/${id}`);
      expectNoVendorFields(json(res), who);
      expectNoVendorFields(json(await call('GET', '/api/quote-requests')), `${who} list`);
      expect(json(res), who).toMatchObject({ totalClientCost: 245, pricingNote: null, banner: 'quote_ready', hasUpdate: true });
      expect(json(res).items.map((i: { clientPrice: number; lineTotal: number }) => [i.clientPrice, i.lineTotal])).toEqual([
        [50, 200],
        [45, 45],
      ]);
      expect(JSON.stringify(json(res))).not.toContain('Vendor quoted by phone');
    }
  });

  it('client responses of every write carry no vendor fields either', async () => {
    const other = await pricedQuote(w);
    const writes = [
      await w.aAdmin('POST', '/api/quote-requests', { title: `Write check ${Date.now()}` }),
      await w.aAdmin('POST', `/api/quote-requests/${other}/items`, { itemName: 'Client item', vendorPrice: 1 }),
      await w.impersonator('POST', `/api/quote-requests/${other}/items`, {
        itemName: 'Impersonator item',
        vendorPrice: 999,
        markupPercentage: 1,
      }),
      await w.aAdmin('PATCH', `/api/quote-requests/${other}`, { clientNotes: 'n' }),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBeLessThan(300);
      expectNoVendorFields(json(res), res.body.slice(0, 60));
    }
    await w.admin('PATCH', `/api/quote-requests/${other}/items/${json(writes[1]!).itemId}`, { vendorPrice: 1 });
    await w.admin('PATCH', `/api/quote-requests/${other}/items/${json(writes[2]!).itemId}`, { vendorPrice: 2 });
    await w.admin('POST', `/api/quote-requests/${other}/send`);
    const accepted = await w.aAdmin('POST', `/api/quote-requests/${other}/accept`);
    expectNoVendorFields(json(accepted), 'accept');
    const funnel = await w.aAdmin('GET', '/api/quote-requests/funnel');
    expectNoVendorFields(json(funnel), 'funnel');
  });

  it('an impersonating admin gets the client shape, cannot price, and the prices it sends are forced', async () => {
    const other = await pricedQuote(w);
    const added = json(
      await w.impersonator('POST', `/api/quote-requests/${other}/items`, { itemName: 'Forced', vendorPrice: 500, markupPercentage: 10 }),
    );
    expect(added.quote.view).toBe('client');
    const adminItem = json(await w.admin('GET', `/api/quote-requests/${other}`)).items.find(
      (i: { itemName: string }) => i.itemName === 'Forced',
    );
    expect(adminItem).toMatchObject({ vendorPrice: 0, markupPercentage: 300, clientPrice: 0, isPriced: false });
    const price = await w.impersonator('PATCH', `/api/quote-requests/${other}/items/${added.itemId}`, { vendorPrice: 10 });
    expect(price.statusCode).toBe(403);
    expect(json(price).error.message).toBe('Admin access required');
    expect((await w.aAdmin('PATCH', `/api/quote-requests/${other}/items/${added.itemId}`, { vendorPrice: 10 })).statusCode).toBe(403);
    expect(
      json(await w.admin('GET', `/api/quote-requests/${other}`)).items.find((i: { id: string }) => i.id === added.itemId).vendorPrice,
    ).toBe(0);
  });
});
