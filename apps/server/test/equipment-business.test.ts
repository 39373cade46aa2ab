import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { D, machine } from './analytics-fixtures.ts';
import { client, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

async function one(db: Database, sql: string, values: unknown[]): Promise<string> {
  return (await db.query<{ id: string }>(`${sql} returning id`, values))[0]!.id;
}
/** A quote request; `sent` gives it a quote number (the client then sees its price). */
const quote = (
  db: Database,
  o: { companyId: string; equipmentId?: string; title: string; status: string; total: string; days: number; sent?: boolean },
) =>
  one(
    db,
    `insert into quote_requests (company_id, equipment_id, title, status, total_client_cost, quote_date, client_response_date, quote_number)
     values ($1, $2, $3, $4, $5, $6, $6::date, case when $7 then 'QT-' || lpad(nextval('quote_number_seq')::text, 5, '0') end)`,
    [o.companyId, o.equipmentId ?? null, o.title, o.status, o.total, D(o.days), o.sent ?? true],
  );
const order = (db: Database, companyId: string, quoteId: string, total: string, status: string, days: number) =>
  one(
    db,
    `insert into sales_orders (company_id, quote_request_id, status, order_date, subtotal, total) values ($1, $2, $3, $4, $5::numeric, $5::numeric)`,
    [companyId, quoteId, status, D(days), total],
  );
const invoice = (db: Database, o: { companyId: string; quoteId: string; orderId: string; total: string; paid: string; days: number }) =>
  one(
    db,
    `insert into invoices (company_id, quote_request_id, sales_order_id, status, invoice_date, due_date, subtotal, total, amount_paid, paid_at)
     values ($1, $2, $3, case when $5::numeric = $6::numeric then 'paid' else 'issued' end, $4, $4, $5::numeric, $5::numeric, $6::numeric,
             case when $5::numeric = $6::numeric then now() end)`,
    [o.companyId, o.quoteId, o.orderId, D(o.days), o.total, o.paid],
  );

/** spec 02 §2 Business tab, §8 Links messages, §9 business summary (issue 17 item 3), against a hand-worked data set. */
describe(`equipment business links (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let clientAdmin: Member;
  let technician: Member;
  let supervisor: Member;
  let other: Member;
  let m: string;
  const ids = {} as Record<'q1' | 'o1' | 'i1' | 'q2' | 'q3' | 'q5' | 'q6' | 'q7' | 'q4' | 'o4' | 'i4' | 'qb' | 'ob' | 'ib', string>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    const c = manager.companyId;
    clientAdmin = await memberOf(t, c, 'client_admin');
    technician = await memberOf(t, c, 'technician');
    supervisor = await memberOf(t, c, 'supervisor');
    other = await newTenant(t, 'client_admin');
    const db = t.db;
    m = await machine(db, c, 'Wheel loader', 'active');
    // The machine's own quotes (history): accepted 1000.50 with a delivered order and an invoice part paid (400.25);
    // sent 250.00; four new requests (not priced for the client yet). Six in all: the list shows 5.
    ids.q1 = await quote(db, { companyId: c, equipmentId: m, title: 'Bucket rebuild', status: 'accepted', total: '1000.50', days: 40 });
    ids.o1 = await order(db, c, ids.q1, '1000.50', 'delivered', 35);
    ids.i1 = await invoice(db, { companyId: c, quoteId: ids.q1, orderId: ids.o1, total: '1000.50', paid: '400.25', days: 30 });
    ids.q2 = await quote(db, { companyId: c, equipmentId: m, title: 'Tyres', status: 'sent_to_client', total: '250.00', days: 20 });
    for (const [n, days] of [
      ['q3', 10],
      ['q5', 9],
      ['q6', 8],
      ['q7', 7],
    ] as const)
      ids[n] = await quote(db, { companyId: c, equipmentId: m, title: `Filters ${n}`, status: 'new', total: '10.00', days, sent: false });
    // Another quote of the company, paid 2000.00 with a confirmed order and a paid invoice: not on the machine until linked.
    ids.q4 = await quote(db, { companyId: c, title: 'Hydraulic pump', status: 'paid', total: '2000.00', days: 15 });
    ids.o4 = await order(db, c, ids.q4, '2000.00', 'confirmed', 14);
    ids.i4 = await invoice(db, { companyId: c, quoteId: ids.q4, orderId: ids.o4, total: '2000.00', paid: '2000.00', days: 13 });
    // Another company's documents.
    ids.qb = await quote(db, { companyId: other.companyId, title: 'Hydraulic pump', status: 'paid', total: '9999.00', days: 5 });
    ids.ob = await order(db, other.companyId, ids.qb, '9999.00', 'confirmed', 5);
    ids.ib = await invoice(db, { companyId: other.companyId, quoteId: ids.qb, orderId: ids.ob, total: '9999.00', paid: '0', days: 5 });
  });
  afterAll(() => t.close());

  const business = async (who: Member = manager) => (await call(who, 'GET', `/api/equipment/${m}/business`)).json();
  const link = (who: Member, docType: string, refs: string[]) => call(who, 'POST', `/api/equipment/${m}/links`, { docType, ids: refs });
  const linkCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from equipment_document_links'))[0]!.n;

  it('lists the machine’s own documents (5 at most) and the summary exactly to the cent', async () => {
    const b = await business();
    expect(b.quotes.total).toBe(6);
    expect(b.quotes.items.map((q: { id: string }) => q.id)).toEqual([ids.q7, ids.q6, ids.q5, ids.q3, ids.q2]);
    expect(b.invoices).toMatchObject({ total: 1, items: [{ id: ids.i1, amount: '1000.50', status: 'issued', via: 'history' }] });
    expect(b.orders).toMatchObject({ total: 1, items: [{ id: ids.o1, amount: '1000.50', status: 'delivered', via: 'history' }] });
    expect(b.summary).toEqual({
      revenue: '1000.50',
      activeQuotes: 5,
      completedOrders: 1,
      invoiced: '1000.50',
      paid: '400.25',
      outstanding: '600.25',
    });
  });

  it('a client sees no price on a quote not yet sent; provider staff do', async () => {
    const mine = await business(clientAdmin);
    expect(mine.quotes.items.find((q: { id: string }) => q.id === ids.q3).amount).toBeNull();
    expect(mine.quotes.items.find((q: { id: string }) => q.id === ids.q2).amount).toBe('250.00');
    const provider = await business(await newAdmin(t));
    expect(provider.quotes.items.find((q: { id: string }) => q.id === ids.q3).amount).toBe('10.00');
    expect((await call(technician, 'GET', `/api/equipment/${m}/business`)).statusCode).toBe(200);
  });

  it('the picker offers the company’s documents not on the machine, searchable, never another company’s', async () => {
    const quotes = (await call(manager, 'GET', `/api/equipment/${m}/business/candidates?type=quote`)).json();
    expect(quotes.items.map((q: { id: string }) => q.id)).toEqual([ids.q4]);
    const invoices = (await call(manager, 'GET', `/api/equipment/${m}/business/candidates?type=invoice&q=pump`)).json();
    expect(invoices.items).toMatchObject([{ id: ids.i4, title: 'Hydraulic pump', amount: '2000.00' }]);
    expect((await call(manager, 'GET', `/api/equipment/${m}/business/candidates?type=order&q=nothing-like-it`)).json().items).toEqual([]);
    const bad = await call(manager, 'GET', `/api/equipment/${m}/business/candidates?type=memo`);
    expect(bad.statusCode).toBe(400);
  });

  it('links quotes, invoices and sales orders with spec 02 §8 messages; the summary follows', async () => {
    expect((await link(manager, 'quote', [ids.q4])).json()).toEqual({ linked: 1, message: 'Quote linked' });
    expect((await link(manager, 'invoice', [ids.i4])).json()).toEqual({ linked: 1, message: 'Invoices linked' });
    const ordered = await link(manager, 'order', [ids.o4]);
    expect([ordered.statusCode, ordered.json()]).toEqual([201, { linked: 1, message: 'Sales orders linked' }]);
    // Again, with a history quote: nothing new, still an answer.
    const before = await linkCount();
    expect((await link(manager, 'quote', [ids.q1, ids.q4])).json()).toEqual({ linked: 2, message: 'Quotes linked' });
    expect(await linkCount()).toBe(before);
    const b = await business();
    expect(b.quotes.total).toBe(7);
    expect(b.invoices.items.map((i: { id: string; via: string }) => [i.id, i.via])).toEqual([
      [ids.i4, 'link'],
      [ids.i1, 'history'],
    ]);
    // Revenue 1000.50 + 2000.00; invoiced 1000.50 + 2000.00; paid 400.25 + 2000.00; outstanding 600.25; 1 delivered.
    expect(b.summary).toEqual({
      revenue: '3000.50',
      activeQuotes: 5,
      completedOrders: 1,
      invoiced: '3000.50',
      paid: '2400.25',
      outstanding: '600.25',
    });
    // The insights' revenue counts the linked quote too.
    expect((await call(manager, 'GET', `/api/equipment/${m}/insights`)).json().yearRevenue).toBe('3000.50');
    const logged = await t.db.query<{ action: string }>(`select action from activity_logs where entity_id = $1 order by created_at`, [m]);
    expect(logged.map((r) => r.action)).toEqual(['equipment_documents_linked', 'equipment_documents_linked', 'equipment_documents_linked']);
  });

  it('another company’s document is never linked: 404 with the spec message, nothing changes', async () => {
    const before = await linkCount();
    const single = await link(manager, 'quote', [ids.qb]);
    expect([single.statusCode, single.json().error.message]).toEqual([404, 'Unable to link quote.']);
    const mixed = await link(manager, 'quote', [ids.q4, ids.qb]);
    expect([mixed.statusCode, mixed.json().error.message]).toEqual([404, 'Unable to link one or more quotes.']);
    const inv = await link(manager, 'invoice', [ids.ib]);
    expect([inv.statusCode, inv.json().error.message]).toEqual([404, 'Unable to link one or more invoices.']);
    // A quote's id is not an invoice's.
    expect((await link(manager, 'invoice', [ids.q4])).statusCode).toBe(404);
    expect(await linkCount()).toBe(before);
  });

  it('another company cannot read, link to or unlink from the machine: 404, rows unchanged', async () => {
    const before = await linkCount();
    for (const [method, url, body] of [
      ['GET', `/api/equipment/${m}/business`, undefined],
      ['GET', `/api/equipment/${m}/business/candidates?type=quote`, undefined],
      ['POST', `/api/equipment/${m}/links`, { docType: 'quote', ids: [ids.qb] }],
      ['DELETE', `/api/equipment/${m}/links/quote/${ids.q4}`, undefined],
    ] as const) {
      const res = await call(other, method, url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect(await linkCount()).toBe(before);
  });

  it('unlinks a hand-made link; history cannot be unlinked', async () => {
    const history = await call(manager, 'DELETE', `/api/equipment/${m}/links/quote/${ids.q1}`);
    expect([history.statusCode, history.json().error.message]).toEqual([409, 'Cannot unlink history']);
    expect((await call(manager, 'DELETE', `/api/equipment/${m}/links/quote/${ids.q4}`)).json()).toEqual({ message: 'Quote unlinked' });
    const again = await call(manager, 'DELETE', `/api/equipment/${m}/links/quote/${ids.q4}`);
    expect([again.statusCode, again.json().error.message]).toEqual([404, 'Unlink failed']);
    expect((await call(manager, 'DELETE', `/api/equipment/${m}/links/invoice/${ids.i4}`)).json()).toEqual({ message: 'Invoice unlinked' });
    expect((await business()).summary.revenue).toBe('1000.50');
  });

  it('linking is for managers up; bad input is refused with a clear message', async () => {
    expect((await link(technician, 'quote', [ids.q4])).statusCode).toBe(403);
    expect((await link(supervisor, 'quote', [ids.q4])).statusCode).toBe(403);
    expect((await call(technician, 'DELETE', `/api/equipment/${m}/links/order/${ids.o4}`)).statusCode).toBe(403);
    const empty = await link(manager, 'quote', []);
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'ids: Choose at least one document']);
    const tooMany = await link(
      manager,
      'quote',
      Array.from({ length: 21 }, () => ids.q4),
    );
    expect([tooMany.statusCode, tooMany.json().error.message]).toEqual([400, 'ids: Link at most 20 documents at a time']);
    expect((await link(manager, 'memo', [ids.q4])).statusCode).toBe(400);
    expect((await call(manager, 'DELETE', `/api/equipment/${m}/links/memo/${ids.q4}`)).statusCode).toBe(400);
  });
});
