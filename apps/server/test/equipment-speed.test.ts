import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentSortKeys } from '@gears/domain';
import { withSession, withTenant } from '../src/db/tenant.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * Migration 0004 (DESIGN §7 speed): the search page function, the sort indexes' keyset orders, and
 * request_begin, the session check that opens a request's tenant transaction (ADR 0001).
 */
describe(`equipment search pages, sort orders and the request transaction (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let c: Member;
  let other: Member;

  // name, model, serial, status, year, hours, archived; ties on year and hours on purpose.
  const rows: [string, string | null, string | null, string, number | null, number | null, boolean][] = [
    ['Excavator One', '320GC', 'CAT-001', 'active', 2019, 1200.5, false],
    ['excavator two', '320GC', 'CAT-002', 'idle', 2019, null, false],
    ['Loader 50% Off', 'L120', 'VCE_9', 'active', null, 1200.5, false],
    ['Loader 500', 'L120', 'VCE-10', 'maintenance', 2021, 0, false],
    ['Back\\hoe', '3CX', 'JCB-1', 'active', 2005, 88000.1, false],
    ['Pump EX', null, null, 'repair', 2019, 10, false],
    ['Old Excavator', 'PC210', 'KMT-7', 'retired', 1999, 5, true],
    ['Dozer', 'D6T', 'CAT-003', 'active', 2024, null, false],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    c = await newTenant(t);
    other = await newTenant(t);
    for (const [i, [name, model, serial, status, year, hours, archived]] of rows.entries()) {
      await t.db.query(
        `insert into equipment (company_id, name, model, serial, status, year, hours, archived_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, case when $8 then now() end, now() - make_interval(mins => $9), now() - make_interval(mins => $10))`,
        [c.companyId, name, model, serial, status, year, hours, archived, i, (i * 7) % 5],
      );
    }
    // Another company's look-alikes: never in c's results.
    await t.db.query(
      `insert into equipment (company_id, name, model, serial) values ($1, 'Excavator Other', '320GC', 'CAT-001'), ($1, 'Loader 50% Other', 'L120', 'EX-1')`,
      [other.companyId],
    );
  });
  afterAll(() => t.close());

  const expressions: Record<string, string> = {
    name: 'name_key',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    year: 'coalesce(year, 0)',
    hours: 'coalesce(hours::float8, -1)', // = hours_key
  };

  /** What a page walk must return: the plain statement, as the owner, with ILIKE and an explicit company. */
  async function expected(sort: string, search: string, status?: string, archived = false): Promise<string[]> {
    const desc = sort.startsWith('-');
    const expr = expressions[desc ? sort.slice(1) : sort]!;
    const dir = desc ? 'desc' : 'asc';
    const pattern = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const found = await t.db.query<{ name: string }>(
      `select name from equipment where company_id = $1 and archived_at is ${archived ? 'not ' : ''}null
          and (name || ' ' || coalesce(model, '') || ' ' || coalesce(serial, '')) ilike $2 and ($3::text is null or status = $3)
        order by ${expr} ${dir}, id ${dir}`,
      [c.companyId, pattern, status ?? null],
    );
    return found.map((r) => r.name);
  }

  async function walk(who: Member, query: string): Promise<string[]> {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(who, 'GET', `/api/equipment?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: { name: string }[]; nextCursor: string | null };
      names.push(...body.items.map((i) => i.name));
      cursor = body.nextCursor;
    } while (cursor);
    return names;
  }

  const searches: [string, string | undefined][] = [
    ['excavator', undefined],
    ['ex', undefined],
    ['320', 'active'],
    ['l1', undefined],
    ['cat-00', 'idle'],
  ];
  it.each(equipmentSortKeys.flatMap((sort) => searches.map(([search, status]) => [sort, search, status] as const)))(
    "sort=%s search=%s status=%s: the pages are exactly the plain statement's rows, in its order",
    async (sort, search, status) => {
      const got = await walk(c, `sort=${sort}&search=${encodeURIComponent(search)}${status ? `&status=${status}` : ''}`);
      expect(got).toEqual(await expected(sort, search, status));
      expect(got.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['50%', ['Loader 50% Off']],
    ['0%', ['Loader 50% Off']],
    ['E_9', ['Loader 50% Off']],
    ['_9', ['Loader 50% Off']],
    ['k\\h', ['Back\\hoe']],
    ['k\\', ['Back\\hoe']],
  ])('search %j matches %, _ and \\ literally', async (search, names) => {
    const got = await walk(c, `sort=name&search=${encodeURIComponent(search)}`);
    expect(got).toEqual(names);
  });

  it('searches archived equipment only when asked', async () => {
    expect(await walk(c, 'sort=name&search=excavator&archived=true')).toEqual(['Old Excavator']);
    expect(await walk(c, 'sort=name&search=excavator')).toEqual(await expected('name', 'excavator'));
  });

  it('keyset pages by hours, year and last update, nulls included, without search', async () => {
    for (const sort of ['hours', '-hours', 'year', '-year', 'updatedAt', '-updatedAt']) {
      const desc = sort.startsWith('-');
      const expr = expressions[desc ? sort.slice(1) : sort]!;
      const dir = desc ? 'desc' : 'asc';
      const all = await t.db.query<{ name: string }>(
        `select name from equipment where company_id = $1 and archived_at is null order by ${expr} ${dir}, id ${dir}`,
        [c.companyId],
      );
      expect(await walk(c, `sort=${sort}`)).toEqual(all.map((r) => r.name));
    }
  });

  it('a provider admin searches every company or names one; an impersonating admin sees only the client', async () => {
    const admin = await newAdmin(t);
    const everywhere = await walk(admin, 'sort=name&search=320gc');
    expect(everywhere).toEqual(expect.arrayContaining(['Excavator One', 'excavator two', 'Excavator Other']));
    expect(await walk(admin, `sort=name&search=320gc&companyId=${other.companyId}`)).toEqual(['Excavator Other']);
    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: other.companyId })).statusCode).toBe(200);
    expect(await walk(admin, 'sort=name&search=320gc')).toEqual(['Excavator Other']);
    expect(await walk(admin, 'sort=name&search=ex')).toEqual(['Excavator Other', 'Loader 50% Other']);
    expect((await call(admin, 'GET', `/api/equipment?search=320gc&companyId=${c.companyId}`)).statusCode).toBe(404);
  });

  it('request_begin fails closed: an unknown token leaves app_user with an empty context', async () => {
    const check = { tokenHash: hashToken('no-such-token'), idleSeconds: 1800, impersonationSeconds: 86400 };
    const seen = await withSession(t.db, check, async (tx, session) => ({
      session,
      settings: await tx.query(
        `select current_user as role, current_setting('app.company_id') as company, current_setting('app.user_id') as user,
                current_setting('app.role') as app_role, (select count(*)::int from equipment) as visible`,
      ),
    }));
    expect(seen).toEqual({ session: null, settings: [{ role: 'app_user', company: '', user: '', app_role: '', visible: 0 }] });
  });

  it('request_begin writes the same context as withTenant for the session user', async () => {
    const token = decodeURIComponent(c.cookie.split(';')[0]!.split('=')[1]!);
    const check = { tokenHash: hashToken(token), idleSeconds: 1800, impersonationSeconds: 86400 };
    const read = `select current_user as role, current_setting('app.company_id') as company, current_setting('app.user_id') as user,
                         current_setting('app.role') as app_role, current_setting('app.impersonating') as impersonating`;
    const viaSession = await withSession(t.db, check, (tx) => tx.query(read));
    const viaTenant = await withTenant(t.db, { userId: c.id, companyId: c.companyId, role: 'manager', isImpersonating: false }, (tx) =>
      tx.query(read),
    );
    expect(viaSession).toEqual(viaTenant);
  });

  it('a read-only session transaction refuses writes after its own last-seen touch', async () => {
    const token = decodeURIComponent(c.cookie.split(';')[0]!.split('=')[1]!);
    await t.db.query("update sessions set last_seen_at = now() - interval '5 minutes' where user_id = $1", [c.id]);
    const check = { tokenHash: hashToken(token), idleSeconds: 1800, impersonationSeconds: 86400, readOnly: true };
    await expect(
      withSession(t.db, check, (tx) => tx.query("update equipment set notes = 'x' where company_id = $1", [c.companyId])),
    ).rejects.toThrow(/read-only transaction/);
    expect(
      await withSession(
        t.db,
        check,
        async (tx, session) => (await tx.query('select count(*)::int as n from equipment'))[0] && session?.user_id,
      ),
    ).toBe(c.id);
    const touched = await t.db.query<{ fresh: boolean }>(
      "select last_seen_at > now() - interval '1 minute' as fresh from sessions where user_id = $1",
      [c.id],
    );
    expect(touched).toEqual([{ fresh: true }]);
  });

  it('a held request transaction is released after a validation error or a revoked session (later requests still run)', async () => {
    expect((await call(c, 'GET', '/api/equipment?sort=serial')).statusCode).toBe(400);
    expect((await call(c, 'GET', '/api/equipment/not-a-uuid')).statusCode).toBe(400);
    expect((await call(c, 'GET', '/api/equipment?sort=name')).statusCode).toBe(200);
    const gone = await newTenant(t);
    await t.db.query('update sessions set revoked_at = now() where user_id = $1', [gone.id]);
    expect((await call(gone, 'GET', '/api/equipment')).statusCode).toBe(401);
    expect((await call(c, 'GET', '/api/equipment/stats')).statusCode).toBe(200);
  });
});
