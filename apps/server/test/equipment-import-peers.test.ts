import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@gears/domain';
import { createTestApp, insertUser, type TestApp } from './harness.ts';
import { newTenant, upload, type Member } from './equipment-fixtures.ts';

/**
 * Issue 19 done-when: the peers' published sample files (fixtures/import/README.md) import ≥ 95 % of their rows with the
 * suggested mappings only; Windows-1252, UTF-16, semicolons and CR line endings read correctly; an XLSX imports; the
 * same file twice changes nothing; the mapping is remembered per company.
 */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/import', name));

describe(`import the files people have (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const importAs = async (who: Member, data: Buffer, name: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ dryRun: 'false', ...query });
    const res = await upload(t, who, `/api/equipment/import?${params}`, name, data, 'text/csv');
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return res.json() as ImportResult;
  };
  const rowsOf = (companyId: string) =>
    t.db.query<Record<string, unknown>>(
      `select name, serial, status, equipment_type, tags, location, notes, operator_name, purchase_date::text, warranty_expiry::text,
              purchase_price::text, current_value::text, assignment_status,
              (select string_agg(c.code, ',') from equipment_alternate_codes c where c.equipment_id = e.id) as codes,
              (select jsonb_object_agg(f.name, v.value_text) from equipment_custom_values v join equipment_custom_fields f on f.id = v.field_id
                where v.equipment_id = e.id) as custom
         from equipment e where company_id = $1 order by created_at, name`,
      [companyId],
    );
  const targetOf = (r: ImportResult, header: string) => r.mapping.find((m) => m.header === header)?.target;

  it('Snipe-IT assets-sample.csv: recognised, suggested mapping imports every row; M/D/YY dates, costs, categories as tags, custody', async () => {
    const a = await newTenant(t);
    await insertUser(t.db, { companyId: a.companyId, role: 'technician', name: 'Gage McCrackem', email: 'gmccrackem2a@bing.com' });
    const file = fixture('snipe-it-assets-sample.csv');
    const dry = await importAs(a, file, 'assets-sample.csv', { dryRun: 'true' });
    expect(dry).toMatchObject({
      format: 'snipe-it',
      formatLabel: 'Snipe-IT asset export',
      encoding: 'utf-8',
      delimiter: ',',
      dateOrder: 'mdy',
      total: 22,
    });
    expect(dry.created / dry.total).toBeGreaterThanOrEqual(0.95);
    expect(targetOf(dry, 'Asset Tag')).toBe('assetTag');
    expect(targetOf(dry, 'Category')).toBe('equipmentType');
    expect(targetOf(dry, 'Purchase Cost')).toBe('purchasePrice');
    expect(targetOf(dry, 'Checked Out To: First Name')).toBe('custodianFirstName');
    expect(targetOf(dry, 'Company')).toBe('keep');
    expect(dry.categories.find((c) => c.value === 'Ornamental Railings')).toMatchObject({ count: 2, suggested: 'other', known: false });
    expect(await rowsOf(a.companyId)).toHaveLength(0);

    const done = await importAs(a, file, 'assets-sample.csv');
    expect(done).toMatchObject({ total: 22, created: dry.created, failed: dry.failed });
    expect(done.created / done.total).toBeGreaterThanOrEqual(0.95);
    const rows = await rowsOf(a.companyId);
    expect(done.alternateCodes).toBe(22);
    const backhoe = rows.find((r) => r.codes === 'ICC-2065556')!;
    expect(backhoe).toMatchObject({
      equipment_type: 'other',
      purchase_date: '2023-01-23',
      purchase_price: '2266.13',
      location: 'Wilkinson, Waters and Kerluke',
    });
    expect(backhoe.tags).toEqual(['ornamental railings']);
    expect(backhoe.notes).toContain('Company: Abshire and Sons');
    expect(backhoe.notes).toContain('Asset EOL Date: 10/27/28');
    // Row 3 is checked out to a person of the company (by email): a real check-out; other people are kept by name.
    const dragline = rows.find((r) => r.codes === 'WBH-2841795')!;
    expect(dragline.assignment_status).toBe('assigned');
    expect(done.checkedOut).toBe(1);
    expect(rows.find((r) => r.codes === 'BOL-0305383')!.operator_name).toBe('Katerina Sennett');
    // Scanning the Snipe-IT label finds the machine (the alternate codes' lookup), and the same file again with the
    // asset tag as key changes nothing.
    const again = await importAs(a, file, 'assets-sample.csv', { mapping: JSON.stringify({ key: 'assetTag', existing: 'skip' }) });
    expect(again).toMatchObject({ created: 0, unchanged: 22, failed: 0 });
    expect(await rowsOf(a.companyId)).toEqual(rows);
  });

  it("Snipe-IT's MOCK_ASSETS.csv (200 rows): 'item Name' is the machine, Name/Email its holder, Warranty in months", async () => {
    const a = await newTenant(t);
    await insertUser(t.db, { companyId: a.companyId, role: 'technician', name: 'Betty Powell', email: 'bpowell4@tuttocitta.it' });
    const file = fixture('snipe-it-mock-assets.csv');
    const dry = await importAs(a, file, 'MOCK_ASSETS.csv', { dryRun: 'true' });
    expect(dry).toMatchObject({ format: 'snipe-it', encoding: 'utf-8', delimiter: ',', dateOrder: 'none', total: 200 });
    expect(dry.created / dry.total).toBeGreaterThanOrEqual(0.95);
    expect(['item Name', 'Name', 'Email', 'Serial', 'Warranty', 'Purchase Cost', 'Model Number'].map((h) => targetOf(dry, h))).toEqual([
      'name',
      'custodian',
      'custodianEmail',
      'serial',
      'warrantyMonths',
      'purchasePrice',
      'keep',
    ]);
    expect(Object.fromEntries(dry.statuses.map((s) => [s.value, s.suggested]))).toEqual({
      Undeployable: 'out_of_service',
      Lost: 'retired',
      'Pending Diagnostics': 'repair',
      'Ready to Deploy': 'active',
      Archived: 'retired',
    });
    expect(await rowsOf(a.companyId)).toHaveLength(0);

    const done = await importAs(a, file, 'MOCK_ASSETS.csv');
    expect(done).toMatchObject({ total: 200, created: dry.created, failed: dry.failed, alternateCodes: dry.created, checkedOut: 1 });
    expect(done.created / done.total).toBeGreaterThanOrEqual(0.95);
    const rows = await rowsOf(a.companyId);
    expect(rows).toHaveLength(done.created);
    expect(rows.find((r) => r.codes === '970882174-8')).toMatchObject({
      name: 'eget nunc donec quis',
      serial: '27aa8378-b0f4-4289-84a4-405da95c6147',
      status: 'out_of_service',
      equipment_type: 'other',
      tags: ['quam'],
      location: 'Daping',
      purchase_date: '2016-04-05',
      purchase_price: '133289.59',
      warranty_expiry: '2017-06-05',
      operator_name: 'Bonnie Nelson',
    });
    // Betty Powell is a member of the company: her row is a real check-out, found by the Email column.
    expect(rows.find((r) => r.codes === '118753405-6')).toMatchObject({
      name: 'ipsum praesent',
      status: 'active',
      assignment_status: 'assigned',
    });
    // Excel's scientific notation in Model Number cannot be undone: it is kept as written, in the notes.
    expect(rows.find((r) => r.codes === '544574073-0')!.notes).toContain('Model Number: 5.02043359569189E+018');
    // A row without a status takes the default; non-ASCII place names are stored as read.
    expect(rows.find((r) => r.codes === '742114860-4')).toMatchObject({ status: 'active', location: 'Panay' });
    expect(rows.find((r) => r.codes === '666189117-3')!.location).toBe('Saint-Étienne');
  });

  it("Shelf's asset import example: title, valuation, tags, custodian and cf: columns kept", async () => {
    const a = await newTenant(t);
    const r = await importAs(a, fixture('shelf-example-asset-import-from-content.csv'), 'shelf.csv');
    expect(r).toMatchObject({ format: 'shelf', total: 2, created: 2, failed: 0, namedHolders: 2 });
    const [ryzen] = await rowsOf(a.companyId);
    expect(ryzen).toMatchObject({ name: 'AMD Ryzen', current_value: '100.00', location: 'Sofia office', operator_name: 'John' });
    expect(ryzen!.tags).toEqual(['high priority', 'small', 'cpu']);
    expect(ryzen!.codes).toBe('abcde12345');
    expect(ryzen!.custom).toEqual({ 'Serial number': 'WQE239123d', brand: 'amd', 'purchase date': '2024-02-22' });
    expect(r.notices).toEqual([
      'Custom field "Serial number" (Text) created.',
      'Custom field "brand" (One of a list) created.',
      'Custom field "purchase date" (Date) created.',
    ]);
  });

  it('Atlas CMMS asset columns: statuses mapped (DOWN, STANDBY, MODERNIZATION…), "$12,480.00", barcode kept', async () => {
    const a = await newTenant(t);
    const r = await importAs(a, fixture('atlas-cmms-assets.csv'), 'atlas.csv');
    expect(r).toMatchObject({ format: 'atlas-cmms', total: 8, created: 8, failed: 0, dateOrder: 'none' });
    expect(Object.fromEntries(r.statuses.map((s) => [s.value, s.suggested]))).toEqual({
      OPERATIONAL: 'active',
      DOWN: 'out_of_service',
      STANDBY: 'idle',
      MODERNIZATION: 'maintenance',
      INSPECTION_SCHEDULED: 'active',
      DECOMMISSIONED: 'retired',
    });
    const rows = await rowsOf(a.companyId);
    expect(rows[0]).toMatchObject({
      name: 'Air Compressor AC-10',
      equipment_type: 'tool',
      purchase_price: '12480.00',
      warranty_expiry: '2027-03-31',
    });
    expect(rows.find((x) => x.name === 'Hydraulic Press HP-2')).toMatchObject({ status: 'out_of_service', purchase_price: '48900.00' });
    expect(rows.find((x) => x.name === 'Water Pump WP-8')).toMatchObject({ equipment_type: 'pump', purchase_price: '4310.25' });
    expect(rows[0]!.codes).toBe('AC10-0001');
  });

  it('Windows-1252 with accents, semicolons and D/M/YYYY is read as written ("Almacén Nº 3")', async () => {
    const a = await newTenant(t);
    const text =
      'Nombre;Ubicación;Fecha de compra;Coste\r\nBomba;Almacén Nº 3;23/01/2023;1.234,50 €\r\nGrúa;Almacén Nº 4;02/02/2021;980\r\n';
    const r = await importAs(a, iconv.encode(text, 'windows-1252'), 'almacen.csv', {
      mapping: JSON.stringify({
        columns: { Nombre: 'name', Ubicación: 'location', 'Fecha de compra': 'purchaseDate', Coste: 'purchasePrice' },
      }),
    });
    expect(r).toMatchObject({ encoding: 'windows-1252', delimiter: ';', dateOrder: 'dmy', created: 2, failed: 0 });
    const rows = await rowsOf(a.companyId);
    expect(rows[0]).toMatchObject({ name: 'Bomba', location: 'Almacén Nº 3', purchase_date: '2023-01-23', purchase_price: '1234.50' });
    expect(rows[1]).toMatchObject({ name: 'Grúa', purchase_date: '2021-02-02' });
  });

  it('UTF-16 with a BOM, tabs and old-Mac CR line endings; a quoted newline stays in its cell', async () => {
    const a = await newTenant(t);
    const text = '\uFEFFName\tNotes\tStatus\rKompressor\t"line one\nline two"\tBroken\rHebebühne\t\tReady to Deploy\r';
    const r = await importAs(a, Buffer.from(text, 'utf16le'), 'tabs.csv');
    expect(r).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', created: 2 });
    const rows = await rowsOf(a.companyId);
    expect(rows.map((x) => [x.name, x.status])).toEqual([
      ['Hebebühne', 'active'],
      ['Kompressor', 'repair'],
    ]);
    expect(rows[1]!.notes).toBe('line one\nline two');
  });

  it('an ambiguous date convention is asked, and the answer decides', async () => {
    const a = await newTenant(t);
    const file = Buffer.from('Name,Purchase Date\r\nOne,03/04/2022\r\nTwo,05/06/2021\r\n');
    expect((await importAs(a, file, 'dates.csv', { dryRun: 'true' })).dateOrder).toBe('ambiguous');
    await importAs(a, file, 'dates.csv', { mapping: JSON.stringify({ dateOrder: 'dmy' }) });
    expect((await rowsOf(a.companyId)).map((x) => x.purchase_date)).toEqual(['2022-04-03', '2021-06-05']);
  });

  it('an XLSX workbook imports from a chosen sheet, with date and number cells', async () => {
    const a = await newTenant(t);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['Not equipment']);
    const sheet = workbook.addWorksheet('Fleet');
    sheet.addRow(['Equipment Name', 'Serial Number', 'Purchase Date', 'Purchase Price', 'Warranty Months']);
    sheet.addRow(['Excavator 320', 'XL-1', new Date(Date.UTC(2022, 4, 17)), 125000.5, 24]);
    sheet.addRow(['Roller CB2', 'XL-2', new Date(Date.UTC(2020, 0, 31)), 18999, 13]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const dry = await importAs(a, data, 'fleet.xlsx', { dryRun: 'true' });
    // The first sheet has no name column: the first one that has is read, and the person may choose another.
    expect(dry).toMatchObject({ fileType: 'xlsx', sheets: ['Notes', 'Fleet'], sheet: 'Fleet', created: 2 });
    const notes = await upload(
      t,
      a,
      `/api/equipment/import?dryRun=true&mapping=${encodeURIComponent('{"sheet":"Notes"}')}`,
      'fleet.xlsx',
      data,
    );
    expect(notes.json().error.message).toBe('The file has no name column (Name or Equipment Name).');
    const r = await importAs(a, data, 'fleet.xlsx', { mapping: JSON.stringify({ sheet: 'Fleet' }) });
    expect(r).toMatchObject({ fileType: 'xlsx', sheet: 'Fleet', created: 2, failed: 0 });
    const rows = await rowsOf(a.companyId);
    expect(rows[0]).toMatchObject({
      name: 'Excavator 320',
      purchase_date: '2022-05-17',
      purchase_price: '125000.50',
      warranty_expiry: '2024-05-17',
    });
    expect(rows[1]).toMatchObject({ warranty_expiry: '2021-02-28' });
  });

  it('re-import by serial: skip existing changes nothing; update writes only the rows that differ', async () => {
    const a = await newTenant(t);
    const file = fixture('atlas-cmms-assets.csv');
    const existing = { mapping: JSON.stringify({ key: 'serial', existing: 'skip' }) };
    expect(await importAs(a, file, 'atlas.csv', existing)).toMatchObject({ created: 8, unchanged: 0 });
    const before = await rowsOf(a.companyId);
    expect(await importAs(a, file, 'atlas.csv', existing)).toMatchObject({ created: 0, updated: 0, unchanged: 8, failed: 0 });
    const update = { mapping: JSON.stringify({ key: 'serial', existing: 'update' }) };
    expect(await importAs(a, file, 'atlas.csv', update)).toMatchObject({ created: 0, updated: 0, unchanged: 8 });
    expect(await rowsOf(a.companyId)).toEqual(before);
    const changed = Buffer.from(file.toString('utf8').replace('Main shop compressor', 'Moved to the new shop'));
    const preview = await importAs(a, changed, 'atlas.csv', { ...update, dryRun: 'true' });
    expect(preview).toMatchObject({ created: 0, updated: 1, unchanged: 7 });
    expect(await rowsOf(a.companyId)).toEqual(before);
    expect(await importAs(a, changed, 'atlas.csv', update)).toMatchObject({ updated: 1, unchanged: 7 });
    expect(await rowsOf(a.companyId)).toHaveLength(8);
  });

  it('an explicit mapping is remembered for the company and offered on its next file with those headers (not another company)', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const file = fixture('atlas-cmms-assets.csv');
    await importAs(a, file, 'atlas.csv', {
      mapping: JSON.stringify({ columns: { Power: 'ignore', Area: 'location', 'Location Name': 'keep' } }),
    });
    const again = await importAs(a, file, 'atlas.csv', { dryRun: 'true' });
    expect(again.rememberedMapping).toBe(true);
    expect([targetOf(again, 'Power'), targetOf(again, 'Area'), targetOf(again, 'Location Name')]).toEqual(['ignore', 'location', 'keep']);
    const other = await importAs(b, file, 'atlas.csv', { dryRun: 'true' });
    expect(other.rememberedMapping).toBe(false);
    expect(targetOf(other, 'Location Name')).toBe('location');
  });

  it('the error report carries each failed row as read, with its reason', async () => {
    const a = await newTenant(t);
    const r = await importAs(a, Buffer.from('Name,Year,Hours\r\nGood,2020,5\r\n,2019,1\r\nBad year,1700,-3\r\n'), 'bad.csv');
    expect(r).toMatchObject({ created: 1, failed: 2 });
    expect(r.errorReport).toEqual({
      headers: ['Name', 'Year', 'Hours'],
      rows: [
        { row: 3, cells: ['', '2019', '1'], reason: 'Equipment name is required' },
        { row: 4, cells: ['Bad year', '1700', '-3'], reason: 'Invalid year; Invalid hours value' },
      ],
    });
  });

  it('bad mappings are refused with a message and change nothing', async () => {
    const a = await newTenant(t);
    const file = Buffer.from('Name,Model\r\nA,B\r\n');
    for (const [mapping, message] of [
      ['{not json', 'The mapping is not valid JSON.'],
      [JSON.stringify({ columns: { Model: 'name' } }), 'Name is mapped from more than one column (Model)'],
      [JSON.stringify({ columns: { Name: 'nonsense' } }), /^The mapping is not valid/],
      [JSON.stringify({ columns: { Name: 'ignore' } }), 'The file has no name column (Name or Equipment Name).'],
    ] as const) {
      const res = await upload(t, a, `/api/equipment/import?dryRun=false&mapping=${encodeURIComponent(mapping)}`, 'x.csv', file);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await rowsOf(a.companyId)).toHaveLength(0);
  });

  it("isolation: a file naming another company's id creates nothing there", async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const file = Buffer.from(`Name,Company,Company ID\r\nIntruder,${b.companyId},${b.companyId}\r\n`);
    const res = await upload(t, a, `/api/equipment/import?dryRun=false&companyId=${b.companyId}`, 'x.csv', file);
    expect(res.statusCode).toBe(404);
    const r = await importAs(a, file, 'x.csv');
    expect(r.created).toBe(1);
    expect(await rowsOf(b.companyId)).toHaveLength(0);
    expect(await rowsOf(a.companyId)).toHaveLength(1);
  });
});
