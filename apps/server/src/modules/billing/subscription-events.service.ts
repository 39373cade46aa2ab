import {
  hasLiveSubscription,
  isSecondSubscription,
  isSelfServicePlan,
  subscriptionStatusFromProvider,
  type BillingPeriod,
} from '@gears/domain';
import { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import type { Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import * as payments from '../payments/index.ts';
import * as repo from './billing.repo.ts';
import * as duplicates from './duplicates.repo.ts';
import { noFollowUp, settleWithProvider, type ProviderFollowUp } from './second-subscription.service.ts';
import type { SubscriptionProviderActions } from './subscription-gateway.ts';

/** The parts of Stripe's checkout session, subscription and invoice objects we read; anything else is ignored. */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish();
const objectShape = z
  .object({
    id: z.string().min(1).max(255),
    mode: z.string().nullish(),
    payment_status: z.string().nullish(),
    amount_total: z.number().int().nullish(),
    client_reference_id: z.string().nullish(),
    customer: idOf,
    subscription: idOf,
    invoice: idOf,
    status: z.string().nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    cancel_at: z.number().nullish(),
    current_period_end: z.number().nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
    items: z
      .object({ data: z.array(z.object({ current_period_end: z.number().nullish() }).passthrough()) })
      .passthrough()
      .nullish(),
    lines: z
      .object({ data: z.array(z.object({ period: z.object({ end: z.number() }).nullish() }).passthrough()) })
      .passthrough()
      .nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: idOf }).passthrough().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().int().nullish(),
  data: z.object({ object: objectShape }),
});
type SubscriptionEvent = z.infer<typeof eventShape>;
type EventObject = SubscriptionEvent['data']['object'];

export type SubscriptionOutcome =
  | 'subscribed'
  | 'subscription_updated'
  | 'subscription_canceled'
  | 'renewed'
  | 'payment_failed'
  | 'checkout_expired'
  | 'duplicate'
  | 'stale'
  | 'ignored'
  | 'unknown_subscription'
  | 'already_completed'
  | 'awaiting_payment'
  | 'amount_mismatch'
  | 'kept_canceled'
  | 'second_subscription';

const subscriptionTypes = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);
const checkoutTypes = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

/** The webhook dispatcher's question: is this delivery about a plan subscription rather than an invoice payment? */
export function isSubscriptionEvent(event: { type?: unknown; data?: { object?: { mode?: unknown } } }): boolean {
  const type = typeof event.type === 'string' ? event.type : '';
  return subscriptionTypes.has(type) || (checkoutTypes.has(type) && event.data?.object?.mode === 'subscription');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ourId = (value: string | null | undefined) => (value && uuidPattern.test(value) ? value : null);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : undefined);

function subscriptionIdOf(event: SubscriptionEvent): string | null {
  const o = event.data.object;
  if (event.type.startsWith('customer.subscription.')) return o.id;
  return o.subscription ?? o.parent?.subscription_details?.subscription ?? null;
}

/** Stripe moved current_period_end onto the subscription items; read either place. */
function periodEndOf(o: EventObject): Date | undefined {
  const fromItems = o.items?.data.map((i) => i.current_period_end ?? 0) ?? [];
  const fromLines = o.lines?.data.map((l) => l.period?.end ?? 0) ?? [];
  const latest = Math.max(o.current_period_end ?? 0, ...fromItems, ...fromLines);
  return latest > 0 ? new Date(latest * 1000) : undefined;
}

/**
 * Plan subscription events, after the shared webhook handler has checked the signature (modules/payments):
 * 1. the company through the allow-listed pre-tenant lookup (our checkout id or the provider's ids we stored);
 * 2. in one billing transaction for that company, under its billing lock: record the event id in payment_events (a
 *    replay stops here), then apply it. An event older than the newest applied one (out of order) changes nothing; a
 *    deleted subscription stays canceled. A subscription that starts closes the company's other open checkouts; a
 *    checkout paid while another subscription is live is a second subscription and changes nothing (issue 12 item 3);
 * 3. after commit, the provider is told (second-subscription.service.ts).
 */
export async function handleSubscriptionEvent(
  run: Runners,
  json: unknown,
  gateway: SubscriptionProviderActions,
): Promise<SubscriptionOutcome> {
  const parsed = eventShape.safeParse(json);
  if (!parsed.success) return 'ignored';
  const event = parsed.data;
  const o = event.data.object;
  const isCheckout = event.type.startsWith('checkout.session.');
  const found = await run.anonymous((tx) =>
    repo.lookupSubscriptionUnscoped(tx, {
      checkoutId: ourId(o.metadata?.checkoutId ?? (isCheckout ? o.client_reference_id : null)),
      providerSessionId: isCheckout ? o.id : null,
      providerSubscriptionId: subscriptionIdOf(event),
    }),
  );
  if (!found) return 'unknown_subscription';
  const companyId = found.company_id;
  const billing = run.as({ userId: null, companyId, role: 'billing', isImpersonating: false });
  const done = await billing(async (tx): Promise<{ outcome: SubscriptionOutcome; followUp: ProviderFollowUp }> => {
    await repo.lockCompanyBilling(tx, companyId);
    const checkout = found.checkout_id ? await repo.lockCheckout(tx, found.checkout_id) : null;
    const stored = await repo.findSubscription(tx, companyId, { lock: true });
    // A checkout found by our id must not belong to another provider session: the metadata alone proves nothing.
    if (isCheckout && (!checkout || (checkout.provider_session_id !== null && checkout.provider_session_id !== o.id))) {
      return { outcome: 'unknown_subscription', followUp: noFollowUp(companyId) };
    }
    const provider = checkout?.provider ?? (stored?.provider === 'none' ? null : stored?.provider) ?? null;
    if (!provider) return { outcome: 'unknown_subscription', followUp: noFollowUp(companyId) };
    const eventId = await payments.insertEvent(tx, {
      provider,
      eventId: event.id,
      type: event.type,
      companyId,
      invoiceId: null,
      sessionId: null,
    });
    // Any later delivery about a second subscription (a replay too) resumes its undoing if the provider refused it last time.
    const pending = isCheckout && checkout!.status === 'duplicate' ? await duplicates.findDuplicateOfCheckout(tx, checkout!.id) : null;
    if (!eventId) return { outcome: 'duplicate', followUp: { ...noFollowUp(companyId), duplicate: pending } };
    const outcome = isCheckout ? await applyCheckout(tx, event, checkout!, stored) : await applySubscription(tx, event, checkout, stored);
    await payments.setEventOutcome(tx, eventId, outcome);
    if (outcome === 'subscribed' || outcome === 'subscription_canceled' || outcome === 'second_subscription') {
      await recordActivity(tx, {
        companyId,
        userId: null,
        action: outcome,
        entityType: 'subscription',
        entityId: companyId,
        details: {
          provider,
          eventId: event.id,
          type: event.type,
          ...(outcome === 'second_subscription' ? { checkoutId: checkout!.id, subscriptionId: o.subscription } : {}),
        },
      });
    }
    const followUp = noFollowUp(companyId);
    followUp.duplicate = outcome === 'second_subscription' ? await duplicates.findDuplicateOfCheckout(tx, checkout!.id) : pending;
    const after = await repo.findSubscription(tx, companyId);
    if (subscriptionStarted(stored, after)) followUp.expired = await repo.expireOtherOpenCheckouts(tx, companyId, checkout?.id ?? null);
    return { outcome, followUp };
  });
  await settleWithProvider(run, gateway, done.followUp);
  return done.outcome;
}

const liveNow = (s: repo.SubscriptionRow | null) =>
  hasLiveSubscription(
    s && {
      tier: s.tier,
      status: s.status,
      provider: s.provider,
      trialEnd: s.trial_end,
      currentPeriodEnd: s.current_period_end,
      cancelAtPeriodEnd: s.cancel_at_period_end,
    },
    new Date(),
  );

/** A live provider subscription that was not there before this event: the company's other checkouts must close. */
function subscriptionStarted(before: repo.SubscriptionRow | null, after: repo.SubscriptionRow | null): boolean {
  if (!liveNow(after)) return false;
  return !liveNow(before) || before!.provider_subscription_id !== after!.provider_subscription_id;
}

const isStale = (event: SubscriptionEvent, stored: repo.SubscriptionRow | null) =>
  !!event.created && !!stored?.provider_event_created && event.created < Number(stored.provider_event_created);

async function applyCheckout(
  tx: Sql,
  event: SubscriptionEvent,
  checkout: repo.CheckoutRow,
  stored: repo.SubscriptionRow | null,
): Promise<SubscriptionOutcome> {
  const o = event.data.object;
  if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
    if (checkout.status !== 'open') return 'ignored';
    await repo.setCheckoutStatus(tx, checkout.id, event.type === 'checkout.session.expired' ? 'expired' : 'failed');
    return 'checkout_expired';
  }
  if (checkout.status === 'completed' || checkout.status === 'duplicate') return 'already_completed';
  if (o.payment_status !== 'paid' && o.payment_status !== 'no_payment_required') return 'awaiting_payment';
  if (o.amount_total !== null && o.amount_total !== undefined && o.amount_total !== checkout.amount_cents) return 'amount_mismatch';
  if (
    isSecondSubscription(
      stored && {
        tier: stored.tier,
        status: stored.status,
        provider: stored.provider,
        providerSubscriptionId: stored.provider_subscription_id,
        trialEnd: stored.trial_end,
        currentPeriodEnd: stored.current_period_end,
        cancelAtPeriodEnd: stored.cancel_at_period_end,
      },
      o.subscription ?? null,
      new Date(),
    )
  ) {
    // Paid after the company subscribed (an older checkout): never a second plan, never a switch; undone after commit.
    await repo.setCheckoutStatus(tx, checkout.id, 'duplicate');
    await duplicates.recordDuplicate(tx, {
      companyId: checkout.company_id,
      checkoutId: checkout.id,
      provider: checkout.provider,
      providerSessionId: o.id,
      providerSubscriptionId: o.subscription ?? null,
      providerCustomerId: o.customer ?? null,
      providerInvoiceId: o.invoice ?? null,
      keptSubscriptionId: stored!.provider_subscription_id,
      tier: checkout.tier,
      period: checkout.billing_period,
      amountCents: checkout.amount_cents,
      eventId: event.id,
    });
    return 'second_subscription';
  }
  if (checkout.provider_session_id === null) await repo.setCheckoutProvider(tx, checkout.id, o.id, checkout.url ?? '');
  await repo.setCheckoutStatus(tx, checkout.id, 'completed');
  const ids = {
    provider: checkout.provider,
    providerCustomerId: o.customer ?? undefined,
    providerSubscriptionId: o.subscription ?? undefined,
  };
  // A newer event about this same subscription already applied: keep its state, only fill in what the checkout knows.
  if (stored && isStale(event, stored) && stored.provider_subscription_id === o.subscription) {
    await repo.updateSubscription(tx, checkout.company_id, ids);
    return 'stale';
  }
  await repo.upsertSubscription(tx, checkout.company_id, {
    ...ids,
    tier: checkout.tier,
    status: 'active',
    billingPeriod: checkout.billing_period,
    foundersPricing: checkout.founders_pricing,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: stored?.provider_subscription_id === o.subscription ? undefined : null,
    providerEventCreated: event.created ?? undefined,
  });
  return 'subscribed';
}

async function applySubscription(
  tx: Sql,
  event: SubscriptionEvent,
  checkout: repo.CheckoutRow | null,
  stored: repo.SubscriptionRow | null,
): Promise<SubscriptionOutcome> {
  const o = event.data.object;
  const subscriptionId = subscriptionIdOf(event);
  const ours = stored?.provider_subscription_id ?? null;
  // Only the company's current provider subscription moves it, except a first event naming the checkout we started.
  if (ours !== null && ours !== subscriptionId) return 'ignored';
  if (ours === null && !checkout) return 'unknown_subscription';
  if (isStale(event, stored)) return 'stale';
  if (stored?.status === 'canceled' && ours === subscriptionId && event.type !== 'customer.subscription.deleted') return 'kept_canceled';
  const base = {
    provider: checkout?.provider ?? stored!.provider,
    providerSubscriptionId: subscriptionId ?? undefined,
    providerCustomerId: o.customer ?? undefined,
    providerEventCreated: event.created ?? undefined,
  };
  // The first event of a provider subscription (before or after its checkout completed) takes the checkout's plan.
  const fromCheckout =
    ours === null && checkout
      ? { tier: checkout.tier, billingPeriod: checkout.billing_period, foundersPricing: checkout.founders_pricing }
      : {};
  const write = (change: repo.SubscriptionChange & { status: repo.SubscriptionRow['status'] }) => {
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as typeof change;
    if (stored) return repo.updateSubscription(tx, stored.company_id, { ...base, ...fromCheckout, ...defined });
    return repo.upsertSubscription(tx, checkout!.company_id, { ...base, tier: checkout!.tier, ...fromCheckout, ...defined });
  };

  if (event.type === 'invoice.paid') {
    await write({ status: 'active', currentPeriodEnd: periodEndOf(o) });
    return 'renewed';
  }
  if (event.type === 'invoice.payment_failed') {
    await write({ status: 'past_due' });
    return 'payment_failed';
  }
  if (event.type === 'customer.subscription.deleted') {
    await write({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: periodEndOf(o) });
    return 'subscription_canceled';
  }
  const status = subscriptionStatusFromProvider(o.status ?? '');
  if (!status) return 'ignored';
  const planId = o.metadata?.planId;
  const period = o.metadata?.period;
  await write({
    status,
    tier: planId && isSelfServicePlan(planId) ? planId : undefined,
    billingPeriod: period === 'monthly' || period === 'yearly' ? (period as BillingPeriod) : undefined,
    cancelAtPeriodEnd: Boolean(o.cancel_at_period_end) || (o.cancel_at !== null && o.cancel_at !== undefined),
    currentPeriodEnd: periodEndOf(o) ?? dateOf(o.cancel_at),
  });
  return status === 'canceled' ? 'subscription_canceled' : 'subscription_updated';
}
