import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { prepare } from '../src/bootstrap.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { liveEventMessages } from '@gears/domain/platform/live-events';
import { withTenant } from '../src/db/tenant.ts';
import { crossSiteMessage } from '../src/platform/origin-check.ts';
import { maxStreamsPerUser } from '../src/platform/events/events.routes.ts';
import { publish } from '../src/platform/events/publish.ts';
import { buildEquipment, client, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { openEvents, type SseEvent, type SseStreamClient } from './sse-client.ts';

const driver = process.env.TEST_DB ?? 'pglite';

describe(`live events: GET /api/events (${driver})`, () => {
  let t: TestApp;
  let base: string;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  const opened: SseStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    await t.close();
  });

  const stream = async (who: { cookie: string }, headers: Record<string, string> = {}) => {
    const s = await openEvents(base, { cookie: who.cookie, ...headers });
    opened.push(s);
    return s;
  };
  const createEquipment = async (who: Member) => {
    const res = await call(who, 'POST', '/api/equipment', buildEquipment());
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const dataOf = (e: SseEvent | null) => JSON.parse(e!.data) as { kind: string; id: string | null; companyId: string };
  const insertNotification = (to: { id: string; companyId: string }) =>
    t.db
      .query(
        "insert into notifications (company_id, user_id, type, title, message) values ($1, $2, 'info', 'Heads up', 'x') returning id",
        [to.companyId, to.id],
      )
      .then((rows) => (rows[0] as { id: string }).id);

  it('answers 401 signed out, and a text/event-stream with a retry hint signed in', async () => {
    const anonymous = await openEvents(base, {});
    expect(anonymous.status).toBe(401);
    const s = await stream(a);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    s.close();
  });

  it('every role may open it (ADR 0008: account.self)', async () => {
    const admin = await newAdmin(t);
    const members = [
      admin,
      ...(await Promise.all(['client_admin', 'manager', 'supervisor', 'technician'].map((role) => memberOf(t, a.companyId, role)))),
    ];
    for (const who of members) {
      const s = await stream(who);
      expect(s.status).toBe(200);
      s.close();
    }
  });

  it('refuses a cross-site page: another Origin, or Sec-Fetch-Site cross-site or same-site, answers 403', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const s = await stream(a, headers);
      expect(s.status).toBe(403);
      expect(JSON.parse(s.body).error.message).toBe(crossSiteMessage);
    }
    // The portal's own pages: PUBLIC_URL's origin, the origin the request was sent to, or a same-origin GET without Origin.
    const allowed: Record<string, string>[] = [
      { origin: 'https://portal.example.test' },
      { origin: base },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of allowed) {
      const s = await stream(a, headers);
      expect(s.status).toBe(200);
      s.close();
    }
  });

  it("a client user hears their company's changes with id, kind and company, never another company's", async () => {
    const sa = await stream(a);
    const sb = await stream(b);
    const inA = await createEquipment(a);
    const first = await sa.next();
    expect(first!.id).toMatch(/^\d+$/);
    expect(dataOf(first)).toEqual({ kind: 'equipment', id: inA, companyId: a.companyId });
    const inB = await createEquipment(b);
    // B's first event is B's own equipment: A's never reached it.
    expect(dataOf(await sb.next())).toEqual({ kind: 'equipment', id: inB, companyId: b.companyId });
    sa.close();
    sb.close();
  });

  it('a provider admin hears every company; while impersonating, only the client', async () => {
    const admin = await newAdmin(t);
    const all = await stream(admin);
    const inA = await createEquipment(a);
    const inB = await createEquipment(b);
    expect([dataOf(await all.next()).id, dataOf(await all.next()).id]).toEqual([inA, inB]);
    all.close();

    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: a.companyId })).statusCode).toBe(200);
    const asA = await stream(admin);
    await createEquipment(b);
    const laterInA = await createEquipment(a);
    expect(dataOf(await asA.next())).toEqual({ kind: 'equipment', id: laterInA, companyId: a.companyId });
    asA.close();
  });

  it('notifications reach their recipient only: a technician never hears a colleague’s', async () => {
    const tech = await memberOf(t, a.companyId, 'technician');
    const colleague = await memberOf(t, a.companyId, 'supervisor');
    const techStream = await stream(tech);
    const colleagueStream = await stream(colleague);
    const theirs = await insertNotification(colleague);
    const mine = await insertNotification(tech);
    expect(dataOf(await techStream.next())).toEqual({ kind: 'notification', id: mine, companyId: a.companyId });
    expect(dataOf(await colleagueStream.next())).toEqual({ kind: 'notification', id: theirs, companyId: a.companyId });
    techStream.close();
    colleagueStream.close();
  });

  it('a maintenance task and a scan are events of their kind', async () => {
    const equipmentId = await createEquipment(a);
    const s = await stream(a);
    const task = await call(a, 'POST', '/api/maintenance/tasks', { equipmentId, title: 'Grease pins', dueDate: '2030-01-01' });
    expect(task.statusCode, task.body).toBe(201);
    const kinds: string[] = [];
    while (!kinds.includes('task')) kinds.push(dataOf(await s.next()).kind);
    expect(kinds).toContain('task');
    const scan = await t.db.query<{ id: string }>(
      "insert into qr_scan_logs (company_id, equipment_id, user_id, source) values ($1, $2, $3, 'camera') returning id",
      [a.companyId, equipmentId, a.id],
    );
    expect(dataOf(await s.next())).toEqual({ kind: 'scan', id: scan[0]!.id, companyId: a.companyId });
    s.close();
  });

  it('one statement changing more than 20 rows of a company is one event without an id (an import)', async () => {
    const s = await stream(a);
    await t.db.query("insert into equipment (company_id, name) select $1, 'Bulk ' || g from generate_series(1, 25) g", [a.companyId]);
    expect(dataOf(await s.next())).toEqual({ kind: 'equipment', id: null, companyId: a.companyId });
    const single = await createEquipment(a);
    expect(dataOf(await s.next()).id).toBe(single);
    s.close();
  });

  it('a change that rolls back sends nothing', async () => {
    const s = await stream(a);
    await expect(
      withTenant(t.db, { userId: a.id, companyId: a.companyId, role: 'manager', isImpersonating: false }, async (tx) => {
        await publish(tx, { kind: 'equipment', companyId: a.companyId, entityId: '00000000-0000-4000-8000-000000000001' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await createEquipment(a);
    expect(dataOf(await s.next()).id).toBe(kept);
    s.close();
  });

  it('reconnecting with Last-Event-ID replays the events missed meanwhile, in order and in scope', async () => {
    const s = await stream(a);
    await createEquipment(a);
    const seen = (await s.next())!.id!;
    s.close();
    const missed = [await createEquipment(a), await createEquipment(b), await createEquipment(a)];
    const again = await stream(a, { 'last-event-id': seen });
    expect(dataOf(await again.next()).id).toBe(missed[0]);
    expect(dataOf(await again.next()).id).toBe(missed[2]);
    again.close();
  });

  it('an id this portal does not know asks the browser to refetch everything (event: reset); a malformed one is 400', async () => {
    const s = await stream(a, { 'last-event-id': '999999999999' });
    expect((await s.next())!.event).toBe('reset');
    s.close();
    const bad = await stream(a, { 'last-event-id': 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.message).toBe(liveEventMessages.badLastEventId);
  });

  it('signing out ends the stream at the next session check; a disabled user’s stream too', async () => {
    const user = await memberOf(t, a.companyId, 'manager');
    const s = await stream(user);
    expect((await call(user, 'POST', '/api/auth/sign-out')).statusCode).toBe(204);
    await t.app.liveEvents.recheckSessions();
    expect(await s.next()).toBeNull();

    const other = await memberOf(t, a.companyId, 'technician');
    const live = await stream(other);
    await t.db.query('update users set disabled_at = now() where id = $1', [other.id]);
    await t.app.liveEvents.recheckSessions();
    expect(await live.next()).toBeNull();
  });

  it(`one user may hold ${maxStreamsPerUser} streams; the next answers 429`, async () => {
    const user = await memberOf(t, b.companyId, 'manager');
    const streams = [];
    for (let i = 0; i < maxStreamsPerUser; i++) streams.push(await stream(user));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const extra = await stream(user);
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.body).error.message).toBe(liveEventMessages.tooManyStreams(maxStreamsPerUser));
    for (const s of streams) s.close();
  });
});

/** Several server processes on one PostgreSQL database (DESIGN §8): LISTEN/NOTIFY carries every event to every one. */
describe.runIf(testDriver === 'postgres')('live events across two app instances on one PostgreSQL database', () => {
  let t: TestApp;
  let db2: Database;
  let app2: FastifyInstance;
  let deps2: AppDeps;
  const bases: string[] = [];
  const opened: SseStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const name = (await t.db.query<{ name: string }>('select current_database() as name'))[0]!.name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    db2 = await openPostgres(url.toString());
    deps2 = await prepare(db2, t.config, pino({ level: 'silent' }));
    app2 = await buildApp(deps2);
    for (const app of [t.app, app2]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    deps2.mailer.stop();
    await app2.close();
    await db2.close();
    await t.close();
  });

  const stream = async (instance: number, who: { cookie: string }, headers: Record<string, string> = {}) => {
    const s = await openEvents(bases[instance]!, { cookie: who.cookie, ...headers });
    opened.push(s);
    return s;
  };
  const dataOf = (e: SseEvent | null) => JSON.parse(e!.data) as { kind: string; id: string | null; companyId: string };

  it('a change made through instance 1 reaches a stream on instance 2, and a reconnect to instance 1 replays by the same id', async () => {
    const a = await newTenant(t);
    const onTwo = await stream(1, a);
    const first = await t.app.inject({ method: 'POST', url: '/api/equipment', headers: { cookie: a.cookie }, payload: buildEquipment() });
    expect(first.statusCode).toBe(201);
    const heard = await onTwo.next();
    expect(dataOf(heard)).toEqual({ kind: 'equipment', id: first.json<{ id: string }>().id, companyId: a.companyId });
    onTwo.close();

    const second = await app2.inject({ method: 'POST', url: '/api/equipment', headers: { cookie: a.cookie }, payload: buildEquipment() });
    expect(second.statusCode).toBe(201);
    const onOne = await stream(0, a, { 'last-event-id': heard!.id! });
    expect(dataOf(await onOne.next()).id).toBe(second.json<{ id: string }>().id);
    onOne.close();
  });

  it('when the listening connection is lost it is reopened, and open streams are told to refetch (event: reset)', async () => {
    const a = await newTenant(t);
    const s = await stream(0, a);
    await t.db.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'");
    expect((await s.next())!.event).toBe('reset');
    const after = await t.app.inject({ method: 'POST', url: '/api/equipment', headers: { cookie: a.cookie }, payload: buildEquipment() });
    expect(dataOf(await s.next()).id).toBe(after.json<{ id: string }>().id);
  });
});
