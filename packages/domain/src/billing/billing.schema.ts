import { z } from 'zod';
import { passwordMax } from '../platform/password.rules.ts';
import { planIds } from './plans.rules.ts';
import { subscriptionProviders, subscriptionStatuses } from './subscription.rules.ts';
import { featureKeys } from './tiers.rules.ts';

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
export const signupRequested = z.object({ status: z.literal('confirmation_sent'), message: z.string() });
export type SignupRequested = z.infer<typeof signupRequested>;

/** POST /api/public/signup/confirm — the token from the emailed link. */
export const signupConfirmInput = z.strictObject({ token: z.string().trim().min(20, 'This confirmation link is incomplete.').max(200) });
export type SignupConfirmInput = z.infer<typeof signupConfirmInput>;

/** POST /api/billing/checkout. */
export const checkoutInput = z.strictObject({ planId, period: period.default('monthly') });
export type CheckoutInput = z.input<typeof checkoutInput>;

const usageCount = z.object({ used: z.number(), limit: z.number().nullable(), level: z.enum(['unlimited', 'ok', 'near', 'at']) });
export type UsageCount = z.infer<typeof usageCount>;

/** GET /api/billing/subscription (spec 01 §3 subscription data, extended). */
export const subscriptionResponse = z.object({
  subscribed: z.boolean(),
  /** The tier whose features and limits apply now (basic after a lapsed trial or subscription). */
  subscription_tier: z.enum(planIds),
  /** The plan chosen, which may differ from subscription_tier once a trial or subscription lapsed. */
  plan: z.enum(planIds),
  trial_end_date: z.string().nullable(),
  status: z.enum([...subscriptionStatuses, 'trial_expired', 'managed', 'provider']),
  provider: z.enum(subscriptionProviders),
  period: z.enum(['monthly', 'yearly']).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  foundersPricing: z.boolean(),
  /** The customer portal (or our billing page) applies: a subscription the provider bills. */
  canManage: z.boolean(),
  limits: z.object({ equipment: z.number().nullable(), users: z.number().nullable() }),
  usage: z.object({ equipment: usageCount, users: usageCount }),
  /** Limits at or above 80% of their size. */
  warnings: z.array(z.object({ kind: z.enum(['equipment', 'users']), level: z.enum(['near', 'at']), used: z.number(), limit: z.number() })),
  features: z.array(z.enum(featureKeys)),
  /** Whether this company may still start a free trial (trial.rules.ts); when not, the reason in words. */
  trialAvailable: z.boolean(),
  trialUnavailableReason: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const signupResult = z.object({
  trial_end_date: z.string(),
  planId: z.enum(planIds),
  foundersPricing: z.boolean(),
  title: z.string(),
});
export type SignupResult = z.infer<typeof signupResult>;
export const billingUrl = z.object({ url: z.string() });
export type BillingUrl = z.infer<typeof billingUrl>;

export const secondSubscriptionStatuses = ['pending', 'refunded', 'failed'] as const;
export type SecondSubscriptionStatus = (typeof secondSubscriptionStatuses)[number];

/** GET /api/billing/checkout/:id — the /success page's view of a subscription checkout. */
export const subscriptionCheckoutView = z.object({
  checkoutId: z.uuid(),
  kind: z.literal('subscription'),
  /** duplicate: paid after the company already had a live subscription; it changed nothing and is refunded. */
  status: z.enum(['open', 'completed', 'expired', 'duplicate']),
  planId: z.enum(planIds),
  period: z.enum(['monthly', 'yearly']),
  amount: z.number(),
  foundersPricing: z.boolean(),
  /** For a duplicate: where its refund stands. */
  refundStatus: z.enum(secondSubscriptionStatuses).nullable(),
});
export type SubscriptionCheckoutView = z.infer<typeof subscriptionCheckoutView>;

/** GET /api/admin/billing/second-subscriptions: second subscriptions that were cancelled and refunded (issue 12 item 3). */
export const secondSubscription = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  provider: z.enum(['stripe', 'test']),
  planId: z.enum(['basic', 'professional']),
  period: z.enum(['monthly', 'yearly']),
  amount: z.number(),
  checkoutId: z.uuid(),
  providerSubscriptionId: z.string().nullable(),
  keptSubscriptionId: z.string().nullable(),
  status: z.enum(secondSubscriptionStatuses),
  refundIds: z.array(z.string()),
  error: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SecondSubscription = z.infer<typeof secondSubscription>;
