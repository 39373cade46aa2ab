import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newAdmin, type Member } from './equipment-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { convert, insertQuote, ledgerWorld, standardItems, vendorFigures, type LedgerWorld } from './ledger-fixtures.ts';
import { fakeOrganizationId, fakeZoho, zohoEnv, type FakeZoho } from './connector-zoho-fake.ts';

const base = '/api/admin/connectors/zoho';

describe(`connector: quotes, invoices, PDFs and leads to Zoho (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const fake: FakeZoho = fakeZoho();
  let t: TestApp;
  let w: LedgerWorld;
  let admin: Member;
  const call = () => client(t);

  const quoteRow = async (id: string) =>
    (
      await t.db.query<{ status: string; external_ref: Record<string, string>; sync_error: string | null }>(
        'select status, external_ref, sync_error from quote_requests where id = $1',
        [id],
      )
    )[0]!;
  const events = async (id: string) =>
    await t.db.query<{ from_status: string; to_status: string; note: string | null }>(
      'select from_status, to_status, note from quote_status_events where quote_request_id = $1 order by created_at, id',
      [id],
    );
  const push = (id: string, action: 'push' | 'retry' | 'push-invoice' = 'push', who: Member = admin) =>
    call()(who, 'POST', `${base}/quotes/${id}/${action}`);

  beforeAll(async () => {
    const url = await fake.start();
    t = await createTestApp(zohoEnv(url));
    w = await ledgerWorld(t);
    admin = w.admin;
    const authorize = await call()(admin, 'GET', `${base}/authorize`);
    const state = new URL(authorize.json().url as string).searchParams.get('state')!;
    const connected = await call()(admin, 'POST', `${base}/callback`, { code: fake.issueCode(), state });
    expect(connected.json()).toMatchObject({ connected: true, organizationId: fakeOrganizationId });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('pushes an accepted quote: sent_to_zoho, the estimate ids on the quote, the customer created, client prices only', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const before = fake.received.length;
    const res = await push(q.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: 'synced',
      title: 'Sync Successful',
      sync: { status: 'sent_to_zoho', canPush: false, canRetry: false },
    });
    expect(body.sync.estimate).toMatchObject({ id: expect.any(String), number: 'EST-00001' });

    const row = await quoteRow(q.id);
    expect(row.status).toBe('sent_to_zoho');
    expect(row.external_ref).toMatchObject({
      zoho_estimate_id: body.sync.estimate.id,
      zoho_estimate_number: 'EST-00001',
      zoho_customer_id: expect.any(String),
    });
    expect(row.external_ref.zoho_push_started_at).toBeUndefined();
    expect(row.sync_error).toBeNull();
    expect((await events(q.id)).at(-1)).toMatchObject({ from_status: 'accepted', to_status: 'sent_to_zoho' });

    const sent = fake.received.slice(before);
    const estimate = sent.find((r) => r.method === 'POST' && r.path === '/books/v3/estimates')!;
    expect(estimate.query.get('organization_id')).toBe(fakeOrganizationId);
    expect(estimate.authorization).toMatch(/^Zoho-oauthtoken 1000\./);
    expect(estimate.body).toMatchObject({
      customer_id: row.external_ref.zoho_customer_id,
      reference_number: q.quoteNumber,
      line_items: expect.arrayContaining([
        expect.objectContaining({ name: 'Hydraulic pump', rate: 400, quantity: 2, description: 'Main pump, rebuilt · SKU HP-200' }),
        expect.objectContaining({ name: 'Track link assembly', rate: 1234.56, quantity: 3, description: 'SKU TL-9' }),
      ]),
    });
    expect(fake.contacts.find((c) => c.contact_id === row.external_ref.zoho_customer_id)?.contact_name).toBe(w.a.name);
    // Nothing that left the portal carries a vendor price, a markup or a vendor total.
    const wire = sent.map((r) => r.raw).join('\n');
    for (const figure of vendorFigures) expect(wire).not.toContain(figure);
    expect(wire).not.toMatch(/vendor|markup/i);
    expect(wire).not.toContain(String(standardItems[1]!.vendorPrice));
  });

  it('refuses a second push of the same quote, and pushes of quotes that are not accepted (409, nothing changes)', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    expect((await push(q.id)).statusCode).toBe(200);
    const again = await push(q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already in Zoho Books \(EST-\d+\)/);

    const sent = await insertQuote(t.db, { companyId: w.a.id, status: 'sent_to_client' });
    const early = await push(sent.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("Only an accepted quote can be sent to Zoho Books; this one is 'Update from GEARS'.");
    expect((await quoteRow(sent.id)).status).toBe('sent_to_client');
    expect((await push(sent.id, 'retry')).statusCode).toBe(409);
  });

  it('says what is missing before changing anything: no items, no customer company name', async () => {
    const empty = await insertQuote(t.db, { companyId: w.b.id, items: [] });
    const res = await push(empty.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('No quote items found. Please add items before sending to Zoho Books.');
    expect((await quoteRow(empty.id)).status).toBe('accepted');

    const nameless = await insertQuote(t.db, { companyId: w.b.id });
    await t.db.query(`update companies set name = '   ' where id = $1`, [w.b.id]);
    try {
      const res2 = await push(nameless.id);
      expect(res2.statusCode).toBe(409);
      expect(res2.json().error.message).toBe('Missing customer company name - cannot create Zoho Books estimate');
      expect((await quoteRow(nameless.id)).status).toBe('accepted');
    } finally {
      await t.db.query('update companies set name = $2 where id = $1', [w.b.id, w.b.name]);
    }
  });

  it('a Zoho Books refusal: zoho_failed with the error and both status events; Retry sends it again', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    fake.failNext('estimate', 400, { code: 1002, message: 'Customer does not exist.' });
    const failed = await push(q.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      outcome: 'failed',
      title: 'Failed to send to Zoho Books',
      message: 'Zoho Books Error: Customer does not exist. (code 1002)',
      sync: {
        status: 'zoho_failed',
        canRetry: true,
        canPush: false,
        estimate: null,
        syncError: 'Zoho Books Error: Customer does not exist. (code 1002)',
      },
    });
    expect((await quoteRow(q.id)).sync_error).toBe('Zoho Books Error: Customer does not exist. (code 1002)');
    expect((await events(q.id)).slice(-2)).toMatchObject([
      { from_status: 'accepted', to_status: 'sent_to_zoho' },
      { from_status: 'sent_to_zoho', to_status: 'zoho_failed', note: 'Zoho Books Error: Customer does not exist. (code 1002)' },
    ]);
    const status = (await call()(admin, 'GET', `${base}/status`)).json();
    expect(status.recentErrors).toEqual(expect.arrayContaining([expect.objectContaining({ quoteId: q.id, status: 'zoho_failed' })]));
    expect(status.lastError.message).toContain('Customer does not exist');

    // The client sees no error text and no connector ids, only the client label.
    const clientView = (await call()(w.a.clientAdmin, 'GET', `/api/quote-requests/${q.id}`)).json();
    expect(clientView.statusLabel).toBe('Processing');
    expect(JSON.stringify(clientView)).not.toMatch(/Customer does not exist|estimate_?id|sync_?error|external_?ref/i);

    const retried = await push(q.id, 'retry');
    expect(retried.json()).toMatchObject({
      outcome: 'synced',
      title: 'Sync Retry Initiated',
      sync: { status: 'sent_to_zoho', syncError: null },
    });
    expect(retried.json().message).toMatch(/^Quote request sync has been retried\. Estimate EST-\d+ is in Zoho Books\.$/);
    expect((await events(q.id)).at(-1)).toMatchObject({
      from_status: 'zoho_failed',
      to_status: 'sent_to_zoho',
      note: 'Sync Retry Initiated: Quote request sync has been retried',
    });
  });

  it('a failed retry says Retry Failed; a rate limit says Service Temporarily Unavailable', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    fake.failNext('estimate', 400, { code: 1001, message: 'Invalid line item.' });
    await push(q.id);
    fake.failNext('estimate', 400, { code: 1001, message: 'Invalid line item.' });
    const retry = await push(q.id, 'retry');
    expect(retry.json()).toMatchObject({ outcome: 'failed', title: 'Retry Failed', sync: { status: 'zoho_failed' } });
    fake.failNext('estimate', 429, { code: 45, message: 'You have made too many requests continuously.' });
    const limited = await push(q.id, 'retry');
    expect(limited.json()).toMatchObject({ outcome: 'failed', title: 'Service Temporarily Unavailable' });
    expect(limited.json().message).toMatch(/temporarily unavailable.*15 minutes/);
  });

  it('refreshes an expired access token and carries on', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    fake.expireAccessTokens();
    const before = fake.received.length;
    expect((await push(q.id)).json().outcome).toBe('synced');
    const refreshes = fake.received.slice(before).filter((r) => r.path === '/oauth/v2/token');
    expect(refreshes.map((r) => new URLSearchParams(r.raw).get('grant_type'))).toEqual(['refresh_token']);
  });

  it('pushes the invoice after conversion in our ledger: terms, PO, tax as adjustment, client prices; failures change nothing in the ledger', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    // The convert route starts a background push at once: let that one fail too, then the manual push fails.
    fake.failNext('invoice', 400, { code: 1002, message: 'Contact does not exist.' });
    const { invoice } = await convert(w, q.id, { termsDays: 30, referenceNumber: 'PO-7781', taxRate: 8.25 });
    await t.app.connectorEvents.drain();
    fake.failNext('invoice', 400, { code: 1002, message: 'Contact does not exist.' });
    const failed = await push(q.id, 'push-invoice');
    expect(failed.json()).toMatchObject({
      outcome: 'failed',
      title: 'Invoice creation failed',
      message: 'Invoice creation failed: Contact does not exist. (code 1002)',
      sync: { status: 'invoiced', canPushInvoice: true, invoice: null },
    });
    const ledger = await t.db.query<{ status: string; amount_paid: string }>('select status, amount_paid from invoices where id = $1', [
      invoice.id,
    ]);
    expect(ledger[0]).toMatchObject({ status: 'issued' });
    expect((await quoteRow(q.id)).status).toBe('invoiced');

    const before = fake.received.length;
    const ok = await push(q.id, 'push-invoice');
    expect(ok.json()).toMatchObject({ outcome: 'synced', title: 'Sync Successful', sync: { canPushInvoice: false, syncError: null } });
    const sent = fake.received.slice(before).find((r) => r.method === 'POST' && r.path === '/books/v3/invoices')!;
    expect(sent.body).toMatchObject({
      reference_number: invoice.number,
      payment_terms: 30,
      payment_terms_label: 'Net 30',
      adjustment_description: 'Tax',
      line_items: expect.arrayContaining([
        expect.objectContaining({ name: 'Hydraulic pump', rate: 400, quantity: 2 }),
        expect.objectContaining({ name: 'Track link assembly', rate: 1234.56, quantity: 3 }),
      ]),
    });
    expect((sent.body as { notes: string }).notes).toContain('PO PO-7781');
    expect((await quoteRow(q.id)).external_ref).toMatchObject({ zoho_invoice_id: ok.json().sync.invoice.id });
    for (const figure of vendorFigures) expect(sent.raw).not.toContain(figure);
    expect((await push(q.id, 'push-invoice')).statusCode).toBe(409);
  });

  it('pushes the invoice in the background after a conversion in our ledger', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    await convert(w, q.id); // the convert route reports the conversion to the connector itself
    await t.app.connectorEvents.drain();
    expect((await quoteRow(q.id)).external_ref.zoho_invoice_id).toEqual(expect.any(String));
  });

  it('converts a quote whose estimate was pushed first: sent_to_zoho → invoiced in our ledger', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    expect((await push(q.id)).statusCode).toBe(200);
    const { invoice } = await convert(w, q.id);
    expect(invoice.number).toMatch(/^INV-/);
    expect((await quoteRow(q.id)).status).toBe('invoiced');
    expect((await events(q.id)).at(-1)).toMatchObject({ from_status: 'sent_to_zoho', to_status: 'invoiced' });
    await t.app.connectorEvents.drain();
  });

  it('answers 409 for an invoice push before conversion, and 404 for an unknown quote', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    const res = await push(q.id, 'push-invoice');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/no invoice in our ledger yet/);
    expect((await push(crypto.randomUUID())).statusCode).toBe(404);
    expect((await call()(admin, 'GET', `${base}/quotes/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('fetches the estimate PDF from Zoho; says so when there is none', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    await push(q.id);
    const pdf = await call()(admin, 'GET', `${base}/quotes/${q.id}/pdf?type=estimate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="quote_EST-\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    fake.failNext('pdf', 200, Buffer.alloc(0));
    const empty = await call()(admin, 'GET', `${base}/quotes/${q.id}/pdf?type=estimate`);
    expect(empty.statusCode).toBe(502);
    expect(empty.json().error.message).toBe('No PDF data available from Zoho');
    fake.failNext('pdf', 400, { code: 1002, message: 'Estimate does not exist.' });
    const refused = await call()(admin, 'GET', `${base}/quotes/${q.id}/pdf?type=estimate`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe('Failed to fetch PDF from Zoho: Estimate does not exist. (code 1002)');
    const noInvoice = await call()(admin, 'GET', `${base}/quotes/${q.id}/pdf?type=invoice`);
    expect(noInvoice.statusCode).toBe(404);
    expect((await call()(admin, 'GET', `${base}/quotes/${q.id}/pdf?type=order`)).statusCode).toBe(400);
  });

  it('keeps client roles and impersonating admins out of quote sync (403), changing nothing', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    for (const who of [w.a.clientAdmin, w.a.manager, w.b.clientAdmin]) {
      for (const action of ['push', 'retry', 'push-invoice'] as const) expect((await push(q.id, action, who)).statusCode).toBe(403);
      expect((await call()(who, 'GET', `${base}/quotes/${q.id}`)).statusCode).toBe(403);
      expect((await call()(who, 'GET', `${base}/quotes/${q.id}/pdf?type=estimate`)).statusCode).toBe(403);
    }
    const impersonator = await newAdmin(t);
    expect((await call()(impersonator, 'POST', '/api/admin/impersonation', { clientId: w.a.id })).statusCode).toBe(200);
    const res = await push(q.id, 'push', impersonator);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Stop impersonating/);
    expect((await quoteRow(q.id)).status).toBe('accepted');
  });

  it('pushes stored leads to Zoho CRM once each; skips mobile-app sign-ups; records refusals', async () => {
    const lead = async (kind: string, email: string, extra: Record<string, string | null> = {}) =>
      (
        await t.db.query<{ id: string }>(
          `insert into leads (kind, email, first_name, last_name, company, phone, message, equipment_type, fleet_size, lead_source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [
            kind,
            email,
            extra.first ?? 'Robin',
            'last' in extra ? extra.last : 'Vale',
            extra.company ?? 'Vale Haulage',
            '+1 555 0100',
            'We run 40 excavators.',
            'Excavators',
            '21-50',
            'website',
          ],
        )
      )[0]!.id;
    const demo = await lead('demo', 'robin@vale.example');
    await lead('mobile_notify', 'app@vale.example');
    const res = await call()(admin, 'POST', `${base}/leads/sync`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ syncedCount: 1, skippedCount: 1, failedCount: 0 });
    expect(fake.leads.at(-1)).toMatchObject({
      First_Name: 'Robin',
      Last_Name: 'Vale',
      Email: 'robin@vale.example',
      Company: 'Vale Haulage',
      Phone: '+1 555 0100',
      Lead_Source: 'website',
      Description: 'We run 40 excavators.\nEquipment type: Excavators\nFleet size: 21-50',
    });
    const link = await t.db.query<{ external_id: string; status: string }>(
      `select external_id, status from connector_links where entity_id = $1`,
      [demo],
    );
    expect(link).toEqual([{ external_id: String(fake.leads.at(-1)!.id), status: 'synced' }]);
    // A second pass sends nothing again.
    expect((await call()(admin, 'POST', `${base}/leads/sync`)).json()).toMatchObject({ syncedCount: 0, skippedCount: 0 });

    await lead('sales', 'pat@refused.example');
    fake.failNext('lead', 400, {
      data: [{ code: 'INVALID_DATA', details: { api_name: 'Email' }, message: 'invalid data', status: 'error' }],
    });
    const refused = (await call()(admin, 'POST', `${base}/leads/sync`)).json();
    expect(refused).toMatchObject({ failedCount: 1, errors: ['Zoho CRM lead creation failed: invalid data (Email) [INVALID_DATA]'] });

    // New leads go in the background when the leads module reports one (and the refused one is retried).
    await lead('contact', 'kim@later.example', { last: null, first: 'Kim' });
    t.app.connectorEvents.leadStored();
    await t.app.connectorEvents.drain();
    expect(fake.leads.map((l) => l.Email)).toEqual(expect.arrayContaining(['kim@later.example', 'pat@refused.example']));
    expect(fake.leads.find((l) => l.Email === 'kim@later.example')).toMatchObject({ First_Name: 'Kim', Last_Name: 'kim@later.example' });
  });

  it('after Zoho revokes the connection: the push fails with reconnect advice and the status reads Not connected', async () => {
    const q = await insertQuote(t.db, { companyId: w.a.id });
    fake.revokeEverything();
    const res = await push(q.id);
    expect(res.json()).toMatchObject({ outcome: 'failed', sync: { status: 'zoho_failed', connected: false } });
    expect(res.json().message).toMatch(/Connect again from Admin → Integrations/);
    const status = (await call()(admin, 'GET', `${base}/status`)).json();
    expect(status).toMatchObject({ connected: false, statusLabel: 'Not connected' });
    expect(status.lastError.message).toMatch(/Connect again/);
    const blocked = await push(q.id, 'retry');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toMatch(/not connected/);
  });
});
