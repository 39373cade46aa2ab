import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { taxRateInput } from '../ledger/tax.schema.ts';
import { quoteMessages as m } from './messages.ts';
import { normalizeQuantity } from './pricing.rules.ts';
import { quoteStatuses, quoteUrgencies } from './quote-status.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });
const isoDate = z.iso.date({ error: 'Use a date like 2026-03-09' });
/** spec 03 §5: optional text fields are trimmed and dropped if empty. */
const email = z
  .string()
  .trim()
  .max(254, 'At most 254 characters')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), m.invalidEmail);
const title = z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, 'At most 200 characters');

export const quoteStatus = z.enum(quoteStatuses);
export const quoteUrgency = z.enum(quoteUrgencies);

// ——— requests ———

/** spec 03 §7 create_quote_with_duplicate_check: the request fields and the force-create override. */
export const createQuoteRequestInput = z.strictObject({
  title,
  description: optionalText(5000),
  equipmentType: optionalText(100),
  urgency: quoteUrgency.default('medium'),
  contactName: optionalText(200),
  contactPhone: optionalText(50),
  contactEmail: email,
  equipmentId: id.nullish().transform((v) => v ?? null),
  /** Create even when an open request with the same title and equipment exists. */
  force: z.boolean().default(false),
});
export type CreateQuoteRequestInput = z.infer<typeof createQuoteRequestInput>;

/**
 * Request fields. adminNotes, expiryDate, assignedAdminId and taxRate are for provider admins only. taxRate (percent,
 * up to 3 decimals; null = the provider's default) can change until the client accepts; a sent quote is re-sent.
 */
export const updateQuoteRequestInput = z
  .strictObject({
    title,
    description: optionalText(5000),
    equipmentType: optionalText(100),
    urgency: quoteUrgency,
    contactName: optionalText(200),
    contactPhone: optionalText(50),
    contactEmail: email,
    equipmentId: id.nullable(),
    clientNotes: optionalText(5000),
    adminNotes: optionalText(5000),
    expiryDate: isoDate.nullable(),
    assignedAdminId: id.nullable(),
    taxRate: taxRateInput.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateQuoteRequestInput = z.infer<typeof updateQuoteRequestInput>;

export const changeQuoteStatusInput = z.strictObject({
  status: quoteStatus,
  note: optionalText(1000),
});
export type ChangeQuoteStatusInput = z.infer<typeof changeQuoteStatusInput>;

/** Send to client: the expiry defaults to the quote date + 30 days. */
/** taxRate: this quote's rate when not chosen before (else the quote's, else the provider's default). */
export const sendQuoteInput = z.strictObject({ expiryDate: isoDate.optional(), taxRate: taxRateInput.optional() }).nullish();
export type SendQuoteInput = z.infer<typeof sendQuoteInput>;

/** Accept / decline: an optional note kept in the status history. */
export const respondToQuoteInput = z.strictObject({ note: optionalText(1000) }).nullish();
export type RespondToQuoteInput = z.infer<typeof respondToQuoteInput>;

const yesNo = z.enum(['true', 'false']);
export const listQuoteRequestsQuery = z.strictObject({
  status: quoteStatus.optional(),
  /** Admin all-company view: narrow to one company. Anyone else naming another company gets 404. */
  companyId: id.optional(),
  /** Demo rows are hidden only when asked, by their is_demo flag (DESIGN §6). */
  hideDemo: yesNo.default('false'),
  /** Archived requests (deleted after orders or invoices existed) are left out unless asked. */
  includeArchived: yesNo.default('false'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(500).optional(),
});
export type ListQuoteRequestsQuery = z.infer<typeof listQuoteRequestsQuery>;

export const quoteFunnelQuery = z.strictObject({ companyId: id.optional(), hideDemo: yesNo.default('false') });
export type QuoteFunnelQuery = z.infer<typeof quoteFunnelQuery>;

// ——— items ———

const vendorPrice = z.number({ error: m.invalidPrice }).min(0, m.invalidPrice).max(9_999_999_999.99, 'The price is too large');
const markupPercentage = z.number({ error: m.invalidMarkup }).min(0, m.invalidMarkup).max(100_000, 'The markup is too large');
/** spec 03 §5: quantity defaults to 1 if not a number; a number must be positive. */
const quantity = z
  .unknown()
  .transform((v) => normalizeQuantity(v))
  .pipe(z.number().gt(0, m.quantityPositive).max(1_000_000, 'The quantity is too large'));

const itemFields = {
  itemName: z.string({ error: m.itemNameRequired }).trim().min(1, m.itemNameRequired).max(200, 'At most 200 characters'),
  description: optionalText(2000),
  sku: optionalText(100),
  partId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(id.nullable()),
  quantity,
  vendorPrice,
  markupPercentage,
  attachmentUrl: optionalText(2000),
  itemCode: optionalText(100),
};

/** Clients may send prices, but they are ignored: vendor 0 and markup 300 are forced (spec 03 §5). */
export const addQuoteItemInput = z.strictObject({
  ...itemFields,
  quantity: quantity.optional().transform((v) => v ?? 1),
  vendorPrice: vendorPrice.optional(),
  markupPercentage: markupPercentage.optional(),
});
export type AddQuoteItemInput = z.infer<typeof addQuoteItemInput>;

export const updateQuoteItemInput = z
  .strictObject(itemFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateQuoteItemInput = z.infer<typeof updateQuoteItemInput>;

// ——— responses: separate client and admin shapes, so a client response cannot carry vendor fields ———

/** What a client sees of an item: client price only, and only once the quote has been sent to them. */
export const clientQuoteItem = z.strictObject({
  id: z.uuid(),
  itemName: z.string(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  partId: z.uuid().nullable(),
  quantity: z.number(),
  /** null before the quote is sent to the client (spec 03 §5: 'Pricing will be calculated …'). */
  clientPrice: z.number().nullable(),
  lineTotal: z.number().nullable(),
  attachmentUrl: z.string().nullable(),
  itemCode: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientQuoteItem = z.infer<typeof clientQuoteItem>;

export const adminQuoteItem = clientQuoteItem.extend({
  clientPrice: z.number(),
  lineTotal: z.number(),
  vendorPrice: z.number(),
  markupPercentage: z.number(),
  /** false for items a client added (vendor 0, markup 300 forced) until an admin prices them. */
  isPriced: z.boolean(),
});
export type AdminQuoteItem = z.infer<typeof adminQuoteItem>;

const quoteRequestCommon = {
  id: z.uuid(),
  /** 'QR-00001' */
  number: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  equipmentType: z.string().nullable(),
  urgency: quoteUrgency,
  urgencyLabel: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  status: quoteStatus,
  /** The admin or the client label of spec 03 §4, by the response's view. */
  statusLabel: z.string(),
  equipment: z.object({ id: z.uuid(), name: z.string(), model: z.string().nullable(), status: z.string() }).nullable(),
  clientNotes: z.string().nullable(),
  /** 'QT-00001', set when first sent to the client. */
  quoteNumber: z.string().nullable(),
  quoteDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** '(Expired)' | '(Valid)' once the quote has a date. */
  expiryLabel: z.enum(['(Expired)', '(Valid)']).nullable(),
  clientResponseDate: z.string().nullable(),
  clientNotificationSent: z.boolean(),
  paymentLink: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  isDemo: z.boolean(),
  archivedAt: z.string().nullable(),
  itemCount: z.number(),
  canDelete: z.boolean(),
  /** Orders or invoices exist: deleting archives the request instead (financial records are kept, DESIGN §6). */
  deleteArchives: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const clientQuoteRequest = z.strictObject({
  ...quoteRequestCommon,
  view: z.literal('client'),
  /** All items on the detail route; the first 3 on the list (itemCount gives the '+N more items'). */
  items: z.array(clientQuoteItem),
  /** The subtotal (Σ line totals); null before the quote is sent to the client. */
  totalClientCost: z.number().nullable(),
  /** The quote's tax rate in percent, its tax (once on the subtotal, half up) and the total incl. tax; null before sent. */
  taxRate: z.number().nullable(),
  taxTotal: z.number().nullable(),
  totalWithTax: z.number().nullable(),
  /** 'Pricing will be calculated and provided by our team after review.' while prices are hidden, else null. */
  pricingNote: z.string().nullable(),
  /** The invoice charges another tax rate than the quote showed: the notice and the invoice's total (else null). */
  invoiceTaxChange: z.object({ notice: z.string(), total: z.number() }).nullable(),
  /** spec 03 §4 'Update Available' badge. */
  hasUpdate: z.boolean(),
  /** spec 03 §2 client alert banner. */
  banner: z.enum(['quote_ready', 'payment_due']).nullable(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canEditItems: z.boolean(),
});
export type ClientQuoteRequest = z.infer<typeof clientQuoteRequest>;

export const quoteStatusEvent = z.object({
  id: z.uuid(),
  fromStatus: quoteStatus.nullable(),
  toStatus: quoteStatus,
  label: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteStatusEvent = z.infer<typeof quoteStatusEvent>;

export const adminQuoteRequest = z.strictObject({
  ...quoteRequestCommon,
  view: z.literal('admin'),
  items: z.array(adminQuoteItem),
  totalVendorCost: z.number(),
  /** The subtotal (Σ line totals at client prices). */
  totalClientCost: z.number(),
  /** The quote's rate (the provider's default until chosen or sent), its tax and the total incl. tax. */
  taxRate: z.number(),
  /** False while the rate is the provider's default, not yet fixed on the quote (it is when the quote is sent). */
  taxRateChosen: z.boolean(),
  taxTotal: z.number(),
  totalWithTax: z.number(),
  canEditTaxRate: z.boolean(),
  adminNotes: z.string().nullable(),
  assignedAdminId: z.uuid().nullable(),
  vendorResponseDate: z.string().nullable(),
  syncError: z.string().nullable(),
  /** Statuses the admin may move to from here (spec 03 §4). */
  allowedTransitions: z.array(quoteStatus),
  canEditItems: z.boolean(),
  /** Every item has a vendor price and there is at least one: the quote can be sent. */
  isReadyToSend: z.boolean(),
  /** The status history, oldest first (detail route only; [] on the list). */
  history: z.array(quoteStatusEvent),
});
export type AdminQuoteRequest = z.infer<typeof adminQuoteRequest>;

/** A quote request as its reader may see it: the client's view or the provider admin's (ADR 0005). */
export const quoteRequestView = z.discriminatedUnion('view', [clientQuoteRequest, adminQuoteRequest]);
export type QuoteRequestView = z.infer<typeof quoteRequestView>;

export const quoteRequestPage = z.object({ items: z.array(quoteRequestView), nextCursor: z.string().nullable() });
export type QuoteRequestPage = z.infer<typeof quoteRequestPage>;

/** Deleting a request: removed, or archived because orders or invoices exist (DESIGN §6). */
export const deleteQuoteResult = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type DeleteQuoteResult = z.infer<typeof deleteQuoteResult>;

/** An item added, changed or removed: the quote as it now is. */
export const quoteItemResult = z.object({ quote: quoteRequestView, itemId: z.uuid(), message: z.string() });
export type QuoteItemResult = z.infer<typeof quoteItemResult>;

/** Accepting or declining: the quote as it now is, and what happened. */
export const quoteResponseResult = z.object({ quote: quoteRequestView, message: z.string() });
export type QuoteResponseResult = z.infer<typeof quoteResponseResult>;

/** 409 body details when the duplicate check finds an open request (spec 03 §7). */
export const quoteDuplicateInfo = z.object({ id: z.uuid(), title: z.string(), status: quoteStatus, createdAt: z.string() });
export type QuoteDuplicateInfo = z.infer<typeof quoteDuplicateInfo>;

/** The result of send-to-client: the quote, plus a warning when no email could be sent. */
export const sendQuoteResult = z.object({ quote: adminQuoteRequest, emailSent: z.boolean(), warning: z.string().nullable() });
export type SendQuoteResult = z.infer<typeof sendQuoteResult>;
