import { randomUUID } from 'node:crypto';
import {
  fromCents,
  invoiceBalance,
  ledgerMessages as m,
  toCents,
  type InvoiceStatus,
  type PaymentSessionCreated,
  type PaymentSessionView,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { lockQuoteForLedger, mayPay } from '../ledger/index.ts';
import { moveQuoteThrough } from '../quotes/index.ts';
import { PaymentProviderError, type PaymentGateway } from './gateway.ts';
import * as repo from './payments.repo.ts';
import { isProviderStaff, type Scope } from '../../platform/scope.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requirePayer(reader: Scope): void {
  if (isProviderStaff(reader)) throw new AppError('FORBIDDEN', m.adminCannotPay);
  if (!mayPay(reader)) throw new AppError('FORBIDDEN', m.payRoles);
}

/** Pay Now on a quote request: the payment is for its invoice. No invoice (or nothing to pay) → the spec's message. */
export async function createSessionForQuote(
  run: TxRunner,
  gateway: PaymentGateway,
  reader: Scope,
  quoteRequestId: string,
): Promise<PaymentSessionCreated> {
  requirePayer(reader);
  const invoiceId = await run(async (tx) => {
    if (!(await repo.quoteVisible(tx, quoteRequestId, reader.companyId))) throw notFound(m.quoteNotFound);
    return repo.invoiceIdForQuote(tx, quoteRequestId, reader.companyId);
  });
  if (!invoiceId) throw new AppError('CONFLICT', m.paymentAmountUnavailable);
  return createPaymentSession(run, gateway, reader, invoiceId);
}

/**
 * A card payment session for the invoice balance (spec 03 §4 Pay Now). Three short transactions so the
 * provider call never runs inside one (DESIGN §4a): record the session, ask the provider, store its answer and
 * move the request invoiced → payment_due (recorded). A second click within the session's life reuses it.
 */
export async function createPaymentSession(
  run: TxRunner,
  gateway: PaymentGateway,
  reader: Scope,
  invoiceId: string,
): Promise<PaymentSessionCreated> {
  requirePayer(reader);
  const prepared = await run(async (tx) => {
    const inv = await repo.lockInvoiceForPayment(tx, invoiceId, reader.companyId);
    if (!inv) throw notFound(m.invoiceNotFound);
    if (inv.status === 'void') throw new AppError('CONFLICT', m.invoiceVoid);
    if (inv.status === 'paid') throw new AppError('CONFLICT', m.invoiceAlreadyPaid);
    const balance = invoiceBalance({ status: inv.status as InvoiceStatus, total: inv.total, amountPaid: inv.amount_paid });
    const amountCents = toCents(balance);
    if (amountCents <= 0) throw new AppError('CONFLICT', m.paymentAmountUnavailable);
    const reusable = await repo.findReusableSession(tx, inv.id, gateway.provider, amountCents);
    if (reusable) return { inv, amountCents, sessionId: reusable.id, url: reusable.url! };
    const sessionId = randomUUID();
    await repo.insertSession(tx, {
      id: sessionId,
      companyId: inv.company_id,
      invoiceId: inv.id,
      provider: gateway.provider,
      amountCents,
      createdBy: reader.actorId,
    });
    return { inv, amountCents, sessionId, url: null as string | null };
  });
  const { inv, amountCents, sessionId } = prepared;
  let url = prepared.url;
  if (!url) {
    let created;
    try {
      created = await gateway.createCheckout({
        sessionId,
        invoiceId: inv.id,
        invoiceNumber: inv.number,
        companyId: inv.company_id,
        customerName: inv.customer_name,
        amountCents,
        currency: 'usd',
      });
    } catch (err) {
      await run((tx) => repo.setSessionStatus(tx, sessionId, 'failed'));
      throw err instanceof PaymentProviderError ? err : new PaymentProviderError((err as Error).message);
    }
    url = created.url;
    await run(async (tx) => {
      await repo.setSessionProviderId(tx, sessionId, created.providerSessionId, created.url);
      const quote = await lockQuoteForLedger(tx, inv.quote_request_id, inv.company_id);
      if (quote?.status === 'invoiced') {
        await moveQuoteThrough(tx, {
          quoteId: quote.id,
          companyId: quote.company_id,
          from: quote.status,
          to: 'payment_due',
          actorId: reader.actorId,
          note: `Card payment started for invoice ${inv.number}`,
        });
      }
    });
  }
  return {
    sessionId,
    provider: gateway.provider,
    url,
    amount: fromCents(amountCents),
    currency: 'usd',
    invoiceId: inv.id,
    invoiceNumber: inv.number,
  };
}

/** GET /api/payments/session/:id: the /success page's status, by our id or the provider's. */
export async function getSessionView(run: TxRunner, key: string): Promise<PaymentSessionView> {
  const row = await run((tx) => repo.findSessionView(tx, { id: uuidPattern.test(key) ? key : null, providerSessionId: key }));
  if (!row) throw notFound(m.paymentSessionNotFound);
  return {
    sessionId: row.id,
    provider: row.provider,
    status: row.status,
    amount: fromCents(row.amount_cents),
    currency: 'usd',
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    invoiceStatus: row.invoice_status,
    quoteRequestId: row.quote_request_id,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}
