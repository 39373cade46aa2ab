import {
  areQuoteItemsLocked,
  can,
  canClientDeleteQuote,
  canClientRespond,
  clientSeesQuotePrices,
  formatQuoteRequestNumber,
  hasQuoteUpdateBadge,
  lineTotalOf,
  quoteClientBanner,
  quoteMessages,
  quoteRequestExpiryLabel,
  quoteStatusLabel,
  quoteStatuses,
  quoteTransitions,
  quoteUrgencyLabel,
  taxChangeOf,
  taxedTotalsOf,
  type AdminQuoteItem,
  type AdminQuoteRequest,
  type ClientQuoteItem,
  type ClientQuoteRequest,
  type QuoteStatus,
  type QuoteStatusEvent,
} from '@gears/domain';
import type { EventRow, ItemRow, QuoteRow } from './quotes.repo.ts';
import type { Scope } from '../../platform/scope.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The statuses a client's own edits are still allowed in: before the quote is sent to them. */
const clientEditableStatuses: readonly QuoteStatus[] = ['new', 'submitted', 'processing', 'vendor_requested', 'vendor_responded'];
export const clientMayEdit = (status: QuoteStatus): boolean => clientEditableStatuses.includes(status);

/** Fields both views share. Never put vendor fields here. */
function common(row: QuoteRow, today: string, canDelete: boolean) {
  const equipment = parse(row.equipment);
  return {
    id: row.id,
    number: formatQuoteRequestNumber(Number(row.number)),
    companyId: row.company_id,
    companyName: row.company_name ?? 'Unknown Company',
    title: row.title,
    description: row.description,
    equipmentType: row.equipment_type,
    urgency: row.urgency,
    urgencyLabel: quoteUrgencyLabel(row.urgency),
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    status: row.status,
    equipment: equipment ? { id: equipment.id, name: equipment.name, model: equipment.model, status: equipment.status } : null,
    clientNotes: row.client_notes,
    quoteNumber: row.quote_number,
    quoteDate: row.quote_date,
    expiryDate: row.expiry_date,
    expiryLabel: quoteRequestExpiryLabel(row.quote_date, row.expiry_date, today),
    clientResponseDate: isoOrNull(row.client_response_date),
    clientNotificationSent: row.client_notification_sent,
    paymentLink: row.payment_link,
    createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name ?? '' } : null,
    isDemo: row.is_demo,
    archivedAt: isoOrNull(row.archived_at),
    itemCount: row.item_count,
    canDelete,
    deleteArchives: row.has_ledger,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An item's fields without any price; each view below adds the prices it may show, field by field. */
function itemFields(item: ItemRow) {
  return {
    id: item.id,
    itemName: item.item_name,
    description: item.description,
    sku: item.sku,
    partId: item.part_id,
    quantity: Number(item.quantity),
    attachmentUrl: item.attachment_url,
    itemCode: item.item_code,
    createdAt: iso(item.created_at),
  };
}

/** A client item has no vendor price, markup or pricing flag, ever. */
function toClientItem(item: ItemRow, showPrices: boolean): ClientQuoteItem {
  const fields = itemFields(item);
  const clientPrice = showPrices ? Number(item.client_price) : null;
  return { ...fields, clientPrice, lineTotal: clientPrice === null ? null : lineTotalOf(clientPrice, fields.quantity) };
}

function toAdminItem(item: ItemRow): AdminQuoteItem {
  const fields = itemFields(item);
  const clientPrice = Number(item.client_price);
  return {
    ...fields,
    clientPrice,
    lineTotal: lineTotalOf(clientPrice, fields.quantity),
    vendorPrice: Number(item.vendor_price),
    markupPercentage: Number(item.markup_percentage),
    isPriced: item.priced_at !== null,
  };
}

/** Subtotal, tax once on it (half up) and the total incl. tax, at the rate in effect (tax.rules.ts). */
export function quoteTaxOf(row: QuoteRow) {
  const rate = Number(row.effective_tax_rate);
  const t = taxedTotalsOf(row.total_client_cost, rate);
  return { taxRate: rate, taxTotal: t.taxTotal, totalWithTax: t.total };
}

/** The live invoice's tax change against the quote ('Tax changed from X % …') and its total; null when unchanged. */
function invoiceTaxChangeOf(row: QuoteRow): { notice: string; total: number } | null {
  const inv = row.invoice_tax === null ? null : parse(row.invoice_tax);
  const notice = inv ? taxChangeOf(inv.quoteTaxRate === null ? null : Number(inv.quoteTaxRate), Number(inv.taxRate)) : null;
  return inv && notice ? { notice, total: Number(inv.total) } : null;
}

export function toClientQuote(row: QuoteRow, actor: Scope, today: string): ClientQuoteRequest {
  const showPrices = clientSeesQuotePrices(row.status, row.quote_number !== null);
  const mayRespond = canClientRespond(row.status) && canRespondRole(actor);
  // ADR 0008: any request of the company with 'quotes.delete', one's own with 'quotes.request'.
  const mayDelete = can(actor.role, 'quotes.delete') || (can(actor.role, 'quotes.request') && row.created_by === actor.actorId);
  return {
    ...common(row, today, mayDelete && canClientDeleteQuote(row.status) && row.archived_at === null),
    view: 'client',
    statusLabel: quoteStatusLabel(row.status, 'client'),
    items: parse(row.items).map((i) => toClientItem(i, showPrices)),
    totalClientCost: showPrices ? Number(row.total_client_cost) : null,
    ...(showPrices ? quoteTaxOf(row) : { taxRate: null, taxTotal: null, totalWithTax: null }),
    pricingNote: showPrices ? null : quoteMessages.pricingPending,
    invoiceTaxChange: invoiceTaxChangeOf(row),
    hasUpdate: hasQuoteUpdateBadge(row.status),
    banner: quoteClientBanner(row.status, row.payment_link),
    canAccept: mayRespond,
    canDecline: mayRespond,
    canEditItems: can(actor.role, 'quotes.request') && clientMayEdit(row.status) && !areQuoteItemsLocked(row.status),
  };
}

export function toAdminQuote(row: QuoteRow, today: string, events: EventRow[] = []): AdminQuoteRequest {
  return {
    ...common(row, today, row.archived_at === null),
    view: 'admin',
    statusLabel: quoteStatusLabel(row.status, 'admin'),
    items: parse(row.items).map(toAdminItem),
    totalVendorCost: Number(row.total_vendor_cost),
    totalClientCost: Number(row.total_client_cost),
    ...quoteTaxOf(row),
    taxRateChosen: row.tax_rate !== null,
    canEditTaxRate: !areQuoteItemsLocked(row.status),
    adminNotes: row.admin_notes,
    assignedAdminId: row.assigned_admin_id,
    vendorResponseDate: isoOrNull(row.vendor_response_date),
    syncError: row.sync_error,
    allowedTransitions: [...quoteTransitions[row.status]],
    canEditItems: !areQuoteItemsLocked(row.status),
    isReadyToSend: row.item_count > 0 && row.unpriced_count === 0,
    history: events.map(toEvent),
  };
}

function toEvent(e: EventRow): QuoteStatusEvent {
  const known = (s: string | null) => (s !== null && (quoteStatuses as readonly string[]).includes(s) ? (s as QuoteStatus) : null);
  return {
    id: e.id,
    fromStatus: known(e.from_status),
    toStatus: e.to_status,
    label: quoteStatusLabel(e.to_status, 'admin'),
    actor: e.actor_id ? { id: e.actor_id, name: e.actor_name ?? '' } : null,
    note: e.note,
    createdAt: iso(e.created_at),
  };
}

/**
 * spec 03 §6: the client admin (and, by the lead's flow, the manager) of the owning company accepts or declines
 * ('quotes.respond', ADR 0008); it is the client's act, so never provider staff, impersonating or not.
 */
export const canRespondRole = (actor: Scope): boolean =>
  !actor.isProviderAdmin && !actor.isImpersonating && can(actor.role, 'quotes.respond');
