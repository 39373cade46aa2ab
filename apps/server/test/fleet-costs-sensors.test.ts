import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMessages } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { dayOffset } from './maintenance-fixtures.ts';

/** spec 02 §3 equipment_operational_costs (90 days) and equipment_sensor_data (30 days), §7; issue 16 item 8. */
describe(`equipment operational costs and sensor readings (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let manager: Member;
  let technician: Member;
  let machine: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    manager = await newTenant(t, 'manager');
    technician = await memberOf(t, manager.companyId, 'technician');
    machine = (await createEquipment(t, manager, { name: 'Articulated hauler' })).id;
  });
  afterAll(() => t.close());

  const costsUrl = () => `/api/equipment/${machine}/operational-costs`;
  const sensorsUrl = () => `/api/equipment/${machine}/sensor-readings`;

  it('records costs and totals the last 90 days exactly to the cent', async () => {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; thirty of them must still total 9.00 exactly.
    for (let i = 0; i < 30; i += 1) {
      const amount = i % 2 === 0 ? 0.1 : 0.2;
      expect((await call(manager, 'POST', costsUrl(), { costType: 'fuel', amount, recordedDate: dayOffset(-i) })).statusCode).toBe(201);
    }
    const big = await call(manager, 'POST', costsUrl(), {
      costType: 'insurance',
      amount: 1234567.89,
      periodType: 'yearly',
      notes: 'Policy 2026',
    });
    expect(big.statusCode).toBe(201);
    expect(big.json()).toMatchObject({
      costType: 'insurance',
      amount: '1234567.89',
      periodType: 'yearly',
      notes: 'Policy 2026',
      recordedDate: dayOffset(0),
      recordedByName: 'Test User',
    });
    // Older than 90 days: kept, not shown.
    await call(manager, 'POST', costsUrl(), { costType: 'repair', amount: 500, recordedDate: dayOffset(-90) });
    const list = (await call(technician, 'GET', costsUrl())).json();
    expect(list.items).toHaveLength(31);
    expect(list.total).toBe('1234572.39');
    expect(list.items[0].recordedDate).toBe(dayOffset(0));
    expect(list.items.map((c: any) => c.recordedDate)).toEqual([...list.items.map((c: any) => c.recordedDate)].sort().reverse());
  });

  it('refuses bad costs with clear messages, and costs are for managers up', async () => {
    const refused = async (body: unknown, message: string) => {
      const res = await call(manager, 'POST', costsUrl(), body);
      expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    };
    await refused({ costType: 'fuel', amount: 10.005 }, 'amount: The amount has at most 2 decimals');
    await refused({ costType: 'fuel', amount: -1 }, 'amount: The amount cannot be negative');
    await refused({ costType: 'snacks', amount: 1 }, expect.stringContaining('Cost type must be one of') as unknown as string);
    await refused({ costType: 'fuel', amount: 1, recordedDate: dayOffset(3) }, 'The date of a cost cannot be in the future');
    const supervisor = await memberOf(t, manager.companyId, 'supervisor');
    expect((await call(supervisor, 'POST', costsUrl(), { costType: 'fuel', amount: 1 })).statusCode).toBe(403);
    expect((await call(supervisor, 'GET', costsUrl())).statusCode).toBe(200);
  });

  it('records sensor readings for 30 days; warning and critical readings raise alerts through a job', async () => {
    const recorded = await call(technician, 'POST', sensorsUrl(), { sensorType: 'engine_temperature', readingValue: 92.5, unit: '°C' });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      sensorType: 'engine_temperature',
      readingValue: 92.5,
      unit: '°C',
      status: 'normal',
      source: 'manual',
    });
    await call(technician, 'POST', sensorsUrl(), { sensorType: 'hydraulic_pressure', readingValue: 310, unit: 'bar', status: 'warning' });
    await call(technician, 'POST', sensorsUrl(), { sensorType: 'coolant_level', readingValue: 8, unit: '%', status: 'critical' });
    await call(technician, 'POST', sensorsUrl(), {
      sensorType: 'engine_temperature',
      readingValue: 88,
      recordedAt: new Date(Date.now() - 31 * 86_400_000).toISOString(),
    });
    const list = (await call(manager, 'GET', sensorsUrl())).json();
    expect(list.items.map((r: any) => r.sensorType)).toEqual(['coolant_level', 'hydraulic_pressure', 'engine_temperature']);

    await t.deps.jobs.drain();
    const alerts = (await call(manager, 'GET', `/api/fleet/alerts?equipmentId=${machine}`)).json().items;
    expect(alerts.map((a: any) => [a.alertType, a.severity, a.message])).toEqual([
      ['sensor_critical', 'critical', 'Articulated hauler: coolant level at 8 % (critical).'],
      ['sensor_warning', 'warning', 'Articulated hauler: hydraulic pressure at 310 bar (warning).'],
    ]);
    await t.deps.jobs.drain(); // nothing twice
    expect((await call(manager, 'GET', `/api/fleet/alerts?equipmentId=${machine}`)).json().total).toBe(2);
    const mail = await t.db.query(`select 1 from email_outbox where template = 'fleet-alert' and body_text like '%coolant_level%'`);
    expect(mail).toHaveLength(2); // the company's manager and supervisor

    const future = await call(technician, 'POST', sensorsUrl(), {
      sensorType: 'x',
      readingValue: 1,
      recordedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect([future.statusCode, future.json().error.message]).toEqual([400, 'A sensor reading cannot be in the future']);
    expect((await call(technician, 'POST', sensorsUrl(), { sensorType: '', readingValue: 1 })).json().error.message).toBe(
      'sensorType: The sensor type is required',
    );
  });

  it("answers 404 for another company's machine, gates on fleet tracking, and lets a provider admin read", async () => {
    const other = await newTenant(t, 'client_admin');
    for (const [method, url, body] of [
      ['GET', costsUrl(), undefined],
      ['POST', costsUrl(), { costType: 'fuel', amount: 1 }],
      ['GET', sensorsUrl(), undefined],
      ['POST', sensorsUrl(), { sensorType: 'x', readingValue: 1 }],
    ] as const) {
      const res = await call(other, method, url, body);
      expect([method, url, res.statusCode, res.json().error.message]).toEqual([method, url, 404, equipmentMessages.notFound]);
    }
    const count = await t.db.query<{ n: number }>(`select count(*)::int as n from equipment_operational_costs where equipment_id = $1`, [
      machine,
    ]);
    expect(count[0]!.n).toBe(32);
    const pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id, 'client_admin');
    const proMachine = (await createEquipment(t, pro)).id;
    expect((await call(pro, 'GET', `/api/equipment/${proMachine}/operational-costs`)).statusCode).toBe(403);
    const admin = await newAdmin(t);
    expect((await call(admin, 'GET', costsUrl())).json().total).toBe('1234572.39');
  });
});
