import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isConnectionLost } from '../src/db/unavailable.ts';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { buildEquipment, insertEquipment, newTenant, type Member } from './equipment-fixtures.ts';

describe('which failures mean the database connection is lost', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['57P01 admin_shutdown (pg_terminate_backend)', pgError('57P01'), true],
    ['57P02 crash_shutdown', pgError('57P02'), true],
    ['57P03 cannot_connect_now', pgError('57P03'), true],
    ['08006 connection_failure', pgError('08006'), true],
    ['ECONNREFUSED', pgError('ECONNREFUSED'), true],
    ['ECONNRESET', pgError('ECONNRESET'), true],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly'), true],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable'), true],
    ['already wrapped', new DatabaseUnavailable(new Error('x')), true],
    ['23505 unique_violation', pgError('23505'), false],
    ['22P02 invalid_text_representation', pgError('22P02'), false],
    ['57014 query_canceled', pgError('57014'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'Connection terminated', false],
  ])('%s → %s', (_name, err, lost) => {
    expect(isConnectionLost(err)).toBe(lost);
  });
});

/**
 * Outages on a real server over HTTP. PostgreSQL only: PGlite runs in the process and has no connection to lose.
 * The shared PostgreSQL server is never stopped; the test database's backends are terminated, and refusal is
 * simulated with ALLOW_CONNECTIONS false on the test database alone.
 */
describe.skipIf(testDriver !== 'postgres')(
  'database outages answer 503, never 500 (PostgreSQL only: PGlite has no connection to lose)',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    let dbName: string;
    let base: string;
    let a: Member;
    const origin = 'https://portal.example.test';

    beforeAll(async () => {
      t = await createTestApp();
      dbName = (await t.db.query<{ name: string }>('select current_database() as name'))[0]!.name;
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      a = await newTenant(t, 'manager');
      for (let i = 0; i < 60; i++) await insertEquipment(t.db, { companyId: a.companyId });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => {});
      await admin.end();
      await t.close();
    });

    /** Ends every connection to the test database except this one; how many it ended. */
    const terminate = async (where = 'true'): Promise<number> =>
      (
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
          [dbName],
        )
      ).rowCount ?? 0;

    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: a.cookie } });
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: a.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const equipmentCount = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from equipment where company_id = $1', [a.companyId]))[0]!.n;

    /** Waits until a backend of the test database waits on a lock, and returns its pid. */
    async function backendWaitingOnLock(): Promise<number> {
      for (let i = 0; i < 200; i++) {
        const rows = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          [dbName],
        );
        if (rows.rows[0]) return rows.rows[0].pid;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no request reached the lock');
    }

    /**
     * Holds an exclusive lock on equipment (another connection) while start() sends a request, so the request's query
     * waits where the test can end its connection; the lock goes once start() returns, and the request is answered.
     */
    async function withEquipmentLocked(start: () => Promise<{ pending: Promise<Response> }>): Promise<Response> {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const locker = new pg.Client({ connectionString: url.toString() });
      locker.on('error', () => {});
      await locker.connect();
      try {
        await locker.query('begin; lock table equipment in access exclusive mode');
        return (await start()).pending;
      } finally {
        await locker.query('commit').catch(() => {});
        await locker.end();
      }
    }

    it('a read whose connection dies mid-query is answered from a fresh connection', async () => {
      const res = await withEquipmentLocked(async () => {
        const pending = get('/api/equipment?limit=50');
        const pid = await backendWaitingOnLock();
        expect((await admin.query('select pg_terminate_backend($1) as ok', [pid])).rows[0].ok).toBe(true);
        return { pending };
      });
      expect(res.status).toBe(200);
      expect((await res.json()).items).toHaveLength(50);
    });

    it('a write whose connection dies mid-query is not retried: 503 with Retry-After and the message, nothing stored', async () => {
      const before = await equipmentCount();
      const res = await withEquipmentLocked(async () => {
        const pending = post('/api/equipment', buildEquipment());
        const pid = await backendWaitingOnLock();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        return { pending };
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(await res.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'The database is unavailable. Please try again in a moment.' },
      });
      expect(await equipmentCount()).toBe(before);
    });

    it('under load, connections killed three times: no 500; reads answer 200 or 503; writes 201 or 503', async () => {
      const statuses: Record<string, Record<number, number>> = { list: {}, me: {}, search: {}, create: {}, health: {} };
      const count = (kind: string, status: number) => {
        statuses[kind]![status] = (statuses[kind]![status] ?? 0) + 1;
      };
      let running = true;
      const calls: [string, () => Promise<Response>][] = [
        ['list', () => get('/api/equipment?limit=50')],
        ['me', () => get('/api/auth/me')],
        ['search', () => get('/api/equipment?limit=50&search=loader')],
        ['list', () => get('/api/equipment?limit=50')],
        ['create', () => post('/api/equipment', buildEquipment())],
        ['health', () => get('/api/health')],
      ];
      const worker = async (n: number) => {
        for (let i = n; running; i++) {
          const [kind, call] = calls[i % calls.length]!;
          const res = await call();
          await res.arrayBuffer();
          count(kind, res.status);
        }
      };
      const workers = Array.from({ length: 24 }, (_, n) => worker(n));
      let ended = 0;
      for (let kill = 0; kill < 3; kill++) {
        await new Promise((r) => setTimeout(r, 400));
        ended += await terminate();
      }
      await new Promise((r) => setTimeout(r, 400));
      running = false;
      await Promise.all(workers);

      expect(ended).toBeGreaterThan(0);
      const all = Object.values(statuses).flatMap((byStatus) => Object.entries(byStatus));
      expect(
        all.filter(([status]) => Number(status) >= 500 && Number(status) !== 503),
        JSON.stringify(statuses),
      ).toEqual([]);
      for (const kind of ['list', 'me', 'search']) {
        expect(
          Object.keys(statuses[kind]!).filter((s) => s !== '200' && s !== '503'),
          `${kind}: ${JSON.stringify(statuses)}`,
        ).toEqual([]);
        expect(statuses[kind]![200], kind).toBeGreaterThan(0);
      }
      expect(
        Object.keys(statuses.create!).filter((s) => s !== '201' && s !== '503'),
        JSON.stringify(statuses),
      ).toEqual([]);
      expect(
        Object.keys(statuses.health!).filter((s) => s !== '200' && s !== '503'),
        JSON.stringify(statuses),
      ).toEqual([]);
    });

    it('while the database refuses connections: health says down, reads and writes answer 503; afterwards all is well', async () => {
      await admin.query(`alter database ${dbName} allow_connections false`);
      try {
        await terminate();
        const health = await get('/api/health');
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ status: 'degraded', database: { status: 'down', driver: 'postgres' } });

        const list = await get('/api/equipment?limit=50');
        expect(list.status).toBe(503);
        expect(list.headers.get('retry-after')).toBe('2');
        expect((await list.json()).error).toEqual({
          code: 'UNAVAILABLE',
          message: 'The database is unavailable. Please try again in a moment.',
        });

        const create = await post('/api/equipment', buildEquipment());
        expect(create.status).toBe(503);
        expect((await create.json()).error.code).toBe('UNAVAILABLE');

        const signIn = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.test', password: 'whatever-it-is' }),
        });
        expect(signIn.status).toBe(503);
      } finally {
        await admin.query(`alter database ${dbName} allow_connections true`);
      }
      const health = await get('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
      expect((await get('/api/equipment?limit=50')).status).toBe(200);
      expect((await post('/api/equipment', buildEquipment())).status).toBe(201);
    });
  },
);
