import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { json, pricedQuote, quoteWorld, type QuoteWorld } from './quotes-fixtures.ts';

describe(`quotes: item messages, list, delete rules and funnel (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: QuoteWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await quoteWorld(t);
  });
  afterAll(() => t.close());

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', {}, 'Item Name Required: Please enter an item name'],
    ['blank name', { itemName: '   ' }, 'Item Name Required: Please enter an item name'],
    ['negative vendor price', { itemName: 'Pin', vendorPrice: -0.01 }, 'Invalid Price: Vendor price cannot be negative'],
    ['vendor price as text', { itemName: 'Pin', vendorPrice: 'cheap' }, 'Invalid Price: Vendor price cannot be negative'],
    ['negative markup', { itemName: 'Pin', vendorPrice: 1, markupPercentage: -5 }, 'Invalid Markup: Markup cannot be negative'],
    ['negative quantity', { itemName: 'Pin', quantity: -1 }, 'Quantity must be greater than 0'],
    ['unknown key', { itemName: 'Pin', colour: 'red' }, 'colour'],
  ])('adding an item with %s → 400 %s, nothing added', async (_what, body, message) => {
    const id = await pricedQuote(w, { items: [] });
    const res = await w.admin('POST', `/api/quote-requests/${id}/items`, body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toContain(message);
    expect(json(await w.admin('GET', `/api/quote-requests/${id}`)).itemCount).toBe(0);
  });

  it('quantity defaults to 1 when not a number; optional text is trimmed and dropped when empty', async () => {
    const id = await pricedQuote(w, { items: [] });
    const res = await w.admin('POST', `/api/quote-requests/${id}/items`, {
      itemName: ' Pin ',
      quantity: 'lots',
      sku: '  ',
      description: ' Hardened ',
      vendorPrice: 2.5,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).quote.items[0]).toMatchObject({ itemName: 'Pin', quantity: 1, sku: null, description: 'Hardened', clientPrice: 10 });
  });

  it('price edits recompute client price and totals; deleting an item updates totals', async () => {
    const id = await pricedQuote(w, {
      items: [
        { itemName: 'A', vendorPrice: 10, quantity: 2 },
        { itemName: 'B', vendorPrice: 5 },
      ],
    });
    let q = json(await w.admin('GET', `/api/quote-requests/${id}`));
    expect([q.totalVendorCost, q.totalClientCost]).toEqual([25, 100]);
    const edited = json(
      await w.admin('PATCH', `/api/quote-requests/${id}/items/${q.items[0].id}`, { markupPercentage: 25, quantity: 3 }),
    ).quote;
    expect(edited.items[0]).toMatchObject({ clientPrice: 12.5, quantity: 3, lineTotal: 37.5 });
    expect([edited.totalVendorCost, edited.totalClientCost]).toEqual([35, 57.5]);
    q = json(await w.admin('DELETE', `/api/quote-requests/${id}/items/${q.items[1].id}`)).quote;
    expect([q.itemCount, q.totalVendorCost, q.totalClientCost]).toEqual([1, 30, 37.5]);
    expect((await w.admin('PATCH', `/api/quote-requests/${id}/items/${q.items[0].id}`, { vendorPrice: -1 })).statusCode).toBe(400);
  });

  it('clients change items only until the quote is sent to them', async () => {
    const id = await pricedQuote(w);
    const mine = json(await w.aManager('POST', `/api/quote-requests/${id}/items`, { itemName: 'Extra' })).itemId;
    expect((await w.aManager('DELETE', `/api/quote-requests/${id}/items/${mine}`)).statusCode).toBe(200);
    await w.admin('POST', `/api/quote-requests/${id}/send`);
    const late = await w.aManager('POST', `/api/quote-requests/${id}/items`, { itemName: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(json(late).error.message).toBe('The quote has been sent to you: accept or decline it instead of changing its items.');
  });

  it('lists newest first with keyset paging and filters by status', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(json(await w.bAdmin('POST', '/api/quote-requests', { title: `Paged ${i}` })).id);
    await w.admin('POST', `/api/quote-requests/${ids[0]}/status`, { status: 'submitted' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = json(
        await w.bAdmin('GET', `/api/quote-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((q: { id: string }) => q.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const submitted = json(await w.admin('GET', `/api/quote-requests?companyId=${w.b.id}&status=submitted`));
    expect(submitted.items.map((q: { id: string }) => q.id)).toEqual([ids[0]]);
    expect((await w.bAdmin('GET', '/api/quote-requests?cursor=garbage')).statusCode).toBe(400);
    expect((await w.bAdmin('GET', '/api/quote-requests?sort=title')).statusCode).toBe(400);
  });

  it('shows at most 3 items per card in the list, with the count for "+N more items"', async () => {
    const id = await pricedQuote(w, { items: ['1', '2', '3', '4', '5'].map((n) => ({ itemName: `Item ${n}`, vendorPrice: 1 })) });
    const row = json(await w.admin('GET', `/api/quote-requests?companyId=${w.a.id}`)).items.find((q: { id: string }) => q.id === id);
    expect(row.items.map((i: { itemName: string }) => i.itemName)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(row.itemCount).toBe(5);
    expect(json(await w.admin('GET', `/api/quote-requests/${id}`)).items).toHaveLength(5);
  });

  it('hides demo rows by their flag only when asked', async () => {
    const demo = json(await w.aAdmin('POST', '/api/quote-requests', { title: 'Test demo sample pump' })).id;
    await t.db.query('update quote_requests set is_demo = true where id = $1', [demo]);
    const real = json(await w.aAdmin('POST', '/api/quote-requests', { title: 'Sample test of a real request' })).id;
    const all = json(await w.aAdmin('GET', '/api/quote-requests?limit=100')).items.map((q: { id: string }) => q.id);
    expect(all).toEqual(expect.arrayContaining([demo, real]));
    const hidden = json(await w.aAdmin('GET', '/api/quote-requests?limit=100&hideDemo=true')).items.map((q: { id: string }) => q.id);
    expect(hidden).toContain(real);
    expect(hidden).not.toContain(demo);
  });

  it('delete rules: clients by status, supervisors only their own, technicians none (ADR 0008); with ledger history the request is archived', async () => {
    const fresh = await pricedQuote(w);
    expect((await w.aTech('DELETE', `/api/quote-requests/${fresh}`)).statusCode).toBe(403);
    expect((await w.aTech('POST', '/api/quote-requests', { title: 'Tech own request' })).statusCode).toBe(403);
    expect((await w.aSupervisor('DELETE', `/api/quote-requests/${fresh}`)).statusCode).toBe(403);
    const own = json(await w.aSupervisor('POST', '/api/quote-requests', { title: 'Supervisor own request' })).id;
    expect(json(await w.aSupervisor('DELETE', `/api/quote-requests/${own}`))).toEqual({ outcome: 'deleted' });
    expect(json(await w.aAdmin('DELETE', `/api/quote-requests/${fresh}`))).toEqual({ outcome: 'deleted' });
    expect((await w.aAdmin('GET', `/api/quote-requests/${fresh}`)).statusCode).toBe(404);
    expect(await t.db.query('select 1 from quote_items where quote_request_id = $1', [fresh])).toEqual([]);

    const booked = await pricedQuote(w);
    await w.admin('POST', `/api/quote-requests/${booked}/send`);
    await w.aAdmin('POST', `/api/quote-requests/${booked}/accept`);
    expect((await w.aAdmin('DELETE', `/api/quote-requests/${booked}`)).statusCode).toBe(409);
    await w.admin('POST', `/api/quote-requests/${booked}/status`, { status: 'sent_to_books' });
    expect((await w.aAdmin('DELETE', `/api/quote-requests/${booked}`)).statusCode).toBe(409);
    await w.admin('POST', `/api/quote-requests/${booked}/status`, { status: 'invoiced' });
    const view = json(await w.aAdmin('GET', `/api/quote-requests/${booked}`));
    expect(view).toMatchObject({ canDelete: true, deleteArchives: true, statusLabel: 'Invoice Ready' });
    expect(json(await w.aAdmin('DELETE', `/api/quote-requests/${booked}`))).toEqual({ outcome: 'archived' });
    expect(await t.db.query('select 1 from quote_requests where id = $1 and archived_at is not null', [booked])).toHaveLength(1);
    const listed = json(await w.aAdmin('GET', '/api/quote-requests?limit=100')).items.map((q: { id: string }) => q.id);
    expect(listed).not.toContain(booked);
    expect(
      json(await w.aAdmin('GET', '/api/quote-requests?limit=100&includeArchived=true')).items.map((q: { id: string }) => q.id),
    ).toContain(booked);
    // An admin deleting a request without orders or invoices removes it.
    const adminGone = await pricedQuote(w);
    await w.admin('POST', `/api/quote-requests/${adminGone}/send`);
    expect(json(await w.admin('DELETE', `/api/quote-requests/${adminGone}`))).toEqual({ outcome: 'deleted' });
  });

  it('funnel: tiles computed from the requests (ADR 0005)', async () => {
    const c = await (await import('./harness.ts')).insertCompany(t.db);
    const where = `companyId=${c.id}`;
    const empty = json(await w.admin('GET', `/api/quote-requests/funnel?${where}`));
    expect(empty).toMatchObject({ total: 0, active: 0, processed: 0, failed: 0, converted: 0, conversionRate: 0 });
    const won = await pricedQuote(w);
    await w.admin('POST', `/api/quote-requests/${won}/send`);
    await w.aAdmin('POST', `/api/quote-requests/${won}/accept`);
    const id = json(await w.aAdmin('GET', '/api/quote-requests/funnel'));
    expect(id.total).toBeGreaterThan(0);
    const aFunnel = json(await w.admin('GET', `/api/quote-requests/funnel?companyId=${w.a.id}`));
    expect(aFunnel.total).toBe(Object.values(aFunnel.byStatus as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(aFunnel.total).toBe(id.total);
    expect(aFunnel.converted).toBeGreaterThanOrEqual(1);
    expect(aFunnel.conversionRate).toBe(Math.round((aFunnel.converted / aFunnel.total) * 100));
  });
});
