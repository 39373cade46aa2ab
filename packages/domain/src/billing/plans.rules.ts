/** spec 01 §1/§6/§9 and spec 03 §9: subscription plans, list and founders prices (USD per month). Billing uses this same table. */
export const foundersProgramme = { spots: 25, discountPercent: 50, trialDays: 7 } as const;

export const planIds = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export type BillingPeriod = 'monthly' | 'yearly';

/** spec 01 §2: the yearly view carries the badge '2 months free': a year costs ten months. */
export const yearlyBilledMonths = 10;

export type Plan = {
  id: PlanId;
  name: string;
  /** One line under the name. */
  summary: string;
  /** null = custom pricing. */
  listMonthly: number | null;
  foundersMonthly: number | null;
  /** null = unlimited. */
  equipmentLimit: number | null;
  userLimit: number | null;
  features: readonly string[];
};

export const plans: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    summary: 'For a small fleet getting every machine on record.',
    listMonthly: 49,
    foundersMonthly: 24,
    equipmentLimit: 10,
    userLimit: 2,
    features: ['Up to 10 equipment units', '2 users', 'QR labels, maintenance, parts and quote requests', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    summary: 'For growing operations with a team in the field.',
    listMonthly: 149,
    foundersMonthly: 74,
    equipmentLimit: null,
    userLimit: 4,
    features: ['Unlimited equipment', '4 users', 'Priority support and a dedicated account manager', 'Custom reporting', 'Steel QR badges'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary: 'For large and multi-site fleets.',
    listMonthly: null,
    foundersMonthly: null,
    equipmentLimit: null,
    userLimit: null,
    features: ['Unlimited users and equipment', 'SLA-backed support', 'Optional on-site training', 'GPS tracking (beta, Enterprise first)'],
  },
];

export function planById(id: string): Plan | null {
  return plans.find((plan) => plan.id === id) ?? null;
}

export type PlanPriceView = {
  /** Per month; null = custom pricing. */
  price: number | null;
  /** Struck-through list price, shown only in the monthly founders view. */
  listPrice: number | null;
  /** "Save $N/month", shown only in the monthly founders view. */
  monthlySaving: number | null;
  /** The yearly view's total for twelve months (ten billed); null in the monthly view. */
  yearlyTotal: number | null;
};

/**
 * spec 01 §9: the monthly view shows the founders price with the list price struck through and the
 * saving; the yearly view shows the same price per month without the discount badge. Once the
 * founders spots are gone (`foundersOpen` false) the list price applies.
 */
export function planPriceView(plan: Plan, period: BillingPeriod, foundersOpen = true): PlanPriceView {
  if (plan.foundersMonthly === null || plan.listMonthly === null)
    return { price: null, listPrice: null, monthlySaving: null, yearlyTotal: null };
  const price = foundersOpen ? plan.foundersMonthly : plan.listMonthly;
  if (period === 'yearly') return { price, listPrice: null, monthlySaving: null, yearlyTotal: price * yearlyBilledMonths };
  if (!foundersOpen) return { price, listPrice: null, monthlySaving: null, yearlyTotal: null };
  return { price, listPrice: plan.listMonthly, monthlySaving: plan.listMonthly - plan.foundersMonthly, yearlyTotal: null };
}

export type FoundersProgress = { total: number; claimed: number; spotsLeft: number };

/** spec 03 §9: 25 spots; the claimed count is capped at 25; spots left = 25 − claimed. */
export function foundersProgress(claimedCount: number): FoundersProgress {
  const total = foundersProgramme.spots;
  const claimed = Math.min(total, Math.max(0, Math.floor(Number.isFinite(claimedCount) ? claimedCount : 0)));
  return { total, claimed, spotsLeft: total - claimed };
}
