import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from './equipment-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, type LedgerWorld } from './ledger-fixtures.ts';
import { pdfText } from './pdf-text.ts';

const yard = 'Northwind Yard 3\n1200 Industrial Way\nSpringfield, IL 62701';
const yardPrinted = 'Northwind Yard 3 1200 Industrial Way Springfield, IL 62701';

describe(`ship-to: the company's shipping address, overridable per order, on orders and packing slips (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  let impersonator: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    impersonator = await newAdmin(t);
    expect((await w.call(impersonator, 'POST', '/api/admin/impersonation', { clientId: w.a.id })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const settings = (who: { cookie: string } | null, method: 'GET' | 'PATCH' = 'GET', body?: unknown, query = '') =>
    w.call(who, method, `/api/company/settings${query}`, body);
  const stored = async (companyId: string) =>
    (await t.db.query<{ shipping_address: string | null }>('select shipping_address from companies where id = $1', [companyId]))[0]!
      .shipping_address;
  const pdf = async (type: string, id: string) => {
    const res = await w.call(w.a.manager, 'GET', `/api/documents/${type}/${id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return (await pdfText(res.rawPayload)).text;
  };
  const orderWithPackage = async (convertBody: Record<string, unknown> = {}) => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const { order } = await convert(w, q.id, convertBody);
    const pkg = (await w.call(w.admin, 'POST', `/api/orders/${order.id}/packages`, { carrier: 'UPS' })).json();
    return { order, pkg };
  };

  it('the client admin keeps the company shipping address in settings; others read it', async () => {
    expect((await settings(w.a.clientAdmin)).json()).toEqual({
      companyId: w.a.id,
      companyName: w.a.name,
      shippingAddress: null,
      canEdit: true,
    });
    const saved = await settings(w.a.clientAdmin, 'PATCH', {
      shippingAddress: '  Northwind Yard 3 \r\n\r\n1200  Industrial Way\nSpringfield, IL 62701\n',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ shippingAddress: yard, canEdit: true });
    expect(await stored(w.a.id)).toBe(yard);
    expect((await settings(w.a.manager)).json()).toMatchObject({ shippingAddress: yard, canEdit: false });
    expect((await settings(w.a.technician)).json()).toMatchObject({ shippingAddress: yard, canEdit: false });
  });

  it('only the client admin or provider staff may change it; bad input is a 400 and changes nothing', async () => {
    for (const who of [w.a.manager, w.a.technician]) {
      const res = await settings(who, 'PATCH', { shippingAddress: 'Elsewhere' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Only the company's client admin can change the company settings.");
    }
    for (const [body, message] of [
      [{ shippingAddress: ['1', '2', '3', '4', '5', '6', '7'].join('\n') }, 'shippingAddress: A shipping address has at most 6 lines.'],
      [{ shippingAddress: 'x'.repeat(501) }, 'shippingAddress: A shipping address has at most 500 characters.'],
      [{ shippingAddress: 42 }, 'shippingAddress'],
      [{ shippingAddress: 'ok', name: 'Renamed' }, 'name'],
      [{}, 'shippingAddress'],
    ] as const) {
      const res = await settings(w.a.clientAdmin, 'PATCH', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await stored(w.a.id)).toBe(yard);
    expect((await settings(null)).statusCode).toBe(401);
  });

  it("another company's admin neither reads nor changes it (404); the provider names the company or impersonates", async () => {
    expect((await settings(w.b.clientAdmin, 'GET', undefined, `?companyId=${w.a.id}`)).statusCode).toBe(404);
    expect((await settings(w.b.clientAdmin, 'PATCH', { shippingAddress: 'Hijack' }, `?companyId=${w.a.id}`)).statusCode).toBe(404);
    expect((await settings(w.b.clientAdmin)).json()).toMatchObject({ companyId: w.b.id, shippingAddress: null });
    expect(await stored(w.a.id)).toBe(yard);

    const chooser = await settings(w.admin);
    expect(chooser.statusCode).toBe(400);
    expect((await settings(w.admin, 'GET', undefined, `?companyId=${w.a.id}`)).json()).toMatchObject({
      shippingAddress: yard,
      canEdit: true,
    });
    const viaImpersonation = await settings(impersonator, 'PATCH', { shippingAddress: 'Depot B' });
    expect(viaImpersonation.json()).toMatchObject({ companyId: w.a.id, shippingAddress: 'Depot B' });
    const viaProvider = await settings(w.admin, 'PATCH', { shippingAddress: yard }, `?companyId=${w.a.id}`);
    expect(viaProvider.json()).toMatchObject({ companyId: w.a.id, shippingAddress: yard });
  });

  it("an order ships to the company's address unless it names its own; the order and its packing slip print it", async () => {
    const { order, pkg } = await orderWithPackage();
    expect(order).toMatchObject({ shipToAddress: null, shipTo: { address: yard, source: 'company' } });
    expect((await w.call(w.a.manager, 'GET', `/api/orders/${order.id}`)).json().shipTo).toEqual({ address: yard, source: 'company' });
    expect(await pdf('package', pkg.id)).toContain(`SHIP TO ${w.a.name} ${yardPrinted}`);
    expect(await pdf('order', order.id)).toContain(`SHIP TO ${w.a.name} ${yardPrinted}`);

    const own = await orderWithPackage({ shipToAddress: 'Job site 14\nGate 2, Route 9\nDecatur, IL 62521' });
    expect(own.order).toMatchObject({ shipToAddress: 'Job site 14\nGate 2, Route 9\nDecatur, IL 62521', shipTo: { source: 'order' } });
    const slip = await pdf('package', own.pkg.id);
    expect(slip).toContain(`SHIP TO ${w.a.name} Job site 14 Gate 2, Route 9 Decatur, IL 62521`);
    expect(slip).not.toContain('Northwind Yard 3');
  });

  it('the provider changes or clears an order’s own ship-to; clients may not', async () => {
    const { order, pkg } = await orderWithPackage();
    const changed = await w.call(w.admin, 'PATCH', `/api/orders/${order.id}`, { shipToAddress: 'Quarry North\nPit road 1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      shipToAddress: 'Quarry North\nPit road 1',
      shipTo: { address: 'Quarry North\nPit road 1', source: 'order' },
    });
    expect(await pdf('package', pkg.id)).toContain('SHIP TO');
    expect(await pdf('package', pkg.id)).toContain('Quarry North Pit road 1');
    expect((await w.call(w.a.clientAdmin, 'PATCH', `/api/orders/${order.id}`, { shipToAddress: 'Mine' })).statusCode).toBe(403);
    const bad = await w.call(w.admin, 'PATCH', `/api/orders/${order.id}`, { shipToAddress: 'y'.repeat(600) });
    expect(bad.statusCode).toBe(400);
    const cleared = await w.call(w.admin, 'PATCH', `/api/orders/${order.id}`, { shipToAddress: '' });
    expect(cleared.json()).toMatchObject({ shipToAddress: null, shipTo: { address: yard, source: 'company' } });
    expect(await pdf('package', pkg.id)).toContain(yardPrinted);
  });

  it('with no address anywhere the packing slip says so instead of leaving the ship-to empty', async () => {
    const q = await insertQuote(t.db, { companyId: w.b.id });
    const { order } = await convert(w, q.id);
    expect(order.shipTo).toEqual({ address: null, source: 'none' });
    const pkg = (await w.call(w.admin, 'POST', `/api/orders/${order.id}/packages`, {})).json();
    const res = await w.call(w.b.clientAdmin, 'GET', `/api/documents/package/${pkg.id}/pdf`);
    expect((await pdfText(res.rawPayload)).text).toContain(`SHIP TO ${w.b.name} No shipping address on file`);
  });
});
