import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import * as f from './analytics-fixtures.ts';
import { D, at } from './analytics-fixtures.ts';

/**
 * Analytics from a data set whose every figure is worked out by hand below (issue 17 item 2). The range is the 60 days
 * D(59)…D(0) (D(n) = n days ago, UTC); company B's rows must never reach company A's figures.
 */
const range = `from=${D(59)}&to=${D(0)}`;
const weekday = (n: number) =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${D(n)}T12:00:00Z`).getUTCDay()]!;

describe(`analytics computed from the data (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: { id: string; admin: Member; technician: Member };
  let b: { id: string; admin: Member };
  let provider: Member;
  const e: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    const db = t.db;
    const A = (await insertCompany(db)).id;
    const B = (await insertCompany(db)).id;
    a = { id: A, admin: await memberOf(t, A, 'client_admin'), technician: await memberOf(t, A, 'technician') };
    b = { id: B, admin: await memberOf(t, B, 'client_admin') };
    provider = await newAdmin(t);

    // Register now: 2 active, 1 idle, 1 in maintenance; an archived machine never counts.
    e.E1 = await f.machine(db, A, 'Excavator A1', 'active', 180);
    e.E2 = await f.machine(db, A, 'Loader A2', 'active', 60);
    e.E3 = await f.machine(db, A, 'Crane A3', 'idle');
    e.E4 = await f.machine(db, A, 'Pump A4', 'maintenance');
    await f.machine(db, A, 'Old Truck', 'active', null, true);

    // Tasks: T1 on time, T2 late (overdue D19…D11), T3 open and overdue since D4, T4 cancelled, T5 due in future,
    // T6 overdue since D99 (due before the range), T7 due today with the meter past its due hours.
    const t1 = await f.task(db, { companyId: A, equipmentId: e.E1, dueDate: D(30), completedAt: at(32, '14:00') });
    await f.task(db, { companyId: A, equipmentId: e.E2, dueDate: D(20), completedAt: at(10, '14:30') });
    await f.task(db, { companyId: A, dueDate: D(5) });
    await f.task(db, { companyId: A, dueDate: D(40), status: 'cancelled' });
    await f.task(db, { companyId: A, dueDate: D(-10) });
    await f.task(db, { companyId: A, dueDate: D(100) });
    await f.task(db, { companyId: A, equipmentId: e.E1, dueDate: D(0), dueHours: 150 });

    // Repairs: R1 48 h, R3 480 h (submitted before the range, completed in it), R2 pending, R4 declined.
    await f.repair(db, {
      companyId: A,
      equipmentId: e.E1,
      createdAt: at(20, '08:00'),
      completedAt: at(18, '08:00'),
      status: 'completed',
      quote: '1200.50',
    });
    await f.repair(db, { companyId: A, equipmentId: e.E2, createdAt: at(10, '08:00'), status: 'submitted' });
    await f.repair(db, {
      companyId: A,
      equipmentId: e.E2,
      createdAt: at(70, '00:00'),
      completedAt: at(50, '00:00'),
      status: 'completed',
      quote: '300.00',
    });
    await f.repair(db, { companyId: A, equipmentId: e.E3, createdAt: at(15, '08:00'), status: 'declined' });
    // Costs: E1 1200.50 + 4 × 12.25 = 1249.50; E2 300.00; E3 75.10 (its fuel is not maintenance).
    await f.partsUsed(db, { companyId: A, taskId: t1, unitCost: '12.25', quantity: 4, createdAt: at(31, '10:00') });
    await f.operationalCost(db, A, e.E3, 'repair', '75.10', D(5));
    await f.operationalCost(db, A, e.E3, 'fuel', '500.00', D(5));

    // Meters: E1 100 before the range → 180 = 80 h; E2 50 → 60 = 10 h; E3 read only before the range.
    await f.reading(db, A, e.E1, 100, at(70, '12:00'));
    await f.reading(db, A, e.E1, 150, at(40, '12:00'));
    await f.reading(db, A, e.E1, 180, at(5, '12:00'));
    await f.reading(db, A, e.E2, 50, at(30, '12:00'));
    await f.reading(db, A, e.E2, 60, at(10, '12:00'));
    await f.reading(db, A, e.E3, 20, at(80, '12:00'));
    // GPS: E1 moved on D3 (two fixes), stood on D2; E2 crept at 3 km/h. 2 machines, 1 moving machine-day.
    const source = await f.trackerSource(db, A);
    await f.fix(db, { companyId: A, sourceId: source, equipmentId: e.E1, fixedAt: at(3, '12:00'), speed: 10 });
    await f.fix(db, { companyId: A, sourceId: source, equipmentId: e.E1, fixedAt: at(3, '13:00'), speed: 20 });
    await f.fix(db, { companyId: A, sourceId: source, equipmentId: e.E1, fixedAt: at(2, '12:00'), speed: 0 });
    await f.fix(db, { companyId: A, sourceId: source, equipmentId: e.E2, fixedAt: at(1, '12:00'), speed: 3 });
    await f.site(db, A, 'North Yard', [e.E1, e.E3]);
    await f.site(db, A, 'Bridge', [e.E2]);

    // Scans: two on D3 (09:15 and 23:30 UTC), one before the range.
    await f.scan(db, A, e.E1, at(3, '09:15'));
    await f.scan(db, A, e.E2, at(3, '23:30'));
    await f.scan(db, A, e.E2, at(70, '10:00'));

    // Ledger. In range: quotes Q1 1000.00, Q2 2500.50, Q3 700.25 (not accepted), Q5 999.99, Q7 50.00, Q9 123.45;
    // Q4 before the range, Q6 never issued.
    await f.chain(db, {
      companyId: A,
      total: '1000.00',
      quoteDate: D(40),
      order: { date: D(38) },
      invoice: { date: D(37), paidAt: at(35, '12:00') },
    });
    await f.chain(db, {
      companyId: A,
      total: '2500.50',
      quoteDate: D(20),
      order: { date: D(19) },
      invoice: { date: D(18), termsDays: 15, amountPaid: '500.00' },
    });
    await f.chain(db, { companyId: A, total: '700.25', quoteDate: D(5), status: 'sent_to_client' });
    await f.chain(db, { companyId: A, total: '400.00', quoteDate: D(90), order: { date: D(89) }, invoice: { date: D(88) } });
    await f.chain(db, { companyId: A, total: '999.99', quoteDate: D(10), order: { date: D(9), status: 'cancelled' } });
    await f.chain(db, { companyId: A, total: '80.00', quoteDate: D(3), issued: false, status: 'submitted' });
    await f.chain(db, { companyId: A, total: '50.00', quoteDate: D(8), order: { date: D(8) }, invoice: { date: D(8), status: 'void' } });
    await f.chain(db, {
      companyId: A,
      total: '123.45',
      quoteDate: D(2),
      order: { date: D(1) },
      invoice: { date: D(1), paidAt: at(0, '00:00') },
    });

    // Company B: one of everything, which must stay out of A's figures.
    const bm = await f.machine(db, B, 'B Dozer', 'idle', 900);
    await f.task(db, { companyId: B, equipmentId: bm, dueDate: D(6) });
    await f.repair(db, {
      companyId: B,
      equipmentId: bm,
      createdAt: at(6, '08:00'),
      completedAt: at(5, '08:00'),
      status: 'completed',
      quote: '9999.00',
    });
    await f.reading(db, B, bm, 800, at(40, '12:00'));
    await f.reading(db, B, bm, 900, at(4, '12:00'));
    await f.scan(db, B, bm, at(3, '09:00'));
    await f.chain(db, { companyId: B, total: '100.00', quoteDate: D(10), order: { date: D(10) }, invoice: { date: D(10) } });
  });
  afterAll(() => t.close());

  const get = async (who: Member, path: string) => {
    const res = await call(who, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('summary: spec 01 §3 fields over the period, money exact to the cent', async () => {
    const body = await get(a.admin, `/api/analytics/summary?${range}`);
    expect(body.range).toEqual({ from: D(59), to: D(0), period: 'custom' });
    expect(body.scope.companyId).toBe(a.id);
    expect(body.summary).toMatchObject({
      totalQuotes: 6,
      totalQuoteValue: '5374.19',
      acceptedQuotes: 5,
      totalOrders: 4,
      totalOrderValue: '3673.95',
      totalInvoices: 3,
      totalInvoiceValue: '3623.95',
      paidInvoices: 2,
      paidInvoiceValue: '1123.45',
      overdueInvoices: 2,
      overdueInvoiceValue: '2400.50',
      monthlySpending: '123.45',
      avgQuoteValue: '895.70',
      avgOrderValue: '918.49',
    });
    const recent = body.summary.recentTransactions;
    expect(recent).toHaveLength(10);
    expect(recent.slice(0, 4).map((r: { type: string; date: string; amount: string }) => [r.type, r.date, r.amount])).toEqual([
      ['payment', D(0), '123.45'],
      ['invoice', D(1), '123.45'],
      ['order', D(1), '123.45'],
      ['quote', D(2), '123.45'],
    ]);
  });

  it('maintenance: completion, weekly overdue trend, mean time to repair, cost by machine', async () => {
    const body = await get(a.admin, `/api/analytics/maintenance?${range}`);
    // Due in range and not cancelled: T1, T2, T3, T7; overdue T3 (date) and T7 (hours). Repairs in range R1, R2, R4.
    expect(body.completion).toEqual({ tasks: 4, completedTasks: 2, overdueTasks: 2, repairs: 3, pendingRepairs: 1, completionRate: 57.1 });
    expect(body.repairs).toEqual({ completed: 2, meanTimeToRepairHours: 264 });
    expect(body.costByMachine).toEqual([
      { equipmentId: e.E1, name: 'Excavator A1', repairs: '1200.50', parts: '49.00', operational: '0.00', total: '1249.50' },
      { equipmentId: e.E2, name: 'Loader A2', repairs: '300.00', parts: '0.00', operational: '0.00', total: '300.00' },
      { equipmentId: e.E3, name: 'Crane A3', repairs: '0.00', parts: '0.00', operational: '75.10', total: '75.10' },
    ]);
    expect(body.costTotal).toBe('1624.60');
    // T6 all along; T2 from D19 to D11; T3 from D4. T7 is overdue by hours only, which a past week cannot tell.
    expect(body.overdueTrend.length).toBeGreaterThanOrEqual(9);
    for (const w of body.overdueTrend as { asOf: string; overdue: number }[]) {
      const expected = 1 + (w.asOf >= D(19) && w.asOf <= D(11) ? 1 : 0) + (w.asOf >= D(4) ? 1 : 0);
      expect(w.overdue, w.asOf).toBe(expected);
    }
    expect(body.overdueTrend.at(-1).asOf).toBe(D(0));
  });

  it('maintenance: the overdue trend of a later period starts from the count overdue before it', async () => {
    // Same tasks as above; the count on the day before the period comes from the open tasks and those completed later
    // (T2, due D20, completed D11), not from replaying the whole history.
    for (const from of [15, 10, 5, 3]) {
      const body = await get(a.admin, `/api/analytics/maintenance?from=${D(from)}&to=${D(0)}`);
      expect(body.overdueTrend.length).toBeGreaterThan(0);
      for (const w of body.overdueTrend as { asOf: string; overdue: number }[]) {
        const expected = 1 + (w.asOf >= D(19) && w.asOf <= D(11) ? 1 : 0) + (w.asOf >= D(4) ? 1 : 0);
        expect(w.overdue, `${from}: ${w.asOf}`).toBe(expected);
      }
    }
  });

  it('financial: funnel totals and by month, conversion, overdue by age, averages', async () => {
    const body = await get(a.admin, `/api/analytics/financial?${range}`);
    expect(body.funnel).toEqual({
      quotes: { count: 6, value: '5374.19' },
      orders: { count: 4, value: '3673.95' },
      invoices: { count: 3, value: '3623.95' },
      paid: { count: 2, value: '1123.45' },
    });
    expect(body.conversion).toEqual({ quoteToOrder: 66.7, orderToInvoice: 75, invoiceToPaid: 66.7 });
    expect(body.overdue).toEqual({
      count: 2,
      value: '2400.50',
      buckets: [
        { bucket: '1-30', count: 1, value: '2000.50' },
        { bucket: '31-60', count: 0, value: '0.00' },
        { bucket: '61-90', count: 1, value: '400.00' },
        { bucket: '90+', count: 0, value: '0.00' },
      ],
    });
    expect(body.averages).toEqual({ quoteValue: '895.70', orderValue: '918.49', invoiceValue: '1207.98', daysToPay: 1.5 });
    // Each month holds what was dated in it: the paid stage has I1 (D35) and I9 (D0).
    const months = body.byMonth as { month: string; paid: { count: number; value: string } }[];
    expect(months[0]!.month).toBe(D(59).slice(0, 7));
    expect(months.at(-1)!.month).toBe(D(0).slice(0, 7));
    const paidIn = (day: string) => months.find((m) => m.month === day.slice(0, 7))!.paid;
    if (D(35).slice(0, 7) !== D(0).slice(0, 7)) {
      expect(paidIn(D(35))).toEqual({ count: 1, value: '1000.00' });
      expect(paidIn(D(0))).toEqual({ count: 1, value: '123.45' });
    }
    const sum = (stage: 'quotes' | 'orders' | 'invoices' | 'paid') =>
      (body.byMonth as Record<string, { count: number }>[]).reduce((s, m) => s + m[stage]!.count, 0);
    expect([sum('quotes'), sum('orders'), sum('invoices'), sum('paid')]).toEqual([6, 4, 3, 2]);
  });

  it('fleet: uptime and idle share now, meter and GPS utilisation over the period, by job site', async () => {
    const body = await get(a.admin, `/api/analytics/fleet?${range}`);
    expect(body.status).toEqual({
      total: 4,
      byStatus: [
        { status: 'active', count: 2 },
        { status: 'idle', count: 1 },
        { status: 'maintenance', count: 1 },
      ],
      uptime: 50,
      idleShare: 25,
      asOf: null,
    });
    // 90 h over 2 machines × 60 days: 0.75 → 0.8 h a machine-day; 90 / (2 × 60 × 8) = 9.4 %.
    expect(body.meter).toEqual({ machines: 2, hoursRun: 90, hoursPerMachineDay: 0.8, utilisation: 9.4, workingDayHours: 8 });
    expect(body.gps).toEqual({ machines: 2, movingMachineDays: 1, utilisation: 0.8 });
    expect(body.bySite.map(({ jobSiteId: _, ...s }: Record<string, unknown>) => s)).toEqual([
      { name: 'North Yard', machines: 2, active: 1, idle: 1, hoursRun: 80 },
      { name: 'Bridge', machines: 1, active: 1, idle: 0, hoursRun: 10 },
    ]);
  });

  it('activity: scans and completed tasks by weekday and hour, in the viewer’s time zone', async () => {
    const utc = await get(a.admin, `/api/analytics/activity?${range}`);
    expect(utc.timeZone).toBe('UTC');
    expect(utc.totals).toEqual({ scans: 2, tasks: 2 });
    expect(utc.byHour[9]).toEqual({ hour: 9, scans: 1, tasks: 0 });
    expect(utc.byHour[23]).toEqual({ hour: 23, scans: 1, tasks: 0 });
    expect(utc.byHour[14]).toEqual({ hour: 14, scans: 0, tasks: 2 });
    const day = (name: string) => utc.byWeekday.find((w: { weekday: string }) => w.weekday === name);
    // D3 and D10 are one week apart: two scans and T2; T1 (D32) falls on the weekday after.
    expect(day(weekday(3))).toEqual({ weekday: weekday(3), scans: 2, tasks: 1 });
    expect(day(weekday(32))).toEqual({ weekday: weekday(32), scans: 0, tasks: 1 });
    expect(utc.busiestWeekday).toBe(weekday(3));

    // In Tokyo (UTC+9) the 23:30 scan is 08:30 the next day.
    const tokyo = await get(a.admin, `/api/analytics/activity?${range}&timeZone=Asia/Tokyo`);
    expect(tokyo.byHour[8].scans).toBe(1);
    expect(tokyo.byHour[23].scans).toBe(0);
    expect(tokyo.byWeekday.find((w: { weekday: string }) => w.weekday === weekday(2)).scans).toBe(1);
  });

  it('hub: the three views’ headline figures over the last 30 days', async () => {
    const body = await get(a.admin, '/api/analytics/hub');
    expect(body.range).toEqual({ from: D(29), to: D(0), period: 'last_30_days' });
    // Due D29…D0: T2, T3, T7 (T2 completed); repairs submitted: R1, R2, R4. (3 + 3 − 2 − 1) / 6 = 50 %.
    // Completed in the window: R1 (48 h) only. Quotes: Q2, Q3, Q5, Q7, Q9. Paid: I9.
    expect(body.maintenance).toEqual({ completionRate: 50, overdueTasks: 2, meanTimeToRepairHours: 48 });
    expect(body.financial).toEqual({ quotesIssued: 5, paidValue: '123.45', overdueInvoiceValue: '2400.50' });
    expect(body.activity).toEqual({ scans: 2, tasksCompleted: 1, busiestWeekday: weekday(3) });
  });

  it('every role of the company reads the same figures; signed out is 401', async () => {
    const admin = await get(a.admin, `/api/analytics/fleet?${range}`);
    expect(await get(a.technician, `/api/analytics/fleet?${range}`)).toEqual(admin);
    for (const path of ['summary', 'maintenance', 'financial', 'fleet', 'activity', 'hub']) {
      expect((await call(null, 'GET', `/api/analytics/${path}`)).statusCode).toBe(401);
    }
  });

  it('isolation: B sees only B; naming A’s company is 404; the provider admin sees all or the one picked', async () => {
    const own = await get(b.admin, `/api/analytics/summary?${range}`);
    expect(own.summary).toMatchObject({ totalQuotes: 1, totalQuoteValue: '100.00', overdueInvoices: 1, overdueInvoiceValue: '100.00' });
    const fleet = await get(b.admin, `/api/analytics/fleet?${range}`);
    expect(fleet.status.total).toBe(1);
    expect(fleet.meter).toMatchObject({ machines: 1, hoursRun: 100 });
    for (const path of ['summary', 'maintenance', 'financial', 'fleet', 'activity', 'hub']) {
      const res = await call(b.admin, 'GET', `/api/analytics/${path}?companyId=${a.id}`);
      expect(res.statusCode, path).toBe(404);
    }
    const all = await get(provider, `/api/analytics/summary?${range}`);
    expect(all.scope).toEqual({ companyId: null, companyName: null });
    expect(all.summary.totalQuotes).toBeGreaterThanOrEqual(7);
    const picked = await get(provider, `/api/analytics/maintenance?${range}&companyId=${b.id}`);
    expect(picked.completion).toMatchObject({ tasks: 1, overdueTasks: 1, repairs: 1 });
    expect(picked.costTotal).toBe('9999.00');
  });

  it('a company with no data gets zeros and nulls, never fallback figures', async () => {
    const empty = await memberOf(t, (await insertCompany(t.db)).id, 'manager');
    const s = await get(empty, '/api/analytics/summary');
    expect(s.range.period).toBe('last_90_days');
    expect(s.summary).toMatchObject({ totalQuotes: 0, totalQuoteValue: '0.00', avgQuoteValue: '0.00', recentTransactions: [] });
    const m = await get(empty, '/api/analytics/maintenance');
    expect(m.completion.completionRate).toBe(100);
    expect(m.repairs.meanTimeToRepairHours).toBeNull();
    expect(m.costByMachine).toEqual([]);
    expect(m.overdueTrend.every((w: { overdue: number }) => w.overdue === 0)).toBe(true);
    const fl = await get(empty, '/api/analytics/fleet');
    expect(fl.status).toEqual({ total: 0, byStatus: [], uptime: null, idleShare: null, asOf: null });
    expect(fl.meter.utilisation).toBeNull();
    expect(fl.gps.utilisation).toBeNull();
    const fi = await get(empty, '/api/analytics/financial?period=last_12_months');
    expect(fi.byMonth).toHaveLength(12);
    expect(fi.conversion).toEqual({ quoteToOrder: null, orderToInvoice: null, invoiceToPaid: null });
    expect(fi.averages.daysToPay).toBeNull();
    const ac = await get(empty, '/api/analytics/activity');
    expect(ac.busiestWeekday).toBeNull();
  });

  it('plans without reporting get the upgrade message; bad input gets a clear 400', async () => {
    const basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id, 'client_admin');
    const refused = await call(basic, 'GET', '/api/analytics/summary');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Feature Unavailable: Reporting is not available in your subscription tier.');
    const bad = async (query: string) => {
      const res = await call(a.admin, 'GET', `/api/analytics/activity?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.body;
    };
    expect(await bad(`from=${D(5)}`)).toContain('Choose both a start and an end date');
    expect(await bad(`from=${D(1)}&to=${D(5)}`)).toContain('The start date must be on or before the end date');
    expect(await bad(`from=${D(800)}&to=${D(0)}`)).toContain('Choose a range of at most two years');
    expect(await bad('period=forever')).toContain('Period must be one of');
    expect(await bad('timeZone=Mars/Olympus')).toContain('Time zone must be an IANA name');
    expect(await bad("timeZone=UTC';--")).toContain('Time zone must be an IANA name');
  });
});
