import {
  allowance,
  billingMessages as m,
  effectiveSubscription,
  featureTable,
  hasFeature,
  quotasOf,
  type EffectiveSubscription,
  type FeatureKey,
  type LimitKind,
} from '@gears/domain';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/database.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as repo from './billing.repo.ts';

export type CompanyPlan = EffectiveSubscription & { company: repo.CompanyPlanRow; stored: repo.SubscriptionRow | null };

/** The company's plan as it applies now (ADR 0006), read under the caller's RLS context. */
export async function planOfCompany(tx: Sql, companyId: string, now = new Date()): Promise<CompanyPlan> {
  const company = await repo.findCompany(tx, companyId);
  if (!company) throw notFound('Company not found');
  const stored = await repo.findSubscription(tx, companyId);
  const effective = effectiveSubscription(
    {
      isProvider: company.is_provider,
      managedTier: company.subscription_tier,
      managedStatus: company.subscription_status,
      stored: stored && {
        tier: stored.tier,
        status: stored.status,
        trialEnd: stored.trial_end,
        currentPeriodEnd: stored.current_period_end,
        cancelAtPeriodEnd: stored.cancel_at_period_end,
      },
    },
    now,
  );
  return { ...effective, company, stored };
}

/**
 * How many of `adding` new equipment units or seats fit in the company's plan. Takes the company's per-kind lock
 * when the plan limits that kind, so the count stays true until this transaction commits.
 */
export async function allowedWithinLimit(
  tx: Sql,
  companyId: string,
  kind: LimitKind,
  adding: number,
): Promise<{ allowed: number; message: string | null }> {
  const plan = await planOfCompany(tx, companyId);
  const limit = quotasOf(plan.limitsTier)[kind];
  if (limit === null || plan.limitsTier === null) return { allowed: adding, message: null };
  await repo.lockUsage(tx, companyId, kind);
  const used = (await repo.usageOf(tx, companyId))[kind];
  const allowed = allowance(limit, used, adding);
  return { allowed, message: allowed < adding ? m.limitReached(kind, plan.limitsTier, limit) : null };
}

/** Seats taken (users plus open invitations) against the plan's user limit, null when the plan has none; reads only. */
export async function seatUsage(tx: Sql, companyId: string): Promise<{ used: number; limit: number | null }> {
  const plan = await planOfCompany(tx, companyId);
  return { used: (await repo.usageOf(tx, companyId)).users, limit: quotasOf(plan.limitsTier).users };
}

/** Guard for one addition (equipment create, an invitation): 403 with the 'Feature Unavailable' limit message when full. */
export async function assertWithinLimit(tx: Sql, companyId: string, kind: LimitKind, adding = 1): Promise<void> {
  const { message } = await allowedWithinLimit(tx, companyId, kind, adding);
  if (message) throw new AppError('FORBIDDEN', message, { details: { reason: 'plan_limit', kind } });
}

/** Splits a batch (CSV import) into the items that fit in the plan and those refused, with the message for the latter. */
export async function takeWithinLimit<T>(
  tx: Sql,
  companyId: string,
  kind: LimitKind,
  items: T[],
): Promise<{ allowed: T[]; refused: T[]; message: string }> {
  const { allowed, message } = await allowedWithinLimit(tx, companyId, kind, items.length);
  return { allowed: items.slice(0, allowed), refused: items.slice(allowed), message: message ?? '' };
}

/** Guard for a tier feature (spec 01 §6): 403 'Feature Unavailable … not available in your subscription tier'. */
export async function requireFeature(tx: Sql, companyId: string, key: FeatureKey): Promise<void> {
  const plan = await planOfCompany(tx, companyId);
  if (!hasFeature(plan.limitsTier, key)) {
    throw new AppError('FORBIDDEN', m.featureNotInTier(featureTable[key].label), { details: { reason: 'feature', feature: key } });
  }
}

/**
 * Gates every route registered in `scope` (one module) on a tier feature, for the request's company: the caller's own
 * or the impersonated client. A provider admin's all-company view is never limited (spec 01 §4). Runs on request, so a
 * refused call answers 403 before its body is read or validated, and writes nothing.
 */
export function gateRoutesOnFeature(scope: FastifyInstance, key: FeatureKey): void {
  scope.addHook('onRequest', async (req) => {
    const { companyId } = scopeOf(requireAuth(req));
    if (companyId !== null) await req.tenant((tx) => requireFeature(tx, companyId, key));
  });
}
