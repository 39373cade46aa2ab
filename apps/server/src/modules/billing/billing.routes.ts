import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingMessages as m,
  billingUrl,
  checkoutInput,
  meResponse,
  secondSubscription,
  signupConfirmInput,
  signupInput,
  signupRequested,
  signupResult,
  subscriptionCheckoutView,
  subscriptionResponse,
} from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import { requireAuth, sessionCookie, setSessionCookie } from '../../platform/auth-context.ts';
import { scopeOf, type Scope } from '../../platform/scope.ts';
import { loadMe } from '../account/index.ts';
import { clientOf, endPreviousAccountSession } from '../auth/index.ts';
import { PaymentProviderError, webhookSecretOf } from '../payments/index.ts';
import { createCheckout, openPortal, readCheckout } from './checkout.service.ts';
import { listSecondSubscriptions } from './second-subscription.service.ts';
import { confirmSignup, requestSignup } from './signup.service.ts';
import { subscriptionGatewayFor } from './subscription-gateway.ts';
import { assertBillingAdmin, readSubscription, setCancelAtPeriodEnd, startTrial } from './subscription.service.ts';

const tags = ['billing'];
const trialInput = z.strictObject({ planId: z.string().trim().max(40) });
const checkoutParams = z.strictObject({ id: z.string().trim().min(1).max(255) });

/** The company whose plan the caller sees: own, or the impersonated client; a provider admin's own is the provider's. */
const companyOf = (scope: Scope) => scope.companyId ?? scope.homeCompanyId;

/** The provider failed: 502 with the spec's message ('No checkout URL returned' / 'No portal URL returned'), never its internals. */
async function answerProvider<T>(reply: FastifyReply, message: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    reply.log.warn({ err }, 'subscription provider refused');
    return reply.status(502).send({ error: { code: 'PAYMENT_PROVIDER', message } });
  }
}

/** Plans, free trial and subscription billing (issue 6 items 4-7; spec 01 §7 check-subscription, create-checkout, trial-signup, customer-portal). */
export async function billingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, run } = deps;
  const gateway = subscriptionGatewayFor(config);
  /** Billing writes run with app.role 'billing' (migration 0010), for the caller's company only. */
  const billingRun = (scope: Scope) =>
    run.as({ userId: scope.actorId, companyId: companyOf(scope), role: 'billing', isImpersonating: false });
  const adminOf = (req: Parameters<typeof requireAuth>[0]) => {
    const scope = scopeOf(requireAuth(req));
    assertBillingAdmin(scope);
    return scope;
  };

  r.post(
    '/api/public/signup',
    { schema: { tags, body: signupInput, response: { 202: signupRequested, ...errorResponses(429) } } },
    async (req, reply) => {
      const answer = await requestSignup(run, req.body, { client: clientOf(req), config });
      deps.mailer.kick();
      return reply.status(202).send(answer);
    },
  );

  r.post(
    '/api/public/signup/confirm',
    {
      schema: {
        tags,
        body: signupConfirmInput,
        response: { 201: z.object({ me: meResponse, trial: signupResult }), ...errorResponses(409, 429) },
      },
    },
    async (req, reply) => {
      const done = await confirmSignup(run, req.body.token, { client: clientOf(req), previousToken: req.cookies[sessionCookie], config });
      deps.mailer.kick();
      await endPreviousAccountSession(req, done.userId);
      setSessionCookie(reply, config, done.token);
      req.cookies[sessionCookie] = done.token;
      await app.resolveAuth(req);
      const me = await req.tenant((tx) => loadMe(tx, scopeOf(req.auth!)));
      return reply.status(201).send({ me, trial: done.result });
    },
  );

  r.get('/api/billing/subscription', { schema: { tags, response: { 200: subscriptionResponse } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => readSubscription(tx, companyOf(scope)));
  });

  r.post(
    '/api/billing/trial',
    { schema: { tags, body: trialInput, response: { 201: signupResult, ...errorResponses(409) } } },
    async (req, reply) => {
      const scope = adminOf(req);
      const trial = await startTrial(billingRun(scope), { companyId: companyOf(scope), actorId: scope.actorId, planId: req.body.planId });
      return reply.status(201).send({ ...trial, title: m.trialActivated });
    },
  );

  r.post(
    '/api/billing/checkout',
    {
      schema: { tags, body: checkoutInput, response: { 201: billingUrl.extend({ checkoutId: z.uuid() }), ...errorResponses(409, 502) } },
    },
    async (req, reply) => {
      const scope = adminOf(req);
      return answerProvider(reply, m.noCheckoutUrl, async () =>
        reply.status(201).send(
          await createCheckout(billingRun(scope), gateway, {
            companyId: companyOf(scope),
            actorId: scope.actorId,
            planId: req.body.planId,
            period: req.body.period,
          }),
        ),
      );
    },
  );

  r.get(
    '/api/billing/checkout/:id',
    { schema: { tags, params: checkoutParams, response: { 200: subscriptionCheckoutView } } },
    async (req) => {
      requireAuth(req);
      return readCheckout((fn) => req.tenant(fn), req.params.id);
    },
  );

  r.post('/api/billing/portal', { schema: { tags, response: { 200: billingUrl, ...errorResponses(409, 502) } } }, async (req, reply) => {
    const scope = adminOf(req);
    return answerProvider(reply, m.noPortalUrl, () => openPortal(billingRun(scope), gateway, companyOf(scope)));
  });

  r.post('/api/billing/cancel', { schema: { tags, response: { 200: subscriptionResponse, ...errorResponses(409) } } }, async (req) => {
    const scope = adminOf(req);
    await setCancelAtPeriodEnd(run, webhookSecretOf(config), { companyId: companyOf(scope), actorId: scope.actorId, cancel: true });
    return req.tenant((tx) => readSubscription(tx, companyOf(scope)));
  });

  // issue 12 item 3: second subscriptions (an older checkout paid after the company subscribed), cancelled and refunded.
  const asAdmin = adminRunner(run);
  r.get(
    '/api/admin/billing/second-subscriptions',
    { schema: { tags: ['admin', ...tags], response: { 200: z.object({ secondSubscriptions: z.array(secondSubscription) }) } } },
    async (req) => ({
      secondSubscriptions: await asAdmin(req, 'billing.second-subscriptions', (tx) => listSecondSubscriptions(tx)),
    }),
  );

  r.post('/api/billing/resume', { schema: { tags, response: { 200: subscriptionResponse, ...errorResponses(409) } } }, async (req) => {
    const scope = adminOf(req);
    await setCancelAtPeriodEnd(run, webhookSecretOf(config), { companyId: companyOf(scope), actorId: scope.actorId, cancel: false });
    return req.tenant((tx) => readSubscription(tx, companyOf(scope)));
  });
}
