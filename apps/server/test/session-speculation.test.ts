import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStatement } from '../src/db/inline.ts';
import { withExpectedSession } from '../src/db/tenant.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, insertEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * A read request whose session was checked recently starts its query on the remembered auth, in one round trip
 * with the session check (auth-context.ts expectSession). Whatever changed meanwhile — elsewhere, as another
 * server process would — the answer follows the check: signed out → 401, moved → the new company's rows only.
 */
describe(`read requests on a recently checked session (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: { companyId: string; equipmentId: string };
  let b: { companyId: string; equipmentId: string };

  const namesOf = (body: string) => (JSON.parse(body) as { items: { name: string }[] }).items.map((i) => i.name);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    const first = await newTenant(t);
    const second = await newTenant(t);
    a = { companyId: first.companyId, equipmentId: await insertEquipment(t.db, { companyId: first.companyId, name: 'Alpha loader' }) };
    b = { companyId: second.companyId, equipmentId: await insertEquipment(t.db, { companyId: second.companyId, name: 'Bravo dozer' }) };
  });
  afterAll(() => t.close());

  /** A member of company A who has already made a read request (so the next one is answered on the remembered auth). */
  async function warmMember(role = 'manager'): Promise<Member> {
    const m = await memberOf(t, a.companyId, role);
    const res = await call(m, 'GET', '/api/equipment');
    expect(namesOf(res.body)).toEqual(['Alpha loader']);
    return m;
  }

  it('answers repeated reads from the same session alike', async () => {
    const m = await warmMember();
    for (let i = 0; i < 3; i++) {
      expect(namesOf((await call(m, 'GET', '/api/equipment')).body)).toEqual(['Alpha loader']);
      expect((await call(m, 'GET', `/api/equipment/${a.equipmentId}`)).statusCode).toBe(200);
      expect((await call(m, 'GET', `/api/equipment/${b.equipmentId}`)).statusCode).toBe(404);
    }
  });

  it('refuses a session revoked elsewhere, with nothing of the list in the answer', async () => {
    const m = await warmMember();
    await t.db.query('update sessions set revoked_at = now() where user_id = $1', [m.id]);
    const res = await call(m, 'GET', '/api/equipment');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Alpha');
    expect((await call(m, 'GET', `/api/equipment/${a.equipmentId}`)).statusCode).toBe(401);
  });

  it('a query that fails still lets the session check answer first: 401 when revoked, 400 otherwise', async () => {
    const badCursor = Buffer.from(JSON.stringify(['not a time', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const live = await warmMember();
    expect((await call(live, 'GET', `/api/equipment?sort=-createdAt&cursor=${badCursor}`)).statusCode).toBe(400);
    expect((await call(live, 'GET', '/api/equipment')).statusCode).toBe(200);
    const gone = await warmMember();
    await t.db.query('update sessions set revoked_at = now() where user_id = $1', [gone.id]);
    expect((await call(gone, 'GET', `/api/equipment?sort=-createdAt&cursor=${badCursor}`)).statusCode).toBe(401);
  });

  it('refuses a user disabled elsewhere', async () => {
    const m = await warmMember();
    await t.db.query('update users set disabled_at = now() where id = $1', [m.id]);
    const res = await call(m, 'GET', '/api/equipment/stats');
    expect(res.statusCode).toBe(401);
  });

  it('a user moved to another company elsewhere sees only the new company at once', async () => {
    const m = await warmMember();
    await t.db.query('update users set company_id = $2 where id = $1', [m.id, b.companyId]);
    const res = await call(m, 'GET', '/api/equipment');
    expect(res.statusCode).toBe(200);
    expect(namesOf(res.body)).toEqual(['Bravo dozer']);
    expect((await call(m, 'GET', `/api/equipment/${a.equipmentId}`)).statusCode).toBe(404);
    expect((await call(m, 'GET', `/api/equipment/${b.equipmentId}`)).statusCode).toBe(200);
  });

  it('an admin whose impersonation was switched elsewhere sees the new client, never the old one', async () => {
    const admin = await newAdmin(t);
    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: a.companyId })).statusCode).toBe(200);
    expect(namesOf((await call(admin, 'GET', '/api/equipment')).body)).toEqual(['Alpha loader']);
    await t.db.query('update sessions set impersonated_company_id = $2 where user_id = $1', [admin.id, b.companyId]);
    expect(namesOf((await call(admin, 'GET', '/api/equipment')).body)).toEqual(['Bravo dozer']);
    await t.db.query('update sessions set impersonated_company_id = null, impersonation_started_at = null where user_id = $1', [admin.id]);
    // Back to the all-company view: both companies' rows (among others from other tests).
    const all = namesOf((await call(admin, 'GET', '/api/equipment?limit=100')).body);
    expect(all).toEqual(expect.arrayContaining(['Alpha loader', 'Bravo dozer']));
  });

  it('an inlined value reads back from the database exactly as given', async () => {
    const nasty = "O'Brien \\ 'quoted' -- ; $1 \u00e9\u{1F69C}";
    const rows = await t.db.query<{ v: string }>(inlineStatement({ text: 'select $1::text as v', values: [nasty] }));
    expect(rows).toEqual([{ v: nasty }]);
  });

  it('withExpectedSession: a check that throws keeps the work from the caller and rolls it back; a fn that never queries is still checked', async () => {
    const m = await warmMember();
    const tokenHash = hashToken(decodeURIComponent(m.cookie.split(';')[0]!.split('=')[1]!));
    const check = { tokenHash, idleSeconds: 3600, impersonationSeconds: 86400 };
    let seen: unknown = 'not called';
    await expect(
      withExpectedSession(
        t.db,
        check,
        (s) => {
          seen = s?.user_id;
          throw new Error('changed');
        },
        async (tx) => {
          await tx.query("insert into equipment (company_id, name) values (app_company_id(), 'Written then rolled back')");
          return 'answer';
        },
      ),
    ).rejects.toThrow('changed');
    expect(seen).toBe(m.id);
    expect(await t.db.query("select 1 from equipment where name = 'Written then rolled back'")).toEqual([]);
    let checked = 0;
    const out = await withExpectedSession(
      t.db,
      check,
      () => void checked++,
      async () => 'no query',
    );
    expect([out, checked]).toEqual(['no query', 1]);
  });
});
