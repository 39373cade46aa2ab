import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, demoPassword } from '../src/db/seed.ts';
import { demoTables } from '../src/modules/demo/demo.repo.ts';
import { createTestApp, insertCompany, insertUser, signIn, uniqueIp, type TestApp } from './harness.ts';

type Counts = Record<string, number>;

/** The demo fleet (ADR 0016): seeded once on a demo start, counted, visible to the demo logins only, removable in one action. */
describe(`demo data (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let northwind: string;
  let cookies: { alex: string; admin: string; taylor: string };
  let other: { companyId: string; cookie: string; equipmentId: string };

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie }, remoteAddress: uniqueIp() });
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const demoCounts = async (): Promise<Counts> => {
    const row = await one<Counts>(`select ${demoTables.map((d) => `(select count(*)::int from ${d} where is_demo) as ${d}`).join(', ')}`);
    return row;
  };
  const allCounts = async (): Promise<Counts> =>
    one<Counts>(`select ${demoTables.map((d) => `(select count(*)::int from ${d}) as ${d}`).join(', ')}`);

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    northwind = (await one<{ id: string }>(`select company_id as id from users where email = 'alex@northwind.demo'`)).id;
    const demo = (email: string) => signIn(t.app, { email, password: demoPassword });
    cookies = {
      alex: await demo('alex@northwind.demo'),
      admin: await demo('admin@gears.demo'),
      taylor: await demo('taylor@northwind.demo'),
    };
    // Another tenant with a machine of its own.
    const company = await insertCompany(t.db);
    const manager = await insertUser(t.db, { companyId: company.id, role: 'client_admin' });
    const cookie = await signIn(t.app, manager);
    const created = await call(cookie, 'POST', '/api/equipment', {
      name: 'Other Co excavator',
      manufacturer: 'Volvo',
      model: 'EC140',
      serial: 'OTHER-1',
      equipmentType: 'excavator',
      status: 'active',
      year: 2020,
    });
    expect(created.statusCode).toBe(201);
    other = { companyId: company.id, cookie, equipmentId: created.json().id ?? created.json().equipment?.id };
  }, 120_000);
  afterAll(() => t.close());

  it('leaves the planner statistics of the rows it wrote (the embedded database has no autovacuum)', async () => {
    // Before the analyze after seeding, PGlite's tables looked empty (reltuples -1) and the dashboard's fleet count ran
    // a subquery per machine: 0.4–0.9 s for the demo company.
    const row = await one<{ tuples: number }>(`select reltuples::float8 as tuples from pg_class where oid = 'equipment'::regclass`);
    expect(row.tuples).toBeGreaterThanOrEqual(61);
  });

  it('seeds a mid-size fleet for Northwind with every kind of record, each flagged is_demo', async () => {
    const c = await demoCounts();
    expect(c.equipment).toBe(61);
    expect(c.meter_readings).toBeGreaterThan(500);
    expect(c.maintenance_tasks).toBeGreaterThan(150);
    expect(c.repairs).toBe(7);
    expect(c.equipment_parts).toBe(16);
    expect(c.part_stock_movements).toBeGreaterThan(16);
    expect(c.parts_quotes).toBe(1);
    expect(c.quote_requests).toBe(7);
    expect(c.sales_orders).toBe(2);
    expect(c.invoices).toBe(2);
    expect(c.payment_sessions).toBe(1);
    expect(c.job_sites).toBe(4);
    expect(c.job_site_equipment_assignments).toBe(9);
    expect(c.job_site_team_assignments).toBe(6);
    expect(c.asset_reservations).toBe(7);
    expect(c.asset_assignments).toBe(4);
    // Every row of these tables in the demo company is a demo row: nothing unflagged was written.
    for (const table of demoTables) {
      const unflagged = await one<{ n: number }>(`select count(*)::int as n from ${table} where company_id = $1 and not is_demo`, [
        northwind,
      ]);
      expect(unflagged.n, table).toBe(0);
    }
  });

  it('gives machines real makes, unique serials and QR ids made like the product makes them', async () => {
    const rows = await t.db.query<{
      serial: string;
      qr_code_id: string | null;
      equipment_type: string;
      year: number;
      purchase_date: string;
    }>('select serial, qr_code_id, equipment_type, year, purchase_date::text from equipment where is_demo');
    expect(new Set(rows.map((r) => r.serial.toLowerCase())).size).toBe(rows.length);
    const codes = rows.map((r) => r.qr_code_id).filter((c): c is string => c !== null);
    expect(codes.length).toBe(58);
    for (const code of codes) expect(code).toMatch(/^EQ-[A-Z0-9]{8}$/);
    expect(new Set(rows.map((r) => r.equipment_type))).toEqual(
      new Set(['excavator', 'bulldozer', 'crane', 'loader', 'dump_truck', 'compactor', 'generator', 'pump', 'tool', 'vehicle', 'other']),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const r of rows) expect(r.purchase_date <= today).toBe(true);
  });

  it('has maintenance done, due and overdue on both calendar and hours schedules, and repairs in every state', async () => {
    const tasks = await call(cookies.alex, 'GET', '/api/maintenance/tasks?limit=500');
    expect(tasks.statusCode).toBe(200);
    type Task = { status: string; displayStatus: string; overdueBy: string | null; recurrence: string; intervalHours: number | null };
    const items = tasks.json().items as Task[];
    const overdue = items.filter((i) => i.displayStatus === 'overdue');
    expect(overdue.some((i) => i.overdueBy === 'date')).toBe(true);
    expect(overdue.some((i) => i.overdueBy === 'hours' && i.recurrence === 'custom_hours')).toBe(true);
    expect(items.some((i) => i.status === 'completed')).toBe(true);
    expect(items.some((i) => i.status === 'in_progress')).toBe(true);
    expect(items.some((i) => i.displayStatus === 'pending' && i.recurrence === 'quarterly')).toBe(true);
    expect(items.some((i) => i.displayStatus === 'pending' && i.recurrence === 'custom_hours')).toBe(true);
    const repairs = await t.db.query<{ status: string }>('select distinct status from repairs where is_demo order by status');
    expect(repairs.map((r) => r.status)).toEqual(['approved', 'completed', 'declined', 'submitted']);
  });

  it('keeps each part ledger consistent, with exactly one part below its reorder point', async () => {
    const parts = await t.db.query<{ id: string; units_in_stock: number; min_stock: number; last: number; sum: number }>(
      `select p.id, p.units_in_stock, p.min_stock,
              (select m.balance_after from part_stock_movements m where m.part_id = p.id order by m.created_at desc, m.id desc limit 1) as last,
              (select sum(m.quantity_delta)::int from part_stock_movements m where m.part_id = p.id) as sum
         from equipment_parts p where p.is_demo`,
    );
    for (const p of parts) {
      expect(p.last).toBe(p.units_in_stock);
      expect(p.sum).toBe(p.units_in_stock);
    }
    expect(parts.filter((p) => p.units_in_stock < p.min_stock)).toHaveLength(1);
    expect(parts.filter((p) => p.units_in_stock <= p.min_stock)).toHaveLength(1);
    const kinds = await t.db.query<{ kind: string }>('select distinct kind from part_stock_movements where is_demo order by kind');
    expect(kinds.map((k) => k.kind)).toEqual(['adjusted', 'received', 'used']);
    const low = await call(cookies.alex, 'GET', '/api/parts/low-stock');
    expect(low.statusCode).toBe(200);
  });

  it('runs quote to cash through the real services: invoice = accepted quote to the cent, one paid and one due', async () => {
    const statuses = await t.db.query<{ status: string }>('select status from quote_requests where is_demo order by status');
    expect(statuses.map((s) => s.status)).toEqual([
      'accepted',
      'cancelled',
      'invoiced',
      'new',
      'paid',
      'sent_to_client',
      'vendor_requested',
    ]);
    const invoices = await t.db.query<{
      status: string;
      subtotal: string;
      tax_total: string;
      total: string;
      tax_rate: string;
      amount_paid: string;
      due_date: string;
      quote_total: string;
      quote_rate: string;
    }>(
      `select i.status, i.subtotal::text, i.tax_total::text, i.total::text, i.tax_rate::text, i.amount_paid::text, i.due_date::text,
              q.total_client_cost::text as quote_total, q.tax_rate::text as quote_rate
         from invoices i join quote_requests q on q.id = i.quote_request_id where i.is_demo order by i.status`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(invoices.map((i) => i.status)).toEqual(['issued', 'paid']);
    for (const i of invoices) {
      expect(i.subtotal).toBe(i.quote_total);
      expect(Number(i.tax_rate)).toBe(8.6);
      expect(Number(i.quote_rate)).toBe(8.6);
      expect(Math.round(Number(i.subtotal) * 100) + Math.round(Number(i.tax_total) * 100)).toBe(Math.round(Number(i.total) * 100));
      expect(Math.round(Number(i.tax_total) * 100)).toBe(Math.round(Number(i.subtotal) * 8.6));
    }
    expect(invoices[0]!.due_date > today).toBe(true);
    expect(invoices[1]!.amount_paid).toBe(invoices[1]!.total);
    const orders = await call(cookies.alex, 'GET', '/api/orders');
    expect(orders.statusCode).toBe(200);
    expect((orders.json().orders as { status: string }[]).map((o) => o.status).sort()).toEqual(['delivered', 'processing']);
    // No email went out for demo records.
    expect((await one<{ n: number }>(`select count(*)::int as n from email_outbox`)).n).toBe(0);
  });

  it('answers the demo logins with the demo data, and no other tenant sees any of it', async () => {
    const list = await call(cookies.alex, 'GET', '/api/equipment?limit=50');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBe(50);
    const stats = await call(cookies.taylor, 'GET', '/api/equipment/stats');
    expect(stats.statusCode).toBe(200);
    const summary = await call(cookies.alex, 'GET', '/api/maintenance/summary');
    expect(summary.statusCode).toBe(200);
    for (const url of ['/api/parts', '/api/quote-requests', '/api/invoices', '/api/maintenance/repairs', '/api/equipment/scans']) {
      const res = await call(cookies.alex, 'GET', url);
      expect(res.statusCode, url).toBe(200);
    }
    const theirs = await call(other.cookie, 'GET', '/api/equipment?limit=50');
    expect(theirs.json().items.map((i: { name: string }) => i.name)).toEqual(['Other Co excavator']);
    const demoMachine = await one<{ id: string }>('select id from equipment where is_demo limit 1');
    expect((await call(other.cookie, 'GET', `/api/equipment/${demoMachine.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/quote-requests')).json().items ?? []).toHaveLength(0);
    const rowsOfOthers = await one<{ n: number }>('select count(*)::int as n from equipment where is_demo and company_id <> $1', [
      northwind,
    ]);
    expect(rowsOfOthers.n).toBe(0);
  });

  it('never seeds twice: a second start creates nothing', async () => {
    const before = await allCounts();
    expect(await seedDemo(t.db)).toBe(false);
    expect(await allCounts()).toEqual(before);
  });

  it('refuses the removal to anyone but a provider admin', async () => {
    expect((await call(cookies.alex, 'DELETE', '/api/admin/demo-data')).statusCode).toBe(403);
    expect((await call(cookies.alex, 'GET', '/api/admin/demo-data')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/demo-data', remoteAddress: uniqueIp() })).statusCode).toBe(401);
    expect((await demoCounts()).equipment).toBe(61);
  });

  it("refuses the removal while a user's own record uses demo data, and deletes nothing", async () => {
    const machine = await one<{ id: string }>('select id from equipment where is_demo order by name limit 1');
    const task = await call(cookies.alex, 'POST', '/api/maintenance/tasks', {
      title: 'Our own inspection',
      dueDate: new Date().toISOString().slice(0, 10),
      equipmentId: machine.id,
    });
    expect(task.statusCode).toBe(201);
    const status = await call(cookies.admin, 'GET', '/api/admin/demo-data');
    expect(status.json().blockers).toEqual({ maintenance_tasks: 1 });
    const before = await allCounts();
    const refused = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The demo data cannot be removed while your own records use it: 1 maintenance task on demo equipment. Delete them or move them to your own equipment and parts, then try again.',
    );
    expect(await allCounts()).toEqual(before);
    // Once the user's task is gone, nothing stands in the way.
    expect((await call(cookies.alex, 'DELETE', `/api/maintenance/tasks/${task.json().task.id}`)).statusCode).toBe(204);
    expect((await call(cookies.admin, 'GET', '/api/admin/demo-data')).json().blockers).toEqual({});
  });

  it('a demo machine on one of the users own job sites blocks the removal until it is taken off', async () => {
    const free = await one<{ id: string }>(
      `select id from equipment e where is_demo and status = 'active' and not exists
         (select 1 from job_site_equipment_assignments a where a.equipment_id = e.id and a.status = 'active') order by name limit 1`,
    );
    const site = await call(cookies.alex, 'POST', '/api/job-sites', { siteName: 'Our own site', equipmentIds: [free.id] });
    expect(site.statusCode).toBe(201);
    expect((await call(cookies.admin, 'GET', '/api/admin/demo-data')).json().blockers).toEqual({ job_site_equipment_assignments: 1 });
    const refused = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('1 demo machine on one of your job sites');
    // Taken off, its ended row is history of a demo machine: it goes with the machine, the user's site stays.
    expect((await call(cookies.alex, 'DELETE', `/api/job-sites/${site.json().id}/equipment/${free.id}`)).statusCode).toBe(200);
    expect((await call(cookies.admin, 'GET', '/api/admin/demo-data')).json().blockers).toEqual({});
  });

  it('an open booking of a demo machine blocks the removal until it is cancelled', async () => {
    const free = await one<{ id: string }>(
      `select id from equipment e where is_demo and status = 'active'
         and not exists (select 1 from job_site_equipment_assignments a where a.equipment_id = e.id and a.status = 'active')
         and not exists (select 1 from maintenance_tasks t where t.equipment_id = e.id and t.status in ('pending', 'in_progress')
           and t.due_date between current_date + 19 and current_date + 22)
       order by name limit 1`,
    );
    const startAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const booking = await call(cookies.alex, 'POST', '/api/reservations', { equipmentId: free.id, startAt });
    expect(booking.statusCode).toBe(201);
    expect((await call(cookies.admin, 'GET', '/api/admin/demo-data')).json().blockers).toEqual({ asset_reservations: 1 });
    expect((await call(cookies.admin, 'DELETE', '/api/admin/demo-data')).statusCode).toBe(409);
    // Cancelled, it is history of a demo machine and goes with it.
    expect((await call(cookies.alex, 'POST', `/api/reservations/${booking.json().id}/cancel`)).statusCode).toBe(200);
    expect((await call(cookies.admin, 'GET', '/api/admin/demo-data')).json().blockers).toEqual({});
  });

  it('removes exactly the demo rows in one action, keeps the users own rows and the demo logins, and audits it', async () => {
    const own = await call(cookies.alex, 'POST', '/api/equipment', {
      name: 'Our own loader',
      manufacturer: 'Deere',
      model: '544 P',
      serial: 'OWN-544',
      equipmentType: 'loader',
      status: 'active',
      year: 2022,
    });
    expect(own.statusCode).toBe(201);
    const before = await allCounts();
    const demoBefore = await demoCounts();
    const removed = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(removed.statusCode).toBe(200);
    const body = removed.json() as { total: number; removed: Counts; message: string };
    expect(body.removed.equipment).toBe(61);
    expect(body.message).toBe(`Demo data removed: ${body.total} records.`);
    const after = await allCounts();
    // Besides the demo rows, the one ended assignment of a demo machine on the user's own site went (history of it).
    // So did the user's cancelled booking of a demo machine.
    const historyOfDemo: Counts = { job_site_equipment_assignments: 1, asset_reservations: 1 };
    for (const table of demoTables) {
      expect((await demoCounts())[table], table).toBe(0);
      expect(after[table], table).toBe(before[table]! - demoBefore[table]! - (historyOfDemo[table] ?? 0));
    }
    const left = await call(cookies.alex, 'GET', '/api/equipment?limit=50');
    expect(left.json().items.map((i: { name: string }) => i.name)).toEqual(['Our own loader']);
    expect((await call(other.cookie, 'GET', '/api/equipment?limit=50')).json().items).toHaveLength(1);
    // The user's own job site stays; the demo sites are gone.
    const sitesLeft = (await call(cookies.alex, 'GET', '/api/job-sites?status=all')).json().items;
    expect(sitesLeft.map((s: { siteName: string }) => s.siteName)).toEqual(['Our own site']);
    // The demo logins stay; the removal is a security event with its counts.
    expect((await one<{ n: number }>('select count(*)::int as n from users where is_demo')).n).toBe(5);
    const event = await one<{ details: { total: number } }>(`select details from security_events where event_type = 'demo_data_removed'`);
    expect(event.details.total).toBe(body.total);
    // A restart does not bring it back, and removing again is harmless.
    expect(await seedDemo(t.db)).toBe(false);
    expect((await demoCounts()).equipment).toBe(0);
    const again = await call(cookies.admin, 'DELETE', '/api/admin/demo-data');
    expect(again.json()).toMatchObject({ total: 0, message: 'There was no demo data left to remove.' });
  });
});
