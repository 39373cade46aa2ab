import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import {
  buildEquipment,
  client,
  createEquipment,
  insertEquipment,
  memberOf,
  newAdmin,
  newTenant,
  rowOf,
  type Member,
} from './equipment-fixtures.ts';

describe(`equipment register (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('stores every field of the Add New Equipment dialog and answers 201 with the API view', async () => {
      const body = buildEquipment({
        serial: 'CAT-0001',
        location: 'Main Yard',
        notes: 'Bucket teeth replaced',
        description: '20 t excavator',
        priority: 'high',
        purchaseDate: '2019-03-07',
        warrantyExpiry: '2027-03-07',
        purchasePrice: 250000.5,
        currentValue: 180000,
        depreciationRate: 10,
        currentConditionRating: 8,
        replacementCostEstimate: 300000,
        lastValuationDate: '2025-01-01',
        maintenanceSchedule: 'quarterly',
        lastMaintenance: '2025-05-01',
        lastServiceDate: '2025-05-01',
        nextServiceDate: '2025-08-01',
        operatorName: 'Dana Cole',
        hours: 1250.5,
        tags: ['Hydraulic', 'night shift', 'hydraulic'],
      });
      const res = await call(a, 'POST', '/api/equipment', body);
      expect(res.statusCode).toBe(201);
      const e = res.json();
      expect(e).toMatchObject({
        companyId: a.companyId,
        name: body.name,
        serial: 'CAT-0001',
        equipmentType: 'excavator',
        status: 'active',
        year: 2019,
        hours: 1250.5,
        purchasePrice: 250000.5,
        currentConditionRating: 8,
        lifecycleStage: 'active',
        maintenanceSchedule: 'quarterly',
        purchaseDate: '2019-03-07',
        tags: ['hydraulic', 'night shift'],
        qrCodeId: null,
        imageUrl: null,
        availability: 'Available',
        assignmentStatus: 'available',
        archivedAt: null,
        operatorName: 'Dana Cole',
        priority: 'high',
      });
      expect(await rowOf(t.db, e.id)).toMatchObject({ company_id: a.companyId, created_by: a.id });
    });

    it.each([
      ['name', 'name: Equipment name is required'],
      ['manufacturer', 'manufacturer: Manufacturer is required'],
      ['model', 'model: Model is required'],
      ['serial', 'serial: Serial number is required'],
      ['equipmentType', 'equipmentType: Equipment type is required'],
      ['status', 'status: Status is required'],
      ['year', 'year: Year is required'],
    ])('without %s → 400 with the spec message', async (field, message) => {
      const body = buildEquipment();
      delete body[field];
      const res = await call(a, 'POST', '/api/equipment', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
    });

    it.each<[Record<string, unknown>, string]>([
      [{ name: '   ' }, 'name: Equipment name is required'],
      [{ year: 1899 }, 'year: Please enter a valid year'],
      [{ year: new Date().getFullYear() + 2 }, 'year: Please enter a valid year'],
      [{ hours: -1 }, 'hours: Hours cannot be negative'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] }, 'tags: At most 10 tags'],
      [
        { status: 'signal_lost' },
        'status: Invalid option: expected one of "active"|"idle"|"maintenance"|"repair"|"out_of_service"|"inactive"|"retired"',
      ],
      [{ purchaseDate: '07/03/2019' }, 'purchaseDate: Use a date like 2026-03-09'],
      [{ colour: 'yellow' }, 'Unrecognized key: "colour"'],
    ])('%j → 400 %s', async (override, message) => {
      const res = await call(a, 'POST', '/api/equipment', buildEquipment(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('refuses a duplicate serial in the same company, case-insensitively, with the spec message', async () => {
      await createEquipment(t, a, { serial: 'DUP-1' });
      const res = await call(a, 'POST', '/api/equipment', buildEquipment({ serial: 'dup-1' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'CONFLICT', message: 'An equipment item with this serial number already exists.' });
    });

    it('allows the same serial in another company', async () => {
      const other = await newTenant(t);
      await createEquipment(t, a, { serial: 'SHARED-1' });
      expect((await call(other, 'POST', '/api/equipment', buildEquipment({ serial: 'SHARED-1' }))).statusCode).toBe(201);
    });

    it('a client naming another company gets 404 and nothing is stored there', async () => {
      const other = await newTenant(t);
      const res = await call(a, 'POST', '/api/equipment', buildEquipment({ companyId: other.companyId, serial: 'PLANT-1' }));
      expect(res.statusCode).toBe(404);
      expect(await t.db.query('select 1 from equipment where company_id = $1', [other.companyId])).toEqual([]);
    });

    it('a provider admin must name the company; with it the equipment lands there', async () => {
      const admin = await newAdmin(t);
      const without = await call(admin, 'POST', '/api/equipment', buildEquipment());
      expect(without.statusCode).toBe(400);
      expect(without.json().error.message).toBe('Choose the company for this equipment (companyId).');
      const withId = await call(admin, 'POST', '/api/equipment', buildEquipment({ companyId: a.companyId }));
      expect(withId.statusCode).toBe(201);
      expect(withId.json().companyId).toBe(a.companyId);
    });

    it("an impersonating admin creates in the client's company", async () => {
      const admin = await newAdmin(t);
      const client2 = await newTenant(t);
      expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: client2.companyId })).statusCode).toBe(200);
      const res = await call(admin, 'POST', '/api/equipment', buildEquipment());
      expect(res.statusCode).toBe(201);
      expect(res.json().companyId).toBe(client2.companyId);
    });

    it('needs a signed-in user', async () => {
      const res = await call(null, 'POST', '/api/equipment', buildEquipment());
      expect(res.statusCode).toBe(401);
    });
  });

  describe('get and patch (inline edits)', () => {
    let id: string;
    beforeAll(async () => {
      id = (await createEquipment(t, a, { serial: 'EDIT-1', hours: 10 })).id;
    });

    it('reads one equipment', async () => {
      const res = await call(a, 'GET', `/api/equipment/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, serial: 'EDIT-1', hours: 10 });
    });

    it('saves trimmed name, model, serial, year and hours; an empty year is stored as null', async () => {
      const res = await call(a, 'PATCH', `/api/equipment/${id}`, {
        name: '  Big Digger ',
        model: ' 330 ',
        serial: ' EDIT-1B ',
        year: null,
        hours: 12.5,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Big Digger', model: '330', serial: 'EDIT-1B', year: null, hours: 12.5 });
    });

    it.each<[Record<string, unknown>, string]>([
      [{ name: '  ' }, 'name: Equipment name cannot be empty'],
      [{ year: 1800 }, 'year: Please enter a valid year'],
      [{ hours: -0.1 }, 'hours: Hours cannot be negative'],
      [{}, 'Nothing to update'],
      [{ companyId: a?.companyId ?? '00000000-0000-4000-8000-000000000000' }, 'Unrecognized key: "companyId"'],
    ])('%j → 400 %s and nothing changes', async (patch, message) => {
      const before = await rowOf(t.db, id);
      const res = await call(a, 'PATCH', `/api/equipment/${id}`, patch);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await rowOf(t.db, id)).toEqual(before);
    });

    it('refuses a serial another live equipment of the company has', async () => {
      await createEquipment(t, a, { serial: 'TAKEN-9' });
      const res = await call(a, 'PATCH', `/api/equipment/${id}`, { serial: 'taken-9' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('An equipment item with this serial number already exists.');
    });

    it('moves the lifecycle stage with the condition rating and with retirement', async () => {
      expect((await call(a, 'PATCH', `/api/equipment/${id}`, { currentConditionRating: 2 })).json().lifecycleStage).toBe(
        'near_replacement',
      );
      const retired = (await call(a, 'PATCH', `/api/equipment/${id}`, { status: 'retired' })).json();
      expect(retired).toMatchObject({ lifecycleStage: 'retired', availability: 'Inactive' });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await call(a, 'GET', '/api/equipment/6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d')).statusCode).toBe(404);
      const bad = await call(a, 'GET', '/api/equipment/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('id: Not a valid id.');
    });
  });

  describe('list, search, filter, sort, pages, stats', () => {
    let c: Member;
    beforeAll(async () => {
      c = await newTenant(t);
      const specs: [string, string, string, string][] = [
        ['Alpha Crane', 'LTM 1100', 'CR-100', 'active'],
        ['Bravo Loader', '950 GC', 'LD-200', 'idle'],
        ['Charlie Pump', 'XP 500', 'PU-300', 'maintenance'],
        ['Delta Dozer', 'D6', 'DZ-400', 'active'],
        ['Echo Truck', '775G', 'TR-500', 'retired'],
      ];
      for (const [name, model, serial, status] of specs)
        await insertEquipment(t.db, { companyId: c.companyId, name, model, serial, status });
    });

    it('lists newest first by default and pages with a cursor', async () => {
      const first = (await call(c, 'GET', '/api/equipment?limit=2')).json();
      expect(first.items).toHaveLength(2);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await call(c, 'GET', `/api/equipment?limit=2&cursor=${first.nextCursor}`)).json();
      const third = (await call(c, 'GET', `/api/equipment?limit=2&cursor=${second.nextCursor}`)).json();
      expect(third.nextCursor).toBeNull();
      const names = [...first.items, ...second.items, ...third.items].map((e: { name: string }) => e.name);
      expect(new Set(names).size).toBe(5);
    });

    it.each([
      ['sort=name', ['Alpha Crane', 'Bravo Loader', 'Charlie Pump', 'Delta Dozer', 'Echo Truck']],
      ['sort=-name', ['Echo Truck', 'Delta Dozer', 'Charlie Pump', 'Bravo Loader', 'Alpha Crane']],
      ['sort=name&status=active', ['Alpha Crane', 'Delta Dozer']],
      ['sort=name&search=lo', ['Bravo Loader']],
      ['sort=name&search=xp%20', ['Charlie Pump']],
      ['sort=name&search=DZ-4', ['Delta Dozer']],
      ['sort=name&search=', ['Alpha Crane', 'Bravo Loader', 'Charlie Pump', 'Delta Dozer', 'Echo Truck']],
      ['sort=name&search=%25_', []],
    ])('%s', async (query, names) => {
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(c, 'GET', `/api/equipment?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        all.push(...res.json().items.map((e: { name: string }) => e.name));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(all).toEqual(names);
    });

    it.each([
      ['search=a', 'search: Search needs at least 2 characters'],
      ['limit=101', 'limit: Too big: expected number to be <=100'],
      [
        'sort=serial',
        'sort: Invalid option: expected one of "name"|"-name"|"createdAt"|"-createdAt"|"updatedAt"|"-updatedAt"|"year"|"-year"|"hours"|"-hours"',
      ],
      ['cursor=garbage', 'Invalid cursor.'],
      [
        'status=signal_lost',
        'status: Invalid option: expected one of "active"|"idle"|"maintenance"|"repair"|"out_of_service"|"inactive"|"retired"',
      ],
      ['colour=red', 'Unrecognized key: "colour"'],
    ])('%s → 400', async (query, message) => {
      const res = await call(c, 'GET', `/api/equipment?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('counts live equipment by status, with QR counts', async () => {
      const res = await call(c, 'GET', '/api/equipment/stats');
      expect(res.json()).toEqual({
        total: 5,
        byStatus: { active: 2, idle: 1, maintenance: 1, repair: 0, out_of_service: 0, inactive: 0, retired: 1 },
        withQrCode: 0,
        needingQrCode: 5,
      });
    });

    it('a broad search (over 5,000 matches) filters in place and still pages', async () => {
      const d = await newTenant(t);
      await t.db.query(
        `insert into equipment (company_id, name, serial) select $1, 'Bulk unit ' || g, 'BU-' || g from generate_series(1, 5003) g`,
        [d.companyId],
      );
      const first = (await call(d, 'GET', '/api/equipment?search=bulk&sort=name')).json();
      expect(first.items).toHaveLength(50);
      expect(first.items[0].name).toBe('Bulk unit 1');
      const next = (await call(d, 'GET', `/api/equipment?search=bulk&sort=name&cursor=${first.nextCursor}`)).json();
      expect(next.items).toHaveLength(50);
      expect(next.items.some((e: { id: string }) => first.items.some((f: { id: string }) => f.id === e.id))).toBe(false);
      expect((await call(d, 'GET', '/api/equipment?search=unit%205003')).json().items.map((e: { serial: string }) => e.serial)).toEqual([
        'BU-5003',
      ]);
      expect((await call(c, 'GET', '/api/equipment?search=bulk')).json().items).toEqual([]);
    });

    it("a provider admin sees every company's equipment and may narrow to one", async () => {
      const admin = await newAdmin(t);
      const narrowed = (await call(admin, 'GET', `/api/equipment?companyId=${c.companyId}&sort=name`)).json();
      expect(narrowed.items.map((e: { name: string }) => e.name)).toHaveLength(5);
      const stats = (await call(admin, 'GET', `/api/equipment/stats?companyId=${c.companyId}`)).json();
      expect(stats.total).toBe(5);
      const ofA = (await call(admin, 'GET', `/api/equipment?companyId=${a.companyId}&limit=100`)).json().items;
      expect(ofA.length).toBeGreaterThan(0);
      expect(ofA.every((e: { companyId: string }) => e.companyId === a.companyId)).toBe(true);
      const found = (await call(admin, 'GET', '/api/equipment?search=Charlie%20Pump')).json().items;
      expect(found.map((e: { companyId: string }) => e.companyId)).toContain(c.companyId);
    });
  });

  describe('delete: archive when anything depends on it', () => {
    it('hard-deletes equipment with nothing attached and says so', async () => {
      const { id } = await createEquipment(t, a);
      expect((await call(a, 'GET', `/api/equipment/${id}/dependents`)).json()).toEqual({
        images: 0,
        documents: 0,
        scans: 0,
        activity: 0,
        tasks: 0,
        repairs: 0,
        total: 0,
        onDelete: 'delete',
      });
      const res = await call(a, 'DELETE', `/api/equipment/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'deleted' });
      expect(await rowOf(t.db, id)).toBeNull();
    });

    it('archives equipment that has scans and history, keeps them, and hides it from the register', async () => {
      const { id, name } = await createEquipment(t, a);
      await call(a, 'POST', '/api/equipment/scans', { equipmentId: id, source: 'camera' });
      await call(a, 'POST', '/api/equipment/bulk/status', { ids: [id], status: 'idle' });
      const dependents = (await call(a, 'GET', `/api/equipment/${id}/dependents`)).json();
      expect(dependents).toEqual({ images: 0, documents: 0, scans: 1, activity: 1, tasks: 0, repairs: 0, total: 2, onDelete: 'archive' });
      const res = await call(a, 'DELETE', `/api/equipment/${id}`);
      expect(res.json()).toEqual({
        outcome: 'archived',
        dependents,
        message: `${name} was archived, not deleted, because it has 1 scan and 1 activity record. Its history is kept.`,
      });
      expect((await rowOf(t.db, id))!.archived_at).not.toBeNull();
      expect((await t.db.query('select 1 from qr_scan_logs where equipment_id = $1', [id])).length).toBe(1);
      const live = (await call(a, 'GET', '/api/equipment?limit=100')).json().items.map((e: { id: string }) => e.id);
      expect(live).not.toContain(id);
      const archived = (await call(a, 'GET', '/api/equipment?archived=true')).json().items.map((e: { id: string }) => e.id);
      expect(archived).toContain(id);
      expect((await call(a, 'GET', `/api/equipment/${id}`)).json().archivedAt).toEqual(expect.any(String));
    });

    it('lets a new equipment reuse the serial of an archived one', async () => {
      const { id } = await createEquipment(t, a, { serial: 'REUSE-1' });
      await call(a, 'POST', '/api/equipment/bulk/status', { ids: [id], status: 'retired' });
      expect((await call(a, 'DELETE', `/api/equipment/${id}`)).json().outcome).toBe('archived');
      expect((await call(a, 'POST', '/api/equipment', buildEquipment({ serial: 'REUSE-1' }))).statusCode).toBe(201);
    });

    it('a technician of the company may not delete (ADR 0008: no deletes for field work); the unit stays', async () => {
      const tech = await memberOf(t, a.companyId, 'technician');
      const { id } = await createEquipment(t, a);
      const res = await call(tech, 'DELETE', `/api/equipment/${id}`);
      expect([res.statusCode, res.json().error.message]).toEqual([403, 'Insufficient permissions']);
      expect((await call(a, 'GET', `/api/equipment/${id}`)).json().archivedAt).toBeNull();
    });
  });

  it('documents every equipment route in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/equipment',
      '/api/equipment/{id}',
      '/api/equipment/import',
      '/api/equipment/scans',
      '/api/equipment/labels.pdf',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
