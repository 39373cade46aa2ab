import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { withTenant } from '../src/db/tenant.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { createTestApp, insertCompany, routesOf, type TestApp } from './harness.ts';
import { fakeOrganizationId, fakeZoho, fakeZohoCredentials, zohoEnv, type FakeZoho } from './connector-zoho-fake.ts';

const base = '/api/admin/connectors/zoho';

/** Starts the consent flow as `admin` and returns the state Zoho would hand back. */
export async function authorizeState(t: TestApp, admin: Member): Promise<{ url: URL; state: string }> {
  const res = await client(t)(admin, 'GET', `${base}/authorize`);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url as string);
  return { url, state: url.searchParams.get('state')! };
}

describe(`connector: Zoho OAuth connection (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const fake: FakeZoho = fakeZoho();
  let t: TestApp;
  let admin: Member;
  let otherAdmin: Member;
  let clientAdmin: Member;
  const call = () => client(t);

  beforeAll(async () => {
    const url = await fake.start();
    t = await createTestApp(zohoEnv(url));
    admin = await newAdmin(t);
    otherAdmin = await newAdmin(t);
    const company = await insertCompany(t.db);
    clientAdmin = await memberOf(t, company.id, 'client_admin');
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('lists the connector to provider admins', async () => {
    const res = await call()(admin, 'GET', '/api/admin/connectors');
    expect(res.json()).toEqual({ available: ['zoho'] });
  });

  it('describes its routes in the API description when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.body).toContain('/api/admin/connectors/zoho/status');
  });

  it('starts Not connected, with the redirect URI to register at Zoho', async () => {
    const res = await call()(admin, 'GET', `${base}/status`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'zoho',
      connected: false,
      statusLabel: 'Not connected',
      organizationId: null,
      redirectUri: 'https://portal.example.test/zoho-auth',
      recentErrors: [],
    });
  });

  it('builds the consent URL on the configured accounts server with our client id, scopes, offline access and a state', async () => {
    const { url, state } = await authorizeState(t, admin);
    expect(url.origin + url.pathname).toBe(`${t.config.zoho!.accountsUrl}/oauth/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fakeZohoCredentials.clientId,
      access_type: 'offline',
      prompt: 'consent',
      redirect_uri: 'https://portal.example.test/zoho-auth',
    });
    expect(url.searchParams.get('scope')).toContain('ZohoBooks.estimates.ALL');
    expect(url.searchParams.get('scope')).toContain('ZohoCRM.modules.leads.CREATE');
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect(url.toString()).not.toContain(fakeZohoCredentials.clientSecret);
  });

  it("refuses a state from another admin's session, an unknown state, and a bad code (400), storing nothing", async () => {
    const { state } = await authorizeState(t, admin);
    const before = fake.received.length;
    const foreign = await call()(otherAdmin, 'POST', `${base}/callback`, { code: fake.issueCode(), state });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/does not match your session/);
    const unknown = await call()(admin, 'POST', `${base}/callback`, { code: fake.issueCode(), state: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    // No token call was made for either.
    expect(fake.received.slice(before).filter((r) => r.path === '/oauth/v2/token')).toEqual([]);

    const badCode = await call()(admin, 'POST', `${base}/callback`, { code: '1000.not-a-real-code', state });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.message).toMatch(/Zoho refused the authorisation \(invalid_code\)/);
    expect(await t.db.query('select * from connector_connections')).toEqual([]);
    // The state was spent by that attempt.
    const again = await call()(admin, 'POST', `${base}/callback`, { code: fake.issueCode(), state });
    expect(again.statusCode).toBe(400);
  });

  it('rejects malformed callback bodies with a 400', async () => {
    const res = await call()(admin, 'POST', `${base}/callback`, { code: '', state: 'short', extra: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('connects: exchanges the code, finds the default organisation, stores the tokens sealed and never returns them', async () => {
    const { state } = await authorizeState(t, admin);
    const res = await call()(admin, 'POST', `${base}/callback`, { code: fake.issueCode(), state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      connected: true,
      statusLabel: 'Connected',
      organizationId: fakeOrganizationId,
      organizationSource: 'zoho',
    });
    const exchange = fake.received.filter((r) => r.path === '/oauth/v2/token').at(-1)!;
    const form = new URLSearchParams(exchange.raw);
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: fakeZohoCredentials.clientId,
      client_secret: fakeZohoCredentials.clientSecret,
      redirect_uri: 'https://portal.example.test/zoho-auth',
    });
    const rows = await t.db.query<{ refresh_token_enc: string; access_token_enc: string; organization_id: string; connected_by: string }>(
      'select * from connector_connections',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refresh_token_enc).toMatch(/^v1\./);
    expect(rows[0]!.connected_by).toBe(admin.id);
    // Whatever Zoho issued appears nowhere in what the browser gets, nor in the database in the clear.
    expect(fake.issued.length).toBeGreaterThanOrEqual(2);
    const bodies = [res.body];
    for (const url of [`${base}/status`, `${base}/authorize`]) bodies.push((await call()(admin, 'GET', url)).body);
    const stored = JSON.stringify(rows);
    for (const secret of [...fake.issued, fakeZohoCredentials.clientSecret]) {
      for (const body of bodies) expect(body).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    const events = await t.db.query<{ event_type: string }>(`select event_type from security_events where event_type like 'connector_%'`);
    expect(events.map((e) => e.event_type)).toContain('connector_connected');
  });

  it('keeps the connector tables from every context but a provider admin who is not impersonating', async () => {
    const company = clientAdmin.companyId;
    const seen = await withTenant(
      t.db,
      { userId: clientAdmin.id, companyId: company, role: 'client_admin', isImpersonating: false },
      (tx) => tx.query('select * from connector_connections'),
    );
    expect(seen).toEqual([]);
    const impersonating = await withTenant(
      t.db,
      { userId: admin.id, companyId: company, role: 'gears_admin', isImpersonating: true },
      (tx) => tx.query('select * from connector_connections'),
    );
    expect(impersonating).toEqual([]);
    const asAdmin = await withTenant(t.db, { userId: admin.id, companyId: null, role: 'gears_admin', isImpersonating: false }, (tx) =>
      tx.query('select provider from connector_connections'),
    );
    expect(asAdmin).toEqual([{ provider: 'zoho' }]);
  });

  it('answers client roles 403 and signed-out callers 401 on every connector route', async () => {
    const routes: [string, string][] = [
      ['GET', `${base}/status`],
      ['GET', `${base}/authorize`],
      ['DELETE', `${base}/connection`],
      ['POST', `${base}/leads/sync`],
    ];
    for (const [method, url] of routes) {
      expect((await call()(clientAdmin, method as 'GET', url)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call()(null, method as 'GET', url)).statusCode, `${method} ${url}`).toBe(401);
    }
    const cb = await call()(clientAdmin, 'POST', `${base}/callback`, { code: 'c', state: 's'.repeat(20) });
    expect(cb.statusCode).toBe(403);
  });

  it('disconnects: revokes the refresh token at Zoho, forgets the connection, records the event', async () => {
    const res = await call()(admin, 'DELETE', `${base}/connection`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connected: false, statusLabel: 'Not connected' });
    expect(fake.received.some((r) => r.path === '/oauth/v2/token/revoke')).toBe(true);
    expect(await t.db.query('select * from connector_connections')).toEqual([]);
    const events = await t.db.query<{ event_type: string }>(
      `select event_type from security_events where event_type = 'connector_disconnected'`,
    );
    expect(events).toHaveLength(1);
  });

  it('uses ZOHO_ORGANIZATION_ID when set, without asking Zoho for its organisations', async () => {
    const t2 = await createTestApp(zohoEnv(t.config.zoho!.apiUrl, { ZOHO_ORGANIZATION_ID: '777' }));
    try {
      const a2 = await newAdmin(t2);
      const { state } = await authorizeState(t2, a2);
      const before = fake.received.length;
      const res = await client(t2)(a2, 'POST', `${base}/callback`, { code: fake.issueCode(), state });
      expect(res.json()).toMatchObject({ connected: true, organizationId: '777', organizationSource: 'setting' });
      expect(fake.received.slice(before).some((r) => r.path === '/books/v3/organizations')).toBe(false);
    } finally {
      await t2.close();
    }
  });
});

describe('connector: off when ZOHO_* is not set', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t);
  });
  afterAll(() => t.close());

  it('registers no connector route: every connector URL is a 404, even for a provider admin', async () => {
    expect(routesOf(t.app).filter((r) => /connector|zoho/i.test(r))).toEqual(['GET /api/admin/connectors']);
    for (const [method, url] of [
      ['GET', `${base}/status`],
      ['GET', `${base}/authorize`],
      ['POST', `${base}/callback`],
      ['POST', `${base}/quotes/${crypto.randomUUID()}/push`],
    ] as const) {
      const res = await client(t)(admin, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('mentions Zoho nowhere in the API description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/zoho-auth|\/zoho\//i);
  });

  it('lists no connector to provider admins (the web then asks none: no 404s in the console) and refuses others', async () => {
    const res = await client(t)(admin, 'GET', '/api/admin/connectors');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: [] });
    const company = await insertCompany(t.db);
    const clientAdmin = await memberOf(t, company.id, 'client_admin');
    expect((await client(t)(clientAdmin, 'GET', '/api/admin/connectors')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/connectors' })).statusCode).toBe(401);
  });

  it('leaves the hooks other modules call as no-ops', async () => {
    expect(() => t.app.connectorEvents.leadStored()).not.toThrow();
    expect(() => t.app.connectorEvents.quoteConverted(crypto.randomUUID(), { userId: admin.id })).not.toThrow();
    await t.app.connectorEvents.drain();
  });

  it.each([
    [{ ZOHO_CLIENT_SECRET: 's' }, /ZOHO_CLIENT_ID: required when ZOHO_CLIENT_SECRET is set/],
    [{ ZOHO_CLIENT_ID: 'id' }, /ZOHO_CLIENT_SECRET: required/],
    [{ ZOHO_CLIENT_ID: 'id', ZOHO_CLIENT_SECRET: 's', ZOHO_API_URL: 'ftp://x' }, /ZOHO_API_URL: must be an http/],
  ])('refuses to start with an incomplete connector setup %#', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('defaults to the US data centre when only the client is set', () => {
    expect(loadConfig({ ZOHO_CLIENT_ID: 'id', ZOHO_CLIENT_SECRET: 's' }).zoho).toEqual({
      clientId: 'id',
      clientSecret: 's',
      organizationId: null,
      accountsUrl: 'https://accounts.zoho.com',
      apiUrl: 'https://www.zohoapis.com',
    });
  });
});
