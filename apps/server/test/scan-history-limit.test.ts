import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, insertEquipment, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';

type Page = { scans: { id: string }[]; nextCursor: string | null; historyLimit: number | null };

/** spec 01 §6 tier table: Basic shows the last 50 history events; Professional and up show the whole history. */
describe(`scan history: the plan's history limit (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let basic: Member;
  let pro: Member;
  let other: Member;
  let admin: Member;
  let older: string;
  let newer: string;

  /** `count` scans of one unit, one minute apart going back from `newest`; three at a time share a timestamp, so the cap also splits ties. */
  async function insertScans(m: Member, equipmentId: string, count: number, newest: Date): Promise<void> {
    await t.db.query(
      `insert into qr_scan_logs (company_id, equipment_id, user_id, scanned_at, source)
       select $1, $2, $3, $4::timestamptz - (g / 3) * interval '1 minute', 'camera' from generate_series(0, $5 - 1) g`,
      [m.companyId, equipmentId, m.id, newest, count],
    );
  }

  /** The company's (or unit's) events newest first, straight from the table: the order the history promises. */
  async function newestIds(companyId: string, equipmentId?: string): Promise<string[]> {
    const rows = await t.db.query<{ id: string }>(
      `select id from qr_scan_logs where company_id = $1 and ($2::uuid is null or equipment_id = $2)
        order by scanned_at desc, id desc`,
      [companyId, equipmentId ?? null],
    );
    return rows.map((r) => r.id);
  }

  /** Follows nextCursor from the first page to the end. */
  async function pageThrough(who: Member, query: string, limit = 20): Promise<{ pages: Page[]; ids: string[] }> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(who, 'GET', `/api/equipment/scans?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return { pages, ids: pages.flatMap((p) => p.scans.map((s) => s.id)) };
  }

  const setTier = (companyId: string, tier: string) =>
    t.db.query('update companies set subscription_tier = $2 where id = $1', [companyId, tier]);
  const scanCount = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from qr_scan_logs where company_id = $1', [companyId]))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id);
    pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id);
    other = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id);
    admin = await newAdmin(t);
    const now = Date.now();
    // Basic: 60 events on an older unit, then 10 on a newer one (70 in all).
    older = await insertEquipment(t.db, { companyId: basic.companyId, name: 'Older Loader' });
    newer = await insertEquipment(t.db, { companyId: basic.companyId, name: 'Newer Loader' });
    await insertScans(basic, older, 60, new Date(now - 86_400_000));
    await insertScans(basic, newer, 10, new Date(now - 60_000));
    await insertScans(pro, await insertEquipment(t.db, { companyId: pro.companyId }), 60, new Date(now - 60_000));
    // Another company's events are the newest in the database.
    await insertScans(other, await insertEquipment(t.db, { companyId: other.companyId }), 5, new Date(now));
  });
  afterAll(() => t.close());

  it('Basic: paging 20 at a time lists exactly the newest 50 events, in order, then stops', async () => {
    const { pages, ids } = await pageThrough(basic, '');
    expect(pages.map((p) => p.scans.length)).toEqual([20, 20, 10]);
    expect(pages.map((p) => p.historyLimit)).toEqual([50, 50, 50]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(ids).toEqual((await newestIds(basic.companyId)).slice(0, 50));
    expect(await scanCount(basic.companyId)).toBe(70); // nothing was deleted
  });

  it('Basic: a page size that does not divide 50 is cut at the 50th event', async () => {
    const { pages, ids } = await pageThrough(basic, '', 30);
    expect(pages.map((p) => p.scans.length)).toEqual([30, 20]);
    expect(ids).toEqual((await newestIds(basic.companyId)).slice(0, 50));
  });

  it("Basic: one unit's history is capped at that unit's own newest 50", async () => {
    const { pages, ids } = await pageThrough(basic, `&equipmentId=${older}`);
    expect(pages.map((p) => p.scans.length)).toEqual([20, 20, 10]);
    expect(pages.at(-1)).toMatchObject({ nextCursor: null, historyLimit: 50 });
    expect(ids).toEqual((await newestIds(basic.companyId, older)).slice(0, 50));
    const few = await pageThrough(basic, `&equipmentId=${newer}`);
    expect(few.ids).toEqual(await newestIds(basic.companyId, newer));
    expect(few.pages).toHaveLength(1);
    expect(few.pages[0]!.historyLimit).toBe(50);
  });

  it('Professional: all 60 events, no limit', async () => {
    const { pages, ids } = await pageThrough(pro, '');
    expect(ids).toEqual(await newestIds(pro.companyId));
    expect(ids).toHaveLength(60);
    expect(pages.every((p) => p.historyLimit === null)).toBe(true);
  });

  it("another company's events never appear, and naming that company answers 404", async () => {
    const { ids } = await pageThrough(basic, '');
    const foreign = new Set([...(await newestIds(other.companyId)), ...(await newestIds(pro.companyId))]);
    expect(ids.filter((id) => foreign.has(id))).toEqual([]);
    expect((await call(basic, 'GET', `/api/equipment/scans?companyId=${other.companyId}`)).statusCode).toBe(404);
    const theirUnit = await pageThrough(other, `&equipmentId=${older}`);
    expect(theirUnit.ids).toEqual([]);
  });

  it("a provider admin's all-company view is never capped; one client's view follows that client's plan", async () => {
    const all = await pageThrough(admin, '', 50);
    expect(all.ids).toHaveLength(70 + 60 + 5);
    expect(all.pages.every((p) => p.historyLimit === null)).toBe(true);
    const unit = await pageThrough(admin, `&equipmentId=${older}`);
    expect(unit.ids).toHaveLength(60);

    const asked = await pageThrough(admin, `&companyId=${basic.companyId}`);
    expect(asked.ids).toEqual((await newestIds(basic.companyId)).slice(0, 50));
    expect(asked.pages[0]!.historyLimit).toBe(50);
    const professional = await pageThrough(admin, `&companyId=${pro.companyId}`);
    expect(professional.ids).toHaveLength(60);
  });

  it('a provider admin viewing the portal as a Basic client sees that client’s newest 50', async () => {
    const viewer = await newAdmin(t);
    expect((await call(viewer, 'POST', '/api/admin/impersonation', { clientId: basic.companyId })).statusCode).toBe(200);
    const { pages, ids } = await pageThrough(viewer, '');
    expect(ids).toEqual((await newestIds(basic.companyId)).slice(0, 50));
    expect(pages[0]!.historyLimit).toBe(50);
  });

  it('switching to Professional shows all events again; back on Basic, a cursor past the 50th lists nothing more', async () => {
    await setTier(basic.companyId, 'professional');
    try {
      const { pages, ids } = await pageThrough(basic, '');
      expect(ids).toEqual(await newestIds(basic.companyId));
      expect(ids).toHaveLength(70);
      expect(pages.every((p) => p.historyLimit === null)).toBe(true);
      // A cursor handed out while unlimited, at the 60th event.
      const cursor = (await call(basic, 'GET', '/api/equipment/scans?limit=30')).json().nextCursor as string;
      const atSixty = (await call(basic, 'GET', `/api/equipment/scans?limit=30&cursor=${cursor}`)).json().nextCursor as string;
      await setTier(basic.companyId, 'basic');
      const beyond = (await call(basic, 'GET', `/api/equipment/scans?cursor=${atSixty}`)).json();
      expect(beyond).toEqual({ scans: [], nextCursor: null, historyLimit: 50 });
    } finally {
      await setTier(basic.companyId, 'basic');
    }
  });
});
