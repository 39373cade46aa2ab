import { z } from 'zod';
import { passwordMax } from '../platform/password.rules.ts';
import type { PlanId } from './plans.rules.ts';
import type { EffectiveStatus, SubscriptionProvider } from './subscription.rules.ts';
import type { FeatureKey, UsageLevel } from './tiers.rules.ts';

const period = z.enum(['monthly', 'yearly'], { message: 'Choose monthly or yearly billing.' });
/** Plan ids are checked against the plan table by the service, so an unknown id gets the plan message, not a schema dump. */
const planId = z.string().trim().max(40);

/** POST /api/public/signup — /signup-with-plan. `website` is the honeypot: people never see it, bots fill it in. */
export const signupInput = z.strictObject({
  planId,
  period: period.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(200),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address.' }).max(254)),
  password: z.string().max(passwordMax + 1),
  companyName: z.string().trim().min(1, 'Company Name is required.').max(200),
  website: z.string().max(200).optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

/**
 * POST /api/public/signup answers this, the same for every address (issue 12 item 7): the account is created when the
 * link emailed to the address is used (POST /api/public/signup/confirm), so the answer never says whether one exists.
 */
export type SignupRequested = { status: 'confirmation_sent'; message: string };

/** POST /api/public/signup/confirm — the token from the emailed link. */
export const signupConfirmInput = z.strictObject({ token: z.string().trim().min(20, 'This confirmation link is incomplete.').max(200) });
export type SignupConfirmInput = z.infer<typeof signupConfirmInput>;

/** POST /api/billing/checkout. */
export const checkoutInput = z.strictObject({ planId, period: period.default('monthly') });
export type CheckoutInput = z.input<typeof checkoutInput>;

export type UsageCount = { used: number; limit: number | null; level: UsageLevel };

/** GET /api/billing/subscription (spec 01 §3 subscription data, extended). */
export type SubscriptionResponse = {
  subscribed: boolean;
  /** The tier whose features and limits apply now (basic after a lapsed trial or subscription). */
  subscription_tier: PlanId;
  /** The plan chosen, which may differ from subscription_tier once a trial or subscription lapsed. */
  plan: PlanId;
  trial_end_date: string | null;
  status: EffectiveStatus;
  provider: SubscriptionProvider;
  period: 'monthly' | 'yearly' | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  foundersPricing: boolean;
  /** The customer portal (or our billing page) applies: a subscription the provider bills. */
  canManage: boolean;
  limits: { equipment: number | null; users: number | null };
  usage: { equipment: UsageCount; users: UsageCount };
  /** Limits at or above 80% of their size. */
  warnings: { kind: 'equipment' | 'users'; level: 'near' | 'at'; used: number; limit: number }[];
  features: FeatureKey[];
  /** Whether this company may still start a free trial (trial.rules.ts); when not, the reason in words. */
  trialAvailable: boolean;
  trialUnavailableReason: string | null;
};

export type SignupResult = { trial_end_date: string; planId: PlanId; foundersPricing: boolean; title: string };
export type BillingUrl = { url: string };

/** GET /api/billing/checkout/:id — the /success page's view of a subscription checkout. */
export type SubscriptionCheckoutView = {
  checkoutId: string;
  kind: 'subscription';
  /** duplicate: paid after the company already had a live subscription; it changed nothing and is refunded. */
  status: 'open' | 'completed' | 'expired' | 'duplicate';
  planId: PlanId;
  period: 'monthly' | 'yearly';
  amount: number;
  foundersPricing: boolean;
  /** For a duplicate: where its refund stands. */
  refundStatus: SecondSubscriptionStatus | null;
};

export type SecondSubscriptionStatus = 'pending' | 'refunded' | 'failed';

/** GET /api/admin/billing/second-subscriptions: second subscriptions that were cancelled and refunded (issue 12 item 3). */
export type SecondSubscription = {
  id: string;
  companyId: string;
  companyName: string;
  provider: 'stripe' | 'test';
  planId: 'basic' | 'professional';
  period: 'monthly' | 'yearly';
  amount: number;
  checkoutId: string;
  providerSubscriptionId: string | null;
  keptSubscriptionId: string | null;
  status: SecondSubscriptionStatus;
  refundIds: string[];
  error: string | null;
  createdAt: string;
  resolvedAt: string | null;
};
