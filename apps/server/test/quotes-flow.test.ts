import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@gears/domain';
import { createTestApp, latestEmailTo, type TestApp } from './harness.ts';
import { json, pricedQuote, quoteWorld, type QuoteWorld } from './quotes-fixtures.ts';

describe(`quotes: create, duplicate check, workflow, accept and decline (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let w: QuoteWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await quoteWorld(t);
  });
  afterAll(() => t.close());

  it('creates a request with the spec defaults, numbered QR-…, with its creation recorded', async () => {
    const res = await w.aManager('POST', '/api/quote-requests', { title: '  Track rollers  ' });
    expect(res.statusCode).toBe(201);
    const q = json(res);
    expect(q).toMatchObject({
      view: 'client',
      title: 'Track rollers',
      status: 'new',
      statusLabel: 'Under Review',
      urgency: 'medium',
      urgencyLabel: 'Medium Priority',
      description: null,
      equipmentType: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      companyId: w.a.id,
      companyName: w.a.name,
      items: [],
      itemCount: 0,
      totalClientCost: null,
      canDelete: true,
      quoteNumber: null,
      expiryLabel: null,
    });
    expect(q.number).toMatch(/^QR-\d{5,}$/);
    const events = await t.db.query<{ from_status: string | null; to_status: string }>(
      'select from_status, to_status from quote_status_events where quote_request_id = $1',
      [q.id],
    );
    expect(events).toEqual([{ from_status: null, to_status: 'new' }]);
  });

  it('refuses creation by a provider admin with no company context, and bad input, with clear 400s', async () => {
    const res = await w.admin('POST', '/api/quote-requests', { title: 'Admin quote' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe('Quote creation requires a specific company context');
    for (const [body, message] of [
      [{ title: '   ' }, 'Title is required'],
      [{}, 'Title is required'],
      [{ title: 'x', urgency: 'critical' }, 'urgency'],
      [{ title: 'x', contactEmail: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ title: 'x', surprise: 1 }, 'surprise'],
    ] as const) {
      const bad = await w.aAdmin('POST', '/api/quote-requests', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(bad).error.message).toContain(message);
    }
  });

  it('lets an impersonating admin create for the client, in the client view', async () => {
    const res = await w.impersonator('POST', '/api/quote-requests', { title: 'Made while impersonating', urgency: 'urgent' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ view: 'client', companyId: w.a.id, urgencyLabel: 'Urgent Priority' });
  });

  it('finds an open duplicate (same company, title any case and spacing, same equipment) unless forced (spec 03 §7)', async () => {
    const first = json(await w.aAdmin('POST', '/api/quote-requests', { title: 'Bucket teeth', equipmentId: w.aEquipment }));
    const dup = await w.aManager('POST', '/api/quote-requests', { title: '  BUCKET teeth ', equipmentId: w.aEquipment });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.details.duplicate).toEqual({ id: first.id, title: 'Bucket teeth', status: 'new', createdAt: first.createdAt });
    // Another machine, or no machine, is not a duplicate.
    expect((await w.aManager('POST', '/api/quote-requests', { title: 'Bucket teeth' })).statusCode).toBe(201);
    const forced = await w.aManager('POST', '/api/quote-requests', { title: 'bucket teeth', equipmentId: w.aEquipment, force: true });
    expect(forced.statusCode).toBe(201);
    expect(json(forced).equipment).toEqual({ id: w.aEquipment, name: 'Excavator A', model: 'X1', status: 'active' });
    // A closed request is no duplicate.
    await t.db.query(`update quote_requests set status = 'cancelled' where company_id = $1 and lower(title) = 'bucket teeth'`, [w.a.id]);
    expect((await w.aManager('POST', '/api/quote-requests', { title: 'Bucket teeth', equipmentId: w.aEquipment })).statusCode).toBe(201);
  });

  it('runs the flow: client asks, admin prices, sends, client accepts; totals, numbers, history and emails', async () => {
    const created = json(
      await w.aAdmin('POST', '/api/quote-requests', {
        title: 'Swing motor rebuild',
        contactName: 'Ann Client',
        contactEmail: 'Ann.Flow@example.test',
        equipmentId: w.aEquipment,
      }),
    );
    const id = created.id;
    // The client adds an item: its prices are forced (vendor 0, markup 300), even when sent.
    const added = await w.aAdmin('POST', `/api/quote-requests/${id}/items`, {
      itemName: 'Seal kit',
      quantity: 'two',
      vendorPrice: 5,
      markupPercentage: 1,
    });
    expect(added.statusCode).toBe(201);
    expect(json(added).message).toBe('Seal kit has been added to the quote');
    const sealId = json(added).itemId;
    let adminView = json(await w.admin('GET', `/api/quote-requests/${id}`));
    expect(adminView.items).toEqual([
      expect.objectContaining({
        itemName: 'Seal kit',
        quantity: 1,
        vendorPrice: 0,
        markupPercentage: 300,
        clientPrice: 0,
        isPriced: false,
      }),
    ]);
    expect(adminView.isReadyToSend).toBe(false);

    // Unpriced items block sending.
    const early = await w.admin('POST', `/api/quote-requests/${id}/send`);
    expect(early.statusCode).toBe(409);
    expect(json(early).error.message).toBe('Every item needs a vendor price before the quote is sent: Seal kit.');

    expect((await w.admin('PATCH', `/api/quote-requests/${id}/items/${sealId}`, { vendorPrice: 100 })).statusCode).toBe(200);
    const second = await w.admin('POST', `/api/quote-requests/${id}/items`, { itemName: 'Bearing', vendorPrice: 19.99, quantity: 3 });
    adminView = json(second).quote;
    expect(adminView.items.map((i: { clientPrice: number; lineTotal: number }) => [i.clientPrice, i.lineTotal])).toEqual([
      [400, 400],
      [79.96, 239.88],
    ]);
    expect(adminView).toMatchObject({ totalVendorCost: 159.97, totalClientCost: 639.88, isReadyToSend: true });

    const sent = await w.admin('POST', `/api/quote-requests/${id}/send`);
    expect(sent.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(json(sent)).toMatchObject({ emailSent: true, warning: null });
    const q = json(sent).quote;
    expect(q).toMatchObject({
      status: 'sent_to_client',
      statusLabel: 'Update from GEARS',
      quoteDate: today,
      expiryDate: addDays(today, 30),
      expiryLabel: '(Valid)',
      clientNotificationSent: true,
    });
    expect(q.quoteNumber).toMatch(/^QT-\d{5,}$/);
    expect(q.history.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'new',
      'submitted',
      'processing',
      'vendor_requested',
      'vendor_responded',
      'sent_to_client',
    ]);

    const mail = await latestEmailTo(t.db, 'ann.flow@example.test');
    expect(mail).toMatchObject({ template: 'quote_ready', subject: 'Quote Ready: Swing motor rebuild' });
    expect(mail!.body_text).toContain('https://portal.example.test/dashboard/quotes');
    expect(mail!.body_text).toContain('$400.00');
    expect(mail!.body_text).toContain('$239.88');
    // No default tax rate set: the quote shows tax at 0 %, and its total incl. tax (issue 13 item 2).
    expect(mail!.body_text).toContain('Tax (0 %): $0.00');
    expect(mail!.body_text).toContain('Total Quote Value (incl. tax): $639.88');
    for (const secret of ['$100.00', '$19.99', '$159.97', '300']) expect(mail!.body_text).not.toContain(secret);

    // The client now sees client prices, the Quote Ready banner and Accept (not the technician).
    const clientView = json(await w.aManager('GET', `/api/quote-requests/${id}`));
    expect(clientView).toMatchObject({
      statusLabel: 'Updated by GEARS',
      banner: 'quote_ready',
      hasUpdate: true,
      canAccept: true,
      totalClientCost: 639.88,
      pricingNote: null,
      canDelete: false,
    });
    expect(json(await w.aTech('GET', `/api/quote-requests/${id}`)).canAccept).toBe(false);
    const techAccept = await w.aTech('POST', `/api/quote-requests/${id}/accept`);
    expect(techAccept.statusCode).toBe(403);
    expect((await w.admin('POST', `/api/quote-requests/${id}/accept`)).statusCode).toBe(403);
    expect((await w.impersonator('POST', `/api/quote-requests/${id}/accept`)).statusCode).toBe(403);
    const clientDelete = await w.aAdmin('DELETE', `/api/quote-requests/${id}`);
    expect(clientDelete.statusCode).toBe(409);
    expect(json(clientDelete).error.message).toBe("A quote request that is 'Updated by GEARS' cannot be deleted.");

    const accepted = await w.aManager('POST', `/api/quote-requests/${id}/accept`, { note: 'Go ahead' });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).message).toBe('Quote Accepted: Your quote has been accepted and sent for processing.');
    expect(json(accepted).quote).toMatchObject({ status: 'accepted', statusLabel: 'Processing with GEARS', canAccept: false });
    expect(json(accepted).quote.clientResponseDate).not.toBeNull();

    const alert = await latestEmailTo(t.db, w.adminEmail);
    // The request was made with the default urgency (medium): the subject says so, not always [High].
    expect(alert).toMatchObject({ template: 'quote_accepted', subject: `[Medium] Quote accepted: Swing motor rebuild (${w.a.name})` });
    expect(alert!.body_text).toContain('Urgency: Medium Priority');
    expect(alert!.body_text).toContain('Total: $639.88');
    expect(alert!.body_text).not.toContain('$159.97');

    const again = await w.aManager('POST', `/api/quote-requests/${id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe('Only a quote that has been sent to you can be accepted or declined.');
    // Items are locked from accepted on (spec 03 §4).
    const locked = await w.admin('POST', `/api/quote-requests/${id}/items`, { itemName: 'Late item', vendorPrice: 1 });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).error.message).toBe("Items cannot be changed while the quote is 'Accepted by Client'.");
    expect((await w.admin('DELETE', `/api/quote-requests/${id}/items/${sealId}`)).statusCode).toBe(409);
  });

  it('sends without a contact email with a warning, and the client can decline', async () => {
    const id = await pricedQuote(w, { contactEmail: null });
    const sent = await w.admin('POST', `/api/quote-requests/${id}/send`, { expiryDate: '2099-01-31' });
    expect(json(sent)).toMatchObject({ emailSent: false, warning: 'Quote does not have a contact email' });
    // No email went, so the client was not notified: the flag says so (issue 13.6).
    expect(json(sent).quote).toMatchObject({ status: 'sent_to_client', expiryDate: '2099-01-31', clientNotificationSent: false });
    const stored = await t.db.query<{ client_notification_sent: boolean }>(
      'select client_notification_sent from quote_requests where id = $1',
      [id],
    );
    expect(stored[0]!.client_notification_sent).toBe(false);
    const declined = await w.aAdmin('POST', `/api/quote-requests/${id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(json(declined)).toMatchObject({
      message: 'Quote Declined: Quote has been declined successfully.',
      quote: { status: 'cancelled', statusLabel: 'Cancelled' },
    });
    // A declined quote still shows what was offered.
    expect(json(declined).quote.totalClientCost).toBe(800);
    expect((await w.aAdmin('POST', `/api/quote-requests/${id}/decline`)).statusCode).toBe(409);
  });

  it('the accepted alert carries the request’s own urgency in its subject', async () => {
    for (const urgency of ['urgent', 'low'] as const) {
      const id = await pricedQuote(w, { title: `Idler wheel ${urgency}` });
      await t.db.query('update quote_requests set urgency = $2 where id = $1', [id, urgency]);
      expect((await w.admin('POST', `/api/quote-requests/${id}/send`)).statusCode).toBe(200);
      expect((await w.aManager('POST', `/api/quote-requests/${id}/accept`)).statusCode).toBe(200);
      const alert = await latestEmailTo(t.db, w.adminEmail);
      const label = urgency === 'urgent' ? 'Urgent' : 'Low';
      expect(alert).toMatchObject({
        template: 'quote_accepted',
        subject: `[${label}] Quote accepted: Idler wheel ${urgency} (${w.a.name})`,
      });
    }
  });

  it('a re-send without an email keeps an earlier notification on record; one with an email sets it', async () => {
    const id = await pricedQuote(w, { contactEmail: null });
    expect(json(await w.admin('POST', `/api/quote-requests/${id}/send`)).quote.clientNotificationSent).toBe(false);
    await t.db.query(`update quote_requests set contact_email = 'late@example.test' where id = $1`, [id]);
    const emailed = json(await w.admin('POST', `/api/quote-requests/${id}/send`));
    expect(emailed).toMatchObject({ emailSent: true, warning: null, quote: { clientNotificationSent: true } });
    await t.db.query('update quote_requests set contact_email = null where id = $1', [id]);
    expect(json(await w.admin('POST', `/api/quote-requests/${id}/send`))).toMatchObject({
      emailSent: false,
      quote: { clientNotificationSent: true },
    });
  });

  it('refuses accept and decline before the quote is sent', async () => {
    const id = await pricedQuote(w);
    for (const action of ['accept', 'decline']) {
      const res = await w.aAdmin('POST', `/api/quote-requests/${id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(json(res).error.message).toBe('Only a quote that has been sent to you can be accepted or declined.');
    }
    expect(json(await w.admin('GET', `/api/quote-requests/${id}`)).status).toBe('new');
  });

  it('enforces the transition table: illegal → 409 and nothing changes; clients may not move the workflow', async () => {
    const id = await pricedQuote(w);
    const skip = await w.admin('POST', `/api/quote-requests/${id}/status`, { status: 'processing' });
    expect(skip.statusCode).toBe(409);
    expect(json(skip).error.message).toBe("A quote request that is 'New Request' cannot move to 'Processing'.");
    expect((await w.aAdmin('POST', `/api/quote-requests/${id}/status`, { status: 'submitted' })).statusCode).toBe(403);
    expect((await w.impersonator('POST', `/api/quote-requests/${id}/status`, { status: 'submitted' })).statusCode).toBe(403);
    expect((await w.admin('POST', `/api/quote-requests/${id}/status`, { status: 'bogus' })).statusCode).toBe(400);
    const ok = await w.admin('POST', `/api/quote-requests/${id}/status`, { status: 'submitted', note: 'checked' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: 'submitted', allowedTransitions: ['processing', 'cancelled'] });
    expect(json(ok).history.at(-1)).toMatchObject({ fromStatus: 'new', toStatus: 'submitted', note: 'checked' });
    expect((await w.admin('POST', `/api/quote-requests/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const dead = await w.admin('POST', `/api/quote-requests/${id}/status`, { status: 'submitted' });
    expect(dead.statusCode).toBe(409);
    const send = await w.admin('POST', `/api/quote-requests/${id}/send`);
    expect(send.statusCode).toBe(409);
    expect(json(send).error.message).toBe("A quote request that is 'Cancelled' cannot be sent to the client.");
    const events = await t.db.query('select 1 from quote_status_events where quote_request_id = $1', [id]);
    expect(events).toHaveLength(3);
  });

  it('updates request fields by role: clients until sent (notes always), admin notes for admins only', async () => {
    const id = await pricedQuote(w);
    expect(json(await w.aAdmin('PATCH', `/api/quote-requests/${id}`, { contactPhone: '555-0100', urgency: 'high' }))).toMatchObject({
      contactPhone: '555-0100',
      urgency: 'high',
    });
    expect((await w.aAdmin('PATCH', `/api/quote-requests/${id}`, { adminNotes: 'x' })).statusCode).toBe(403);
    expect(json(await w.admin('PATCH', `/api/quote-requests/${id}`, { adminNotes: 'Vendor: Acme' })).adminNotes).toBe('Vendor: Acme');
    await w.admin('POST', `/api/quote-requests/${id}/send`);
    const late = await w.aAdmin('PATCH', `/api/quote-requests/${id}`, { title: 'Changed' });
    expect(late.statusCode).toBe(409);
    expect(json(await w.aAdmin('PATCH', `/api/quote-requests/${id}`, { clientNotes: 'Deliver to site 3' })).clientNotes).toBe(
      'Deliver to site 3',
    );
    expect((await w.aAdmin('PATCH', `/api/quote-requests/${id}`, {})).statusCode).toBe(400);
  });
});
