import { foundersProgramme, planById, yearlyBilledMonths, type BillingPeriod, type PlanId } from './plans.rules.ts';

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionProviders = ['stripe', 'test', 'none'] as const;
export type SubscriptionProvider = (typeof subscriptionProviders)[number];

/**
 * What the company's plan amounts to right now. 'trial_expired' is a trial whose end passed unpaid; 'managed' is a
 * company with no self-service subscription (its plan is the one the provider recorded); 'provider' is the provider's
 * own company (ADR 0006).
 */
export type EffectiveStatus = SubscriptionStatus | 'trial_expired' | 'managed' | 'provider';

export type StoredSubscription = {
  tier: PlanId;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type EffectiveSubscription = {
  /** The plan chosen (trial or paid); for a managed company the provider's recorded tier. */
  plan: PlanId;
  /** The tier whose limits and features apply; null = the provider company, never limited. */
  limitsTier: PlanId | null;
  subscribed: boolean;
  status: EffectiveStatus;
};

/**
 * ADR 0006. A live trial and a paid (or past-due, while the provider retries) subscription get their plan's limits;
 * an expired trial, a canceled or incomplete subscription fall back to Basic (spec 01 §4: basic by default).
 * A subscription set to cancel at period end is canceled once that end has passed, even before the provider says so.
 */
export function effectiveSubscription(
  input: {
    isProvider: boolean;
    stored: StoredSubscription | null;
    managedTier: PlanId;
    managedStatus: string;
  },
  now: Date,
): EffectiveSubscription {
  if (input.isProvider) return { plan: 'enterprise', limitsTier: null, subscribed: true, status: 'provider' };
  const s = input.stored;
  if (!s)
    return { plan: input.managedTier, limitsTier: input.managedTier, subscribed: input.managedStatus === 'active', status: 'managed' };
  const lapsed = (status: EffectiveStatus): EffectiveSubscription => ({ plan: s.tier, limitsTier: 'basic', subscribed: false, status });
  switch (s.status) {
    case 'trialing':
      return s.trialEnd && s.trialEnd.getTime() > now.getTime()
        ? { plan: s.tier, limitsTier: s.tier, subscribed: true, status: 'trialing' }
        : lapsed('trial_expired');
    case 'active':
    case 'past_due':
      if (s.cancelAtPeriodEnd && s.currentPeriodEnd && s.currentPeriodEnd.getTime() <= now.getTime()) return lapsed('canceled');
      return { plan: s.tier, limitsTier: s.tier, subscribed: true, status: s.status };
    case 'canceled':
    case 'incomplete':
      return lapsed(s.status);
  }
}

/** Whether a subscription is one the provider bills (the customer portal and cancellation need one). */
export function isBilledSubscription(s: { provider: SubscriptionProvider; status: SubscriptionStatus } | null): boolean {
  return !!s && s.provider !== 'none' && (s.status === 'active' || s.status === 'past_due');
}

/** A subscription the provider bills and that still applies now: a new checkout would be a second one. */
export function hasLiveSubscription(s: (StoredSubscription & { provider: SubscriptionProvider }) | null, now: Date): boolean {
  return (
    isBilledSubscription(s) &&
    effectiveSubscription({ isProvider: false, stored: s, managedTier: 'basic', managedStatus: 'inactive' }, now).subscribed
  );
}

/**
 * issue 12 item 3: a provider subscription that is not the company's live one, arriving while the company has a live
 * subscription (an older checkout paid after another one), is a second subscription. It never replaces the first: it is
 * recorded, cancelled and refunded.
 */
export function isSecondSubscription(
  stored: (StoredSubscription & { provider: SubscriptionProvider; providerSubscriptionId: string | null }) | null,
  incomingSubscriptionId: string | null,
  now: Date,
): boolean {
  if (!stored || stored.providerSubscriptionId === null || stored.providerSubscriptionId === incomingSubscriptionId) return false;
  return hasLiveSubscription(stored, now);
}

export const trialDays = foundersProgramme.trialDays;

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + trialDays * 24 * 60 * 60 * 1000);
}

/** The plans a customer can buy themselves; Enterprise is arranged with sales. */
export const selfServicePlanIds = ['basic', 'professional'] as const;
export type SelfServicePlanId = (typeof selfServicePlanIds)[number];

export function isSelfServicePlan(id: string): id is SelfServicePlanId {
  return (selfServicePlanIds as readonly string[]).includes(id);
}

export type SubscriptionPrice = { amountCents: number; interval: 'month' | 'year'; monthly: number; founders: boolean };

/**
 * What checkout charges (spec 01 §9): the founders price while the company holds a founders spot, else the list
 * price; yearly = ten months ('2 months free'). Whole dollars, so cents are exact.
 */
export function subscriptionPrice(planId: SelfServicePlanId, period: BillingPeriod, founders: boolean): SubscriptionPrice {
  const plan = planById(planId)!;
  const monthly = founders ? plan.foundersMonthly! : plan.listMonthly!;
  const months = period === 'yearly' ? yearlyBilledMonths : 1;
  return { amountCents: monthly * months * 100, interval: period === 'yearly' ? 'year' : 'month', monthly, founders };
}

/**
 * Stripe's subscription statuses in ours: a Stripe trial is billed by Stripe, so active; unpaid (retries exhausted) and paused no longer pay, so they lapse like an
 * incomplete one; incomplete_expired never started.
 */
export function subscriptionStatusFromProvider(status: string): SubscriptionStatus | null {
  switch (status) {
    case 'trialing':
      // A provider-side trial is a subscription the provider bills; our own trials carry no provider.
      return 'active';
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'incomplete_expired':
      return 'canceled';
    case 'unpaid':
    case 'paused':
      return 'incomplete';
    default:
      return null;
  }
}

/** How a plan's state reads on the billing page, in settings and in the admin list. */
export function subscriptionStatusLabel(status: EffectiveStatus, cancelAtPeriodEnd = false): string {
  if ((status === 'active' || status === 'past_due') && cancelAtPeriodEnd) return 'Cancels at period end';
  const labels: Record<EffectiveStatus, string> = {
    trialing: 'Free trial',
    trial_expired: 'Trial ended',
    active: 'Active',
    past_due: 'Payment past due',
    canceled: 'Canceled',
    incomplete: 'Payment incomplete',
    managed: 'Managed by your provider',
    provider: 'Provider account',
  };
  return labels[status];
}
