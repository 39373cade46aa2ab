import type { SecondSubscription } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { PaymentProviderError } from '../payments/index.ts';
import type { ClosedCheckout } from './billing.repo.ts';
import * as duplicates from './duplicates.repo.ts';
import { testProviderActions, type SubscriptionProviderActions } from './subscription-gateway.ts';

/**
 * issue 12 item 3: what the provider must be told once a subscription event's transaction has committed (provider calls
 * never run inside one, DESIGN §4a): the company's other checkouts were closed, and a second subscription was recorded.
 */
export type ProviderFollowUp = { companyId: string; expired: ClosedCheckout[]; duplicate: duplicates.DuplicateRow | null };

export const noFollowUp = (companyId: string): ProviderFollowUp => ({ companyId, expired: [], duplicate: null });

const billingAs = (run: Runners, companyId: string) => run.as({ userId: null, companyId, role: 'billing', isImpersonating: false });

/**
 * The provider's side of a follow-up. Closing another checkout session is best effort: if it was paid before it could
 * be closed, its completion arrives as a second subscription, which is undone below. Undoing one that fails throws, so
 * the webhook answers 500 and the provider delivers the event again; the replay resumes where this stopped.
 */
export async function settleWithProvider(run: Runners, gateway: SubscriptionProviderActions, f: ProviderFollowUp): Promise<void> {
  const failures: { checkoutId: string; error: string }[] = [];
  for (const closed of f.expired) {
    if (closed.provider !== 'stripe' || !closed.provider_session_id) continue;
    try {
      if (gateway.provider !== 'stripe') throw new PaymentProviderError('Stripe is not configured on this server');
      await gateway.expireCheckout(closed.provider_session_id);
    } catch (err) {
      failures.push({ checkoutId: closed.id, error: (err as Error).message });
    }
  }
  if (failures.length > 0) {
    await billingAs(
      run,
      f.companyId,
    )((tx) =>
      recordActivity(tx, {
        companyId: f.companyId,
        userId: null,
        action: 'checkout_expire_failed',
        entityType: 'subscription',
        entityId: f.companyId,
        details: { failures },
      }),
    );
  }
  if (f.duplicate && f.duplicate.status !== 'refunded') await undoSecondSubscription(run, gateway, f.duplicate);
}

/** Cancels the second subscription at once and refunds what it charged; each step is recorded, so a retry skips what is done. */
async function undoSecondSubscription(run: Runners, gateway: SubscriptionProviderActions, dup: duplicates.DuplicateRow): Promise<void> {
  const billing = billingAs(run, dup.company_id);
  // A test-mode checkout never reached Stripe, whatever this server is configured with now.
  const actions = dup.provider === 'test' ? testProviderActions : gateway.provider === 'stripe' ? gateway : null;
  try {
    if (!actions)
      throw new PaymentProviderError(
        'Stripe is not configured on this server, so the second Stripe subscription cannot be cancelled or refunded here',
      );
    if (!dup.provider_subscription_id) throw new PaymentProviderError('The completed checkout named no subscription');
    if (!dup.canceled_at) {
      await actions.cancelSubscription(dup.provider_subscription_id);
      await billing((tx) => duplicates.markDuplicateCanceled(tx, dup.id));
    }
    const { refundIds } = await actions.refundSubscription({
      duplicateId: dup.id,
      providerSubscriptionId: dup.provider_subscription_id,
      providerInvoiceId: dup.provider_invoice_id,
    });
    await billing(async (tx) => {
      await duplicates.markDuplicateRefunded(tx, dup.id, refundIds);
      await recordActivity(tx, {
        companyId: dup.company_id,
        userId: null,
        action: 'second_subscription_refunded',
        entityType: 'subscription',
        entityId: dup.company_id,
        details: { checkoutId: dup.checkout_id, subscriptionId: dup.provider_subscription_id, refundIds, amountCents: dup.amount_cents },
      });
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    await billing((tx) => duplicates.markDuplicateFailed(tx, dup.id, err.message));
    throw new AppError('INTERNAL', 'The second subscription could not be cancelled and refunded yet; deliver the event again to retry.');
  }
}

/** GET /api/admin/billing/second-subscriptions: every second subscription and where its refund stands, newest first. */
export async function listSecondSubscriptions(tx: Sql): Promise<SecondSubscription[]> {
  const rows = await duplicates.listDuplicates(tx, 200);
  return rows.map((d) => ({
    id: d.id,
    companyId: d.company_id,
    companyName: d.company_name,
    provider: d.provider,
    planId: d.tier,
    period: d.billing_period,
    amount: d.amount_cents / 100,
    checkoutId: d.checkout_id,
    providerSubscriptionId: d.provider_subscription_id,
    keptSubscriptionId: d.kept_subscription_id,
    status: d.status,
    refundIds: d.refund_ids ? d.refund_ids.split(',') : [],
    error: d.error,
    createdAt: new Date(d.created_at).toISOString(),
    resolvedAt: d.resolved_at ? new Date(d.resolved_at).toISOString() : null,
  }));
}
