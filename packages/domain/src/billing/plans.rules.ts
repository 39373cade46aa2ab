/** spec 01 §1/§6/§9: subscription plans, list and founders prices (USD per month). */
export const foundersProgramme = { spots: 25, discountPercent: 50, trialDays: 7 } as const;

export const planIds = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export type BillingPeriod = 'monthly' | 'yearly';

export type Plan = {
  id: PlanId;
  name: string;
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
    listMonthly: 49,
    foundersMonthly: 24,
    equipmentLimit: 10,
    userLimit: 2,
    features: ['Up to 10 equipment units', '2 users', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    listMonthly: 149,
    foundersMonthly: 74,
    equipmentLimit: null,
    userLimit: 4,
    features: ['Unlimited equipment', '4 users', 'Priority support and a dedicated account manager', 'Custom reporting', 'Steel QR badges'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    listMonthly: null,
    foundersMonthly: null,
    equipmentLimit: null,
    userLimit: null,
    features: ['Unlimited users and equipment', 'SLA-backed support', 'Optional on-site training'],
  },
];

export type PlanPriceView = {
  /** Per month; null = custom pricing. */
  price: number | null;
  /** Struck-through list price, shown only in the monthly view. */
  listPrice: number | null;
  /** "Save $N/month", shown only in the monthly view. */
  monthlySaving: number | null;
};

/** The yearly view shows the founders price per month without the discount badge (spec 01 §9). */
export function planPriceView(plan: Plan, period: BillingPeriod): PlanPriceView {
  if (plan.foundersMonthly === null || plan.listMonthly === null) return { price: null, listPrice: null, monthlySaving: null };
  if (period === 'yearly') return { price: plan.foundersMonthly, listPrice: null, monthlySaving: null };
  return { price: plan.foundersMonthly, listPrice: plan.listMonthly, monthlySaving: plan.listMonthly - plan.foundersMonthly };
}
