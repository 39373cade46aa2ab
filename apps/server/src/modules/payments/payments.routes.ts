import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionParams,
  ledgerMessages as m,
  paymentSessionCreated,
  paymentSessionParams,
  paymentSessionView,
  testCheckoutPayInput,
  testCheckoutSummary as testCheckoutSummaryView,
} from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { subscriptionGatewayFor } from '../billing/index.ts';
import { gatewayFor, PaymentProviderError } from './gateway.ts';
import * as service from './payments.service.ts';
import { payTestCheckout, testCheckoutSummary } from './test-checkout.service.ts';
import { handleWebhook } from './webhook.service.ts';
import { signatureHeaderName } from './webhook-signature.ts';
import { webhookSecretOf } from './webhook-secret.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';

const tags = ['payments'];
/** A checkout made, or the provider's refusal (502); a paid or void invoice answers 409. */
const sessionCreated = { 201: paymentSessionCreated, ...errorResponses(409, 502) };

/** The provider failed to make a checkout: 502 with the spec's message, never the provider's internals. */
async function answerProviderFailure<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return reply.status(201).send(await work());
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    reply.log.warn({ err }, 'payment provider refused the checkout');
    return reply.status(502).send({ error: { code: 'PAYMENT_PROVIDER', message: m.paymentSessionFailed } });
  }
}

/** Card payment (spec 03 §4 Pay Now, DESIGN §5): Stripe Checkout when keyed, else the built-in test-mode checkout. */
export async function paymentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gateway = gatewayFor(deps.config);
  const subscriptions = subscriptionGatewayFor(deps.config);
  const secret = () => webhookSecretOf(deps.config);

  r.post('/api/invoices/:id/payment-session', { schema: { tags, params: idParams, response: sessionCreated } }, async (req, reply) => {
    const reader = scopeOf(requireAuth(req));
    return answerProviderFailure(reply, () => service.createPaymentSession((fn) => req.tenant(fn), gateway, reader, req.params.id));
  });

  r.post(
    '/api/quote-requests/:id/payment-session',
    { schema: { tags, params: idParams, response: sessionCreated } },
    async (req, reply) => {
      const reader = scopeOf(requireAuth(req));
      return answerProviderFailure(reply, () => service.createSessionForQuote((fn) => req.tenant(fn), gateway, reader, req.params.id));
    },
  );

  r.get(
    '/api/payments/session/:id',
    { schema: { tags, params: paymentSessionParams, response: { 200: paymentSessionView } } },
    async (req) => {
      requireAuth(req);
      return service.getSessionView((fn) => req.tenant(fn), req.params.id);
    },
  );

  // With Stripe keyed the test checkout does not exist: nobody can pay with a test card in production.
  const testCheckoutOff = () => {
    if (deps.config.stripe.secretKey) throw new AppError('NOT_FOUND', m.paymentSessionNotFound);
  };

  r.get(
    '/api/checkout/test/:sessionId',
    { schema: { tags, params: checkoutSessionParams, response: { 200: testCheckoutSummaryView } } },
    async (req) => {
      testCheckoutOff();
      return testCheckoutSummary(deps.run, req.params.sessionId);
    },
  );

  r.post(
    '/api/checkout/test/:sessionId/pay',
    {
      schema: {
        tags,
        params: checkoutSessionParams,
        body: testCheckoutPayInput,
        response: { 200: z.object({ redirectUrl: z.string() }), ...errorResponses(402, 409) },
      },
    },
    async (req, reply) => {
      testCheckoutOff();
      const result = await payTestCheckout(deps.run, secret(), req.params.sessionId, req.body);
      if (result.ok) return { redirectUrl: result.redirectUrl };
      const code = result.status === 402 ? 'CARD_DECLINED' : 'VALIDATION';
      return reply.status(result.status).send({
        error: { code, message: result.message, ...(result.field ? { details: [{ path: result.field, message: result.message }] } : {}) },
      });
    },
  );

  // The webhook needs the exact bytes that were signed, so this route (alone) keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/api/payments/webhook',
      { schema: { tags, response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) } } },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = req.headers[signatureHeaderName];
        return handleWebhook(deps.run, secret(), body, Array.isArray(header) ? header[0] : header, subscriptions);
      },
    );
  });
}
