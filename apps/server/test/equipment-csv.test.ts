import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newAdmin, newTenant, upload, type Member } from './equipment-fixtures.ts';

const lines = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`);

describe(`CSV import and export (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
  });
  afterAll(() => t.close());

  const countOf = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from equipment where company_id = $1', [companyId]))[0]!.n;
  const importAs = (who: Member, csv: Buffer, query = 'dryRun=false', name = 'fleet.csv') =>
    upload(t, who, `/api/equipment/import?${query}`, name, csv, 'text/csv');

  it('gives every imported machine its own QR id, past the 1,024 ids one buffer of random bytes makes', async () => {
    const a = await newTenant(t);
    const rows = Array.from({ length: 2100 }, (_, i) => `Pump ${i}`);
    expect((await importAs(a, lines('Name', ...rows))).json()).toMatchObject({ imported: 2100, failed: 0 });
    const codes = await t.db.query<{ q: string }>('select qr_code_id as q from equipment where company_id = $1', [a.companyId]);
    expect(codes).toHaveLength(2100);
    expect(codes.every((c) => /^EQ-[A-Z0-9]{8}$/.test(c.q))).toBe(true);
    expect(new Set(codes.map((c) => c.q)).size).toBe(2100);
  });

  const sample = lines(
    'Equipment Name,Make,MODEL,serial_number,Type,Status,Year,Operating Hours,Location,Tags',
    'Alpha Crane,Liebherr,LTM 1100,CR-1,crane,Active,2018,"1,200.5",North Yard,"lifting, heavy"',
    'Bravo Loader,Volvo,L60H,LD-2,Loader,operational,2020,800,South Yard,',
    'Charlie Pump,Godwin,CD150,PU-3,pump,idle,1850,10,Dock,',
    ',,,,,,,,,',
    'Delta Dozer,Caterpillar,D6,DZ-4,bulldozer,out of service,2015,5000,North Yard,',
    '',
    'Echo Truck,Komatsu,HD785,TR-5,dump truck,maintenance,2012,12000,Pit 2,',
  );

  it('imports the good rows, skips blank ones and reports the bad one as Row N (header = row 1)', async () => {
    const a = await newTenant(t);
    const res = await importAs(a, sample);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      dryRun: false,
      total: 5,
      imported: 4,
      failed: 1,
      errors: ['Row 4: Invalid year'],
      errorsTruncated: false,
      unknownHeaders: [],
    });
    expect(r.columns).toEqual(['name', 'manufacturer', 'model', 'serial', 'equipmentType', 'status', 'year', 'hours', 'location', 'tags']);
    expect(r.preview.map((p: { row: number }) => p.row)).toEqual([2, 3, 4, 6, 8]);
    expect(r.preview[2]).toMatchObject({ row: 4, values: { name: 'Charlie Pump', year: '1850' }, errors: ['Invalid year'] });
    const list = (await call(a, 'GET', '/api/equipment?sort=name')).json().items;
    expect(list.map((e: { name: string }) => e.name)).toEqual(['Alpha Crane', 'Bravo Loader', 'Delta Dozer', 'Echo Truck']);
    expect(list[0]).toMatchObject({
      manufacturer: 'Liebherr',
      serial: 'CR-1',
      equipmentType: 'crane',
      status: 'active',
      year: 2018,
      hours: 1200.5,
      tags: ['lifting', 'heavy'],
    });
    expect(list[2]).toMatchObject({ status: 'out_of_service' });
    expect(list[3]).toMatchObject({ equipmentType: 'dump_truck' });
    expect(list.every((e: { qrCodeId: string }) => /^EQ-[A-Z0-9]{8}$/.test(e.qrCodeId))).toBe(true);
  });

  it('a dry run reports the same, previews the first 10 rows and writes nothing', async () => {
    const a = await newTenant(t);
    const res = await importAs(a, sample, 'dryRun=true');
    expect(res.json()).toMatchObject({ dryRun: true, total: 5, imported: 4, failed: 1, errors: ['Row 4: Invalid year'] });
    expect(await countOf(a.companyId)).toBe(0);
    const many = lines('Name', ...Array.from({ length: 15 }, (_, i) => `Unit ${i}`));
    const preview = (await importAs(a, many, 'dryRun=true')).json().preview;
    expect(preview).toHaveLength(10);
    expect(await countOf(a.companyId)).toBe(0);
  });

  it('reports duplicate serials within the file and against the register, and goes on', async () => {
    const a = await newTenant(t);
    await createEquipment(t, a, { serial: 'EXISTS-1' });
    const csv = lines('Name,Serial Number', 'One,NEW-1', 'Two,new-1', 'Three,exists-1', 'Four,NEW-4');
    for (const dryRun of ['true', 'false']) {
      const r = (await importAs(a, csv, `dryRun=${dryRun}`)).json();
      expect(r).toMatchObject({ imported: 2, failed: 2 });
      expect(r.errors).toEqual([
        'Row 3: An equipment item with this serial number already exists.',
        'Row 4: An equipment item with this serial number already exists.',
      ]);
    }
    expect(await countOf(a.companyId)).toBe(3);
  });

  it('keeps QR ids from the file (upper-cased), refusing one used twice or already taken', async () => {
    const a = await newTenant(t);
    const csv = lines('Name,QR Code ID', 'A,EQ-AAAA1111', 'B,EQ-AAAA1111', 'C,eq-bbbb2222', 'D,');
    const first = (await importAs(a, csv)).json();
    expect(first).toMatchObject({ imported: 3, failed: 1, errors: ['Row 3: QR code ID is already in use'] });
    const codes = (await call(a, 'GET', '/api/equipment?sort=name')).json().items.map((e: { qrCodeId: string | null }) => e.qrCodeId);
    expect(codes).toEqual(['EQ-AAAA1111', 'EQ-BBBB2222', null]);
    const again = (await importAs(a, lines('Name,QR Code ID', 'E,EQ-BBBB2222'))).json();
    expect(again).toMatchObject({ imported: 0, failed: 1, errors: ['Row 2: QR code ID is already in use'] });
  });

  it('refuses cells over their limits row by row, and a 10,000-character cell', async () => {
    const a = await newTenant(t);
    const csv = lines('Name,Notes,Location', `Ok,fine,Yard`, `Long,${'n'.repeat(10_000)},Yard`, `Far,x,${'L'.repeat(201)}`);
    const r = (await importAs(a, csv)).json();
    expect(r.errors).toEqual([
      'Row 3: Notes is too long (at most 5000 characters)',
      'Row 4: Location is too long (at most 200 characters)',
    ]);
    expect(r.imported).toBe(1);
  });

  it('commits in batches: 2,500 rows with bad ones spread through go in, the rest reported', async () => {
    const a = await newTenant(t);
    const rows = Array.from({ length: 2500 }, (_, i) => (i % 500 === 7 ? `Bad ${i},-1` : `Unit ${i},${i}`));
    const r = (await importAs(a, lines('Name,Hours', ...rows))).json();
    expect(r).toMatchObject({ total: 2500, imported: 2495, failed: 5 });
    expect(r.errors[0]).toBe('Row 9: Invalid hours value');
    expect(await countOf(a.companyId)).toBe(2495);
  });

  it.each<[string, Buffer, number, string]>([
    ['fleet.xlsx', lines('Name', 'X'), 415, 'Please upload a CSV or Excel (.xlsx) file'],
    ['fleet.pdf', lines('Name', 'X'), 415, 'Please upload a CSV or Excel (.xlsx) file'],
    ['fleet.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41]), 415, 'Please upload a CSV or Excel (.xlsx) file'],
    ['fleet.csv', lines('Model,Serial', '320,SN-1'), 400, 'The file has no name column (Name or Equipment Name).'],
    ['fleet.csv', lines('', ''), 400, 'The file is empty.'],
    ['../fleet.csv', lines('Name', 'X'), 400, 'The file name is not allowed.'],
  ])('%s → %i %s, nothing stored', async (name, data, status, message) => {
    const a = await newTenant(t);
    const res = await importAs(a, data, 'dryRun=false', name);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await countOf(a.companyId)).toBe(0);
  });

  it('a file over 25 MB → 413 and nothing stored', async () => {
    const a = await newTenant(t);
    const row = 'Unit,Some notes about this machine that pad the line out\r\n';
    const big = Buffer.from(`Name,Notes\r\n${row.repeat(Math.ceil((25 * 1024 * 1024) / row.length) + 10)}`);
    const res = await importAs(a, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The file is larger than 25 MB.');
    expect(await countOf(a.companyId)).toBe(0);
  });

  it('a provider admin must name the company to import into', async () => {
    const admin = await newAdmin(t);
    const target = await newTenant(t);
    expect((await importAs(admin, lines('Name', 'X'))).statusCode).toBe(400);
    const res = await importAs(admin, lines('Name', 'X'), `dryRun=false&companyId=${target.companyId}`);
    expect(res.json().imported).toBe(1);
    expect(await countOf(target.companyId)).toBe(1);
  });

  describe('export', () => {
    let a: Member;
    beforeAll(async () => {
      a = await newTenant(t);
      await createEquipment(t, a, {
        name: '=HYPERLINK("http://evil.example","Click")',
        serial: '+SN-1',
        notes: '-5 degrees, "cold" start\nsecond line',
        location: '@Yard',
        description: "'=already quoted",
        tags: ['cold', 'night shift'],
        hours: 12.5,
        purchasePrice: 1500.25,
        purchaseDate: '2020-02-29',
        priority: 'low',
        currentConditionRating: 7,
        depreciationRate: 12.5,
        maintenanceSchedule: 'annual',
        operatorName: 'Sam',
        nextServiceDate: '2026-01-15',
      });
      await createEquipment(t, a, { name: 'Plain Loader', status: 'idle', serial: 'PL-1', equipmentType: 'loader' });
      const { id } = await createEquipment(t, a, { name: 'Coded Crane', serial: 'CC-1', equipmentType: 'crane' });
      await call(a, 'POST', `/api/equipment/${id}/qr`);
    });

    it('writes the import headers, escapes formula cells and names the file with the date', async () => {
      const res = await call(a, 'GET', '/api/equipment/export.csv?sort=name');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="equipment-export-\d{4}-\d{2}-\d{2}\.csv"/);
      const body = res.body.replace(/^\uFEFF/, '');
      const [header] = body.split('\r\n');
      expect(header).toBe(
        'Name,Manufacturer,Model,Serial Number,Equipment Type,Status,Year,Hours,Location,Notes,Description,Priority,Purchase Date,Warranty Expiry,' +
          'Purchase Price,Current Value,Depreciation Rate,Condition Rating,Replacement Cost Estimate,Last Valuation Date,Maintenance Schedule,' +
          'Last Maintenance,Last Service Date,Next Service Date,Operator Name,Tags,QR Code ID,Availability',
      );
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(body).toContain(",'+SN-1,");
      expect(body).toContain(`"'-5 degrees, ""cold"" start\nsecond line"`);
      expect(body).toContain(",'@Yard,");
      expect(body).toContain(",''=already quoted,");
      expect(body).not.toMatch(/(^|,)[=+@]/m);
    });

    it('exports only the current filter', async () => {
      const body = (await call(a, 'GET', '/api/equipment/export.csv?status=idle')).body;
      expect(body.trim().split('\r\n')).toHaveLength(2);
      expect(body).toContain('Plain Loader');
      expect((await call(a, 'GET', '/api/equipment/export.csv?search=x')).statusCode).toBe(400);
    });

    it('an export with nothing in it answers 404 "No equipment to export" (spec 02 §5), not a header-only file', async () => {
      for (const query of ['status=retired', 'search=nothing-like-this', 'archived=true']) {
        const res = await call(a, 'GET', `/api/equipment/export.csv?${query}`);
        expect([query, res.statusCode, res.headers['content-type']]).toEqual([query, 404, expect.stringContaining('application/json')]);
        expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'No equipment to export' });
      }
      const empty = await newTenant(t);
      expect((await call(empty, 'GET', '/api/equipment/export.csv')).json().error.message).toBe('No equipment to export');
    });

    it('round trip: an exported file imports into another company unchanged and exports identically', async () => {
      const first = (await call(a, 'GET', '/api/equipment/export.csv?sort=name')).body;
      const c = await newTenant(t);
      const r = (await importAs(c, Buffer.from(first))).json();
      expect(r).toMatchObject({ imported: 3, failed: 0, errors: [], unknownHeaders: [] });
      const second = (await call(c, 'GET', '/api/equipment/export.csv?sort=name')).body;
      expect(second).toBe(first);
      const imported = (await call(c, 'GET', '/api/equipment?sort=name')).json().items;
      expect(imported.find((e: { serial: string }) => e.serial === '+SN-1')).toMatchObject({
        name: '=HYPERLINK("http://evil.example","Click")',
        serial: '+SN-1',
        description: "'=already quoted",
        tags: ['cold', 'night shift'],
      });
    });
  });
});
