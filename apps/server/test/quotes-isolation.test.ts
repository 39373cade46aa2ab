import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, signIn, type TestApp } from './harness.ts';
import { callerOf, json, pricedQuote, quoteWorld, type Caller, type QuoteWorld } from './quotes-fixtures.ts';

describe(`quotes: another company's requests are 404 and unchanged (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: QuoteWorld;
  let id: string;
  let itemId: string;
  let bImpersonator: Caller;
  const snapshot = async () => ({
    quote: await t.db.query('select * from quote_requests where id = $1', [id]),
    items: await t.db.query('select * from quote_items where quote_request_id = $1 order by id', [id]),
    events: await t.db.query('select * from quote_status_events where quote_request_id = $1 order by id', [id]),
  });

  beforeAll(async () => {
    t = await createTestApp();
    w = await quoteWorld(t);
    id = await pricedQuote(w);
    await w.admin('POST', `/api/quote-requests/${id}/send`);
    itemId = json(await w.admin('GET', `/api/quote-requests/${id}`)).items[0].id;
    const admin3 = await insertUser(t.db, { role: 'gears_admin' });
    bImpersonator = callerOf(t, await signIn(t.app, admin3));
    await bImpersonator('POST', '/api/admin/impersonation', { clientId: w.b.id });
  });
  afterAll(() => t.close());

  const attempts: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', (id: string, item: string) => string, unknown][] = [
    ['read', 'GET', (q) => `/api/quote-requests/${q}`, undefined],
    ['update', 'PATCH', (q) => `/api/quote-requests/${q}`, { title: 'Hijacked', clientNotes: 'x' }],
    ['delete', 'DELETE', (q) => `/api/quote-requests/${q}`, undefined],
    ['status', 'POST', (q) => `/api/quote-requests/${q}/status`, { status: 'accepted' }],
    ['send', 'POST', (q) => `/api/quote-requests/${q}/send`, {}],
    ['accept', 'POST', (q) => `/api/quote-requests/${q}/accept`, {}],
    ['decline', 'POST', (q) => `/api/quote-requests/${q}/decline`, {}],
    ['add item', 'POST', (q) => `/api/quote-requests/${q}/items`, { itemName: 'Injected' }],
    ['price item', 'PATCH', (q, i) => `/api/quote-requests/${q}/items/${i}`, { vendorPrice: 1 }],
    ['delete item', 'DELETE', (q, i) => `/api/quote-requests/${q}/items/${i}`, undefined],
  ];

  // Pricing and the workflow are the provider's: a client role is refused them whatever the id (ADR 0008), so the 403
  // says nothing about company A's request.
  const providerOnly = ['status', 'send', 'price item'];
  it.each(attempts)("company B's client admin: %s → 404 (403 for a provider action), nothing changes", async (what, method, url, body) => {
    const before = await snapshot();
    const res = await w.bAdmin(method, url(id, itemId), body);
    expect(res.statusCode).toBe(providerOnly.includes(what) ? 403 : 404);
    expect(await snapshot()).toEqual(before);
  });

  it.each(attempts)('an admin impersonating company B: %s → 404, nothing changes', async (_what, method, url, body) => {
    const before = await snapshot();
    const res = await bImpersonator(method, url(id, itemId), body);
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('an item id of another request answers 404 on this one', async () => {
    const mine = await w.bAdmin('POST', '/api/quote-requests', { title: 'B request' });
    const bId = json(mine).id;
    expect((await w.admin('PATCH', `/api/quote-requests/${bId}/items/${itemId}`, { vendorPrice: 5 })).statusCode).toBe(404);
    expect((await w.bAdmin('DELETE', `/api/quote-requests/${bId}/items/${itemId}`)).statusCode).toBe(404);
  });

  it("lists never show another company's requests, and naming the company is 404", async () => {
    const list = json(await w.bAdmin('GET', '/api/quote-requests?limit=100'));
    expect(list.items.every((q: { companyId: string }) => q.companyId === w.b.id)).toBe(true);
    expect((await w.bAdmin('GET', `/api/quote-requests?companyId=${w.a.id}`)).statusCode).toBe(404);
    expect((await w.bAdmin('GET', `/api/quote-requests/funnel?companyId=${w.a.id}`)).statusCode).toBe(404);
    const funnel = json(await w.bAdmin('GET', '/api/quote-requests/funnel'));
    expect(funnel.byStatus.sent_to_client).toBe(0);
  });

  it("another company's equipment or part in a body is 404 and creates nothing", async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from quote_requests'))[0]!.n;
    const before = await count();
    const res = await w.bAdmin('POST', '/api/quote-requests', { title: 'With A machine', equipmentId: w.aEquipment });
    expect(res.statusCode).toBe(404);
    expect(json(res).error.message).toBe('Equipment not found');
    expect(await count()).toBe(before);
    const bq = json(await w.bAdmin('POST', '/api/quote-requests', { title: 'Mine' })).id;
    expect((await w.bAdmin('PATCH', `/api/quote-requests/${bq}`, { equipmentId: w.aEquipment })).statusCode).toBe(404);
    const part = (
      await t.db.query<{ id: string }>(
        `insert into equipment_parts (company_id, part_name, part_number) values ($1, 'A filter', 'AF-1') returning id`,
        [w.a.id],
      )
    )[0]!.id;
    const item = await w.bAdmin('POST', `/api/quote-requests/${bq}/items`, { itemName: 'Filter', partId: part });
    expect(item.statusCode).toBe(404);
    expect(json(item).error.message).toBe('Part not found');
    expect(json(await w.bAdmin('GET', `/api/quote-requests/${bq}`)).items).toEqual([]);
  });
});
