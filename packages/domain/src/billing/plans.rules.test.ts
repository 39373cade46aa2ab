import { describe, expect, it } from 'vitest';
import { foundersProgress, planById, planPriceView, plans, type BillingPeriod, type PlanId } from './plans.rules.ts';

const plan = (id: PlanId) => plans.find((item) => item.id === id)!;

describe('planPriceView', () => {
  it.each<{
    id: PlanId;
    period: BillingPeriod;
    open: boolean;
    price: number | null;
    listPrice: number | null;
    monthlySaving: number | null;
    yearlyTotal: number | null;
  }>([
    // spec 01 §9: Basic $49 list / $24 founders (save $25), Professional $149 / $74 (save $75), Enterprise custom.
    { id: 'basic', period: 'monthly', open: true, price: 24, listPrice: 49, monthlySaving: 25, yearlyTotal: null },
    { id: 'professional', period: 'monthly', open: true, price: 74, listPrice: 149, monthlySaving: 75, yearlyTotal: null },
    { id: 'enterprise', period: 'monthly', open: true, price: null, listPrice: null, monthlySaving: null, yearlyTotal: null },
    // Yearly: $24 and $74 per month without the discount badge; '2 months free' = ten months billed.
    { id: 'basic', period: 'yearly', open: true, price: 24, listPrice: null, monthlySaving: null, yearlyTotal: 240 },
    { id: 'professional', period: 'yearly', open: true, price: 74, listPrice: null, monthlySaving: null, yearlyTotal: 740 },
    { id: 'enterprise', period: 'yearly', open: true, price: null, listPrice: null, monthlySaving: null, yearlyTotal: null },
    // Founders spots gone: the list price.
    { id: 'basic', period: 'monthly', open: false, price: 49, listPrice: null, monthlySaving: null, yearlyTotal: null },
    { id: 'professional', period: 'yearly', open: false, price: 149, listPrice: null, monthlySaving: null, yearlyTotal: 1490 },
  ])('$id $period founders open: $open', ({ id, period, open, ...expected }) => {
    expect(planPriceView(plan(id), period, open)).toEqual(expected);
  });

  it.each([
    { id: 'basic' as const, users: 2, equipment: 10 },
    { id: 'professional' as const, users: 4, equipment: null },
    { id: 'enterprise' as const, users: null, equipment: null },
  ])('$id seats and equipment', ({ id, users, equipment }) => {
    expect(plan(id).userLimit).toBe(users);
    expect(plan(id).equipmentLimit).toBe(equipment);
  });

  it.each([
    ['basic', 'Basic'],
    ['professional', 'Professional'],
    ['enterprise', 'Enterprise'],
    ['gold', null],
    ['', null],
  ])('planById(%j) → %j', (id, name) => {
    expect(planById(id)?.name ?? null).toBe(name);
  });
});

describe('foundersProgress', () => {
  it.each([
    { claimed: 0, expected: { total: 25, claimed: 0, spotsLeft: 25 } },
    { claimed: 1, expected: { total: 25, claimed: 1, spotsLeft: 24 } },
    { claimed: 24, expected: { total: 25, claimed: 24, spotsLeft: 1 } },
    { claimed: 25, expected: { total: 25, claimed: 25, spotsLeft: 0 } },
    // spec 03 §9: capped at 25.
    { claimed: 40, expected: { total: 25, claimed: 25, spotsLeft: 0 } },
    { claimed: -3, expected: { total: 25, claimed: 0, spotsLeft: 25 } },
    { claimed: Number.NaN, expected: { total: 25, claimed: 0, spotsLeft: 25 } },
  ])('$claimed claimed', ({ claimed, expected }) => {
    expect(foundersProgress(claimed)).toEqual(expected);
  });
});
