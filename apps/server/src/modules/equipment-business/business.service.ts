import {
  activeQuoteStatuses,
  centsToDecimal,
  clientSeesQuotePrices,
  completedOrderStatus,
  equipmentMessages,
  isQuoteStatus,
  linkedListLimit,
  linkFailedMessage,
  linkedMessage,
  linkMessages,
  revenueQuoteStatuses,
  unlinkedMessage,
  type CreateLinksInput,
  type EquipmentBusiness,
  type LinkCandidate,
  type LinkDocType,
  type LinkedDocument,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './business.repo.ts';

/** How many documents the picker offers at once. */
const candidateLimit = 20;
/** spec 02 §9: "Untitled Quote". */
const untitled = 'Untitled Quote';

async function requireMachine(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await repo.findMachine(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  return { machine, key: { companyId: machine.company_id, equipmentId: machine.id } };
}

/** A quote's amount is shown to a client only once it was sent to them (spec 03 §5); provider staff always see it. */
function visibleAmount(scope: Scope, docType: LinkDocType, row: Omit<repo.DocRow, 'via'>): string | null {
  if (docType !== 'quote' || scope.isProviderAdmin) return row.amount;
  return isQuoteStatus(row.status) && clientSeesQuotePrices(row.status, row.number !== null) ? row.amount : null;
}

function toCandidate(scope: Scope, docType: LinkDocType, row: Omit<repo.DocRow, 'via'>): LinkCandidate {
  return {
    docType,
    id: row.id,
    number: row.number,
    title: row.title?.trim() || untitled,
    status: row.status,
    amount: visibleAmount(scope, docType, row),
    date: row.date,
  };
}
const toLinked = (scope: Scope, docType: LinkDocType, row: repo.DocRow): LinkedDocument => ({
  ...toCandidate(scope, docType, row),
  via: row.via,
});

/** GET /api/equipment/:id/business: the three lists of 5 and the revenue summary (spec 02 §2, §9). */
export async function equipmentBusiness(tx: Sql, scope: Scope, equipmentId: string): Promise<EquipmentBusiness> {
  const { machine, key } = await requireMachine(tx, scope, equipmentId);
  const list = async (docType: LinkDocType) => {
    const { rows, total } = await repo.listOn(tx, key, docType, linkedListLimit);
    return { items: rows.map((r) => toLinked(scope, docType, r)), total };
  };
  const quotes = await list('quote');
  const invoices = await list('invoice');
  const orders = await list('order');
  const s = await repo.summaryOn(tx, key, revenueQuoteStatuses, activeQuoteStatuses, completedOrderStatus);
  return {
    equipmentId: machine.id,
    quotes,
    invoices,
    orders,
    summary: {
      revenue: centsToDecimal(s.revenueCents),
      activeQuotes: s.activeQuotes,
      completedOrders: s.completedOrders,
      invoiced: centsToDecimal(s.invoicedCents),
      paid: centsToDecimal(s.paidCents),
      outstanding: centsToDecimal(BigInt(s.invoicedCents) - BigInt(s.paidCents)),
    },
  };
}

/** GET /api/equipment/:id/business/candidates: the picker's documents of the machine's company not yet on it. */
export async function linkCandidates(tx: Sql, scope: Scope, equipmentId: string, type: LinkDocType, q: string | undefined) {
  const { key } = await requireMachine(tx, scope, equipmentId);
  const rows = await repo.candidates(tx, key, type, q || null, candidateLimit);
  return { items: rows.map((r) => toCandidate(scope, type, r)) };
}

/**
 * POST /api/equipment/:id/links. All or nothing: any id that is not a document of the kind in the machine's company
 * (another company's, or none) refuses the whole request with spec 02 §8's message, 404. Documents already on the
 * machine (its history or an earlier link) count as linked.
 */
export async function linkDocuments(tx: Sql, scope: Scope, equipmentId: string, input: CreateLinksInput) {
  const { machine, key } = await requireMachine(tx, scope, equipmentId);
  const ids = [...new Set(input.ids)];
  const found = await repo.findDocs(tx, key, input.docType, ids);
  if (found.length !== ids.length) throw notFound(linkFailedMessage(input.docType, ids.length));
  const toLink = found.filter((d) => !d.isHistory).map((d) => d.id);
  const added = await repo.insertLinks(tx, key, input.docType, toLink, scope.actorId);
  if (added > 0)
    await recordActivity(tx, {
      companyId: machine.company_id,
      userId: scope.actorId,
      action: 'equipment_documents_linked',
      entityType: 'equipment',
      entityId: machine.id,
      details: { docType: input.docType, ids: toLink, count: added },
    });
  return { linked: ids.length, message: linkedMessage(input.docType, ids.length) };
}

/**
 * DELETE /api/equipment/:id/links/:docType/:refId. A hand-made link is removed; a document on the machine through its
 * quote (history) is refused with 'Cannot unlink history' (409); anything else is not found.
 */
export async function unlinkDocument(tx: Sql, scope: Scope, equipmentId: string, docType: LinkDocType, refId: string) {
  const { machine, key } = await requireMachine(tx, scope, equipmentId);
  if ((await repo.deleteLink(tx, key, docType, refId)) === 0) {
    const [doc] = await repo.findDocs(tx, key, docType, [refId]);
    if (doc?.isHistory) throw new AppError('CONFLICT', linkMessages.cannotUnlinkHistory);
    throw notFound(linkMessages.unlinkFailed);
  }
  await recordActivity(tx, {
    companyId: machine.company_id,
    userId: scope.actorId,
    action: 'equipment_document_unlinked',
    entityType: 'equipment',
    entityId: machine.id,
    details: { docType, id: refId },
  });
  return { message: unlinkedMessage(docType) };
}
