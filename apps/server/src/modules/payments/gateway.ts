import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { lazyRequire } from '../../platform/lazy-require.ts';

const stripeSdk = lazyRequire<typeof Stripe>('stripe');
import type { PaymentProvider } from '@gears/domain';
import type { Config } from '../../config.ts';

export type CheckoutRequest = {
  sessionId: string;
  invoiceId: string;
  invoiceNumber: string;
  companyId: string;
  customerName: string;
  amountCents: number;
  currency: 'usd';
};

export type CheckoutCreated = { providerSessionId: string; url: string };

/** A card payment provider: Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in test checkout (DESIGN §5). */
export type PaymentGateway = { provider: PaymentProvider; createCheckout(req: CheckoutRequest): Promise<CheckoutCreated> };

export class PaymentProviderError extends Error {}

/** The built-in test-mode checkout: a page of our own that posts a signed event through the same webhook handler. */
export function testGateway(publicUrl: string): PaymentGateway {
  return {
    provider: 'test',
    async createCheckout(req) {
      return { providerSessionId: `cs_test_${randomBytes(24).toString('hex')}`, url: `${publicUrl}/checkout/test/${req.sessionId}` };
    },
  };
}

/** The official SDK client for STRIPE_SECRET_KEY; card payments and subscriptions (modules/billing) share it. */
export function stripeClientOf(config: Config): Stripe {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) throw new Error('stripeClientOf needs STRIPE_SECRET_KEY');
  const base = apiBase ? new URL(apiBase) : null;
  const StripeClient = stripeSdk();
  return new StripeClient(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    // STRIPE_API_BASE points the SDK at another host speaking Stripe's API (tests use a small fake server).
    ...(base
      ? {
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/** Stripe Checkout (hosted payment page) through the official SDK. */
export function stripeGateway(config: Config): PaymentGateway {
  const stripe = stripeClientOf(config);
  return {
    provider: 'stripe',
    async createCheckout(req) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: req.sessionId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: req.currency,
                  unit_amount: req.amountCents,
                  product_data: { name: `Invoice ${req.invoiceNumber}`, description: req.customerName },
                },
              },
            ],
            metadata: { sessionId: req.sessionId, invoiceId: req.invoiceId, companyId: req.companyId, invoiceNumber: req.invoiceNumber },
            payment_intent_data: { metadata: { sessionId: req.sessionId, invoiceId: req.invoiceId, companyId: req.companyId } },
            success_url: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${config.publicUrl}/dashboard/quotes`,
          },
          // Our session id makes a retried create return the same Checkout Session, never a second one.
          { idempotencyKey: `gears-checkout-${req.sessionId}` },
        );
        if (!session.url) throw new PaymentProviderError('Stripe returned no checkout URL');
        return { providerSessionId: session.id, url: session.url };
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        throw new PaymentProviderError((err as Error).message);
      }
    },
  };
}

export function gatewayFor(config: Config): PaymentGateway {
  return config.stripe.secretKey ? stripeGateway(config) : testGateway(config.publicUrl);
}
