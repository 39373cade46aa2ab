import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { checkout, fleetAlert, invoice, machine, part, quote, repair, task } from './dashboard-fixtures.ts';

/**
 * GET /api/dashboard/summary against a hand-worked data set (issue 17 item 1). Company A's rows and what each counts
 * for are listed in beforeAll; company B's rows must never reach A's figures.
 */
describe(`dashboard summary (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: { id: string; name: string };
  let b: { id: string; name: string };
  let admin: Member;
  let tech: Member;
  let bAdmin: Member;
  let provider: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await insertCompany(t.db);
    b = await insertCompany(t.db);
    admin = await memberOf(t, a.id, 'client_admin');
    tech = await memberOf(t, a.id, 'technician');
    bAdmin = await memberOf(t, b.id, 'client_admin');
    provider = await newAdmin(t);
    const db = t.db;

    // Company A, machines (8 live): active E1 E6; idle E3; maintenance E2 (task due 5 days ago), E4 (status repair),
    // E5 (hours 150 reached a task due at 100 h), E9 (task in progress); E7 retired counts in the total only;
    // E8 archived 10 days ago. 30 days ago the fleet was E1–E4 (created 45 days ago) and E8 (90 days ago): 5.
    const e1 = await machine(db, a.id, { createdDaysAgo: 45 });
    const e2 = await machine(db, a.id, { createdDaysAgo: 45 });
    const e3 = await machine(db, a.id, { status: 'idle', createdDaysAgo: 45 });
    const e4 = await machine(db, a.id, { status: 'repair', createdDaysAgo: 45 });
    const e5 = await machine(db, a.id, { hours: 150 });
    const e6 = await machine(db, a.id);
    await machine(db, a.id, { status: 'retired' });
    await machine(db, a.id, { createdDaysAgo: 90, archivedDaysAgo: 10 });
    const e9 = await machine(db, a.id, { status: 'idle' });
    // Tasks: open T1–T4, overdue T1 (by date, the technician's) and T2 (by hours); completed 3 and 10 days ago (this
    // period), 40 days ago (the one before), 70 days ago (neither); one cancelled.
    await task(db, a.id, { equipmentId: e2, dueInDays: -5, assignee: tech.id });
    await task(db, a.id, { equipmentId: e5, dueInDays: 30, dueHours: 100 });
    await task(db, a.id, { equipmentId: e6, dueInDays: 10 });
    await task(db, a.id, { equipmentId: e9, dueInDays: 5, status: 'in_progress' });
    for (const days of [3, 10, 40, 70]) await task(db, a.id, { status: 'completed', dueInDays: -days, completedDaysAgo: days });
    await task(db, a.id, { status: 'cancelled', dueInDays: -20 });
    // Repairs: two submitted (to approve), one approved.
    await repair(db, a.id, e4, 'submitted');
    await repair(db, a.id, e5, 'submitted');
    await repair(db, a.id, e4, 'approved');
    // Quotes: open Q1 (sent, $30,000), Q2 (new, to price), Q3 (accepted, $25,000.50) → 3 open worth $55,000.50;
    // requested this period Q1, Q4, Q5 and before Q2, Q3; an archived one counts nowhere.
    await quote(db, a.id, { status: 'sent_to_client', total: '30000.00', createdDaysAgo: 5 });
    await quote(db, a.id, { status: 'new', createdDaysAgo: 40 });
    await quote(db, a.id, { status: 'accepted', total: '25000.50', createdDaysAgo: 50 });
    await quote(db, a.id, { status: 'paid', total: '1000.00', createdDaysAgo: 10 });
    await quote(db, a.id, { status: 'cancelled', createdDaysAgo: 20 });
    await quote(db, a.id, { status: 'sent_to_client', total: '9999.00', createdDaysAgo: 2, archived: true });
    // Invoices: one to pay; paid $800 and $1,000 this period, $400.25 in the one before; a void one.
    await invoice(db, a.id, { status: 'issued', total: '1200.00' });
    await invoice(db, a.id, { status: 'paid', total: '800.00', paidDaysAgo: 2 });
    await invoice(db, a.id, { status: 'paid', total: '1000.00', paidDaysAgo: 10 });
    await invoice(db, a.id, { status: 'paid', total: '400.25', paidDaysAgo: 35 });
    await invoice(db, a.id, { status: 'void', total: '999.00' });
    // Check-outs: overdue E1 (held by the technician) and E3 (a location); E6 due in 3 days; E9 returned late.
    await checkout(db, a.id, { equipmentId: e1, userId: tech.id, returnInDays: -2 });
    await checkout(db, a.id, { equipmentId: e3, returnInDays: -1 });
    await checkout(db, a.id, { equipmentId: e6, returnInDays: 3 });
    await checkout(db, a.id, { equipmentId: e9, returnInDays: -10, returned: true });
    // One alert open, one acknowledged; parts at 0/1 and 5/5 are low, 10/2 is not, an archived 0/1 is not counted.
    await fleetAlert(db, a.id, false);
    await fleetAlert(db, a.id, true);
    await part(db, a.id, { stock: 0, min: 1 });
    await part(db, a.id, { stock: 5, min: 5 });
    await part(db, a.id, { stock: 10, min: 2 });
    await part(db, a.id, { stock: 0, min: 1, archived: true });

    // Company B: one of everything A counts.
    await machine(db, b.id, { status: 'maintenance' });
    const eb = await machine(db, b.id);
    await task(db, b.id, { equipmentId: eb, dueInDays: -3, assignee: bAdmin.id });
    await task(db, b.id, { status: 'completed', completedDaysAgo: 5 });
    await repair(db, b.id, eb, 'submitted');
    await quote(db, b.id, { status: 'sent_to_client', total: '70000.00', createdDaysAgo: 3 });
    await invoice(db, b.id, { status: 'issued', total: '500.00' });
    await invoice(db, b.id, { status: 'paid', total: '300.00', paidDaysAgo: 1 });
    await checkout(db, b.id, { equipmentId: eb, userId: bAdmin.id, returnInDays: -4 });
    await fleetAlert(db, b.id, false);
    await part(db, b.id, { stock: 0, min: 3 });
  });
  afterAll(() => t.close());

  const summary = async (who: Member, query = '') => {
    const res = await call(who, 'GET', `/api/dashboard/summary${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const attention = (body: { attention: { kind: string; reach: string; count: number }[] }) =>
    body.attention.map(({ kind, reach, count }) => `${kind}:${reach}:${count}`);

  const figuresOfA = {
    periodDays: 30,
    fleet: {
      total: 8,
      active: 2,
      idle: 1,
      maintenance: 4,
      advisories: {
        total: { tone: 'info', text: 'Small fleet' },
        active: { tone: 'critical', text: 'Low utilisation: 25 % of the fleet active' },
        idle: { tone: 'success', text: 'Low idle share (12.5 %)' },
        maintenance: { tone: 'warning', text: '50 % of the fleet in maintenance' },
      },
    },
    cards: {
      fleet: { machines: 8, inMaintenance: 4, trend: { current: 8, previous: 5, changePercent: 60 } },
      maintenance: { openTasks: 4, overdueTasks: 2, completedInPeriod: 2, trend: { current: 2, previous: 1, changePercent: 100 } },
      quotes: { openQuotes: 3, openValueCents: 5_500_050, requestedInPeriod: 3, trend: { current: 3, previous: 2, changePercent: 50 } },
      analytics: {
        paidInPeriodCents: 180_000,
        paidInvoicesInPeriod: 2,
        trend: { current: 180_000, previous: 40_025, changePercent: 349.7 },
      },
    },
    insights: [
      {
        id: 'availability',
        tone: 'critical',
        title: 'Fleet availability is low',
        message: '3 machines of 8 ready for work (37.5 %). Most of the fleet is in maintenance or out of service.',
      },
      { id: 'overdue_tasks', tone: 'info', title: 'A little maintenance is overdue', message: '2 tasks are overdue.' },
      { id: 'open_quotes', tone: 'info', title: 'Significant value in open quotes', message: '3 open quotes worth $55,001.' },
    ],
  };

  it('a client admin: every figure of the company, worked out by hand, and what they may act on', async () => {
    const body = await summary(admin);
    expect(body).toMatchObject({ scope: { companyId: a.id, companyName: a.name }, ...figuresOfA });
    expect(body.attention).toEqual([
      { kind: 'overdue_tasks', reach: 'all', count: 2, label: '2 tasks are overdue', href: '/dashboard/maintenance?status=overdue' },
      {
        kind: 'repairs_to_approve',
        reach: 'all',
        count: 2,
        label: '2 repair requests to approve',
        href: '/dashboard/maintenance?tab=repairs',
      },
      { kind: 'quotes_to_accept', reach: 'all', count: 1, label: '1 quote to accept or decline', href: '/dashboard/quotes' },
      { kind: 'invoices_to_pay', reach: 'all', count: 1, label: '1 invoice to pay', href: '/dashboard/quotes?tab=documents&doc=invoice' },
      {
        kind: 'overdue_returns',
        reach: 'all',
        count: 2,
        label: '2 machines are overdue for return',
        href: '/dashboard/equipment?view=assignments&assignments=overdue',
      },
      {
        kind: 'fleet_alerts',
        reach: 'all',
        count: 1,
        label: '1 fleet alert not acknowledged',
        href: '/dashboard/fleet-tracking?view=alerts',
      },
      {
        kind: 'low_stock',
        reach: 'all',
        count: 2,
        label: '2 parts are at or below the reorder point',
        href: '/dashboard/parts-inventory?filter=low-stock',
      },
    ]);
  });

  it('a technician: the same company figures, but only their own overdue task and check-out to act on', async () => {
    const body = await summary(tech);
    expect(body).toMatchObject(figuresOfA);
    expect(body.attention).toEqual([
      {
        kind: 'overdue_tasks',
        reach: 'own',
        count: 1,
        label: '1 of your tasks is overdue',
        href: '/dashboard/maintenance?status=overdue&assignee=me',
      },
      {
        kind: 'overdue_returns',
        reach: 'own',
        count: 1,
        label: '1 machine you hold is overdue for return',
        href: '/dashboard/equipment?view=assignments&assignments=overdue',
      },
    ]);
  });

  it('another tenant sees only its own rows, and may not name company A', async () => {
    const body = await summary(bAdmin);
    expect(body.scope).toEqual({ companyId: b.id, companyName: b.name });
    expect(body.fleet).toMatchObject({ total: 2, active: 0, idle: 0, maintenance: 2 });
    expect(body.cards).toEqual({
      fleet: { machines: 2, inMaintenance: 2, trend: null },
      maintenance: { openTasks: 1, overdueTasks: 1, completedInPeriod: 1, trend: null },
      quotes: { openQuotes: 1, openValueCents: 7_000_000, requestedInPeriod: 1, trend: null },
      analytics: { paidInPeriodCents: 30_000, paidInvoicesInPeriod: 1, trend: null },
    });
    expect(attention(body)).toEqual([
      'overdue_tasks:all:1',
      'repairs_to_approve:all:1',
      'quotes_to_accept:all:1',
      'invoices_to_pay:all:1',
      'overdue_returns:all:1',
      'fleet_alerts:all:1',
      'low_stock:all:1',
    ]);
    const other = await call(bAdmin, 'GET', `/api/dashboard/summary?companyId=${a.id}`);
    expect(other.statusCode).toBe(404);
  });

  it('the provider admin sees every company together, or one by ?companyId, and prices instead of paying', async () => {
    const all = await summary(provider);
    expect(all.scope).toEqual({ companyId: null, companyName: null });
    expect(all.fleet).toMatchObject({ total: 10, active: 2, idle: 1, maintenance: 6 });
    expect(all.cards.quotes).toMatchObject({ openQuotes: 4, openValueCents: 12_500_050, requestedInPeriod: 4 });
    expect(all.cards.analytics).toMatchObject({ paidInPeriodCents: 210_000, paidInvoicesInPeriod: 3 });
    expect(attention(all)).toEqual([
      'overdue_tasks:all:3',
      'repairs_to_approve:all:3',
      'quotes_to_price:all:1',
      'overdue_returns:all:3',
      'fleet_alerts:all:2',
      'low_stock:all:3',
    ]);

    const one = await summary(provider, `?companyId=${a.id}`);
    expect(one).toMatchObject({ scope: { companyId: a.id, companyName: a.name }, ...figuresOfA });
    expect(attention(one)).toEqual([
      'overdue_tasks:all:2',
      'repairs_to_approve:all:2',
      'quotes_to_price:all:1',
      'overdue_returns:all:2',
      'fleet_alerts:all:1',
      'low_stock:all:2',
    ]);
    const unknown = await call(provider, 'GET', '/api/dashboard/summary?companyId=7d4c1f43-8a59-4a57-9a39-2f1b8b4a6b10');
    expect(unknown.statusCode).toBe(404);
  });

  it('an impersonating provider admin sees exactly the client, without the client party’s acts', async () => {
    const viewer = await newAdmin(t);
    const start = await call(viewer, 'POST', '/api/admin/impersonation', { clientId: a.id });
    expect(start.statusCode).toBe(200);
    const body = await summary(viewer);
    expect(body).toMatchObject({ scope: { companyId: a.id, companyName: a.name }, ...figuresOfA });
    expect(attention(body)).toEqual([
      'overdue_tasks:all:2',
      'repairs_to_approve:all:2',
      'overdue_returns:all:2',
      'fleet_alerts:all:1',
      'low_stock:all:2',
    ]);
    expect((await call(viewer, 'GET', `/api/dashboard/summary?companyId=${b.id}`)).statusCode).toBe(404);
  });

  it('a company with no data: zeros, no trends, no insights — never placeholder figures', async () => {
    const empty = await insertCompany(t.db);
    const body = await summary(await memberOf(t, empty.id, 'manager'));
    expect(body.fleet).toEqual({
      total: 0,
      active: 0,
      idle: 0,
      maintenance: 0,
      advisories: { total: null, active: null, idle: null, maintenance: null },
    });
    expect(body.cards).toEqual({
      fleet: { machines: 0, inMaintenance: 0, trend: null },
      maintenance: { openTasks: 0, overdueTasks: 0, completedInPeriod: 0, trend: null },
      quotes: { openQuotes: 0, openValueCents: 0, requestedInPeriod: 0, trend: null },
      analytics: { paidInPeriodCents: 0, paidInvoicesInPeriod: 0, trend: null },
    });
    expect(body.insights).toEqual([]);
    expect(body.attention.every((item: { count: number }) => item.count === 0)).toBe(true);
  });

  it('bad input is a clear 400, signed out a 401', async () => {
    const bad = await call(admin, 'GET', '/api/dashboard/summary?today=yesterday');
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/dashboard/summary?companyId=nope')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/dashboard/summary?extra=1')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/dashboard/summary')).statusCode).toBe(401);
  });
});
