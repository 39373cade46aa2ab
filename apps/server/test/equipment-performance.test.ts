import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { at, D, fix, machine, operationalCost, reading, repair, task, trackerSource } from './analytics-fixtures.ts';
import { client, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * A machine's Performance and Insights tabs (spec 02 §2, §9; issue 17 item 3) against a data set whose every figure is
 * worked out by hand below (formulas: packages/domain/src/equipment/performance.rules.ts, insights.rules.ts).
 */
describe(`equipment performance and insights (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let technician: Member;
  let other: Member;
  let m: string;
  let empty: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    technician = await memberOf(t, manager.companyId, 'technician');
    other = await newTenant(t, 'client_admin');
    const c = manager.companyId;
    const db = t.db;
    m = await machine(db, c, 'Wheel loader', 'active', 1072);
    empty = await machine(db, c, 'New roller', 'active');
    // Registered 400 days ago, no purchase date or model year: age 400 days; the window is the full 30 days.
    await db.query(`update equipment set created_at = now() - interval '400 days', next_service_date = $2 where id = $1`, [m, D(3)]);

    // Meter: 1000 h before the window, 1030 and 1072 in it → 72 h run ÷ (30 × 8 h) = 30.0 %.
    await reading(db, c, m, 1000, at(40, '08:00'));
    await reading(db, c, m, 1030, at(20, '08:00'));
    await reading(db, c, m, 1072, at(2, '08:00'));
    // GPS (reported beside the meter, which decides): 3 fixes, one day with a fix above 5 km/h.
    const source = await trackerSource(db, c);
    await fix(db, { companyId: c, sourceId: source, equipmentId: m, fixedAt: at(5, '09:00'), speed: 12 });
    await fix(db, { companyId: c, sourceId: source, equipmentId: m, fixedAt: at(5, '10:00'), speed: 20 });
    await fix(db, { companyId: c, sourceId: source, equipmentId: m, fixedAt: at(3, '10:00'), speed: 2 });

    // Tasks of the last year: 3 finished (2 on time) → efficiency 66.7 %; 4 due or overdue, 1 overdue.
    await task(db, { companyId: c, equipmentId: m, dueDate: D(100), completedAt: at(101, '10:00') }); // on time
    await task(db, { companyId: c, equipmentId: m, dueDate: D(50), completedAt: at(45, '10:00') }); // late
    await task(db, { companyId: c, equipmentId: m, dueDate: D(200), completedAt: at(200, '10:00') }); // on time
    await task(db, { companyId: c, equipmentId: m, dueDate: D(10) }); // overdue
    await task(db, { companyId: c, equipmentId: m, dueDate: D(-10) }); // not yet due
    await task(db, { companyId: c, equipmentId: m, dueDate: D(20), status: 'cancelled' }); // left out
    await task(db, { companyId: c, equipmentId: m, dueDate: D(400), completedAt: at(400, '10:00') }); // before the year

    // Repairs: one completed after 72 h ($1,500.00), one open for the last 36 h, one declined (never down).
    await repair(db, {
      companyId: c,
      equipmentId: m,
      createdAt: at(8, '00:00'),
      completedAt: at(5, '00:00'),
      status: 'completed',
      quote: '1500.00',
    });
    await repair(db, { companyId: c, equipmentId: m, createdAt: new Date(Date.now() - 36 * 3_600_000).toISOString(), status: 'submitted' });
    await repair(db, { companyId: c, equipmentId: m, createdAt: at(3, '00:00'), status: 'declined' });

    // Fleet alerts: one open critical (listed), one acknowledged (not).
    await db.query(
      `insert into fleet_alerts (company_id, equipment_id, alert_type, severity, message, dedupe_key, acknowledged, acknowledged_at)
       values ($1, $2, 'sensor_critical', 'critical', 'Engine temperature critical', 'a1', false, null),
              ($1, $2, 'low_battery', 'warning', 'Tracker battery low', 'a2', true, now())`,
      [c, m],
    );

    // Costs: fuel 300.10 (10 days), labour 99.95 (60 days), insurance 1200.00 yearly (100 days), fuel 50.00 (200 days).
    await operationalCost(db, c, m, 'fuel', '300.10', D(10));
    await operationalCost(db, c, m, 'labor', '99.95', D(60));
    await operationalCost(db, c, m, 'fuel', '50.00', D(200));
    await db.query(
      `insert into equipment_operational_costs (company_id, equipment_id, cost_type, amount, period_type, recorded_date)
       values ($1, $2, 'insurance', 1200.00, 'yearly', $3)`,
      [c, m, D(100)],
    );
    // Quotes: accepted 2000.00 30 days ago (counts), accepted 999.99 400 days ago (too old), sent 5000.00 (not accepted).
    for (const [status, total, days] of [
      ['accepted', '2000.00', 30],
      ['paid', '999.99', 400],
      ['sent_to_client', '5000.00', 5],
    ] as const) {
      await db.query(
        `insert into quote_requests (company_id, title, status, total_client_cost, equipment_id, client_response_date)
         values ($1, 'Bucket teeth', $2, $3, $4, $5)`,
        [c, status, total, m, at(days, '12:00')],
      );
    }
  });
  afterAll(() => t.close());

  it('answers every performance figure from the records', async () => {
    const res = await call(technician, 'GET', `/api/equipment/${m}/performance`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      equipmentId: m,
      windowDays: 30,
      utilisation: { value: 30, basis: 'meter', hoursRun: 72, gpsMovingDays: 1, gpsFixes: 3 },
      efficiency: { value: 66.7, completed: 3, onTime: 2 },
      // (4 tasks + 2 repairs − 1 overdue − 1 open repair) ÷ 6 = 66.7 %.
      maintenanceHealth: { value: 66.7, tasks: 4, repairs: 2, overdueTasks: 1, pendingRepairs: 1 },
      // 720 h less 72 h and 36 h down = 612 ÷ 720 = 85.0 %.
      uptime: { value: 85, downHours: 108, repairs: 2 },
      totalHours: 1072,
      healthAlerts: [
        { type: 'overdue_tasks', severity: 'warning', message: '1 maintenance task is overdue.' },
        { type: 'pending_repairs', severity: 'warning', message: '1 repair is open.' },
        { type: 'service_due', severity: 'warning', message: `Service was due on ${D(3)}.` },
        { type: 'fleet_alert', severity: 'critical', message: 'Engine temperature critical' },
      ],
    });
  });

  it('answers the insights and the optimisation score from the same figures and exact money', async () => {
    const res = await call(manager, 'GET', `/api/equipment/${m}/insights`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Monthly: (300.10 + 99.95 + 1500.00) ÷ 3 + 1200.00 ÷ 12 = 633.35 + 100.00 = 733.35.
    // Year cost: 300.10 + 99.95 + 1200.00 + 50.00 + 1500.00 = 3150.05; revenue 2000.00;
    // ROI (2000.00 − 3150.05) ÷ 3150.05 = −36.5 %.
    expect(body).toMatchObject({
      source: 'rules',
      ageDays: 400,
      monthlyCost: '733.35',
      yearRevenue: '2000.00',
      yearCost: '3150.05',
      roi: -36.5,
    });
    // 0.3 × 36 + 0.25 × 66.7 + 0.25 × 13.5 + 0.2 × 66.7 = 10.8 + 16.675 + 3.375 + 13.34 = 44.19 → 44.2.
    expect(body.optimisationScore).toEqual({ score: 44.2, used: ['utilisation', 'efficiency', 'roi', 'maintenanceHealth'] });
    expect(body.insights.map((i: { id: string; potentialMonthlySaving: string | null }) => [i.id, i.potentialMonthlySaving])).toEqual([
      ['predictive_maintenance', '110.00'], // 15 % of 733.35 = 110.0025
      ['optimization', null],
      ['roi', '146.67'], // 20 % of 733.35 = 146.67
      ['risk_uptime', null],
      ['risk_critical_alert', null],
    ]);
    expect(body.insights[1].figures).toEqual([{ label: 'Utilisation', value: '30.0 %' }]);
    expect(body.performance.uptime.value).toBe(85);
  });

  it('a machine without records: nulls, no alerts, no insights, no score', async () => {
    const perf = (await call(manager, 'GET', `/api/equipment/${empty}/performance`)).json();
    expect(perf).toMatchObject({
      windowDays: 1,
      utilisation: { value: null, basis: null, hoursRun: null },
      efficiency: { value: null },
      maintenanceHealth: { value: null },
      uptime: { value: 100, downHours: 0, repairs: 0 },
      totalHours: null,
      healthAlerts: [],
    });
    const insights = (await call(manager, 'GET', `/api/equipment/${empty}/insights`)).json();
    expect(insights).toMatchObject({
      monthlyCost: null,
      roi: null,
      yearRevenue: '0.00',
      insights: [],
      optimisationScore: { score: null, used: [] },
    });
  });

  it('another company, a bad id, a signed-out caller', async () => {
    for (const url of [`/api/equipment/${m}/performance`, `/api/equipment/${m}/insights`]) {
      const res = await call(other, 'GET', url);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect((await call(manager, 'GET', '/api/equipment/not-an-id/performance')).statusCode).toBe(400);
    // The provider admin sees every company's machine.
    expect((await call(await newAdmin(t), 'GET', `/api/equipment/${m}/insights`)).json().yearRevenue).toBe('2000.00');
  });
});
