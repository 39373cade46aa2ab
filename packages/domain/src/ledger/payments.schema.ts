import { z } from 'zod';

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentSessionStatuses = ['open', 'paid', 'expired', 'failed'] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];

/** POST /api/invoices/:id/payment-session and POST /api/quote-requests/:id/payment-session answer this; open `url` in a new tab. */
export const paymentSessionCreated = z.object({
  sessionId: z.string(),
  provider: z.enum(paymentProviders),
  url: z.string(),
  amount: z.number(),
  currency: z.literal('usd'),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
});
export type PaymentSessionCreated = z.infer<typeof paymentSessionCreated>;

/** GET /api/payments/session/:id (our id or the provider's, as on the /success page). */
export const paymentSessionView = z.object({
  sessionId: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentSessionStatuses),
  amount: z.number(),
  currency: z.literal('usd'),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  invoiceStatus: z.string(),
  quoteRequestId: z.uuid(),
  paidAt: z.string().nullable(),
});
export type PaymentSessionView = z.infer<typeof paymentSessionView>;

/** GET /api/checkout/test/:sessionId — the test-mode checkout page's summary (the session id is the capability). */
export const testCheckoutSummary = z.object({
  sessionId: z.uuid(),
  mode: z.literal('test'),
  status: z.enum(paymentSessionStatuses),
  amount: z.number(),
  currency: z.literal('usd'),
  invoiceNumber: z.string(),
  companyName: z.string(),
  testCards: z.object({ pays: z.string(), declined: z.string() }),
  /** Present when the checkout is for a plan subscription (modules/billing) rather than an invoice. */
  plan: z.object({ name: z.string(), period: z.enum(['monthly', 'yearly']), foundersPricing: z.boolean() }).optional(),
  /** Why this checkout can no longer be paid, when it says more than the status (a plan checkout closed by a subscription). */
  closedMessage: z.string().optional(),
});
export type TestCheckoutSummary = z.infer<typeof testCheckoutSummary>;

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
