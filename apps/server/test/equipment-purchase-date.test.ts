import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { buildEquipment, client, createEquipment, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { dayOffset } from './maintenance-fixtures.ts';

/** Issue 13 item 8, spec 02 §5 Lifecycle: a purchase date cannot be in the future — on create, edit and import. */
describe(`purchase date is never in the future (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  const message = 'purchaseDate: Purchase date cannot be in the future';

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  it('create: refuses a date after tomorrow (UTC) with 400 and stores nothing', async () => {
    const body = buildEquipment({ purchaseDate: dayOffset(2) });
    const res = await call(a, 'POST', '/api/equipment', body);
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    const found = await t.db.query('select 1 from equipment where company_id = $1 and name = $2', [a.companyId, body.name]);
    expect(found).toHaveLength(0);
  });

  it("create: accepts today and UTC's tomorrow, which is already today east of UTC", async () => {
    for (const day of [dayOffset(-400), dayOffset(0), dayOffset(1)]) {
      const res = await call(a, 'POST', '/api/equipment', buildEquipment({ purchaseDate: day }));
      expect([res.statusCode, res.json().purchaseDate]).toEqual([201, day]);
    }
  });

  it('edit: refuses a future date and leaves the row as it was', async () => {
    const e = await createEquipment(t, a, { purchaseDate: '2020-02-02' });
    const res = await call(a, 'PATCH', `/api/equipment/${e.id}`, { purchaseDate: dayOffset(30) });
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    expect((await call(a, 'GET', `/api/equipment/${e.id}`)).json().purchaseDate).toBe('2020-02-02');
  });

  it('import: a future purchase date fails its own row only, with the row number', async () => {
    const csv = Buffer.from(`Name,Purchase Date\r\nPast Loader,2019-03-07\r\nFuture Loader,${dayOffset(10)}\r\n`);
    const res = await upload(t, a, '/api/equipment/import?dryRun=false', 'fleet.csv', csv, 'text/csv');
    expect(res.json()).toMatchObject({ total: 2, imported: 1, failed: 1, errors: ['Row 3: Purchase date cannot be in the future'] });
    const names = (
      await t.db.query<{ name: string }>('select name from equipment where company_id = $1 and name like $2', [a.companyId, '%Loader'])
    ).map((r) => r.name);
    expect(names).toEqual(['Past Loader']);
  });
});
