import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, testDriver, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { closedPortUrl, createSource, fakeProvider } from './fleet-fixtures.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe(`fleet: tracker sources (${testDriver})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let boss: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    boss = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  it('creates a push source: the secret and full URLs once, only its SHA-256 stored, listings show {secret}', async () => {
    const created = await createSource(t, boss, { name: 'Crew phones' });
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.ingestUrls).toEqual({
      osmand: `https://portal.example.test/api/ingest/osmand/${created.secret}`,
      traccarForward: `https://portal.example.test/api/ingest/traccar/${created.secret}`,
      json: `https://portal.example.test/api/ingest/json/${created.secret}`,
    });
    expect(created.source).toMatchObject({ connectionStatus: 'pending', secretHint: created.secret!.slice(-4), deviceCount: 0 });
    expect(created.source.ingestUrls.osmand).toBe('https://portal.example.test/api/ingest/osmand/{secret}');
    const [row] = await t.db.query<{ secret_hash: string }>('select secret_hash from fleet_tracker_sources where id = $1', [
      created.source.id,
    ]);
    expect(row!.secret_hash).toBe(sha256(created.secret!));
    const list = await call(boss, 'GET', '/api/fleet/sources');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().items[0]).toMatchObject({ id: created.source.id, name: 'Crew phones', providerName: 'Traccar' });
  });

  it('keeps API settings encrypted: the names are listed, the values never leave the server', async () => {
    const created = await createSource(t, boss, {
      trackerType: 'samsara',
      name: 'Samsara fleet',
      config: { apiToken: 'samsara-token-value-123' },
    });
    expect(created).toMatchObject({ secret: null, ingestUrls: null });
    expect(created.source).toMatchObject({ configKeys: ['apiToken'], ingestUrls: null });
    const [row] = await t.db.query<{ config_encrypted: string }>('select config_encrypted from fleet_tracker_sources where id = $1', [
      created.source.id,
    ]);
    expect(row!.config_encrypted).toMatch(/^v1\./);
    expect(row!.config_encrypted).not.toContain('samsara-token-value-123');
    const list = await call(boss, 'GET', '/api/fleet/sources');
    expect(list.body).not.toContain('samsara-token-value-123');
  });

  it('refuses providers with no public interface, a missing type and a missing name with the spec messages', async () => {
    const tag = await call(boss, 'POST', '/api/fleet/sources', { trackerType: 'apple', name: 'AirTags' });
    expect(tag.statusCode).toBe(400);
    expect(tag.json().error.message).toBe(m.noPublicInterface);
    const noType = await call(boss, 'POST', '/api/fleet/sources', { name: 'X' });
    expect(noType.json().error.message).toContain(m.selectTrackerType);
    const noName = await call(boss, 'POST', '/api/fleet/sources', { trackerType: 'custom', name: '  ' });
    expect(noName.json().error.message).toContain(m.missingRequiredFields);
  });

  it('newest first, updates, deactivates (kept as history, gone from the list) and rotates the secret', async () => {
    const a = await createSource(t, boss, { name: 'First' });
    const b = await createSource(t, boss, { name: 'Second' });
    const names = (await call(boss, 'GET', '/api/fleet/sources')).json().items.map((s: { name: string }) => s.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));

    const renamed = await call(boss, 'PATCH', `/api/fleet/sources/${a.source.id}`, { name: 'First (renamed)' });
    expect(renamed.json().name).toBe('First (renamed)');

    const rotated = await call(boss, 'POST', `/api/fleet/sources/${a.source.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(a.secret);
    const [row] = await t.db.query<{ secret_hash: string }>('select secret_hash from fleet_tracker_sources where id = $1', [a.source.id]);
    expect(row!.secret_hash).toBe(sha256(rotated.json().secret));

    const gone = await call(boss, 'DELETE', `/api/fleet/sources/${b.source.id}`);
    expect(gone.json()).toMatchObject({ active: false });
    const ids = (await call(boss, 'GET', '/api/fleet/sources')).json().items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(b.source.id);
    expect((await t.db.query('select 1 from fleet_tracker_sources where id = $1', [b.source.id])).length).toBe(1);
  });

  it('connection test of a push source: pending with what to do until a fix arrives', async () => {
    const { source } = await createSource(t, boss);
    const res = await call(boss, 'POST', `/api/fleet/sources/${source.id}/test`);
    expect(res.json()).toMatchObject({ connectionStatus: 'pending', errorMessage: m.noPositionYet, lastSyncAt: null });
    await t.db.query('update fleet_tracker_sources set last_sync_at = now() where id = $1', [source.id]);
    expect((await call(boss, 'POST', `/api/fleet/sources/${source.id}/test`)).json()).toMatchObject({
      connectionStatus: 'connected',
      errorMessage: null,
    });
  });

  it('connection test of Samsara calls its API with the stored token: connected, or error with its words', async () => {
    const samsara = await fakeProvider((req) =>
      req.headers.authorization === 'Bearer good-token'
        ? { status: 200, body: { data: [], pagination: { hasNextPage: false } } }
        : { status: 401, body: { message: 'Invalid API token' } },
    );
    try {
      const good = await createSource(t, boss, {
        trackerType: 'samsara',
        name: 'S1',
        apiEndpoint: samsara.url,
        config: { apiToken: 'good-token' },
      });
      const ok = await call(boss, 'POST', `/api/fleet/sources/${good.source.id}/test`);
      expect(ok.json()).toMatchObject({ connectionStatus: 'connected', errorMessage: null });
      expect(ok.json().lastSyncAt).not.toBeNull();
      expect(samsara.calls[0]).toMatchObject({ method: 'GET', url: '/fleet/vehicles?limit=1' });

      const bad = await createSource(t, boss, {
        trackerType: 'samsara',
        name: 'S2',
        apiEndpoint: samsara.url,
        config: { apiToken: 'nope' },
      });
      const refused = await call(boss, 'POST', `/api/fleet/sources/${bad.source.id}/test`);
      expect(refused.json()).toMatchObject({
        connectionStatus: 'error',
        errorMessage: 'Samsara refused the connection: HTTP 401 — Invalid API token',
      });
    } finally {
      await samsara.close();
    }
  });

  it('connection test: unreachable provider and missing settings are errors, never a fake success', async () => {
    const down = await createSource(t, boss, {
      trackerType: 'samsara',
      name: 'S3',
      apiEndpoint: await closedPortUrl(),
      config: { apiToken: 't' },
    });
    const res = await call(boss, 'POST', `/api/fleet/sources/${down.source.id}/test`);
    expect(res.json().connectionStatus).toBe('error');
    expect(res.json().errorMessage).toMatch(/^Could not reach Samsara: ECONNREFUSED/);

    const empty = await createSource(t, boss, { trackerType: 'geotab', name: 'G0', config: { database: 'acme' } });
    const missing = await call(boss, 'POST', `/api/fleet/sources/${empty.source.id}/test`);
    expect(missing.json()).toMatchObject({ connectionStatus: 'error', errorMessage: m.missingSetting('Geotab', 'userName, password') });
  });

  it('connection test of Geotab (Authenticate) and Wialon (token/login) speak their protocols', async () => {
    const geotab = await fakeProvider((req) => {
      const params = JSON.parse(req.body).params;
      return params.password === 'right'
        ? { status: 200, body: { result: { credentials: { database: params.database, sessionId: 's' }, path: 'ThisServer' } } }
        : {
            status: 200,
            body: {
              error: {
                message: 'Incorrect login credentials',
                name: 'JSONRPCError',
                errors: [{ message: 'Incorrect login credentials', name: 'InvalidUserException' }],
              },
            },
          };
    });
    const wialon = await fakeProvider((req) =>
      req.url.includes('good') ? { status: 200, body: { eid: 'abc', user: {} } } : { status: 200, body: { error: 4 } },
    );
    try {
      const g = await createSource(t, boss, {
        trackerType: 'geotab',
        name: 'G',
        apiEndpoint: geotab.url,
        config: { database: 'acme', userName: 'u', password: 'wrong' },
      });
      expect((await call(boss, 'POST', `/api/fleet/sources/${g.source.id}/test`)).json()).toMatchObject({
        connectionStatus: 'error',
        errorMessage: 'Geotab refused the connection: Incorrect login credentials',
      });
      expect(JSON.parse(geotab.calls[0]!.body)).toMatchObject({ method: 'Authenticate', params: { database: 'acme', userName: 'u' } });
      await call(boss, 'PATCH', `/api/fleet/sources/${g.source.id}`, { config: { database: 'acme', userName: 'u', password: 'right' } });
      expect((await call(boss, 'POST', `/api/fleet/sources/${g.source.id}/test`)).json().connectionStatus).toBe('connected');

      const w = await createSource(t, boss, { trackerType: 'gurtam', name: 'W', apiEndpoint: wialon.url, config: { token: 'bad' } });
      expect((await call(boss, 'POST', `/api/fleet/sources/${w.source.id}/test`)).json().errorMessage).toBe(
        'Gurtam Wialon refused the connection: invalid input (check the token)',
      );
      expect(wialon.calls[0]!.url).toMatch(/^\/wialon\/ajax\.html\?svc=token\/login&params=/);
    } finally {
      await geotab.close();
      await wialon.close();
    }
  });

  it('roles: technicians and supervisors read but cannot create, change, rotate or test sources', async () => {
    const { source } = await createSource(t, boss);
    for (const role of ['technician', 'supervisor']) {
      const who = await memberOf(t, boss.companyId, role);
      expect((await call(who, 'GET', '/api/fleet/sources')).statusCode).toBe(200);
      expect((await call(who, 'POST', '/api/fleet/sources', { trackerType: 'custom', name: 'X' })).statusCode).toBe(403);
      expect((await call(who, 'PATCH', `/api/fleet/sources/${source.id}`, { name: 'Y' })).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/api/fleet/sources/${source.id}`)).statusCode).toBe(403);
      expect((await call(who, 'POST', `/api/fleet/sources/${source.id}/rotate-secret`)).statusCode).toBe(403);
      expect((await call(who, 'POST', `/api/fleet/sources/${source.id}/test`)).statusCode).toBe(403);
    }
  });

  it('isolation: another company cannot see, change, rotate, test or deactivate a source (404, unchanged)', async () => {
    const { source } = await createSource(t, boss, { name: 'Mine' });
    const other = await newTenant(t, 'manager');
    expect((await call(other, 'GET', '/api/fleet/sources')).json().items).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/fleet/sources/${source.id}`, { name: 'Theirs' }],
      ['DELETE', `/api/fleet/sources/${source.id}`, undefined],
      ['POST', `/api/fleet/sources/${source.id}/rotate-secret`, undefined],
      ['POST', `/api/fleet/sources/${source.id}/test`, undefined],
    ] as const) {
      expect((await call(other, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.db.query<{ name: string; active: boolean }>('select name, active from fleet_tracker_sources where id = $1', [
      source.id,
    ]);
    expect(row).toEqual({ name: 'Mine', active: true });
    expect((await call(other, 'GET', `/api/fleet/sources?companyId=${boss.companyId}`)).statusCode).toBe(404);
  });

  it('a provider admin names the company; the tier gate refuses a plan without fleet tracking', async () => {
    const admin = await newAdmin(t);
    const noCompany = await call(admin, 'POST', '/api/fleet/sources', { trackerType: 'custom', name: 'A' });
    expect(noCompany.json().error.message).toBe(m.chooseCompany);
    const forBoss = await call(admin, 'POST', '/api/fleet/sources', { trackerType: 'custom', name: 'A', companyId: boss.companyId });
    expect(forBoss.json().source.companyId).toBe(boss.companyId);
    const pro = await insertCompany(t.db, { tier: 'professional' });
    const proManager = await memberOf(t, pro.id, 'manager');
    const refused = await call(proManager, 'GET', '/api/fleet/sources');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Fleet tracking/);
  });
});
