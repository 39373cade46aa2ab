import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, insertEquipment, memberOf, type Member } from './equipment-fixtures.ts';

type Page = { items: { id: string; status: string }[]; nextCursor: string | null; historyLimit: number | null };

/** spec 01 §6 tier table: Basic shows the last 50 history events; Professional and up show the whole history. */
describe(`check-out history: the plan's history limit (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let basic: Member;
  let pro: Member;
  let basicMachine: string;
  let otherMachine: string;

  /** `count` returned check-outs of one machine, an hour apart going back from `newest`; three share a time, so the cap splits ties. */
  async function insertReturned(m: Member, equipmentId: string, count: number, newest: Date): Promise<void> {
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name, assigned_by, assigned_at, status, returned_at)
       select $1, $2, 'project', 'Project ' || g, $3, $4::timestamptz - (g / 3) * interval '1 hour', 'returned',
              $4::timestamptz - (g / 3) * interval '1 hour' + interval '30 minutes'
         from generate_series(0, $5 - 1) g`,
      [m.companyId, equipmentId, m.id, newest, count],
    );
  }

  /** The company's (or machine's) check-outs newest first, straight from the table: the order the history promises. */
  async function newestIds(companyId: string, o: { status?: string; equipmentId?: string } = {}): Promise<string[]> {
    const rows = await t.db.query<{ id: string }>(
      `select id from asset_assignments where company_id = $1 and ($2::text is null or status = $2) and ($3::uuid is null or equipment_id = $3)
        order by assigned_at desc, id desc`,
      [companyId, o.status ?? null, o.equipmentId ?? null],
    );
    return rows.map((r) => r.id);
  }

  /** Follows nextCursor from the first page to the end. */
  async function pageThrough(who: Member, query: string, limit = 20): Promise<{ pages: Page[]; ids: string[] }> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(who, 'GET', `/api/assignments?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return { pages, ids: pages.flatMap((p) => p.items.map((a) => a.id)) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id);
    pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id);
    const now = Date.now();
    // Basic: 51 returned check-outs of one machine, and one machine out right now (checked out long ago).
    basicMachine = await insertEquipment(t.db, { companyId: basic.companyId, name: 'Busy Loader' });
    otherMachine = await insertEquipment(t.db, { companyId: basic.companyId, name: 'Long-term Loader' });
    await insertReturned(basic, basicMachine, 51, new Date(now - 3_600_000));
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name, assigned_by, assigned_at)
       values ($1, $2, 'project', 'Dam repair', $3, now() - interval '400 days')`,
      [basic.companyId, otherMachine, basic.id],
    );
    await insertReturned(pro, await insertEquipment(t.db, { companyId: pro.companyId }), 51, new Date(now - 3_600_000));
  });
  afterAll(() => t.close());

  it('Basic: 51 returned check-outs list as the newest 50, newest first, over pages, and none is deleted', async () => {
    const { pages, ids } = await pageThrough(basic, '&status=returned');
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 10]);
    expect(pages.map((p) => p.historyLimit)).toEqual([50, 50, 50]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(ids).toEqual((await newestIds(basic.companyId, { status: 'returned' })).slice(0, 50));
    expect(await newestIds(basic.companyId, { status: 'returned' })).toHaveLength(51);
  });

  it("Basic: 'all' and one machine's history are capped the same way; a page size that does not divide 50 stops at the 50th", async () => {
    const all = await pageThrough(basic, '&status=all', 30);
    expect(all.pages.map((p) => p.items.length)).toEqual([30, 20]);
    expect(all.ids).toEqual((await newestIds(basic.companyId)).slice(0, 50));
    const machine = await pageThrough(basic, `&status=all&equipmentId=${basicMachine}`);
    expect(machine.ids).toEqual((await newestIds(basic.companyId, { equipmentId: basicMachine })).slice(0, 50));
    expect(machine.pages.at(-1)).toMatchObject({ nextCursor: null, historyLimit: 50 });
  });

  it('Basic: what is out now is never cut — the active list has no limit', async () => {
    const { pages, ids } = await pageThrough(basic, '&status=active');
    expect(ids).toEqual(await newestIds(basic.companyId, { status: 'active' }));
    expect(ids).toHaveLength(1);
    expect(pages[0]!.historyLimit).toBeNull();
  });

  it('Professional: all 51, no limit', async () => {
    const { pages, ids } = await pageThrough(pro, '&status=returned');
    expect(ids).toEqual(await newestIds(pro.companyId, { status: 'returned' }));
    expect(ids).toHaveLength(51);
    expect(pages.every((p) => p.historyLimit === null)).toBe(true);
  });

  it('an upgrade shows the whole history again', async () => {
    await t.db.query(`update companies set subscription_tier = 'professional' where id = $1`, [basic.companyId]);
    const { ids, pages } = await pageThrough(basic, '&status=returned');
    expect(ids).toHaveLength(51);
    expect(pages.every((p) => p.historyLimit === null)).toBe(true);
    await t.db.query(`update companies set subscription_tier = 'basic' where id = $1`, [basic.companyId]);
  });
});
