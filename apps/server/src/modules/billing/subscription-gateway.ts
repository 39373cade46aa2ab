import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingPeriod } from '@gears/domain';
import type { Config } from '../../config.ts';
import { PaymentProviderError, stripeClientOf } from '../payments/index.ts';

export type SubscriptionCheckoutRequest = {
  checkoutId: string;
  companyId: string;
  companyName: string;
  email: string | null;
  customerId: string | null;
  planId: 'basic' | 'professional';
  planName: string;
  period: BillingPeriod;
  amountCents: number;
  interval: 'month' | 'year';
  founders: boolean;
};

/**
 * Plan subscriptions: Stripe Checkout in subscription mode and the Stripe Billing Portal when STRIPE_SECRET_KEY is
 * set; otherwise the built-in test checkout and our own /account/billing page (DESIGN §5). Errors from the provider
 * become PaymentProviderError, which the routes answer with the spec's message.
 */
export type SubscriptionGateway = SubscriptionProviderActions & {
  createCheckout(req: SubscriptionCheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  createPortal(req: { customerId: string }): Promise<{ url: string }>;
};

/**
 * What billing asks of the provider after a subscription started (issue 12 item 3): close the company's other checkout
 * sessions, and undo a second subscription (cancel it now, refund what it charged). Each is safe to repeat.
 */
export type SubscriptionProviderActions = {
  provider: 'stripe' | 'test';
  expireCheckout(providerSessionId: string): Promise<void>;
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  refundSubscription(req: {
    duplicateId: string;
    providerSubscriptionId: string;
    providerInvoiceId: string | null;
  }): Promise<{ refundIds: string[] }>;
};

/** The test provider holds no money and no sessions of its own: closing and cancelling are ours alone; a refund is a record. */
export const testProviderActions: SubscriptionProviderActions = {
  provider: 'test',
  async expireCheckout() {},
  async cancelSubscription() {},
  async refundSubscription() {
    return { refundIds: [`re_test_${randomBytes(12).toString('hex')}`] };
  },
};

/** The subscription-mode success page: /success tells a plan from an invoice payment by kind. */
export const subscriptionSuccessPath = '/success?kind=subscription&session_id=';

export function testSubscriptionGateway(publicUrl: string): SubscriptionGateway {
  return {
    ...testProviderActions,
    async createCheckout(req) {
      return { providerSessionId: `cs_test_${randomBytes(24).toString('hex')}`, url: `${publicUrl}/checkout/test/${req.checkoutId}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/account/billing` };
    },
  };
}

export function stripeSubscriptionGateway(config: Config): SubscriptionGateway {
  const stripe = stripeClientOf(config);
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw err instanceof PaymentProviderError ? err : new PaymentProviderError((err as Error).message);
    }
  };
  return {
    provider: 'stripe',
    createCheckout: (req) =>
      wrap(async () => {
        const metadata = {
          checkoutId: req.checkoutId,
          companyId: req.companyId,
          planId: req.planId,
          period: req.period,
          founders: String(req.founders),
        };
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: 'subscription',
          client_reference_id: req.checkoutId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: req.amountCents,
                recurring: { interval: req.interval },
                product_data: { name: `GEARS Portal ${req.planName} plan${req.founders ? ' (founders price)' : ''}` },
              },
            },
          ],
          metadata,
          subscription_data: { metadata },
          success_url: `${config.publicUrl}${subscriptionSuccessPath}{CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/account/billing`,
          ...(req.customerId ? { customer: req.customerId } : req.email ? { customer_email: req.email } : {}),
        };
        // Our checkout id makes a retried create return the same Checkout Session, never a second one.
        const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `gears-subscription-${req.checkoutId}` });
        if (!session.url) throw new PaymentProviderError('Stripe returned no checkout URL');
        return { providerSessionId: session.id, url: session.url };
      }),
    createPortal: (req) =>
      wrap(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: req.customerId,
          return_url: `${config.publicUrl}/account/billing`,
        });
        if (!session.url) throw new PaymentProviderError('Stripe returned no portal URL');
        return { url: session.url };
      }),
    expireCheckout: (id) =>
      wrap(async () => {
        await stripe.checkout.sessions.expire(id);
      }),
    cancelSubscription: (id) =>
      wrap(async () => {
        // Cancelled at once, with no final invoice and no proration credit: the refund below returns what it charged.
        await stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false }, { idempotencyKey: `gears-cancel-${id}` });
      }),
    refundSubscription: (req) =>
      wrap(async () => {
        const invoice = req.providerInvoiceId ?? idOf((await stripe.subscriptions.retrieve(req.providerSubscriptionId)).latest_invoice);
        if (!invoice) throw new PaymentProviderError(`Subscription ${req.providerSubscriptionId} has no invoice to refund`);
        // Since API version 2025-03-31 an invoice's payments are listed separately (invoice.payment_intent is gone).
        const payments = await stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 });
        const refundIds: string[] = [];
        for (const { payment } of payments.data) {
          const target =
            payment.type === 'payment_intent'
              ? { payment_intent: idOf(payment.payment_intent) }
              : payment.type === 'charge'
                ? { charge: idOf(payment.charge) }
                : null;
          const key = target?.payment_intent ?? target?.charge;
          if (!target || !key) continue;
          const refund = await stripe.refunds.create(
            { ...target, reason: 'duplicate', metadata: { duplicateId: req.duplicateId, subscriptionId: req.providerSubscriptionId } },
            { idempotencyKey: `gears-duplicate-refund-${req.duplicateId}-${key}` },
          );
          refundIds.push(refund.id);
        }
        if (refundIds.length === 0) throw new PaymentProviderError(`Invoice ${invoice} has no paid payment to refund`);
        return { refundIds };
      }),
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

export function subscriptionGatewayFor(config: Config): SubscriptionGateway {
  return config.stripe.secretKey ? stripeSubscriptionGateway(config) : testSubscriptionGateway(config.publicUrl);
}
