import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardTotal, vendorFigures, type LedgerWorld } from './ledger-fixtures.ts';

describe(`ledger: orders, invoices and packages by role and company (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: LedgerWorld;
  let order: { id: string; number: string };
  let invoice: { id: string; number: string };
  let quoteId: string;
  let pkg: { id: string; number: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await ledgerWorld(t);
    const q = await insertQuote(t.db, { companyId: w.a.id });
    quoteId = q.id;
    const body = await convert(w, q.id, { termsDays: 30, referenceNumber: 'PO-1' });
    order = body.order;
    invoice = body.invoice;
    const res = await w.call(w.admin, 'POST', `/api/orders/${order.id}/packages`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shipDate: '2026-03-09',
      shippingCost: 85.5,
    });
    expect(res.statusCode).toBe(201);
    pkg = res.json();
  });
  afterAll(() => t.close());

  it('records a package with the next PKG number, status shipped by default', () => {
    expect(pkg).toMatchObject({
      number: expect.stringMatching(/^PKG-\d{5,}$/),
      salesOrderId: order.id,
      orderNumber: order.number,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shipDate: '2026-03-09',
      shippingCost: 85.5,
      status: 'shipped',
      statusColour: 'yellow',
      customerName: w.a.name,
    });
  });

  it('lets the owning company read its orders, invoices and packages, client prices only', async () => {
    for (const who of [w.a.clientAdmin, w.a.manager, w.a.technician]) {
      const orders = await w.call(who, 'GET', '/api/orders');
      expect(orders.statusCode).toBe(200);
      expect(orders.json().orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
      const detail = await w.call(who, 'GET', `/api/orders/${order.id}`);
      expect(detail.json()).toMatchObject({
        id: order.id,
        total: standardTotal,
        lines: [{ unitPrice: 400 }, { unitPrice: 1234.56 }],
        packages: [{ id: pkg.id }],
      });
      const inv = await w.call(who, 'GET', `/api/invoices/${invoice.id}`);
      expect(inv.json()).toMatchObject({
        id: invoice.id,
        termsLabel: 'Net 30',
        referenceNumber: 'PO-1',
        balance: standardTotal,
        lines: [{}, {}],
      });
      const packages = await w.call(who, 'GET', `/api/shipping-packages?orderId=${order.id}`);
      expect(packages.json().packages.map((p: { id: string }) => p.id)).toEqual([pkg.id]);
      for (const res of [orders, detail, inv, packages]) {
        expect(res.body).not.toMatch(/vendor|markup/i);
        for (const f of vendorFigures) expect(res.body).not.toContain(f);
      }
    }
    const forQuote = await w.call(w.a.manager, 'GET', `/api/invoices?quoteRequestId=${quoteId}`);
    expect(forQuote.json().invoices.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
  });

  it('canPay is true only for a client admin or manager of the company', async () => {
    expect((await w.call(w.a.clientAdmin, 'GET', `/api/invoices/${invoice.id}`)).json().canPay).toBe(true);
    expect((await w.call(w.a.manager, 'GET', `/api/invoices/${invoice.id}`)).json().canPay).toBe(true);
    expect((await w.call(w.a.technician, 'GET', `/api/invoices/${invoice.id}`)).json().canPay).toBe(false);
    expect((await w.call(w.admin, 'GET', `/api/invoices/${invoice.id}`)).json().canPay).toBe(false);
  });

  it('derives overdue from the due date and the balance', async () => {
    const inFuture = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await w.call(w.a.manager, 'GET', `/api/invoices?status=overdue&today=${inFuture}`);
    // The date hint is honoured only within a day of the server's date, so 40 days ahead is ignored: not overdue yet.
    expect(res.json().invoices).toEqual([]);
    await t.db.query(`update invoices set invoice_date = invoice_date - 40, due_date = due_date - 40 where id = $1`, [invoice.id]);
    const overdue = await w.call(w.a.manager, 'GET', '/api/invoices?status=overdue');
    expect(overdue.json().invoices).toMatchObject([
      { id: invoice.id, isOverdue: true, paymentStatus: 'overdue', paymentStatusColour: 'red' },
    ]);
    await t.db.query(`update invoices set invoice_date = invoice_date + 40, due_date = due_date + 40 where id = $1`, [invoice.id]);
  });

  it('company B gets 404 for company A’s order, invoice and package, and sees none of them in lists', async () => {
    for (const url of [`/api/orders/${order.id}`, `/api/invoices/${invoice.id}`, `/api/shipping-packages/${pkg.id}`]) {
      const res = await w.call(w.b.clientAdmin, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(order.number);
    }
    for (const url of ['/api/orders', '/api/invoices', '/api/shipping-packages']) {
      const res = await w.call(w.b.clientAdmin, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(Object.values(res.json())[0]).toEqual([]);
    }
    expect((await w.call(w.b.clientAdmin, 'GET', `/api/orders?companyId=${w.a.id}`)).statusCode).toBe(404);
  });

  it('an impersonating admin sees exactly the client; the all-company admin can narrow by company', async () => {
    expect((await w.call(w.admin, 'POST', '/api/admin/impersonation', { clientId: w.b.id })).statusCode).toBe(200);
    expect((await w.call(w.admin, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await w.call(w.admin, 'GET', '/api/invoices')).json().invoices).toEqual([]);
    expect((await w.call(w.admin, 'DELETE', '/api/admin/impersonation')).statusCode).toBe(200);
    expect((await w.call(w.admin, 'GET', `/api/orders?companyId=${w.b.id}`)).json().orders).toEqual([]);
    expect((await w.call(w.admin, 'GET', `/api/orders?companyId=${w.a.id}`)).json().orders.map((o: { id: string }) => o.id)).toEqual([
      order.id,
    ]);
  });

  it('only a provider admin records and changes packages; company B cannot touch A’s (404/403) and nothing changes', async () => {
    const asClient = await w.call(w.a.clientAdmin, 'POST', `/api/orders/${order.id}/packages`, { carrier: 'DHL' });
    expect(asClient.statusCode).toBe(403);
    expect((await w.call(w.b.clientAdmin, 'PATCH', `/api/shipping-packages/${pkg.id}`, { status: 'delivered' })).statusCode).toBe(403);
    const moved = await w.call(w.admin, 'PATCH', `/api/shipping-packages/${pkg.id}`, { status: 'in_transit' });
    expect(moved.json()).toMatchObject({ status: 'in_transit', statusColour: 'blue', carrier: 'UPS' });
    const bad = await w.call(w.admin, 'PATCH', `/api/shipping-packages/${pkg.id}`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await w.call(w.admin, 'PATCH', '/api/shipping-packages/00000000-0000-4000-8000-000000000000', { status: 'delivered' })).statusCode,
    ).toBe(404);
    expect((await w.call(w.admin, 'POST', `/api/orders/${order.id}/packages`, { shippingCost: -1 })).statusCode).toBe(400);
    const second = await w.call(w.admin, 'POST', `/api/orders/${order.id}/packages`, { status: 'pending' });
    expect(second.json()).toMatchObject({ status: 'pending', statusColour: 'gray', carrier: null, shippingCost: 0 });
    expect(Number(second.json().number.slice(4))).toBeGreaterThan(Number(pkg.number.slice(4)));
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from shipping_packages where sales_order_id = $1', [order.id]);
    expect(rows[0]!.n).toBe(2);
  });

  it('moves an order forward but never back; cancelled orders take no packages', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const o = (await convert(w, q.id)).order;
    expect((await w.call(w.admin, 'PATCH', `/api/orders/${o.id}`, { status: 'processing' })).json()).toMatchObject({
      status: 'processing',
      isActive: true,
    });
    const back = await w.call(w.admin, 'PATCH', `/api/orders/${o.id}`, { status: 'confirmed' });
    expect(back.statusCode).toBe(409);
    expect(
      (await w.call(w.admin, 'PATCH', `/api/orders/${o.id}`, { status: 'delivered', deliveryDate: '2026-03-20' })).json(),
    ).toMatchObject({ status: 'delivered', deliveryDate: '2026-03-20', isActive: false });
    const q2 = await insertQuote(t.db, { companyId: w.a.id });
    const o2 = (await convert(w, q2.id)).order;
    expect((await w.call(w.admin, 'PATCH', `/api/orders/${o2.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const refused = await w.call(w.admin, 'POST', `/api/orders/${o2.id}/packages`, { carrier: 'UPS' });
    expect(refused.statusCode).toBe(409);
    expect((await w.call(w.a.manager, 'PATCH', `/api/orders/${o.id}`, { status: 'cancelled' })).statusCode).toBe(403);
  });

  it('voids an issued invoice (kept, not deleted); a second void is 409; clients cannot void', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const inv = (await convert(w, q.id)).invoice;
    expect((await w.call(w.a.clientAdmin, 'POST', `/api/invoices/${inv.id}/void`, {})).statusCode).toBe(403);
    const res = await w.call(w.admin, 'POST', `/api/invoices/${inv.id}/void`, { reason: 'Raised in error' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoice: { status: 'void', paymentStatus: 'void', balance: 0, voidReason: 'Raised in error', canPay: false },
      message: `Invoice ${inv.number} voided.`,
    });
    expect((await w.call(w.admin, 'POST', `/api/invoices/${inv.id}/void`, {})).statusCode).toBe(409);
    const row = await t.db.query('select id from invoices where id = $1', [inv.id]);
    expect(row).toHaveLength(1);
  });

  it('the runtime role cannot delete ledger rows (financial records are never deleted)', async () => {
    const { withTenant } = await import('../src/db/tenant.ts');
    await expect(
      withTenant(t.db, { userId: w.admin.id, companyId: null, role: 'gears_admin', isImpersonating: false }, (tx) =>
        tx.query('delete from invoices where id = $1', [invoice.id]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
