import { describe, expect, it } from 'vitest';
import type { PlanId } from './plans.rules.ts';
import {
  effectiveSubscription,
  isBilledSubscription,
  isSecondSubscription,
  subscriptionPrice,
  subscriptionStatusFromProvider,
  subscriptionStatusLabel,
  trialEndFrom,
  type StoredSubscription,
} from './subscription.rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-12T00:00:00Z');
const earlier = new Date('2026-03-09T00:00:00Z');
const stored = (over: Partial<StoredSubscription>): StoredSubscription => ({
  tier: 'professional',
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
  ...over,
});

describe('effectiveSubscription (ADR 0006)', () => {
  it.each<{
    name: string;
    isProvider?: boolean;
    s: StoredSubscription | null;
    managedTier?: PlanId;
    managedStatus?: string;
    plan: PlanId;
    limitsTier: PlanId | null;
    subscribed: boolean;
    status: string;
  }>([
    { name: 'provider company', isProvider: true, s: null, plan: 'enterprise', limitsTier: null, subscribed: true, status: 'provider' },
    {
      name: 'managed, provider-set tier',
      s: null,
      managedTier: 'professional',
      managedStatus: 'active',
      plan: 'professional',
      limitsTier: 'professional',
      subscribed: true,
      status: 'managed',
    },
    { name: 'managed, default basic', s: null, plan: 'basic', limitsTier: 'basic', subscribed: false, status: 'managed' },
    {
      name: 'live trial gets its plan',
      s: stored({ status: 'trialing', trialEnd: later }),
      plan: 'professional',
      limitsTier: 'professional',
      subscribed: true,
      status: 'trialing',
    },
    {
      name: 'expired trial falls back to basic',
      s: stored({ status: 'trialing', trialEnd: earlier }),
      plan: 'professional',
      limitsTier: 'basic',
      subscribed: false,
      status: 'trial_expired',
    },
    {
      name: 'trial ending this very moment has ended',
      s: stored({ status: 'trialing', trialEnd: now }),
      plan: 'professional',
      limitsTier: 'basic',
      subscribed: false,
      status: 'trial_expired',
    },
    { name: 'active', s: stored({}), plan: 'professional', limitsTier: 'professional', subscribed: true, status: 'active' },
    {
      name: 'past due keeps the plan while the provider retries',
      s: stored({ status: 'past_due' }),
      plan: 'professional',
      limitsTier: 'professional',
      subscribed: true,
      status: 'past_due',
    },
    {
      name: 'canceling, period not over',
      s: stored({ cancelAtPeriodEnd: true }),
      plan: 'professional',
      limitsTier: 'professional',
      subscribed: true,
      status: 'active',
    },
    {
      name: 'canceling, period over',
      s: stored({ cancelAtPeriodEnd: true, currentPeriodEnd: earlier }),
      plan: 'professional',
      limitsTier: 'basic',
      subscribed: false,
      status: 'canceled',
    },
    {
      name: 'canceled',
      s: stored({ status: 'canceled' }),
      plan: 'professional',
      limitsTier: 'basic',
      subscribed: false,
      status: 'canceled',
    },
    {
      name: 'incomplete',
      s: stored({ status: 'incomplete', tier: 'basic' }),
      plan: 'basic',
      limitsTier: 'basic',
      subscribed: false,
      status: 'incomplete',
    },
  ])('$name', ({ isProvider = false, s, managedTier = 'basic', managedStatus = 'inactive', ...expected }) => {
    const { name: _name, ...want } = expected as typeof expected & { name: string };
    expect(effectiveSubscription({ isProvider, stored: s, managedTier, managedStatus }, now)).toEqual(want);
  });
});

describe('trial length (spec 01 §4)', () => {
  it('lasts 7 days', () => {
    expect(trialEndFrom(now).toISOString()).toBe('2026-03-17T12:00:00.000Z');
  });
});

describe('subscriptionPrice (spec 01 §9)', () => {
  it.each([
    { plan: 'basic' as const, period: 'monthly' as const, founders: true, amountCents: 2400, interval: 'month' },
    { plan: 'basic' as const, period: 'monthly' as const, founders: false, amountCents: 4900, interval: 'month' },
    { plan: 'professional' as const, period: 'monthly' as const, founders: true, amountCents: 7400, interval: 'month' },
    { plan: 'professional' as const, period: 'monthly' as const, founders: false, amountCents: 14900, interval: 'month' },
    // Yearly: ten months billed ('2 months free').
    { plan: 'basic' as const, period: 'yearly' as const, founders: true, amountCents: 24000, interval: 'year' },
    { plan: 'professional' as const, period: 'yearly' as const, founders: false, amountCents: 149000, interval: 'year' },
  ])('$plan $period founders $founders → $amountCents per $interval', ({ plan, period, founders, amountCents, interval }) => {
    expect(subscriptionPrice(plan, period, founders)).toMatchObject({ amountCents, interval, founders });
  });
});

describe('provider statuses', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'canceled'],
    ['unpaid', 'incomplete'],
    ['paused', 'incomplete'],
    ['something_new', null],
  ])('%s → %s', (from, to) => {
    expect(subscriptionStatusFromProvider(from)).toBe(to);
  });

  it.each([
    { s: null, billed: false },
    { s: { provider: 'none' as const, status: 'trialing' as const }, billed: false },
    { s: { provider: 'test' as const, status: 'active' as const }, billed: true },
    { s: { provider: 'stripe' as const, status: 'past_due' as const }, billed: true },
    { s: { provider: 'stripe' as const, status: 'canceled' as const }, billed: false },
  ])('billed subscription %#', ({ s, billed }) => {
    expect(isBilledSubscription(s)).toBe(billed);
  });
});

describe('subscriptionStatusLabel', () => {
  it.each([
    ['trialing', false, 'Free trial'],
    ['trial_expired', false, 'Trial ended'],
    ['active', false, 'Active'],
    ['active', true, 'Cancels at period end'],
    ['past_due', false, 'Payment past due'],
    ['canceled', false, 'Canceled'],
    ['incomplete', false, 'Payment incomplete'],
    ['managed', false, 'Managed by your provider'],
    ['provider', false, 'Provider account'],
  ] as const)('%s (canceling %s) → %s', (status, canceling, label) => {
    expect(subscriptionStatusLabel(status, canceling)).toBe(label);
  });
});

describe('isSecondSubscription (issue 12 item 3)', () => {
  const billed = (
    over: Partial<StoredSubscription> & { provider?: 'stripe' | 'test' | 'none'; providerSubscriptionId?: string | null },
  ) => ({
    ...stored({}),
    provider: 'stripe' as const,
    providerSubscriptionId: 'sub_first',
    ...over,
  });
  it.each<{ name: string; s: ReturnType<typeof billed> | null; incoming: string | null; second: boolean }>([
    { name: 'no subscription yet', s: null, incoming: 'sub_new', second: false },
    { name: 'the same subscription again', s: billed({}), incoming: 'sub_first', second: false },
    { name: 'another one while active', s: billed({}), incoming: 'sub_new', second: true },
    { name: 'another one while past due', s: billed({ status: 'past_due' }), incoming: 'sub_new', second: true },
    { name: 'another one while set to cancel, period not over', s: billed({ cancelAtPeriodEnd: true }), incoming: 'sub_new', second: true },
    {
      name: 'after cancel at period end has passed',
      s: billed({ cancelAtPeriodEnd: true, currentPeriodEnd: earlier }),
      incoming: 'sub_new',
      second: false,
    },
    { name: 'after a canceled subscription (reactivation)', s: billed({ status: 'canceled' }), incoming: 'sub_new', second: false },
    {
      name: 'during our own trial',
      s: billed({ status: 'trialing', trialEnd: later, provider: 'none', providerSubscriptionId: null }),
      incoming: 'sub_new',
      second: false,
    },
    { name: 'test provider, active', s: billed({ provider: 'test' }), incoming: 'sub_test_new', second: true },
  ])('$name → $second', ({ s, incoming, second }) => {
    expect(isSecondSubscription(s, incoming, now)).toBe(second);
  });
});
