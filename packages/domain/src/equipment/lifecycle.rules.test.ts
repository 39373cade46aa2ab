import { describe, expect, it } from 'vitest';
import { currentValueOf, daysOwned, type DepreciationInput } from './depreciation.rules.ts';
import { conditionPercent, conditionStars, fleetValueSummary, warrantyStatusOf, type FleetValueItem } from './lifecycle.rules.ts';
import { lifecycleStageOf } from './status.rules.ts';
import { updateConditionInput, updateFinancialsInput } from './lifecycle.schema.ts';

const sl = (purchasePrice: number | null, depreciationRate: number | null, purchaseDate: string | null): DepreciationInput => ({
  method: 'straight_line',
  purchasePrice,
  depreciationRate,
  purchaseDate,
});

describe('straight line (spec 02 §9: price − price × rate/100 × years, 365.25-day years, floored at 10 %)', () => {
  it.each<[string, DepreciationInput, string, number | null]>([
    ['4 years (1461 days) at 10 %', sl(100000, 10, '2020-01-01'), '2024-01-01', 60000],
    ['9 years at 10 % falls under the floor: 10 % of price', sl(100000, 10, '2020-01-01'), '2029-01-01', 10000],
    ['long past the floor stays at the floor', sl(100000, 10, '2000-01-01'), '2026-01-01', 10000],
    ['987 days at 7.5 %, cents exact', sl(12345.67, 7.5, '2023-03-15'), '2025-11-26', 9843.58],
    ['2821 days at 10 %', sl(250000.5, 10, '2019-03-07'), '2026-11-26', 56913.19],
    ['half a cent rounds up (0.5 ¢ of depreciation)', sl(1826.25, 0.1, '2026-01-01'), '2026-01-02', 1826.25],
    ['1.5 ¢ of depreciation: 182623.5 ¢ → 182624 ¢', sl(1826.25, 0.1, '2026-01-01'), '2026-01-04', 1826.24],
    ['rate 0 keeps the price', sl(5000, 0, '2010-01-01'), '2026-01-01', 5000],
    ['bought today: the price', sl(5000, 20, '2026-11-26'), '2026-11-26', 5000],
    ['a future purchase date counts as owned 0 days', sl(5000, 20, '2027-01-01'), '2026-11-26', 5000],
    ['floor of an odd price rounds half-up: 10 % of 0.05 = 0.5 ¢ → 1 ¢', sl(0.05, 100, '2010-01-01'), '2026-01-01', 0.01],
    ['price 0 stays 0', sl(0, 10, '2020-01-01'), '2026-01-01', 0],
    ['no price: not computable', sl(null, 10, '2020-01-01'), '2026-01-01', null],
    ['no rate: not computable', sl(100000, null, '2020-01-01'), '2026-01-01', null],
    ['no purchase date: not computable', sl(100000, 10, null), '2026-01-01', null],
  ])('%s', (_name, input, today, expected) => {
    expect(currentValueOf(input, today)).toBe(expected);
  });
});

describe('declining balance (rate % a year on the remaining value, same floor)', () => {
  const db = (price: number, rate: number, date: string): DepreciationInput => ({
    method: 'declining_balance',
    purchasePrice: price,
    depreciationRate: rate,
    purchaseDate: date,
  });
  it.each<[DepreciationInput, string, number]>([
    [db(100000, 20, '2020-01-01'), '2024-01-01', 40960],
    [db(100000, 20, '2020-01-01'), '2030-01-01', 10734.14],
    [db(100000, 20, '2020-01-01'), '2031-01-01', 10000],
    [db(80000, 15, '2022-06-01'), '2025-11-26', 45383.88],
    [db(80000, 100, '2022-06-01'), '2025-11-26', 8000],
    [db(80000, 15, '2025-11-26'), '2025-11-26', 80000],
  ])('%j on %s → %d', (input, today, expected) => {
    expect(currentValueOf(input, today)).toBe(expected);
  });
});

describe('units of production ((price − 10 % floor) × hours / useful life, floored)', () => {
  const up = (hours: number | null, usefulLifeHours: number | null, price = 100000): DepreciationInput => ({
    method: 'units_of_production',
    purchasePrice: price,
    purchaseDate: '2020-01-01',
    depreciationRate: null,
    hours,
    usefulLifeHours,
  });
  it.each<[DepreciationInput, number | null]>([
    [up(0, 10000), 100000],
    [up(2500, 10000), 77500],
    [up(1234.5, 8000), 86111.88],
    [up(10000, 10000), 10000],
    [up(12000, 10000), 10000],
    [up(null, 10000), null],
    [up(500, null), null],
  ])('%j → %s', (input, expected) => {
    expect(currentValueOf(input, '2026-01-01')).toBe(expected);
  });
});

describe('days owned', () => {
  it.each([
    ['2020-01-01', '2024-01-01', 1461],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-01-02', '2026-01-01', 0],
  ])('%s → %s: %d', (from, to, days) => expect(daysOwned(from, to)).toBe(days));
});

describe('warranty status (spec 02 §4: active while days left > 0, expired otherwise, unknown without a date)', () => {
  it.each<[string | null, string]>([
    ['2026-11-27', 'active'],
    ['2026-11-26', 'expired'],
    ['2020-01-01', 'expired'],
    [null, 'unknown'],
  ])('%s on 2026-11-26 → %s', (expiry, status) => expect(warrantyStatusOf(expiry, '2026-11-26')).toBe(status));
});

describe('stage from rating (spec 02 §4: 1-3 near_replacement, 4-5 maintenance_required, 6-8 active, 9-10 new)', () => {
  it.each<[number, string]>([
    [1, 'near_replacement'],
    [3, 'near_replacement'],
    [4, 'maintenance_required'],
    [5, 'maintenance_required'],
    [6, 'active'],
    [8, 'active'],
    [9, 'new'],
    [10, 'new'],
  ])('%d → %s', (rating, stage) => expect(lifecycleStageOf(rating)).toBe(stage));
});

describe('condition percentage and stars (spec 02 §9: rating/10 × 100, default 5; star i filled while i < rating/2)', () => {
  it.each<[number | null, number, number]>([
    [null, 50, 3],
    [1, 10, 1],
    [2, 20, 1],
    [3, 30, 2],
    [5, 50, 3],
    [8, 80, 4],
    [9, 90, 5],
    [10, 100, 5],
  ])('rating %s → %d %, %d stars', (rating, percent, stars) => {
    expect(conditionPercent(rating)).toBe(percent);
    expect(conditionStars(rating)).toBe(stars);
  });
});

describe('fleet value summary', () => {
  const item = (o: Partial<FleetValueItem>): FleetValueItem => ({
    method: 'straight_line',
    purchasePrice: null,
    purchaseDate: null,
    depreciationRate: null,
    recordedValue: null,
    ...o,
  });
  it('totals purchase, current value (computed, else recorded) and what computed values lost since 1 January', () => {
    const s = fleetValueSummary(
      [
        // 2024-01-01 → 2026-01-01 (731 days): 100000 − 10000 × 731/365.25 = 79986.31; on 2026-07-02 (913 days): 75003.42.
        item({ purchasePrice: 100000, depreciationRate: 10, purchaseDate: '2024-01-01' }),
        // Bought this year: from its price, 50000 → 2026-07-02 (182 days at 20 %) = 45017.11.
        item({ purchasePrice: 50000, depreciationRate: 20, purchaseDate: '2026-01-01' }),
        // No rate: its recorded value counts, nothing computed.
        item({ purchasePrice: 30000, purchaseDate: '2020-01-01', recordedValue: 12000 }),
        // Units of production without a reading before 1 January: value counts, the year's loss is unknown.
        item({ method: 'units_of_production', purchasePrice: 10000, purchaseDate: '2020-01-01', hours: 500, usefulLifeHours: 1000 }),
        // Nothing to value.
        item({}),
      ],
      '2026-07-02',
    );
    expect(s).toEqual({
      valued: 4,
      totalPurchase: 190000,
      totalCurrentValue: 75003.42 + 45017.11 + 12000 + 5500,
      depreciationThisYear: Math.round((79986.31 - 75003.42 + 50000 - 45017.11) * 100) / 100,
      computed: 3,
      withoutYearStart: 1,
    });
  });
  it('units of production with a reading before 1 January counts the hours run since', () => {
    const s = fleetValueSummary(
      [
        item({
          method: 'units_of_production',
          purchasePrice: 10000,
          purchaseDate: '2020-01-01',
          hours: 500,
          usefulLifeHours: 1000,
          hoursAtYearStart: 400,
        }),
      ],
      '2026-07-02',
    );
    expect(s).toMatchObject({ totalCurrentValue: 5500, depreciationThisYear: 900, withoutYearStart: 0 });
  });
});

describe('dialog inputs', () => {
  it.each([0, 11, 5.5, '7'])('condition rating %j is refused with the spec message', (rating) => {
    const r = updateConditionInput.safeParse({ rating });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Condition rating must be between 1 and 10');
  });
  it.each([1, 10])('condition rating %d is accepted', (rating) => expect(updateConditionInput.safeParse({ rating }).success).toBe(true));
  it.each<[Record<string, unknown>, string | null]>([
    [{ purchaseDate: '2999-01-01' }, 'Purchase date cannot be in the future'],
    [{ purchasePrice: -1 }, 'Purchase price must be 0 or more, in cents'],
    [{ purchasePrice: 10.005 }, 'Purchase price must be 0 or more, in cents'],
    [{ depreciationRate: 100.1 }, 'Depreciation rate must be between 0 and 100, in steps of 0.1'],
    [{ depreciationRate: 7.25 }, 'Depreciation rate must be between 0 and 100, in steps of 0.1'],
    [{ usefulLifeHours: 0 }, 'Useful life must be more than 0 hours'],
    [{ depreciationMethod: 'sum_of_years' }, 'Choose a depreciation method'],
    [{ purchasePrice: 1234.56, depreciationRate: 7.3, purchaseDate: '2020-02-29' }, null],
    [{ purchasePrice: null, depreciationRate: 0, usefulLifeHours: 12000.5 }, null],
  ])('%j → %s', (body, message) => {
    const r = updateFinancialsInput.safeParse(body);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});
