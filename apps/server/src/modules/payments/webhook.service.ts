import { fromCents, ledgerMessages as m, noticeTexts } from '@gears/domain';
import { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import type { Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { lockQuoteForLedger } from '../ledger/index.ts';
import { moveQuoteThrough } from '../quotes/index.ts';
import { notify } from '../notifications/index.ts';
import {
  handleSubscriptionEvent,
  isSubscriptionEvent,
  type SubscriptionOutcome,
  type SubscriptionProviderActions,
} from '../billing/index.ts';
import * as repo from './payments.repo.ts';
import { verifySignature } from './webhook-signature.ts';

/** The part of a Stripe event we read; everything else in the body is ignored. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      payment_status: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});
type StripeEvent = z.infer<typeof eventShape>;

const paidTypes = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const closedTypes: Record<string, 'expired' | 'failed'> = {
  'checkout.session.expired': 'expired',
  'checkout.session.async_payment_failed': 'failed',
};

export type WebhookOutcome =
  | 'paid'
  | 'duplicate'
  | 'ignored'
  | 'unknown_session'
  | 'awaiting_payment'
  | 'amount_mismatch'
  | 'already_paid'
  | 'invoice_not_payable'
  | 'expired'
  | 'failed'
  | 'kept_paid'
  | 'partial';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/payments/webhook and the test checkout's signed event (DESIGN §5); `subscriptions` is the plan provider
 * the billing side may have to call back (the configured one; the test provider's own calls are local). Order of work:
 * 1. the signature over the raw body, 5 minutes' tolerance (tampered, wrong secret or old → 400, nothing changes);
 * 2. the session's company through the allow-listed pre-tenant lookup — never the metadata's say-so;
 * 3. in one tenant transaction for that company: record the event id (a replay stops here), then settle.
 * A paid session is final: an expiry or failure arriving after it (out of order) changes nothing.
 */
export async function handleWebhook(
  run: Runners,
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
  subscriptions: SubscriptionProviderActions,
): Promise<{ received: true; outcome: WebhookOutcome | SubscriptionOutcome }> {
  const check = verifySignature(rawBody, signature, secret);
  if (!check.ok) throw new AppError('VALIDATION', m.badSignature, { details: { reason: check.reason } });
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body.');
  }
  // Plan subscriptions (modules/billing) share this endpoint, its signature check and the payment_events dedupe.
  if (json && typeof json === 'object' && isSubscriptionEvent(json))
    return { received: true, outcome: await handleSubscriptionEvent(run, json, subscriptions) };
  const parsed = eventShape.safeParse(json);
  if (!parsed.success) return { received: true, outcome: 'ignored' };
  const event: StripeEvent = parsed.data;
  const closedAs = closedTypes[event.type];
  if (!paidTypes.has(event.type) && !closedAs) return { received: true, outcome: 'ignored' };

  const object = event.data.object;
  const ourId = object.metadata?.sessionId;
  const found = await run.anonymous((tx) =>
    repo.lookupSessionUnscoped(tx, {
      provider: null,
      providerSessionId: object.id,
      sessionId: ourId && uuidPattern.test(ourId) ? ourId : null,
    }),
  );
  // A session found by our id must not belong to another provider session: the metadata alone proves nothing.
  if (!found || (found.provider_session_id !== null && found.provider_session_id !== object.id))
    return { received: true, outcome: 'unknown_session' };

  const system = run.as({ userId: null, companyId: found.company_id, role: 'system', isImpersonating: false });
  const outcome = await system(async (tx) => {
    const session = await repo.lockSession(tx, found.session_id);
    if (!session) return 'unknown_session' as const;
    const eventRow = await repo.insertEvent(tx, {
      provider: session.provider,
      eventId: event.id,
      type: event.type,
      companyId: session.company_id,
      invoiceId: session.invoice_id,
      sessionId: session.id,
    });
    if (!eventRow) return 'duplicate' as const;
    const result = closedAs ? await closeSession(tx, session, closedAs) : await settle(tx, session, event);
    await repo.setEventOutcome(tx, eventRow, result);
    return result;
  });
  return { received: true, outcome };
}

async function closeSession(tx: Sql, session: repo.SessionRow, to: 'expired' | 'failed'): Promise<WebhookOutcome> {
  if (session.status !== 'open') return session.status === 'paid' ? 'kept_paid' : 'ignored';
  await repo.setSessionStatus(tx, session.id, to);
  if (to === 'failed') {
    const inv = await repo.lockInvoiceForPayment(tx, session.invoice_id, session.company_id);
    if (inv) {
      await notify(tx, {
        kind: 'payment_failed',
        type: 'error',
        companyId: inv.company_id,
        to: { can: 'invoices.pay' },
        ...noticeTexts.paymentFailed({ number: inv.number, amount: fromCents(session.amount_cents) }),
        link: `/dashboard/quotes?invoice=${inv.id}`,
      });
    }
  }
  return to;
}

async function settle(tx: Sql, session: repo.SessionRow, event: StripeEvent): Promise<WebhookOutcome> {
  const object = event.data.object;
  // Checkout completes before an asynchronous method has settled; the async_payment_succeeded event follows.
  if (object.payment_status !== 'paid') return 'awaiting_payment';
  if (object.amount_total !== session.amount_cents || (object.currency ?? '').toLowerCase() !== session.currency) return 'amount_mismatch';
  if (session.status === 'paid') return 'already_paid';
  if (session.provider_session_id === null) await repo.setSessionProviderId(tx, session.id, object.id, session.url ?? '');
  await repo.setSessionStatus(tx, session.id, 'paid');
  const inv = await repo.lockInvoiceForPayment(tx, session.invoice_id, session.company_id);
  if (!inv || inv.status !== 'issued') return 'invoice_not_payable';
  const after = await repo.applyPayment(tx, inv.id, inv.company_id, fromCents(session.amount_cents));
  await recordActivity(tx, {
    companyId: inv.company_id,
    userId: null,
    action: 'invoice_payment_received',
    entityType: 'invoice',
    entityId: inv.id,
    details: {
      number: inv.number,
      amount: fromCents(session.amount_cents),
      provider: session.provider,
      eventId: event.id,
      sessionId: session.id,
    },
  });
  // The client's payers and the provider's staff hear of it (issue 17 item 4), in this transaction.
  const received = {
    kind: 'payment_received',
    type: 'success',
    link: `/dashboard/quotes?invoice=${inv.id}`,
    ...noticeTexts.paymentReceived({
      number: inv.number,
      amount: fromCents(session.amount_cents),
      companyName: inv.customer_name,
      paidInFull: after.status === 'paid',
    }),
  } as const;
  await notify(tx, { ...received, companyId: inv.company_id, to: { can: 'invoices.pay' } });
  await notify(tx, { ...received, companyId: inv.company_id, to: 'provider-staff' });
  if (after.status !== 'paid') return 'partial';
  const quote = await lockQuoteForLedger(tx, inv.quote_request_id, inv.company_id);
  if (quote && (quote.status === 'invoiced' || quote.status === 'payment_due')) {
    await moveQuoteThrough(tx, {
      quoteId: quote.id,
      companyId: quote.company_id,
      from: quote.status,
      to: 'paid',
      actorId: null,
      note: `Invoice ${inv.number} paid by card (${session.provider === 'stripe' ? 'Stripe' : 'test mode'})`,
    });
  }
  return 'paid';
}
