import { randomUUID } from 'node:crypto';
import {
  billingMessages as m,
  foundersProgramme,
  isBilledSubscription,
  planById,
  subscriptionPrice,
  type BillingPeriod,
  type SubscriptionCheckoutView,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { PaymentProviderError } from '../payments/index.ts';
import * as repo from './billing.repo.ts';
import * as duplicates from './duplicates.repo.ts';
import { planOfCompany } from './limits.guard.ts';
import { selfServicePlanOf } from './subscription.service.ts';
import type { SubscriptionGateway } from './subscription-gateway.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/billing/checkout (spec 07 create-checkout): a subscription checkout for a plan at the founders price
 * while the company holds or can take a founders spot, else the list price. Three short transactions so the
 * provider call never runs inside one (DESIGN §4a): record the checkout (with the founders decision, under the
 * founders lock), ask the provider, store its answer. A second click within the session's life reuses it.
 */
export async function createCheckout(
  run: TxRunner,
  gateway: SubscriptionGateway,
  opts: { companyId: string; actorId: string; planId: string; period: BillingPeriod },
): Promise<{ url: string; checkoutId: string }> {
  const tier = selfServicePlanOf(opts.planId);
  const prepared = await run(async (tx) => {
    const plan = await planOfCompany(tx, opts.companyId);
    if (plan.company.is_provider) throw new AppError('CONFLICT', m.providerNotBilled);
    if (isBilledSubscription(plan.stored) && plan.subscribed) throw new AppError('CONFLICT', m.alreadySubscribed);
    const founders = await repo.foundersSpot(tx, opts.companyId, foundersProgramme.spots);
    const price = subscriptionPrice(tier, opts.period, founders);
    const reusable = await repo.findReusableCheckout(tx, {
      companyId: opts.companyId,
      tier,
      period: opts.period,
      amountCents: price.amountCents,
      provider: gateway.provider,
    });
    if (reusable) return { checkoutId: reusable.id, url: reusable.url, price, contact: null, customerId: null };
    const checkoutId = randomUUID();
    await repo.insertCheckout(tx, {
      id: checkoutId,
      companyId: opts.companyId,
      tier,
      period: opts.period,
      amountCents: price.amountCents,
      founders,
      provider: gateway.provider,
      createdBy: opts.actorId,
    });
    const contact = await repo.contactOf(tx, opts.companyId, opts.actorId);
    const customerId = plan.stored?.provider === gateway.provider ? plan.stored.provider_customer_id : null;
    return { checkoutId, url: null as string | null, price, contact, customerId };
  });
  if (prepared.url) return { url: prepared.url, checkoutId: prepared.checkoutId };
  const { checkoutId, price } = prepared;
  let created;
  try {
    created = await gateway.createCheckout({
      checkoutId,
      companyId: opts.companyId,
      companyName: prepared.contact?.company_name ?? '',
      email: prepared.contact?.email ?? null,
      customerId: prepared.customerId,
      planId: tier,
      planName: planById(tier)!.name,
      period: opts.period,
      amountCents: price.amountCents,
      interval: price.interval,
      founders: price.founders,
    });
  } catch (err) {
    await run((tx) => repo.setCheckoutStatus(tx, checkoutId, 'failed'));
    throw err instanceof PaymentProviderError ? err : new PaymentProviderError((err as Error).message);
  }
  const stillOpen = await run((tx) => repo.setCheckoutProviderIfOpen(tx, checkoutId, created.providerSessionId, created.url));
  if (!stillOpen) {
    // The company subscribed while the provider was making this session: close it there too, so it can never be paid.
    await gateway.expireCheckout(created.providerSessionId).catch(() => {
      // Not closed now: paying it later would be a second subscription, which is cancelled and refunded.
    });
    throw new AppError('CONFLICT', m.alreadySubscribed);
  }
  return { url: created.url, checkoutId };
}

/** POST /api/billing/portal (spec 07 customer-portal): Stripe's Billing Portal, or our own billing page in test mode. */
export async function openPortal(run: TxRunner, gateway: SubscriptionGateway, companyId: string): Promise<{ url: string }> {
  const stored = await run((tx) => repo.findSubscription(tx, companyId));
  if (!stored || !isBilledSubscription(stored) || !stored.provider_customer_id)
    throw new AppError('CONFLICT', m.activeSubscriptionRequired);
  if (stored.provider !== gateway.provider) throw new AppError('CONFLICT', m.activeSubscriptionRequired);
  return gateway.createPortal({ customerId: stored.provider_customer_id });
}

/** GET /api/billing/checkout/:id — /success?kind=subscription: the checkout by our id or the provider's, under RLS. */
export async function readCheckout(run: TxRunner, key: string): Promise<SubscriptionCheckoutView> {
  const found = await run(async (tx) => {
    const row = await repo.findCheckoutView(tx, { id: uuidPattern.test(key) ? key : null, providerSessionId: key });
    return row && { row, duplicate: row.status === 'duplicate' ? await duplicates.findDuplicateOfCheckout(tx, row.id) : null };
  });
  if (!found) throw notFound(m.checkoutNotFound);
  const { row, duplicate } = found;
  return {
    checkoutId: row.id,
    kind: 'subscription',
    status: row.status === 'failed' ? 'expired' : row.status,
    planId: row.tier,
    period: row.billing_period,
    amount: row.amount_cents / 100,
    foundersPricing: row.founders_pricing,
    refundStatus: duplicate?.status ?? null,
  };
}
