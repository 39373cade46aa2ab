import type { PlanId } from './plans.rules.ts';
import type { LimitKind } from './tiers.rules.ts';
import type { TrialRefusal } from './trial.rules.ts';

const tierNames: Record<PlanId, string> = { basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };
const units: Record<LimitKind, string> = { equipment: 'equipment units', users: 'users' };

/** spec 01 §8 and spec 03 §7 (subscription errors), written once for server and web. */
export const billingMessages = {
  authenticationRequired: 'Authentication required',
  activeSubscriptionRequired: 'Active subscription required',
  noCheckoutUrl: 'No checkout URL returned',
  noPortalUrl: 'No portal URL returned',
  trialActivated: 'Free Trial Activated!',
  loadFailed: 'Failed to load subscription information',
  featureUnavailable: 'Feature Unavailable',
  /** spec 01 §6: 'Feature Unavailable ... not available in your subscription tier'. */
  featureNotInTier: (label: string) => `Feature Unavailable: ${label} is not available in your subscription tier.`,
  limitReached: (kind: LimitKind, tier: PlanId, limit: number) =>
    `Feature Unavailable: the ${tierNames[tier]} plan includes up to ${limit} ${units[kind]}; more is not available in your subscription tier. Upgrade your plan to add more.`,
  unknownPlan: 'Choose a plan from the pricing page.',
  enterpriseBySales: 'The Enterprise plan is arranged with our sales team: use Talk to Sales on the pricing page.',
  billingAdminOnly: 'Only your company administrator can manage billing.',
  providerNotBilled: 'The provider company has no subscription.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  /** issue 12 item 7: the sign-up form's one answer, whether or not the address has an account. */
  confirmationSent: 'Check your email: we sent a link to confirm your address. Open it within 24 hours to start your free trial.',
  confirmationInvalid: 'This confirmation link is invalid, expired or already used. Sign in if you finished signing up, or sign up again.',
  companyTaken: 'A company with this name already has an account. Ask its administrator to invite you.',
  alreadySubscribed: 'Your company already has an active subscription. Manage it from the billing page.',
  /** issue 12 item 2: the trial rule's refusals (trial.rules.ts). */
  trialUsed: 'Your company has already used its free trial. Choose a plan to subscribe from the billing page.',
  trialAfterPlan: 'This company already has a plan; a free trial is only for companies that never had one.',
  /** issue 12 item 3: an older plan checkout after the company subscribed. */
  checkoutSuperseded:
    'This checkout is closed because your company already has an active subscription; nothing was charged. Manage your plan from the billing page.',
  checkoutClosed: 'This checkout is no longer open. Start again from the billing page.',
  checkoutRefunded:
    'This checkout was paid after your company already had an active subscription, so it did not change your plan; its payment is refunded.',
  notCanceling: 'The subscription is not set to cancel.',
  alreadyCanceling: 'The subscription is already set to cancel at the end of the period.',
  checkoutNotFound: 'Checkout not found',
} as const;

export const tierNameOf = (tier: PlanId): string => tierNames[tier];

/** Why a company may not start a trial, in words (the 409 and the sign-up page say the same). */
export const trialRefusalMessage = (reason: TrialRefusal): string =>
  ({
    provider: billingMessages.providerNotBilled,
    subscribed: billingMessages.alreadySubscribed,
    trial_used: billingMessages.trialUsed,
    had_plan: billingMessages.trialAfterPlan,
  })[reason];
