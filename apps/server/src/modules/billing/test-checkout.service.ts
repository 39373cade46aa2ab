import {
  billingMessages as m,
  checkTestCard,
  hasLiveSubscription,
  ledgerMessages as lm,
  planById,
  testCards,
  utcDateOf,
  type TestCheckoutPayInput,
  type TestCheckoutSummary,
} from '@gears/domain';
import type { Runners } from '../../db/runner.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './billing.repo.ts';
import { subscriptionSuccessPath } from './subscription-gateway.ts';
import { deliverTestEvent, newTestId, periodEndFrom, testSubscriptionObject } from './test-events.ts';

/**
 * The plan side of the built-in test checkout (/checkout/test/:id, modules/payments routes). The checkout id in the
 * URL is the capability; the company comes from the allow-listed lookup and the rest is read under RLS for it.
 * null = not a plan checkout (the caller then looks for an invoice payment session).
 */
async function openTestCheckout(run: Runners, checkoutId: string) {
  const found = await run.anonymous((tx) =>
    repo.lookupSubscriptionUnscoped(tx, { checkoutId, providerSessionId: null, providerSubscriptionId: null }),
  );
  if (!found?.checkout_id) return null;
  const billing = run.as({ userId: null, companyId: found.company_id, role: 'billing', isImpersonating: false });
  return billing(async (tx) => {
    const checkout = await repo.findCheckoutView(tx, { id: found.checkout_id, providerSessionId: '' });
    if (!checkout || checkout.provider !== 'test' || !checkout.provider_session_id) return null;
    const company = await repo.findCompany(tx, checkout.company_id);
    const stored = await repo.findSubscription(tx, checkout.company_id);
    const live = hasLiveSubscription(
      stored && {
        tier: stored.tier,
        status: stored.status,
        provider: stored.provider,
        trialEnd: stored.trial_end,
        currentPeriodEnd: stored.current_period_end,
        cancelAtPeriodEnd: stored.cancel_at_period_end,
      },
      new Date(),
    );
    return {
      checkout,
      live,
      companyName: company?.name ?? '',
      customerId: stored?.provider === 'test' ? stored.provider_customer_id : null,
    };
  });
}

const summaryStatus = { open: 'open', completed: 'paid', expired: 'expired', failed: 'failed', duplicate: 'expired' } as const;

/** Why a plan checkout cannot be paid (issue 12 item 3); null while it can. */
function closedMessageOf(checkout: repo.CheckoutRow, live: boolean): string | null {
  if (checkout.status === 'duplicate') return m.checkoutRefunded;
  if (checkout.status === 'completed') return null;
  if (live) return m.checkoutSuperseded;
  return checkout.status === 'open' ? null : m.checkoutClosed;
}

export async function subscriptionTestCheckoutSummary(run: Runners, checkoutId: string): Promise<TestCheckoutSummary | null> {
  const opened = await openTestCheckout(run, checkoutId);
  if (!opened) return null;
  const { checkout } = opened;
  const closedMessage = closedMessageOf(checkout, opened.live);
  return {
    sessionId: checkout.id,
    mode: 'test',
    status: closedMessage && checkout.status === 'open' ? 'expired' : summaryStatus[checkout.status],
    amount: checkout.amount_cents / 100,
    currency: 'usd',
    invoiceNumber: '',
    companyName: opened.companyName,
    testCards: { ...testCards },
    plan: { name: `${planById(checkout.tier)!.name} Plan`, period: checkout.billing_period, foundersPricing: checkout.founders_pricing },
    ...(closedMessage ? { closedMessage } : {}),
  };
}

export type TestPlanPayResult = { ok: true; redirectUrl: string } | { ok: false; status: 400 | 402; message: string; field?: string };

/**
 * Takes Stripe's test cards; on success delivers what Stripe would: checkout.session.completed (mode subscription)
 * and customer.subscription.created, signed, through the shared webhook handler.
 */
export async function payTestSubscriptionCheckout(
  run: Runners,
  secret: string,
  checkoutId: string,
  card: TestCheckoutPayInput,
): Promise<TestPlanPayResult | null> {
  const opened = await openTestCheckout(run, checkoutId);
  if (!opened) return null;
  const { checkout } = opened;
  if (checkout.status === 'completed') throw new AppError('CONFLICT', lm.sessionPaid);
  // Refused at payment time, not only at creation: the company may have subscribed since this checkout was made.
  const closedMessage = closedMessageOf(checkout, opened.live);
  if (closedMessage) throw new AppError('CONFLICT', closedMessage);
  const check = checkTestCard(card, utcDateOf(new Date()));
  if (check.outcome === 'invalid') return { ok: false, status: 400, message: check.message, field: check.field };
  if (check.outcome === 'declined') return { ok: false, status: 402, message: check.message };
  const subscriptionId = newTestId('sub');
  const customer = opened.customerId ?? newTestId('cus');
  const metadata = { checkoutId: checkout.id, companyId: checkout.company_id, planId: checkout.tier, period: checkout.billing_period };
  await deliverTestEvent(run, secret, 'checkout.session.completed', {
    id: checkout.provider_session_id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: checkout.amount_cents,
    currency: 'usd',
    client_reference_id: checkout.id,
    customer,
    subscription: subscriptionId,
    metadata,
  });
  await deliverTestEvent(
    run,
    secret,
    'customer.subscription.created',
    testSubscriptionObject({
      id: subscriptionId,
      customer,
      status: 'active',
      planId: checkout.tier,
      period: checkout.billing_period,
      checkoutId: checkout.id,
      companyId: checkout.company_id,
      periodEnd: periodEndFrom(new Date(), checkout.billing_period),
      cancelAtPeriodEnd: false,
    }),
  );
  return { ok: true, redirectUrl: `${subscriptionSuccessPath}${checkout.id}` };
}
