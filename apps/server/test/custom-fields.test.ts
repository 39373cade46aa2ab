import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, uniqueIp, type TestApp } from './harness.ts';
import { buildEquipment, client, createEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

/** Custom fields (issue 19 item 4): definitions in settings, the plan's limit, values on a machine, filter and export. */
describe(`custom fields (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  const put = (who: Member, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: who.cookie }, remoteAddress: uniqueIp() });
  const define = async (who: Member, body: Record<string, unknown>) => call(who, 'POST', '/api/custom-fields', body);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  it('creates, lists, renames, archives and deletes definitions; the key is made from the first name', async () => {
    const res = await define(a, { name: 'Asset Tag #', fieldType: 'text' });
    expect(res.statusCode).toBe(201);
    const field = res.json();
    expect(field).toMatchObject({ name: 'Asset Tag #', key: 'asset_tag', fieldType: 'text', options: [], isRequired: false });

    expect((await define(a, { name: 'asset tag #', fieldType: 'number' })).json().error.message).toBe(
      'A custom field named "asset tag #" already exists.',
    );
    const renamed = await call(a, 'PATCH', `/api/custom-fields/${field.id}`, { name: 'Old asset tag' });
    expect(renamed.json()).toMatchObject({ name: 'Old asset tag', key: 'asset_tag' });

    const list = (await call(a, 'GET', '/api/custom-fields')).json();
    expect(list.fields.map((f: { key: string }) => f.key)).toContain('asset_tag');
    expect(list.limit).toBeNull(); // Enterprise
    expect(list.used).toBe(list.fields.length);

    expect((await call(a, 'PATCH', `/api/custom-fields/${field.id}`, { archived: true })).json().archivedAt).not.toBeNull();
    expect((await call(a, 'GET', '/api/custom-fields')).json().fields.map((f: { id: string }) => f.id)).not.toContain(field.id);
    expect((await call(a, 'GET', '/api/custom-fields?archived=true')).json().fields.map((f: { id: string }) => f.id)).toContain(field.id);
    expect((await call(a, 'DELETE', `/api/custom-fields/${field.id}`)).statusCode).toBe(200);
    expect((await call(a, 'PATCH', `/api/custom-fields/${field.id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it.each([
    [{ name: 'Colour', fieldType: 'options' }, 'A one-of field needs at least one option'],
    [{ name: 'Colour', fieldType: 'options', options: ['Red', 'red'] }, 'The option "red" is listed twice'],
    [{ name: 'Weight', fieldType: 'number', options: ['1'] }, 'Only a one-of field has options'],
    [{ name: '  ', fieldType: 'text' }, 'Field name is required'],
    [{ name: 'X', fieldType: 'boolean' }, 'Type must be one of: text, number, date, money, options'],
  ])('refuses a bad definition %j with a message, creating nothing', async (body, message) => {
    const before = (await call(a, 'GET', '/api/custom-fields')).json().used;
    const res = await define(a, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await call(a, 'GET', '/api/custom-fields')).json().used).toBe(before);
  });

  it('enforces the plan: Basic keeps 5 live fields and refuses the 6th naming the limit; archiving frees a slot', async () => {
    const basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id, 'client_admin');
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await define(basic, { name: `Field ${i}`, fieldType: 'text' });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const sixth = await define(basic, { name: 'Field 6', fieldType: 'text' });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.message).toBe(
      'Feature Unavailable: the Basic plan includes up to 5 custom fields; more is not available in your subscription tier. Upgrade your plan or archive a field you no longer use.',
    );
    expect((await call(basic, 'GET', '/api/custom-fields')).json()).toMatchObject({ limit: 5, used: 5 });

    await call(basic, 'PATCH', `/api/custom-fields/${ids[0]}`, { archived: true });
    expect((await define(basic, { name: 'Field 6', fieldType: 'text' })).statusCode).toBe(201);
    // Restoring the archived one would make 6.
    expect((await call(basic, 'PATCH', `/api/custom-fields/${ids[0]}`, { archived: false })).statusCode).toBe(403);

    const pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id, 'manager');
    expect((await call(pro, 'GET', '/api/custom-fields')).json()).toMatchObject({ limit: 25, used: 0 });
  });

  it('lets managers up define fields; supervisors and technicians may not (403), but read them', async () => {
    for (const role of ['supervisor', 'technician']) {
      const who = await memberOf(t, a.companyId, role);
      expect((await define(who, { name: `By ${role}`, fieldType: 'text' })).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/custom-fields')).statusCode).toBe(200);
    }
    const admin = await memberOf(t, a.companyId, 'client_admin');
    expect((await define(admin, { name: 'By admin', fieldType: 'date' })).statusCode).toBe(201);
  });

  describe('values on a machine', () => {
    let m: { id: string };
    let other: { id: string };
    beforeAll(async () => {
      const co = await newTenant(t, 'manager');
      a = co;
      await define(a, { name: 'Colour', fieldType: 'options', options: ['Yellow', 'Red'] });
      await define(a, { name: 'Insured value', fieldType: 'money' });
      await define(a, { name: 'Inspected on', fieldType: 'date' });
      await define(a, { name: 'Axles', fieldType: 'number' });
      await define(a, { name: 'Owner note', fieldType: 'text' });
      m = await createEquipment(t, a, { name: 'Yellow loader' });
      other = await createEquipment(t, a, { name: 'Red loader' });
    });

    it('sets typed values, money exact to the cent, options in their own spelling', async () => {
      const res = await put(a, `/api/equipment/${m.id}/custom-fields`, {
        values: { colour: 'yellow', insured_value: '$12,500.5', inspected_on: '2026-03-31', axles: 2, owner_note: ' Keep dry ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().values).toEqual({
        colour: 'Yellow',
        insured_value: '12500.50',
        inspected_on: '2026-03-31',
        axles: '2',
        owner_note: 'Keep dry',
      });
      expect((await call(a, 'GET', `/api/equipment/${m.id}/custom-fields`)).json().values.insured_value).toBe('12500.50');
      // 0.1 + 0.2 never becomes 0.30000000000000004: money is handled as text.
      const sum = await put(a, `/api/equipment/${other.id}/custom-fields`, { values: { colour: 'Red', insured_value: '0.30' } });
      expect(sum.json().values.insured_value).toBe('0.30');
    });

    it('refuses bad values with each field named, changing nothing', async () => {
      const before = (await call(a, 'GET', `/api/equipment/${m.id}/custom-fields`)).json().values;
      const res = await put(a, `/api/equipment/${m.id}/custom-fields`, {
        values: { colour: 'Blue', insured_value: '12.345', inspected_on: '2026-02-30', axles: 'two', nope: 'x' },
      });
      expect(res.statusCode).toBe(400);
      const message = res.json().error.message;
      expect(message).toContain('Colour must be one of: Yellow, Red');
      expect(message).toContain('Insured value must be an amount in dollars and cents');
      expect(message).toContain('Inspected on must be a date (YYYY-MM-DD)');
      expect(message).toContain('Axles must be a number');
      expect(message).toContain('There is no custom field "nope".');
      expect((await call(a, 'GET', `/api/equipment/${m.id}/custom-fields`)).json().values).toEqual(before);
    });

    it('a required field must be filled in the dialog; null clears an optional one', async () => {
      const req = (await define(a, { name: 'Cost centre', fieldType: 'text', isRequired: true })).json();
      const missing = await put(a, `/api/equipment/${m.id}/custom-fields`, { values: { axles: null } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe('Cost centre is required');
      const ok = await put(a, `/api/equipment/${m.id}/custom-fields`, { values: { axles: null, cost_centre: 'CC-7' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().values.axles).toBeUndefined();
      await call(a, 'PATCH', `/api/custom-fields/${req.id}`, { isRequired: false });
    });

    it('Add Equipment asks for a required field: left out or bad, nothing is created; given, the machine has it', async () => {
      const req = (await define(a, { name: 'Site code', fieldType: 'text', isRequired: true })).json();
      const count = async () => (await call(a, 'GET', '/api/equipment/stats')).json().total;
      const before = await count();
      const missing = await call(a, 'POST', '/api/equipment', buildEquipment({ name: 'No site code', serial: 'REQ-1' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe('Site code is required');
      expect(missing.json().error.details.fields).toEqual({ site_code: 'Site code is required' });
      const bad = await call(
        a,
        'POST',
        '/api/equipment',
        buildEquipment({ name: 'Bad axles', serial: 'REQ-2', customValues: { site_code: 'N-1', axles: 'two' } }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Axles must be a number');
      expect(await count()).toBe(before);
      const ok = await call(
        a,
        'POST',
        '/api/equipment',
        buildEquipment({ name: 'With site code', serial: 'REQ-3', customValues: { site_code: ' N-7 ', axles: 3 } }),
      );
      expect(ok.statusCode).toBe(201);
      const values = (await call(a, 'GET', `/api/equipment/${ok.json().id}/custom-fields`)).json().values;
      expect(values).toMatchObject({ site_code: 'N-7', axles: '3' });
      expect(await count()).toBe(before + 1);
      await call(a, 'PATCH', `/api/custom-fields/${req.id}`, { isRequired: false });
    });

    it('filters the register by a value (cf=key:value), ignoring case; a bad filter is a 400', async () => {
      const page = (await call(a, 'GET', '/api/equipment?cf=colour:YELLOW')).json();
      expect(page.items.map((e: { id: string }) => e.id)).toEqual([m.id]);
      const money = (await call(a, 'GET', '/api/equipment?cf=insured_value:12500.5')).json();
      expect(money.items.map((e: { id: string }) => e.id)).toEqual([m.id]);
      const withSearch = (await call(a, 'GET', '/api/equipment?cf=colour:red&search=loader')).json();
      expect(withSearch.items.map((e: { id: string }) => e.id)).toEqual([other.id]);
      expect((await call(a, 'GET', '/api/equipment?cf=colour:Blue')).json().error.message).toBe('Colour must be one of: Yellow, Red');
      expect((await call(a, 'GET', '/api/equipment?cf=unknown:1')).json().error.message).toBe('There is no custom field "unknown".');
      expect((await call(a, 'GET', '/api/equipment?cf=nocolon')).statusCode).toBe(400);
    });

    it('exports a cf: column per live field and the alternate codes', async () => {
      await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: 'SNIPE-0042' });
      const res = await call(a, 'GET', '/api/equipment/export.csv?sort=name');
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const cells = header!.split(',');
      expect(cells).toEqual(expect.arrayContaining(['cf: Colour', 'cf: Insured value', 'cf: Inspected on', 'Alternate codes']));
      const yellow = rows.find((r) => r.startsWith('Yellow loader'))!.split(',');
      expect(yellow[cells.indexOf('cf: Colour')]).toBe('Yellow');
      expect(yellow[cells.indexOf('cf: Insured value')]).toBe('12500.50');
      expect(yellow[cells.indexOf('Alternate codes')]).toBe('SNIPE-0042');
    });

    it('exports the same columns as XLSX: numbers and dates typed, text never a formula', async () => {
      await createEquipment(t, a, { name: '=HYPERLINK("http://x.test","loader")', purchasePrice: 1234.5, purchaseDate: '2024-01-15' });
      const csv = await call(a, 'GET', '/api/equipment/export.csv?sort=name');
      const res = await call(a, 'GET', '/api/equipment/export.xlsx?sort=name');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/equipment-export-\d{4}-\d{2}-\d{2}\.xlsx/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(
        csv.body
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0]!
          .split(','),
      );
      const rowNamed = (name: string) => {
        for (let i = 2; i <= sheet.rowCount; i += 1) if (sheet.getRow(i).getCell(1).value === name) return sheet.getRow(i);
        throw new Error(`no row ${name}`);
      };
      const cell = (name: string, column: string) => rowNamed(name).getCell(header.indexOf(column) + 1);
      expect(sheet.rowCount).toBe(csv.body.trim().split('\r\n').length);
      expect(cell('Yellow loader', 'cf: Colour').value).toBe('Yellow');
      expect(cell('Yellow loader', 'cf: Insured value').value).toBe(12500.5);
      expect(cell('Yellow loader', 'cf: Insured value').numFmt).toBe('#,##0.00');
      expect(cell('Yellow loader', 'cf: Inspected on').value).toEqual(new Date(Date.UTC(2026, 2, 31)));
      expect(cell('Yellow loader', 'Alternate codes').value).toBe('SNIPE-0042');
      const formula = rowNamed('=HYPERLINK("http://x.test","loader")').getCell(1);
      expect(formula.type).toBe(ExcelJS.ValueType.String);
      expect(formula.formula).toBeUndefined();
      expect(cell('=HYPERLINK("http://x.test","loader")', 'Purchase Price').value).toBe(1234.5);
      expect(cell('=HYPERLINK("http://x.test","loader")', 'Purchase Date').value).toEqual(new Date(Date.UTC(2024, 0, 15)));
      // Another company's export holds none of these machines, and an empty register is the spec's 404, not a file.
      const empty = await newTenant(t, 'manager');
      const none = await call(empty, 'GET', '/api/equipment/export.xlsx');
      expect(none.statusCode).toBe(404);
      expect(none.json().error.message).toBe('No equipment to export');
    });

    it('removing an option still in use is refused; a field with values is archived, not deleted', async () => {
      const fields = (await call(a, 'GET', '/api/custom-fields')).json().fields;
      const colour = fields.find((f: { key: string }) => f.key === 'colour');
      const res = await call(a, 'PATCH', `/api/custom-fields/${colour.id}`, { options: ['Red'] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('The option "Yellow" is set on 1 machine');
      const del = await call(a, 'DELETE', `/api/custom-fields/${colour.id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().error.message).toContain('Archive it instead');
    });
  });

  it("a provider admin names the company to define a field; another tenant's field is 404 and unchanged", async () => {
    const admin = await newAdmin(t);
    const owner = await newTenant(t, 'manager');
    expect((await define(admin, { name: 'Provider set', fieldType: 'text' })).statusCode).toBe(400);
    const made = await define(admin, { name: 'Provider set', fieldType: 'text', companyId: owner.companyId });
    expect(made.statusCode).toBe(201);
    expect((await call(owner, 'GET', '/api/custom-fields')).json().fields.map((f: { name: string }) => f.name)).toEqual(['Provider set']);
  });
});
