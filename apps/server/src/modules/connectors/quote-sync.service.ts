import { formatQuoteRequestNumber, quoteStatusLabel, termsLabel, type QuoteSyncInfo, type QuoteSyncResult } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { todayUtc, transitionQuote } from '../quotes/index.ts';
import { ConnectorError, type AccountingConnector, type CustomerRef, type ExternalDocumentType } from './accounting.connector.ts';
import type { ConnectorContext } from './connectors.service.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as repo from './connectors.repo.ts';
import { zohoConnector } from './zoho/zoho.connector.ts';
import { isConnected, zohoTokenSource } from './zoho-tokens.ts';

/**
 * Quotes and invoices to Zoho Books (spec 03 §4): accepted → sent_to_zoho ('Sent to GEARS') with the estimate's ids
 * in external_ref; a failure → zoho_failed with sync_error, both recorded as status events; Retry: zoho_failed →
 * sent_to_zoho. After conversion in our ledger the invoice is pushed too; its failure is recorded on the quote and
 * never changes the ledger or the workflow (our ledger is the record, DESIGN §5).
 * Zoho is never called inside a transaction: a short one claims the work, the call runs, a short one records it.
 */

/** A claim older than this (the process died mid-push) may be taken again. */
const staleClaimMs = 5 * 60 * 1000;

const refString = (ref: Record<string, unknown>, key: string) => (typeof ref[key] === 'string' && ref[key] ? (ref[key] as string) : null);
const isFresh = (ref: Record<string, unknown>, key: string) => {
  const at = refString(ref, key);
  return at !== null && Date.now() - new Date(at).getTime() < staleClaimMs;
};

export type SyncActor = { userId: string | null };

export const connectorOf = (ctx: ConnectorContext): AccountingConnector => zohoConnector(ctx.config, zohoTokenSource(ctx.config, ctx.run));

function infoOf(row: repo.SyncQuoteRow, connected: boolean, hasInvoice: boolean): QuoteSyncInfo {
  const ref = row.external_ref;
  const estimateId = refString(ref, 'zoho_estimate_id');
  const invoiceId = refString(ref, 'zoho_invoice_id');
  const stale = row.status === 'sent_to_zoho' && !estimateId && !isFresh(ref, 'zoho_push_started_at');
  return {
    quoteId: row.id,
    status: row.status,
    connected,
    estimate: estimateId
      ? { id: estimateId, number: refString(ref, 'zoho_estimate_number'), pushedAt: refString(ref, 'zoho_estimate_pushed_at') }
      : null,
    invoice: invoiceId
      ? { id: invoiceId, number: refString(ref, 'zoho_invoice_number'), pushedAt: refString(ref, 'zoho_invoice_pushed_at') }
      : null,
    syncError: row.sync_error,
    canPush: connected && (row.status === 'accepted' || stale),
    canRetry: connected && row.status === 'zoho_failed',
    canPushInvoice: connected && hasInvoice && !invoiceId && !isFresh(ref, 'zoho_invoice_push_started_at'),
  };
}

async function requireSyncQuote(tx: Sql, id: string, lock = false): Promise<repo.SyncQuoteRow> {
  const row = await repo.findSyncQuote(tx, id, { lock });
  if (!row) throw notFound('Quote not found');
  return row;
}

async function loadInfo(tx: Sql, ctx: ConnectorContext, id: string): Promise<QuoteSyncInfo> {
  const row = await requireSyncQuote(tx, id);
  const invoice = await repo.findInvoiceOfQuote(tx, row.id, row.company_id);
  return infoOf(row, isConnected(ctx.config, await repo.findConnection(tx, 'zoho')), !!invoice && invoice.status !== 'void');
}

export function quoteSyncInfo(ctx: ConnectorContext, id: string): Promise<QuoteSyncInfo> {
  return ctx.run((tx) => loadInfo(tx, ctx, id));
}

async function requireConnected(tx: Sql, ctx: ConnectorContext): Promise<void> {
  if (!isConnected(ctx.config, await repo.findConnection(tx, 'zoho'))) throw new AppError('CONFLICT', m.notConnected);
}

async function customerOf(tx: Sql, row: repo.SyncQuoteRow): Promise<CustomerRef> {
  const companyName = row.company_name?.trim();
  if (!companyName) throw new AppError('CONFLICT', m.missingCompany);
  const link = await repo.findLink(tx, 'zoho', 'company', row.company_id);
  return {
    companyId: row.company_id,
    companyName,
    contactName: row.contact_name,
    email: row.contact_email,
    phone: row.contact_phone,
    externalId: link?.status === 'synced' ? link.external_id : null,
  };
}

/** 'temporarily unavailable' answers get the spec's rate-limit wording (spec 03 §8). */
function failureTitle(mode: 'push' | 'retry' | 'invoice', err: ConnectorError): string {
  if (/temporarily unavailable/i.test(err.message)) return 'Service Temporarily Unavailable';
  return mode === 'retry' ? m.retryFailed : mode === 'invoice' ? m.invoiceFailed : m.sendFailed;
}

/** Push (accepted → sent_to_zoho) or Retry (zoho_failed → sent_to_zoho), then the estimate; see the file comment. */
export async function pushEstimate(ctx: ConnectorContext, actor: SyncActor, id: string, mode: 'push' | 'retry'): Promise<QuoteSyncResult> {
  const claim = await ctx.run(async (tx) => {
    const row = await requireSyncQuote(tx, id, true);
    await requireConnected(tx, ctx);
    const label = quoteStatusLabel(row.status, 'admin');
    const estimateId = refString(row.external_ref, 'zoho_estimate_id');
    if (mode === 'retry') {
      if (row.status !== 'zoho_failed') throw new AppError('CONFLICT', m.retryOnlyFailed(label));
    } else if (row.status === 'sent_to_zoho') {
      if (estimateId)
        throw new AppError('CONFLICT', m.alreadyPushed('estimate', refString(row.external_ref, 'zoho_estimate_number') ?? estimateId));
      if (isFresh(row.external_ref, 'zoho_push_started_at')) throw new AppError('CONFLICT', m.pushInProgress);
    } else if (row.status !== 'accepted') {
      throw new AppError('CONFLICT', m.pushOnlyAccepted(label));
    }
    const lines = await repo.quoteClientLines(tx, row.id, row.company_id);
    if (lines.length === 0) throw new AppError('CONFLICT', m.noItems);
    const customer = await customerOf(tx, row);
    if (row.status !== 'sent_to_zoho') {
      await transitionQuote(tx, {
        quoteId: row.id,
        companyId: row.company_id,
        from: row.status,
        to: 'sent_to_zoho',
        actorId: actor.userId,
        note: mode === 'retry' ? m.retryInitiated : 'Sending the estimate to Zoho Books',
      });
    }
    await repo.saveQuoteSync(tx, row.id, row.company_id, { zoho_push_started_at: new Date().toISOString() }, null);
    return {
      row,
      push: {
        reference: row.quote_number ?? formatQuoteRequestNumber(Number(row.number)),
        customer,
        date: row.quote_date ?? todayUtc(),
        expiryDate: row.expiry_date,
        title: row.title,
        description: row.description,
        lines: lines.map((l) => ({
          name: l.item_name,
          description: l.description,
          sku: l.sku,
          quantity: Number(l.quantity),
          rate: Number(l.rate),
        })),
      },
    };
  });

  let outcome: { ok: true; externalId: string; number: string | null; customerId: string } | { ok: false; error: ConnectorError };
  try {
    const pushed = await connectorOf(ctx).pushEstimate(claim.push);
    outcome = { ok: true, externalId: pushed.externalId, number: pushed.number, customerId: pushed.customerExternalId };
  } catch (err) {
    outcome = {
      ok: false,
      error: err instanceof ConnectorError ? err : new ConnectorError('unavailable', `${m.booksError}: ${(err as Error).message}`),
    };
  }

  return ctx.run(async (tx) => {
    const row = await requireSyncQuote(tx, id, true);
    const { company_id: companyId } = row;
    if (outcome.ok) {
      await repo.saveQuoteSync(
        tx,
        row.id,
        companyId,
        {
          zoho_estimate_id: outcome.externalId,
          zoho_estimate_number: outcome.number,
          zoho_customer_id: outcome.customerId,
          zoho_estimate_pushed_at: new Date().toISOString(),
          zoho_push_started_at: null,
        },
        null,
      );
      await repo.saveLink(tx, {
        provider: 'zoho',
        entityType: 'company',
        entityId: companyId,
        externalId: outcome.customerId,
        status: 'synced',
        error: null,
      });
      await repo.recordSyncOutcome(tx, 'zoho', null);
      await recordActivity(tx, {
        companyId,
        userId: actor.userId,
        action: 'quote_sent_to_zoho',
        entityType: 'quote_request',
        entityId: row.id,
        details: { estimateId: outcome.externalId, estimateNumber: outcome.number },
      });
      const what = `Estimate ${outcome.number ?? outcome.externalId} is in Zoho Books.`;
      return {
        outcome: 'synced' as const,
        title: mode === 'retry' ? 'Sync Retry Initiated' : m.syncSuccessful,
        message: mode === 'retry' ? `Quote request sync has been retried. ${what}` : what,
        sync: await loadInfo(tx, ctx, id),
      };
    }
    const message = outcome.error.message;
    // The status moves only if nothing else moved it meanwhile; the error is kept either way.
    if (row.status === 'sent_to_zoho') {
      await transitionQuote(tx, {
        quoteId: row.id,
        companyId,
        from: 'sent_to_zoho',
        to: 'zoho_failed',
        actorId: actor.userId,
        note: message.slice(0, 500),
      });
    }
    await repo.saveQuoteSync(tx, row.id, companyId, { zoho_push_started_at: null }, message);
    await repo.recordSyncOutcome(tx, 'zoho', message);
    return { outcome: 'failed' as const, title: failureTitle(mode, outcome.error), message, sync: await loadInfo(tx, ctx, id) };
  });
}

/** After conversion: the invoice (client prices, our terms) to Zoho Books. A failure is recorded, nothing else changes. */
export async function pushInvoice(ctx: ConnectorContext, actor: SyncActor, id: string): Promise<QuoteSyncResult> {
  const claim = await ctx.run(async (tx) => {
    const row = await requireSyncQuote(tx, id, true);
    await requireConnected(tx, ctx);
    const invoice = await repo.findInvoiceOfQuote(tx, row.id, row.company_id);
    if (!invoice) throw new AppError('CONFLICT', m.noInvoice);
    if (invoice.status === 'void') throw new AppError('CONFLICT', m.invoiceVoid);
    const existing = refString(row.external_ref, 'zoho_invoice_id');
    if (existing)
      throw new AppError('CONFLICT', m.alreadyPushed('invoice', refString(row.external_ref, 'zoho_invoice_number') ?? existing));
    if (isFresh(row.external_ref, 'zoho_invoice_push_started_at')) throw new AppError('CONFLICT', m.pushInProgress);
    const lines = await repo.invoiceLines(tx, invoice.id, row.company_id);
    if (lines.length === 0) throw new AppError('CONFLICT', m.noItems);
    const customer = await customerOf(tx, row);
    await repo.saveQuoteSync(tx, row.id, row.company_id, { zoho_invoice_push_started_at: new Date().toISOString() }, row.sync_error);
    return {
      invoiceNumber: invoice.number,
      push: {
        reference: invoice.number,
        customer,
        date: invoice.invoice_date,
        dueDate: invoice.due_date,
        termsDays: invoice.terms_days,
        termsLabel: termsLabel(invoice.terms_days),
        purchaseOrder: invoice.reference_number,
        orderNumber: invoice.order_number,
        taxTotal: Number(invoice.tax_total),
        lines: lines.map((l) => ({
          name: l.item_name,
          description: l.description,
          sku: l.sku,
          quantity: Number(l.quantity),
          rate: Number(l.rate),
        })),
      },
    };
  });

  let outcome: { ok: true; externalId: string; number: string | null; customerId: string } | { ok: false; error: ConnectorError };
  try {
    const pushed = await connectorOf(ctx).pushInvoice(claim.push);
    outcome = { ok: true, externalId: pushed.externalId, number: pushed.number, customerId: pushed.customerExternalId };
  } catch (err) {
    outcome = {
      ok: false,
      error: err instanceof ConnectorError ? err : new ConnectorError('unavailable', `${m.invoiceFailed}: ${(err as Error).message}`),
    };
  }

  return ctx.run(async (tx) => {
    const row = await requireSyncQuote(tx, id, true);
    if (outcome.ok) {
      await repo.saveQuoteSync(
        tx,
        row.id,
        row.company_id,
        {
          zoho_invoice_id: outcome.externalId,
          zoho_invoice_number: outcome.number,
          zoho_customer_id: outcome.customerId,
          zoho_invoice_pushed_at: new Date().toISOString(),
          zoho_invoice_push_started_at: null,
        },
        null,
      );
      await repo.saveLink(tx, {
        provider: 'zoho',
        entityType: 'company',
        entityId: row.company_id,
        externalId: outcome.customerId,
        status: 'synced',
        error: null,
      });
      await repo.recordSyncOutcome(tx, 'zoho', null);
      await recordActivity(tx, {
        companyId: row.company_id,
        userId: actor.userId,
        action: 'invoice_sent_to_zoho',
        entityType: 'quote_request',
        entityId: row.id,
        details: { invoiceNumber: claim.invoiceNumber, zohoInvoiceId: outcome.externalId, zohoInvoiceNumber: outcome.number },
      });
      return {
        outcome: 'synced' as const,
        title: m.syncSuccessful,
        message: `Invoice ${claim.invoiceNumber} is in Zoho Books as ${outcome.number ?? outcome.externalId}.`,
        sync: await loadInfo(tx, ctx, id),
      };
    }
    const message = outcome.error.message.startsWith(m.invoiceFailed)
      ? outcome.error.message
      : `${m.invoiceFailed}: ${outcome.error.message}`;
    await repo.saveQuoteSync(tx, row.id, row.company_id, { zoho_invoice_push_started_at: null }, message);
    await repo.recordSyncOutcome(tx, 'zoho', message);
    return { outcome: 'failed' as const, title: failureTitle('invoice', outcome.error), message, sync: await loadInfo(tx, ctx, id) };
  });
}

/** spec 03 §7 get_document_pdf: the estimate's or invoice's PDF as Zoho renders it; file names per spec 03 §9. */
export async function fetchQuotePdf(
  ctx: ConnectorContext,
  id: string,
  type: ExternalDocumentType,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await ctx.run(async (tx) => {
    await requireConnected(tx, ctx);
    return requireSyncQuote(tx, id);
  });
  const key = type === 'estimate' ? 'zoho_estimate' : 'zoho_invoice';
  const externalId = refString(row.external_ref, `${key}_id`);
  if (!externalId) throw notFound(m.noExternalDocument(type));
  const pdf = await connectorOf(ctx).fetchDocumentPdf(type, externalId);
  const number = (refString(row.external_ref, `${key}_number`) ?? externalId).replace(/[^A-Za-z0-9._-]+/g, '-');
  return { pdf, fileName: `${type === 'estimate' ? 'quote' : 'invoice'}_${number}.pdf` };
}
