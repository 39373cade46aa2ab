import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, insertEquipment, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { convert, insertQuote } from './ledger-fixtures.ts';
import { dayOffset } from './maintenance-fixtures.ts';

/** Global search (ADR 0012): GET /api/search across equipment, tasks, parts, quotes and invoices. */
describe(`global search (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Member;
  let a: { id: string; manager: Member; technician: Member };
  let b: { id: string; manager: Member };
  let basic: { id: string; manager: Member };
  const ids: Record<string, string> = {};

  const search = async (who: Member | null, q: string) => {
    const res = await call(who, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
    return { status: res.statusCode, body: res.json() as SearchResponse & { error?: { message: string } } };
  };
  const idsOf = (body: SearchResponse, kind?: string) =>
    body.groups.filter((g) => !kind || g.kind === kind).flatMap((g) => g.results.map((r) => r.id));

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    admin = await newAdmin(t);
    const ca = await insertCompany(t.db);
    const cb = await insertCompany(t.db);
    const cbasic = await insertCompany(t.db, { tier: 'basic' });
    a = { id: ca.id, manager: await memberOf(t, ca.id, 'manager'), technician: await memberOf(t, ca.id, 'technician') };
    b = { id: cb.id, manager: await memberOf(t, cb.id, 'manager') };
    basic = { id: cbasic.id, manager: await memberOf(t, cbasic.id, 'manager') };

    // Company A: one of each kind, all containing "zephyr"; company B has the same words.
    ids.excavator = await insertEquipment(t.db, {
      companyId: a.id,
      name: 'Zephyr Excavator',
      model: '320 GC',
      serial: 'ZX-1001',
      status: 'maintenance',
    });
    ids.exact = await insertEquipment(t.db, { companyId: a.id, name: 'Loader with a long name', model: 'L-9', serial: 'ZEPHYR' });
    ids.other = await insertEquipment(t.db, { companyId: a.id, name: 'Old zephyr pump', serial: null, status: 'active' });
    ids.bEquipment = await insertEquipment(t.db, { companyId: b.id, name: 'Zephyr Crane of B', serial: 'ZX-1001' });
    const task = await call(a.manager, 'POST', '/api/maintenance/tasks', {
      title: 'Zephyr boom grease',
      dueDate: dayOffset(-3),
      equipmentId: ids.excavator,
    });
    expect(task.statusCode).toBe(201);
    ids.task = task.json().task.id;
    ids.taskNumber = task.json().task.taskNumber;
    const part = await call(a.manager, 'POST', '/api/parts', { partName: 'Zephyr hydraulic filter', partNumber: 'ZF-77', unitsInStock: 0 });
    expect(part.statusCode).toBe(201);
    ids.part = part.json().id;
    const quote = await insertQuote(t.db, { companyId: a.id, title: 'Zephyr undercarriage quote', status: 'accepted' });
    ids.quote = quote.id;
    ids.quoteNumber = quote.quoteNumber;
    const converted = await convert(
      {
        admin,
        a: { ...ca, clientAdmin: a.manager, manager: a.manager, technician: a.technician },
        b: { ...cb, clientAdmin: b.manager },
        call,
      },
      quote.id,
      {
        termsDays: 30,
        referenceNumber: 'ZEPHYR-PO-9',
      },
    );
    ids.invoice = converted.invoice.id;
    ids.invoiceNumber = converted.invoice.number;
    await insertQuote(t.db, { companyId: b.id, title: 'Zephyr quote of B' });
    // The basic plan has no parts inventory (spec 01 §6).
    await t.db.query(`insert into equipment_parts (company_id, part_name, part_number) values ($1, 'Zephyr gasket', 'ZG-1')`, [basic.id]);
  }, 180_000); // a fresh database, five sign-ins and a converted quote: slow on a loaded machine
  afterAll(() => t?.close());

  it('finds each kind, grouped in order, with status, colour and destination', async () => {
    const { status, body } = await search(a.manager, 'zephyr');
    expect(status).toBe(200);
    expect(body.query).toBe('zephyr');
    expect(body.groups.map((g) => g.kind)).toEqual(['equipment', 'task', 'part', 'quote', 'invoice']);
    const byKind = Object.fromEntries(body.groups.map((g) => [g.kind, g]));
    expect(byKind.equipment).toMatchObject({ label: 'Equipment', total: 3, isTotalCapped: false });
    expect(byKind.equipment!.results.find((r) => r.id === ids.excavator)).toMatchObject({
      title: 'Zephyr Excavator',
      subtitle: '320 GC',
      code: 'ZX-1001',
      status: 'maintenance',
      statusLabel: 'Under Maintenance',
      tone: 'yellow',
      path: `/dashboard/equipment?id=${ids.excavator}`,
    });
    expect(byKind.task!.results).toEqual([
      expect.objectContaining({
        id: ids.task,
        title: 'Zephyr boom grease',
        subtitle: 'Zephyr Excavator',
        code: ids.taskNumber,
        status: 'overdue',
        tone: 'red',
        path: `/dashboard/maintenance?equipmentId=${ids.excavator}`,
      }),
    ]);
    expect(byKind.part!.results).toEqual([
      expect.objectContaining({
        id: ids.part,
        code: 'ZF-77',
        status: 'out_of_stock',
        statusLabel: 'Out of Stock',
        tone: 'red',
        path: `/dashboard/parts-inventory?id=${ids.part}`,
      }),
    ]);
    expect(byKind.quote!.results).toEqual([
      expect.objectContaining({ id: ids.quote, code: ids.quoteNumber, tone: 'green', path: `/dashboard/quotes?quote=${ids.quote}` }),
    ]);
    expect(byKind.invoice!.results).toEqual([
      expect.objectContaining({
        id: ids.invoice,
        code: ids.invoiceNumber,
        status: 'unpaid',
        tone: 'blue',
        subtitle: 'Ref ZEPHYR-PO-9',
        path: `/dashboard/quotes?invoice=${ids.invoice}`,
      }),
    ]);
  });

  it('ranks an exact code first, then codes that start with the term, then names that start with it, then the rest', async () => {
    expect(idsOf((await search(a.manager, 'zephyr')).body, 'equipment')).toEqual([ids.exact, ids.excavator, ids.other]);
    expect(idsOf((await search(a.manager, 'ZX-100')).body, 'equipment')).toEqual([ids.excavator]);
    expect(idsOf((await search(a.manager, ids.taskNumber!)).body)).toEqual([ids.task]);
    expect(idsOf((await search(a.manager, ids.invoiceNumber!)).body, 'invoice')).toEqual([ids.invoice]);
    expect(idsOf((await search(a.manager, ids.quoteNumber!)).body, 'quote')).toEqual([ids.quote]);
    expect(idsOf((await search(a.manager, 'zf-77')).body)).toEqual([ids.part]);
  });

  it('matches two-character terms at the start of a word, case-insensitively', async () => {
    expect(idsOf((await search(a.manager, 'zF')).body, 'part')).toEqual([ids.part]);
    expect(idsOf((await search(a.manager, 'GC')).body)).toEqual([ids.excavator]);
    // 'yr' is inside "Zephyr" only: two characters do not match mid-word (ADR 0012); three do.
    expect((await search(a.manager, 'yr')).body.groups).toEqual([]);
    expect(idsOf((await search(a.manager, 'hyr')).body, 'equipment')).toHaveLength(3);
  });

  it("never shows another company's records, and an impersonating admin sees exactly the client's", async () => {
    const ofA = idsOf((await search(a.manager, 'zephyr')).body);
    expect(ofA).not.toContain(ids.bEquipment);
    const ofB = await search(b.manager, 'zephyr');
    expect(idsOf(ofB.body)).toContain(ids.bEquipment);
    for (const id of [ids.excavator, ids.exact, ids.other, ids.task, ids.part, ids.quote, ids.invoice])
      expect(idsOf(ofB.body)).not.toContain(id);
    expect(idsOf((await search(b.manager, 'ZX-1001')).body)).toEqual([ids.bEquipment]);
    // The admin's own view spans every company; impersonating B narrows it to B.
    expect(idsOf((await search(admin, 'ZX-1001')).body).sort()).toEqual([ids.excavator, ids.bEquipment].sort());
    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: b.id })).statusCode).toBe(200);
    expect(idsOf((await search(admin, 'ZX-1001')).body)).toEqual([ids.bEquipment]);
    expect((await call(admin, 'DELETE', '/api/admin/impersonation')).statusCode).toBe(200);
  });

  it('shows each role only the kinds it may read, and a plan without the parts inventory no parts', async () => {
    const tech = await search(a.technician, 'zephyr');
    expect(tech.status).toBe(200);
    // Technicians read every kind (ADR 0008 read row); quote labels are the client's.
    expect(tech.body.groups.map((g) => g.kind)).toEqual(['equipment', 'task', 'part', 'quote', 'invoice']);
    expect(tech.body.groups.find((g) => g.kind === 'quote')!.results[0]!.statusLabel).toBe('Invoice Ready');
    expect((await search(admin, 'Zephyr undercarriage')).body.groups.find((g) => g.kind === 'quote')!.results[0]!.statusLabel).toBe(
      'Invoiced',
    );
    const onBasic = await search(basic.manager, 'zephyr');
    expect(onBasic.status).toBe(200);
    expect(onBasic.body.groups.map((g) => g.kind)).not.toContain('part');
  });

  it('refuses a term shorter than 2 characters after trimming, or longer than 100, with a clear message', async () => {
    for (const q of ['', 'a', '   ', ' b ']) {
      const res = await search(a.manager, q);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe('q: Enter at least 2 characters to search.');
    }
    const long = await search(a.manager, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe('q: Search text must be at most 100 characters.');
    expect((await call(a.manager, 'GET', '/api/search')).statusCode).toBe(400);
    expect((await call(a.manager, 'GET', '/api/search?q=ab&extra=1')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await search(null, 'zephyr')).status).toBe(401);
  });

  it('treats %, _, backslashes, quotes and unicode as plain text', async () => {
    const odd = await insertEquipment(t.db, { companyId: a.id, name: "Bob's 100% _dozer_ \\ Ünïcode 挖掘機", serial: null });
    const cases: [string, string[]][] = [
      ['100%', [odd]],
      ['_dozer_', [odd]],
      ["Bob's", [odd]],
      ['\\ Ü', [odd]],
      ['Ünï', [odd]],
      ['挖掘', [odd]],
      // Each wildcard matches itself only: no text holds these, so nothing is found (not everything).
      ['%%', []],
      ['__', []],
      ["''", []],
      ['\\\\', []],
      ["' or 1=1 --", []],
      ['%_%', []],
    ];
    for (const [q, expected] of cases) {
      const res = await search(a.manager, q);
      expect(res.status, q).toBe(200);
      expect(idsOf(res.body), q).toEqual(expected);
    }
  });

  it('finds a machine by its type in words or its manufacturer, in global search and in the register (migration 0025)', async () => {
    const [row] = await t.db.query<{ id: string }>(
      `insert into equipment (company_id, name, manufacturer, equipment_type) values ($1, 'Unit 7', 'Quillbrook Heavy', 'dump_truck') returning id`,
      [a.id],
    );
    await t.db.query(
      `insert into equipment (company_id, name, manufacturer, equipment_type) values ($1, 'Unit 7 of B', 'Quillbrook Heavy', 'dump_truck')`,
      [b.id],
    );
    for (const q of ['dump truck', 'Dump', 'quillbrook', 'Qu']) {
      const res = await search(a.manager, q);
      expect(res.status, q).toBe(200);
      expect(idsOf(res.body, 'equipment'), q).toEqual([row!.id]);
      const list = await call(a.manager, 'GET', `/api/equipment?search=${encodeURIComponent(q)}`);
      expect(list.statusCode, q).toBe(200);
      expect(
        (list.json().items as { id: string }[]).map((e) => e.id),
        q,
      ).toEqual([row!.id]);
    }
  });
});
