import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createSite } from './job-sites-fixtures.ts';

const lines = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`);

describe(`import: Location → job site, issue 19 item 7 (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
  });
  afterAll(() => t.close());

  const importAs = (who: Member, csv: Buffer, query = 'dryRun=false') =>
    upload(t, who, `/api/equipment/import?${query}`, 'fleet.csv', csv, 'text/csv');
  const machines = async (who: Member) =>
    (await call(who, 'GET', '/api/equipment?sort=name&limit=100')).json().items as {
      id: string;
      name: string;
      location: string | null;
    }[];
  const siteOf = async (who: Member, id: string) => (await call(who, 'GET', `/api/equipment/${id}`)).json().jobSite;
  const placedAt = async (siteId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from job_site_equipment_assignments where job_site_id = $1', [siteId]))[0]!
      .n;

  it("places new machines at the company's open site their Location names, and no other company's", async () => {
    const [a, b] = [await newTenant(t), await newTenant(t)];
    const north = await createSite(t, a, { siteName: 'North Yard' });
    const pit = await createSite(t, a, { siteName: 'Pit 2' });
    const old = await createSite(t, a, { siteName: 'Old Mine', equipmentIds: [(await createEquipment(t, a)).id] });
    expect((await call(a, 'DELETE', `/api/job-sites/${old.id}`)).json().outcome).toBe('closed');
    await createSite(t, a, { siteName: 'Depot' });
    await createSite(t, a, { siteName: ' depot' });
    const theirs = await createSite(t, b, { siteName: 'South Yard' });
    const csv = lines(
      'Name,Serial Number,Location',
      'Crane 1,C-1,"  north   YARD "',
      'Crane 2,C-2,Pit 2',
      'Crane 3,C-3,South Yard',
      'Crane 4,C-4,Old Mine',
      'Crane 5,C-5,Depot',
      'Crane 6,C-6,Somewhere Else',
      'Crane 7,C-7,',
    );

    const dry = (await importAs(a, csv, 'dryRun=true')).json();
    expect(dry).toMatchObject({ dryRun: true, created: 7, jobSites: 2 });
    expect(await placedAt(north.id)).toBe(0);

    const res = await importAs(a, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 7, failed: 0, jobSites: 2, notices: [] });
    const list = (await machines(a)).filter((m) => m.name.startsWith('Crane'));
    expect(list.map((m) => m.location)).toEqual(['north   YARD', 'Pit 2', 'South Yard', 'Old Mine', 'Depot', 'Somewhere Else', null]);
    const sites = await Promise.all(list.map((m) => siteOf(a, m.id)));
    expect(sites).toEqual([{ id: north.id, name: 'North Yard' }, { id: pit.id, name: 'Pit 2' }, null, null, null, null, null]);
    // Isolation: the other company's site named in the file got nothing, and its company no machine.
    expect(await placedAt(theirs.id)).toBe(0);
    expect((await machines(b)).length).toBe(0);
  });

  it('a file without a Location column, or a company without sites, imports as before', async () => {
    const a = await newTenant(t);
    await createSite(t, a, { siteName: 'North Yard' });
    expect((await importAs(a, lines('Name,Serial Number', 'Loader 1,L-1'))).json()).toMatchObject({ created: 1, jobSites: 0 });
    const b = await newTenant(t);
    expect((await importAs(b, lines('Name,Location', 'Loader 2,North Yard'))).json()).toMatchObject({ created: 1, jobSites: 0 });
  });

  it('the mapping can keep every Location as text (jobSites: false)', async () => {
    const a = await newTenant(t);
    const yard = await createSite(t, a, { siteName: 'Yard' });
    const csv = lines('Name,Location', 'Roller 1,Yard');
    const query = (dryRun: boolean) => `dryRun=${dryRun}&mapping=${encodeURIComponent(JSON.stringify({ jobSites: false }))}`;
    expect((await importAs(a, csv, query(true))).json()).toMatchObject({ created: 1, jobSites: 0 });
    expect((await importAs(a, csv, query(false))).json()).toMatchObject({ created: 1, jobSites: 0 });
    expect(await placedAt(yard.id)).toBe(0);
    expect((await machines(a))[0]).toMatchObject({ name: 'Roller 1', location: 'Yard' });
  });

  it('a re-import does not move machines: only new ones are placed', async () => {
    const a = await newTenant(t);
    const yard = await createSite(t, a, { siteName: 'Yard' });
    await importAs(a, lines('Name,Serial Number,Location', 'Dozer 1,D-1,Elsewhere'));
    const again = await importAs(
      a,
      lines('Name,Serial Number,Location', 'Dozer 1,D-1,Yard', 'Dozer 2,D-2,Yard'),
      `dryRun=false&mapping=${encodeURIComponent(JSON.stringify({ existing: 'update', key: 'serial' }))}`,
    );
    expect(again.json()).toMatchObject({ created: 1, updated: 1, jobSites: 1 });
    expect(await placedAt(yard.id)).toBe(1);
  });
});
