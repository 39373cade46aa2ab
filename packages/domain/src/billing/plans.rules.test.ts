import { describe, expect, it } from 'vitest';
import { planPriceView, plans, type BillingPeriod, type PlanId } from './plans.rules.ts';

const plan = (id: PlanId) => plans.find((item) => item.id === id)!;

describe('planPriceView', () => {
  it.each<{ id: PlanId; period: BillingPeriod; price: number | null; listPrice: number | null; monthlySaving: number | null }>([
    { id: 'basic', period: 'monthly', price: 24, listPrice: 49, monthlySaving: 25 },
    { id: 'professional', period: 'monthly', price: 74, listPrice: 149, monthlySaving: 75 },
    { id: 'enterprise', period: 'monthly', price: null, listPrice: null, monthlySaving: null },
    { id: 'basic', period: 'yearly', price: 24, listPrice: null, monthlySaving: null },
    { id: 'professional', period: 'yearly', price: 74, listPrice: null, monthlySaving: null },
    { id: 'enterprise', period: 'yearly', price: null, listPrice: null, monthlySaving: null },
  ])('$id $period', ({ id, period, ...expected }) => {
    expect(planPriceView(plan(id), period)).toEqual(expected);
  });

  it.each([
    { id: 'basic' as const, users: 2, equipment: 10 },
    { id: 'professional' as const, users: 4, equipment: null },
    { id: 'enterprise' as const, users: null, equipment: null },
  ])('$id seats and equipment', ({ id, users, equipment }) => {
    expect(plan(id).userLimit).toBe(users);
    expect(plan(id).equipmentLimit).toBe(equipment);
  });
});
