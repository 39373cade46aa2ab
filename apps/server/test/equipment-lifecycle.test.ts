import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m, featureTable } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, rowOf, type Member } from './equipment-fixtures.ts';

const unavailable = (key: 'lifecycle_edit' | 'depreciation_models') => ({
  code: 'FORBIDDEN',
  message: m.featureNotInTier(featureTable[key].label),
});
const today = () => new Date().toISOString().slice(0, 10);
/** The UTC date n days before today's (the server counts whole UTC days). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** spec 02 §2 Lifecycle tab, §5 Lifecycle, §9 depreciation; spec 01 §6 tiers; issue 15 item 5. */
describe(`lifecycle: condition, financials and the fleet value (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let basic: Member;
  let pro: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
    basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id);
    pro = await memberOf(t, (await insertCompany(t.db, { tier: 'professional' })).id);
  });
  afterAll(() => t.close());

  const activityOf = (id: string) =>
    t.db.query<{ action: string; user_id: string; details: Record<string, unknown> }>(
      'select action, user_id, details from activity_logs where entity_type = $1 and entity_id = $2 order by created_at',
      ['equipment', id],
    );

  describe('PATCH /api/equipment/:id/condition', () => {
    it('sets the rating, moves the stage (1-3 near_replacement … 9-10 new) and logs the change with its notes', async () => {
      const machine = await createEquipment(t, a, { currentConditionRating: 9 });
      const res = await call(a, 'PATCH', `/api/equipment/${machine.id}/condition`, { rating: 3, notes: 'Cracked boom weld' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ currentConditionRating: 3, lifecycleStage: 'near_replacement' });
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 3, lifecycle_stage: 'near_replacement' });
      expect(await activityOf(machine.id)).toContainEqual({
        action: 'equipment_condition_updated',
        user_id: a.id,
        details: { from: { rating: 9, stage: 'new' }, to: { rating: 3, stage: 'near_replacement' }, notes: 'Cracked boom weld' },
      });
      for (const [rating, stage] of [
        [5, 'maintenance_required'],
        [6, 'active'],
        [10, 'new'],
      ] as const) {
        expect((await call(a, 'PATCH', `/api/equipment/${machine.id}/condition`, { rating })).json().lifecycleStage).toBe(stage);
      }
    });

    it.each([0, 11, 4.5, null])('rating %j → 400 "Condition rating must be between 1 and 10", nothing changed', async (rating) => {
      const machine = await createEquipment(t, a, { currentConditionRating: 7 });
      const res = await call(a, 'PATCH', `/api/equipment/${machine.id}/condition`, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Condition rating must be between 1 and 10');
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 7 });
      expect(await activityOf(machine.id)).toEqual([]);
    });
  });

  describe('PATCH /api/equipment/:id/financials', () => {
    it('straight line: the API answers the computed value (spec 02 §9) and records it as the last valuation', async () => {
      const machine = await createEquipment(t, a, { currentValue: 99999 });
      const res = await call(a, 'PATCH', `/api/equipment/${machine.id}/financials`, {
        purchasePrice: 100000,
        depreciationRate: 10,
        purchaseDate: daysAgo(1461),
        warrantyExpiry: daysAgo(-30),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        purchasePrice: 100000,
        currentValue: 60000,
        currentValueSource: 'computed',
        recordedValue: 60000,
        depreciationMethod: 'straight_line',
        warrantyStatus: 'active',
      });
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_value: '60000.00' });
      const [row] = await t.db.query<{ d: string }>('select last_valuation_date::text as d from equipment where id = $1', [machine.id]);
      expect(row!.d).toBe(today());
      const log = (await activityOf(machine.id)).find((l) => l.action === 'equipment_financials_updated')!;
      expect(log).toMatchObject({ user_id: a.id, details: { valuation: 60000 } });
      expect(log.details.changed).toEqual(expect.arrayContaining(['purchase_price', 'depreciation_rate', 'purchase_date']));
      // GET and the list answer the same computed value.
      expect((await call(a, 'GET', `/api/equipment/${machine.id}`)).json().currentValue).toBe(60000);
    });

    it('a machine without the method inputs shows its recorded value', async () => {
      const machine = await createEquipment(t, a, { currentValue: 4321.5 });
      expect(machine).toMatchObject({ currentValue: 4321.5, currentValueSource: 'recorded', warrantyStatus: 'unknown' });
    });

    it.each<[Record<string, unknown>, string]>([
      [{ purchaseDate: '2999-01-01' }, 'Purchase date cannot be in the future'],
      [{ purchasePrice: -1 }, 'Purchase price must be 0 or more, in cents'],
      [{ depreciationRate: 101 }, 'Depreciation rate must be between 0 and 100, in steps of 0.1'],
      [{ depreciationRate: 2.55 }, 'Depreciation rate must be between 0 and 100, in steps of 0.1'],
      [{ usefulLifeHours: 0 }, 'Useful life must be more than 0 hours'],
      [{ currentValue: 5 }, 'Unrecognized key'],
    ])('%j → 400 %s, nothing changed', async (body, message) => {
      const machine = await createEquipment(t, a, { purchasePrice: 5000 });
      const res = await call(a, 'PATCH', `/api/equipment/${machine.id}/financials`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(await rowOf(t.db, machine.id)).toMatchObject({ purchase_price: '5000.00', depreciation_rate: null });
    });

    it('enterprise: declining balance and units of production (which needs the useful life)', async () => {
      const machine = await createEquipment(t, a, { hours: 2500 });
      const declining = await call(a, 'PATCH', `/api/equipment/${machine.id}/financials`, {
        purchasePrice: 100000,
        depreciationRate: 20,
        purchaseDate: daysAgo(1461),
        depreciationMethod: 'declining_balance',
      });
      expect(declining.json()).toMatchObject({ depreciationMethod: 'declining_balance', currentValue: 40960 });
      const noLife = await call(a, 'PATCH', `/api/equipment/${machine.id}/financials`, { depreciationMethod: 'units_of_production' });
      expect(noLife.statusCode).toBe(400);
      expect(noLife.json().error.message).toBe('Units of production needs the useful life in hours (more than 0)');
      expect(await rowOf(t.db, machine.id)).toMatchObject({ depreciation_method: 'declining_balance' });
      const units = await call(a, 'PATCH', `/api/equipment/${machine.id}/financials`, {
        depreciationMethod: 'units_of_production',
        usefulLifeHours: 10000,
      });
      expect(units.json()).toMatchObject({ depreciationMethod: 'units_of_production', usefulLifeHours: 10000, currentValue: 77500 });
    });

    it('professional: straight line is editable, other methods are enterprise (403 Feature Unavailable), nothing changed', async () => {
      const machine = await createEquipment(t, pro, { purchasePrice: 1000 });
      expect((await call(pro, 'PATCH', `/api/equipment/${machine.id}/financials`, { depreciationRate: 12.5 })).statusCode).toBe(200);
      const refused = await call(pro, 'PATCH', `/api/equipment/${machine.id}/financials`, { depreciationMethod: 'declining_balance' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject(unavailable('depreciation_models'));
      expect(await rowOf(t.db, machine.id)).toMatchObject({ depreciation_method: 'straight_line', depreciation_rate: '12.50' });
    });
  });

  describe('refusals', () => {
    it('basic: both dialogs are read-only (403 Feature Unavailable before the body is read), nothing written; the summary reads', async () => {
      const machine = await createEquipment(t, basic, { currentConditionRating: 8, purchasePrice: 1000 });
      for (const [url, body] of [
        [`/api/equipment/${machine.id}/condition`, { rating: 2 }],
        [`/api/equipment/${machine.id}/financials`, { purchasePrice: 5 }],
        [`/api/equipment/${machine.id}/condition`, { rating: 0 }],
      ] as const) {
        const res = await call(basic, 'PATCH', url, body);
        expect([url, res.statusCode, res.json().error]).toEqual([url, 403, expect.objectContaining(unavailable('lifecycle_edit'))]);
      }
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 8, purchase_price: '1000.00' });
      expect(await activityOf(machine.id)).toEqual([]);
      expect((await call(basic, 'GET', '/api/equipment/lifecycle/summary')).statusCode).toBe(200);
    });

    it('basic: the register form cannot change the depreciation rate or condition either; the same values and other fields save', async () => {
      const machine = await createEquipment(t, basic, { currentConditionRating: 8, depreciationRate: 10, purchasePrice: 1000 });
      for (const body of [{ depreciationRate: 20 }, { depreciationRate: null }, { currentConditionRating: 3 }]) {
        const res = await call(basic, 'PATCH', `/api/equipment/${machine.id}`, body);
        expect([body, res.statusCode, res.json().error]).toEqual([body, 403, expect.objectContaining(unavailable('lifecycle_edit'))]);
      }
      const same = await call(basic, 'PATCH', `/api/equipment/${machine.id}`, {
        depreciationRate: 10,
        currentConditionRating: 8,
        location: 'Yard 2',
      });
      expect(same.statusCode).toBe(200);
      expect(await rowOf(t.db, machine.id)).toMatchObject({
        current_condition_rating: 8,
        depreciation_rate: '10.00',
        purchase_price: '1000.00',
      });
    });

    it('roles: supervisors and technicians may not change condition or financials (managers up)', async () => {
      const machine = await createEquipment(t, a, { currentConditionRating: 8 });
      for (const role of ['supervisor', 'technician']) {
        const who = await memberOf(t, a.companyId, role);
        for (const [url, body] of [
          [`/api/equipment/${machine.id}/condition`, { rating: 2 }],
          [`/api/equipment/${machine.id}/financials`, { purchasePrice: 5 }],
        ] as const) {
          const res = await call(who, 'PATCH', url, body);
          expect([role, url, res.statusCode]).toEqual([role, url, 403]);
        }
      }
      expect(await rowOf(t.db, machine.id)).toMatchObject({ current_condition_rating: 8, purchase_price: null });
    });

    it("another company's machine → 404 on both dialogs, unchanged; its value does not enter the caller's summary", async () => {
      const theirs = await createEquipment(t, b, { currentConditionRating: 8, purchasePrice: 777 });
      for (const [url, body] of [
        [`/api/equipment/${theirs.id}/condition`, { rating: 2 }],
        [`/api/equipment/${theirs.id}/financials`, { purchasePrice: 5 }],
        ['/api/equipment/6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d/condition', { rating: 2 }],
      ] as const) {
        expect((await call(a, 'PATCH', url, body)).statusCode).toBe(404);
      }
      expect(await rowOf(t.db, theirs.id)).toMatchObject({ current_condition_rating: 8, purchase_price: '777.00' });
      expect(await activityOf(theirs.id)).toEqual([]);
      expect((await call(a, 'GET', `/api/equipment/lifecycle/summary?companyId=${b.companyId}`)).statusCode).toBe(404);
    });
  });

  it('GET /api/equipment/lifecycle/summary totals the company: purchase, current value and depreciation this year', async () => {
    const c = await newTenant(t);
    const one = await createEquipment(t, c, {});
    await call(c, 'PATCH', `/api/equipment/${one.id}/financials`, {
      purchasePrice: 100000,
      depreciationRate: 10,
      purchaseDate: daysAgo(1461),
    });
    await createEquipment(t, c, { purchasePrice: 30000, currentValue: 12000 });
    await createEquipment(t, c, {});
    const res = await call(c, 'GET', '/api/equipment/lifecycle/summary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ valued: 2, totalPurchase: 130000, totalCurrentValue: 72000, computed: 1, asOf: today() });
    // Straight line 10 %/year: since 1 January at most a year's 10 000.
    expect(s.depreciationThisYear).toBeGreaterThanOrEqual(0);
    expect(s.depreciationThisYear).toBeLessThanOrEqual(10000);
  });
});
