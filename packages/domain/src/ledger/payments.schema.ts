import { z } from 'zod';

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentSessionStatuses = ['open', 'paid', 'expired', 'failed'] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];

/** POST /api/invoices/:id/payment-session and POST /api/quote-requests/:id/payment-session answer this; open `url` in a new tab. */
export type PaymentSessionCreated = {
  sessionId: string;
  provider: PaymentProvider;
  url: string;
  amount: number;
  currency: 'usd';
  invoiceId: string;
  invoiceNumber: string;
};

/** GET /api/payments/session/:id (our id or the provider's, as on the /success page). */
export type PaymentSessionView = {
  sessionId: string;
  provider: PaymentProvider;
  status: PaymentSessionStatus;
  amount: number;
  currency: 'usd';
  invoiceId: string;
  invoiceNumber: string;
  invoiceStatus: string;
  quoteRequestId: string;
  paidAt: string | null;
};

/** GET /api/checkout/test/:sessionId — the test-mode checkout page's summary (the session id is the capability). */
export type TestCheckoutSummary = {
  sessionId: string;
  mode: 'test';
  status: PaymentSessionStatus;
  amount: number;
  currency: 'usd';
  invoiceNumber: string;
  companyName: string;
  testCards: { pays: string; declined: string };
  /** Present when the checkout is for a plan subscription (modules/billing) rather than an invoice. */
  plan?: { name: string; period: 'monthly' | 'yearly'; foundersPricing: boolean };
  /** Why this checkout can no longer be paid, when it says more than the status (a plan checkout closed by a subscription). */
  closedMessage?: string;
};

export const testCards = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const testCheckoutPayInput = z.strictObject({
  cardNumber: z.string().trim().max(40),
  expiry: z.string().trim().max(10),
  cvc: z.string().trim().max(10),
  name: z.string().trim().max(200),
});
export type TestCheckoutPayInput = z.infer<typeof testCheckoutPayInput>;

export const checkoutSessionParams = z.strictObject({ sessionId: z.uuid({ message: 'Payment session not found' }) });
export const paymentSessionParams = z.strictObject({ id: z.string().trim().min(1).max(255) });
