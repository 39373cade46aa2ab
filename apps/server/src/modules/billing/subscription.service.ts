import {
  billingMessages as m,
  featuresOf,
  foundersProgramme,
  isBilledSubscription,
  isSelfServicePlan,
  quotasOf,
  trialEligibility,
  trialEndFrom,
  trialRefusalMessage,
  usageLevel,
  type PlanId,
  type SubscriptionResponse,
  type TrialEligibility,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Runners, TxRunner } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './billing.repo.ts';
import { planOfCompany, type CompanyPlan } from './limits.guard.ts';
import { deliverTestEvent, testSubscriptionObject } from './test-events.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** GET /api/billing/subscription: the plan as it applies now, its limits, usage, warnings and features (ADR 0006). */
export async function readSubscription(tx: Sql, companyId: string): Promise<SubscriptionResponse> {
  const plan = await planOfCompany(tx, companyId);
  const quotas = quotasOf(plan.limitsTier);
  const used = await repo.usageOf(tx, companyId);
  const s = plan.stored;
  const trial = trialEligibilityOf(plan);
  const usage = {
    equipment: { used: used.equipment, limit: quotas.equipment, level: usageLevel(used.equipment, quotas.equipment) },
    users: { used: used.users, limit: quotas.users, level: usageLevel(used.users, quotas.users) },
  };
  const warnings = (['equipment', 'users'] as const).flatMap((kind) => {
    const u = usage[kind];
    return (u.level === 'near' || u.level === 'at') && u.limit !== null ? [{ kind, level: u.level, used: u.used, limit: u.limit }] : [];
  });
  return {
    subscribed: plan.subscribed,
    subscription_tier: plan.limitsTier ?? 'enterprise',
    plan: plan.plan,
    trial_end_date: iso(s?.trial_end ?? null),
    status: plan.status,
    provider: s?.provider ?? 'none',
    period: s?.billing_period ?? null,
    cancelAtPeriodEnd: s?.cancel_at_period_end ?? false,
    currentPeriodEnd: iso(s?.current_period_end ?? null),
    foundersPricing: s?.founders_pricing ?? false,
    canManage: isBilledSubscription(s) && plan.subscribed,
    limits: { equipment: quotas.equipment, users: quotas.users },
    usage,
    warnings,
    features: featuresOf(plan.limitsTier),
    trialAvailable: trial.allowed,
    trialUnavailableReason: trial.allowed ? null : trialRefusalMessage(trial.reason),
  };
}

/** The trial rule (trial.rules.ts) over what the company's rows say. */
function trialEligibilityOf(plan: CompanyPlan): TrialEligibility {
  const { company: c, stored: s } = plan;
  return trialEligibility({
    isProvider: c.is_provider,
    stored: s && { status: s.status, trialEnd: s.trial_end },
    recorded: {
      tier: c.subscription_tier,
      status: c.subscription_status,
      trialEnd: c.trial_end_date,
      trialStatus: c.trial_status,
      foundersPricing: c.founders_pricing,
    },
  });
}

/** Billing changes are the company administrator's, never an impersonating provider admin's (they would pay as the client). */
export function assertBillingAdmin(scope: Scope): void {
  if (scope.role !== 'client_admin' || scope.isImpersonating) throw new AppError('FORBIDDEN', m.billingAdminOnly);
}

/** Plan ids come from our plan table only; Enterprise is arranged with sales. */
export function selfServicePlanOf(planId: string): 'basic' | 'professional' {
  if (isSelfServicePlan(planId)) return planId;
  throw new AppError('VALIDATION', planId === 'enterprise' ? m.enterpriseBySales : m.unknownPlan, {
    details: [{ path: 'planId', message: m.unknownPlan }],
  });
}

/**
 * spec 07 trial-signup / spec 01 §4: a signed-in company administrator whose company never had a plan (trial.rules.ts)
 * starts the 7-day trial of the plan they chose; no card. Anything else is 409 before a founders spot is looked at,
 * and the company's billing lock makes concurrent starts take turns, so only the first one wins.
 */
export async function startTrial(
  run: TxRunner,
  opts: { companyId: string; actorId: string; planId: string },
): Promise<{ trial_end_date: string; planId: PlanId; foundersPricing: boolean }> {
  const tier = selfServicePlanOf(opts.planId);
  return run(async (tx) => {
    await repo.lockCompanyBilling(tx, opts.companyId);
    const plan = await planOfCompany(tx, opts.companyId);
    const eligibility = trialEligibilityOf(plan);
    if (!eligibility.allowed) throw new AppError('CONFLICT', trialRefusalMessage(eligibility.reason));
    const founders = await repo.foundersSpot(tx, opts.companyId, foundersProgramme.spots);
    const trialEnd = trialEndFrom(new Date());
    await repo.insertTrial(tx, { companyId: opts.companyId, tier, trialEnd, founders });
    await recordActivity(tx, {
      companyId: opts.companyId,
      userId: opts.actorId,
      action: 'trial_started',
      entityType: 'subscription',
      entityId: opts.companyId,
      details: { tier, founders },
    });
    return { trial_end_date: trialEnd.toISOString(), planId: tier, foundersPricing: founders };
  });
}

/**
 * Cancel at period end, or resume, on our own billing page. Only the test provider is changed here (through a signed
 * customer.subscription.updated, like Stripe's); a Stripe subscription is changed in Stripe's customer portal.
 */
export async function setCancelAtPeriodEnd(
  run: Runners,
  secret: string,
  opts: { companyId: string; actorId: string; cancel: boolean },
): Promise<void> {
  const billing = run.as({ userId: opts.actorId, companyId: opts.companyId, role: 'billing', isImpersonating: false });
  const stored = await billing((tx) => repo.findSubscription(tx, opts.companyId));
  if (!stored || !isBilledSubscription(stored)) throw new AppError('CONFLICT', m.activeSubscriptionRequired);
  if (stored.provider !== 'test') throw new AppError('CONFLICT', 'Manage this subscription in the customer portal.');
  if (opts.cancel && stored.cancel_at_period_end) throw new AppError('CONFLICT', m.alreadyCanceling);
  if (!opts.cancel && !stored.cancel_at_period_end) throw new AppError('CONFLICT', m.notCanceling);
  await deliverTestEvent(
    run,
    secret,
    'customer.subscription.updated',
    testSubscriptionObject({
      id: stored.provider_subscription_id!,
      customer: stored.provider_customer_id ?? '',
      status: stored.status,
      planId: stored.tier,
      period: stored.billing_period ?? 'monthly',
      checkoutId: null,
      companyId: opts.companyId,
      periodEnd: stored.current_period_end ?? new Date(),
      cancelAtPeriodEnd: opts.cancel,
    }),
  );
  await billing((tx) =>
    recordActivity(tx, {
      companyId: opts.companyId,
      userId: opts.actorId,
      action: opts.cancel ? 'subscription_cancel_requested' : 'subscription_resumed',
      entityType: 'subscription',
      entityId: opts.companyId,
      details: {},
    }),
  );
}
