import { randomBytes } from 'node:crypto';
import {
  checkTestCard,
  fromCents,
  ledgerMessages as m,
  testCards,
  utcDateOf,
  type TestCheckoutPayInput,
  type TestCheckoutSummary,
} from '@gears/domain';
import type { Runners } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { payTestSubscriptionCheckout, subscriptionTestCheckoutSummary, testProviderActions } from '../billing/index.ts';
import * as repo from './payments.repo.ts';
import { handleWebhook } from './webhook.service.ts';
import { signPayload } from './webhook-signature.ts';

/**
 * The built-in test-mode checkout (DESIGN §5), used when STRIPE_SECRET_KEY is not set; a plan subscription's checkout
 * (modules/billing) is served first when the id names one. The session id in the URL
 * is the capability (a random uuid handed only to the payer); the company comes from the allow-listed lookup and
 * the rest is read under RLS for that company.
 */
async function openTestSession(run: Runners, sessionId: string) {
  const found = await run.anonymous((tx) => repo.lookupSessionUnscoped(tx, { provider: 'test', providerSessionId: null, sessionId }));
  if (!found) throw notFound(m.paymentSessionNotFound);
  const tenant = run.as({ userId: null, companyId: found.company_id, role: 'system', isImpersonating: false });
  return tenant(async (tx) => {
    const view = await repo.findSessionView(tx, { id: found.session_id, providerSessionId: '' });
    if (!view || !view.provider_session_id) throw notFound(m.paymentSessionNotFound);
    return view;
  });
}

export async function testCheckoutSummary(run: Runners, sessionId: string): Promise<TestCheckoutSummary> {
  const plan = await subscriptionTestCheckoutSummary(run, sessionId);
  if (plan) return plan;
  const s = await openTestSession(run, sessionId);
  return {
    sessionId: s.id,
    mode: 'test',
    status: s.status,
    amount: fromCents(s.amount_cents),
    currency: 'usd',
    invoiceNumber: s.invoice_number,
    companyName: s.company_name,
    testCards: { ...testCards },
  };
}

export type TestPayResult = { ok: true; redirectUrl: string } | { ok: false; status: 400 | 402; message: string; field?: string };

/**
 * Takes Stripe's test cards; on success builds a Stripe-shaped checkout.session.completed event, signs it with the
 * webhook secret and hands it to the very same webhook handler a provider's delivery goes through.
 */
export async function payTestCheckout(run: Runners, secret: string, sessionId: string, card: TestCheckoutPayInput): Promise<TestPayResult> {
  const plan = await payTestSubscriptionCheckout(run, secret, sessionId, card);
  if (plan) return plan;
  const s = await openTestSession(run, sessionId);
  if (s.status === 'paid') throw new AppError('CONFLICT', m.sessionPaid);
  if (s.status !== 'open') throw new AppError('CONFLICT', m.sessionClosed);
  const check = checkTestCard(card, utcDateOf(new Date()));
  if (check.outcome === 'invalid') return { ok: false, status: 400, message: check.message, field: check.field };
  if (check.outcome === 'declined') return { ok: false, status: 402, message: check.message };
  const event = {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: s.provider_session_id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: s.amount_cents,
        currency: s.currency,
        client_reference_id: s.id,
        metadata: { sessionId: s.id, invoiceId: s.invoice_id, companyId: s.company_id, invoiceNumber: s.invoice_number },
      },
    },
  };
  const body = Buffer.from(JSON.stringify(event));
  await handleWebhook(run, secret, body, signPayload(body, secret), testProviderActions);
  return { ok: true, redirectUrl: `/success?session_id=${s.id}` };
}
