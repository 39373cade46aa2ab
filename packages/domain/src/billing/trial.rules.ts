import type { PlanId } from './plans.rules.ts';
import type { SubscriptionStatus } from './subscription.rules.ts';

/**
 * What the company's billing history shows, for the trial rule. `stored` is its self-service subscription row in any
 * state (null = it never had one); `recorded` is the plan summary on the company itself, which is all a provider-managed
 * company has (ADR 0006): a company made by approving a registration request carries the defaults (basic, inactive,
 * no trial, no founders spot) until the provider records a plan.
 */
export type TrialHistory = {
  isProvider: boolean;
  stored: { status: SubscriptionStatus; trialEnd: Date | null } | null;
  recorded: { tier: PlanId; status: string; trialEnd: Date | null; trialStatus: string | null; foundersPricing: boolean };
};

export type TrialRefusal = 'provider' | 'subscribed' | 'trial_used' | 'had_plan';
export type TrialEligibility = { allowed: true } | { allowed: false; reason: TrialRefusal };

/** The company summary a company has before anyone recorded a plan for it (migration 0001 defaults). */
const neverPlanned = (r: TrialHistory['recorded']) =>
  r.tier === 'basic' && r.status === 'inactive' && r.trialEnd === null && r.trialStatus === null && !r.foundersPricing;

/**
 * spec 01 §4 and §6 (issue 12 item 2): a free trial is given once, and only to a company that never had a plan — no
 * subscription in any state, no trial, and no plan recorded by the provider. Anything else would let a company swap
 * its plan for a trial of another one (a managed Professional company trialling Basic loses seats and modules) and
 * take a founders spot it does not need.
 */
export function trialEligibility(h: TrialHistory): TrialEligibility {
  if (h.isProvider) return { allowed: false, reason: 'provider' };
  const s = h.stored;
  if (s) {
    if (s.status === 'active' || s.status === 'past_due') return { allowed: false, reason: 'subscribed' };
    return { allowed: false, reason: s.trialEnd !== null ? 'trial_used' : 'had_plan' };
  }
  if (h.recorded.trialEnd !== null || h.recorded.trialStatus !== null) return { allowed: false, reason: 'trial_used' };
  return neverPlanned(h.recorded) ? { allowed: true } : { allowed: false, reason: 'had_plan' };
}
