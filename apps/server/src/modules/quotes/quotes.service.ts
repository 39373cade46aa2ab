import {
  areQuoteItemsLocked,
  can,
  canClientDeleteQuote,
  taxRateMessages,
  openQuoteStatuses,
  quoteFunnelOf,
  quoteMessages as m,
  quoteStatusLabel,
  type CreateQuoteRequestInput,
  type DeleteQuoteResult,
  type ListQuoteRequestsQuery,
  type QuoteFunnel,
  type QuoteFunnelQuery,
  type QuoteRequestPage,
  type QuoteRequestView,
  type UpdateQuoteRequestInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { requireProviderAdmin, todayUtc } from './quotes.context.ts';
import { clientMayEdit, toAdminQuote, toClientQuote } from './quotes.mapper.ts';
import * as repo from './quotes.repo.ts';
import type { Scope } from '../../platform/scope.ts';

/** The request, if the caller may see it (RLS decides; the explicit company filter is the first line). Else 404. */
export async function requireQuote(tx: Sql, actor: Scope, id: string): Promise<repo.QuoteRow> {
  const row = await repo.findQuote(tx, id, actor.companyId);
  if (!row) throw notFound(m.quoteNotFound);
  return row;
}

/** Locks the request for a change; 404 when the caller cannot see it. */
export async function lockQuote(
  tx: Sql,
  actor: Scope,
  id: string,
): Promise<{ id: string; company_id: string; status: repo.QuoteRow['status'] }> {
  const row = await repo.lockQuote(tx, id, actor.companyId);
  if (!row) throw notFound(m.quoteNotFound);
  return row;
}

/** The request shaped for the caller: the admin view with history, or the client view without any vendor field. */
export async function quoteView(tx: Sql, actor: Scope, id: string): Promise<QuoteRequestView> {
  const row = await requireQuote(tx, actor, id);
  if (actor.isProviderAdmin) return toAdminQuote(row, todayUtc(), await repo.listStatusEvents(tx, row.id, row.company_id));
  return toClientQuote(row, actor, todayUtc());
}

const previewItems = 3;

/** spec 03 §7: newest first; the admin sees every company (or one), everyone else their own company. */
export async function listQuotes(tx: Sql, actor: Scope, q: ListQuoteRequestsQuery): Promise<QuoteRequestPage> {
  let companyId = actor.companyId;
  if (q.companyId) {
    if (companyId !== null && q.companyId !== companyId) throw notFound('Company not found');
    companyId = q.companyId;
  }
  const after = q.cursor ? decodeCursor(q.cursor, 'timestamptz') : undefined;
  const rows = await repo.listQuotes(
    tx,
    {
      companyId,
      status: q.status,
      hideDemo: q.hideDemo === 'true',
      includeArchived: q.includeArchived === 'true',
      after: after ? { createdKey: after.sortKey, id: after.id } : undefined,
    },
    q.limit + 1,
    previewItems,
  );
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const today = todayUtc();
  return {
    items: page.map((row) => (actor.isProviderAdmin ? toAdminQuote(row, today) : toClientQuote(row, actor, today))),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.created_key, last.id) : null,
  };
}

async function requireEquipment(tx: Sql, companyId: string, equipmentId: string): Promise<void> {
  if (!(await repo.equipmentOfCompany(tx, equipmentId, companyId))) throw notFound(m.equipmentNotFound);
}

/**
 * spec 03 §7 create_quote_with_duplicate_check. A request needs a specific company: a client's own, or the client
 * an admin impersonates. An open request with the same title and equipment is a 409 with its facts unless force.
 */
export async function createQuote(
  tx: Sql,
  actor: Scope,
  input: CreateQuoteRequestInput,
  opts: { isDemo?: boolean } = {},
): Promise<QuoteRequestView> {
  const companyId = actor.companyId;
  if (companyId === null) throw new AppError('VALIDATION', m.needsCompanyContext);
  if (input.equipmentId) await requireEquipment(tx, companyId, input.equipmentId);
  if (!input.force) {
    const dup = await repo.findDuplicate(tx, companyId, input.title, input.equipmentId, openQuoteStatuses);
    if (dup) {
      throw new AppError('CONFLICT', m.duplicate, {
        details: { duplicate: { id: dup.id, title: dup.title, status: dup.status, createdAt: new Date(dup.created_at).toISOString() } },
      });
    }
  }
  const id = await repo.insertQuote(tx, {
    companyId,
    title: input.title,
    description: input.description,
    equipmentType: input.equipmentType,
    urgency: input.urgency,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    equipmentId: input.equipmentId,
    createdBy: actor.actorId,
    isDemo: opts.isDemo ?? false,
  });
  await repo.insertStatusEvent(tx, { companyId, quoteId: id, from: null, to: 'new', actorId: actor.actorId, note: null });
  // Logged against the machine, so deleting it archives it instead (financial records are kept, DESIGN §6).
  await recordActivity(tx, {
    companyId,
    userId: actor.actorId,
    action: 'quote_requested',
    entityType: input.equipmentId ? 'equipment' : 'quote_request',
    entityId: input.equipmentId ?? id,
    details: { quoteRequestId: id, title: input.title },
  });
  return quoteView(tx, actor, id);
}

const adminOnlyFields = ['adminNotes', 'expiryDate', 'assignedAdminId', 'taxRate'] as const;

/** Request fields. Clients edit their request until it is sent to them, and their notes at any time. */
export async function updateQuote(tx: Sql, actor: Scope, id: string, patch: UpdateQuoteRequestInput): Promise<QuoteRequestView> {
  const row = await lockQuote(tx, actor, id);
  if (!actor.isProviderAdmin) {
    if (adminOnlyFields.some((f) => patch[f] !== undefined)) throw new AppError('FORBIDDEN', m.adminRequired);
    const onlyNotes = Object.keys(patch).every((k) => k === 'clientNotes');
    if (!onlyNotes && !clientMayEdit(row.status)) throw new AppError('CONFLICT', m.clientEditAfterSend);
  }
  if (patch.equipmentId) await requireEquipment(tx, row.company_id, patch.equipmentId);
  // The rate follows the items (spec 03 §4 item edits): fixed once the client accepted; the invoice may then differ.
  if (patch.taxRate !== undefined && areQuoteItemsLocked(row.status)) throw new AppError('CONFLICT', taxRateMessages.taxRateLocked);
  if (patch.assignedAdminId && !(await repo.isProviderAdmin(tx, patch.assignedAdminId))) throw notFound('User not found');
  if (patch.expiryDate) {
    const current = await requireQuote(tx, actor, id);
    if (current.quote_date && patch.expiryDate < current.quote_date)
      throw new AppError('VALIDATION', 'The expiry date cannot be before the quote date');
  }
  await repo.updateQuote(tx, row.id, row.company_id, patch);
  return quoteView(tx, actor, id);
}

export type DeleteOutcome = DeleteQuoteResult;

/**
 * spec 03 §6 delete rules. Clients (client admin, manager, or whoever raised it): not while sent_to_client, accepted,
 * sent_to_zoho or sent_to_books. Admins: any. Once orders or invoices exist the request is archived instead —
 * financial records are never deleted (DESIGN §6).
 */
export async function deleteQuote(tx: Sql, actor: Scope, id: string): Promise<DeleteOutcome> {
  const row = await requireQuote(tx, actor, id);
  if (!actor.isProviderAdmin) {
    // ADR 0008: 'quotes.delete' removes any of the company's requests; whoever raised one ('quotes.request') their own.
    const mayDelete = can(actor.role, 'quotes.delete') || row.created_by === actor.actorId;
    if (!mayDelete)
      throw new AppError('FORBIDDEN', 'Only a client admin, a manager or the person who raised it can delete a quote request.');
    if (!canClientDeleteQuote(row.status)) throw new AppError('CONFLICT', m.cannotDelete(quoteStatusLabel(row.status, 'client')));
  }
  if (row.archived_at) return { outcome: 'archived' };
  const archive = async () => {
    await repo.updateQuote(tx, row.id, row.company_id, { archivedAt: new Date().toISOString() });
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: actor.actorId,
      action: 'quote_request_archived',
      entityType: 'quote_request',
      entityId: row.id,
      details: { title: row.title },
    });
    return { outcome: 'archived' as const };
  };
  if (row.has_ledger) return archive();
  // A ledger row that references the request (added by the ledger's migration) also means: keep it.
  if (!(await repo.deleteQuoteUnlessReferenced(tx, row.id, row.company_id))) return archive();
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: actor.actorId,
    action: 'quote_request_deleted',
    entityType: 'quote_request',
    entityId: row.id,
    details: { title: row.title },
  });
  return { outcome: 'deleted' };
}

/** spec 03 §2, §9 funnel tiles, computed from the requests in view (funnel.rules.ts). */
export async function quoteFunnel(tx: Sql, actor: Scope, q: QuoteFunnelQuery): Promise<QuoteFunnel> {
  let companyId = actor.companyId;
  if (q.companyId) {
    if (companyId !== null && q.companyId !== companyId) throw notFound('Company not found');
    companyId = q.companyId;
  }
  const rows = await repo.funnelCounts(tx, { companyId, hideDemo: q.hideDemo === 'true' });
  return quoteFunnelOf(rows.map((r) => ({ status: r.status, count: r.count, everAccepted: r.ever_accepted })));
}

export { requireProviderAdmin };
