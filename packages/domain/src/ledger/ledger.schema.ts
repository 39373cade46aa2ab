import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { isIsoDate } from '../maintenance/dates.rules.ts';
import { invoicePaymentStatuses, invoiceStatuses, packageStatuses, salesOrderStatuses } from './invoice-status.rules.ts';
import { ledgerMessages as m } from './messages.ts';
import { shippingAddressInput, shipToView } from './ship-to.schema.ts';
import { taxRateInput } from './tax.schema.ts';
import { quoteStatuses } from '../quotes/quote-status.rules.ts';
import { maxTermsDays, normaliseTerms } from './terms.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });
const isoDate = z.string().refine(isIsoDate, 'Use a date like 2026-03-09');
const money = z.number().min(0, 'The amount cannot be negative').max(9_999_999_999.99, 'The amount is too large');

/**
 * POST /api/quote-requests/:id/convert. termsDays: 0 (default) = 'Due on receipt', or days for 'Net {days}';
 * strings such as 'net 30' or 'Due on receipt' are read too. taxRate in percent: omitted, the quote's own rate (what the client accepted); another
 * rate is recorded beside the quote's and shown to the client before paying.
 */
export const convertQuoteInput = z.strictObject({
  termsDays: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return 0;
      const terms = normaliseTerms(v);
      if (!terms) {
        ctx.addIssue({ code: 'custom', message: m.badTerms });
        return z.NEVER;
      }
      return terms.days;
    }),
  taxRate: taxRateInput.optional(),
  referenceNumber: optionalText(100),
  /** This order's ship-to when it is not the company's shipping address (settings); empty = the company's. */
  shipToAddress: shippingAddressInput.optional().transform((v) => v ?? null),
});
export type ConvertQuoteInput = z.infer<typeof convertQuoteInput>;
export { maxTermsDays };

export const ledgerLineView = z.object({
  position: z.number(),
  itemName: z.string(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number(),
  /** The client price only. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type LedgerLine = z.infer<typeof ledgerLineView>;

export const shippingPackageView = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  customerName: z.string(),
  salesOrderId: z.uuid(),
  orderNumber: z.string(),
  number: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shipDate: z.string().nullable(),
  shippingCost: z.number(),
  status: z.enum(packageStatuses),
  statusColour: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingPackage = z.infer<typeof shippingPackageView>;

export const salesOrderView = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  customerName: z.string(),
  quoteRequestId: z.uuid(),
  quoteNumber: z.string().nullable(),
  subject: z.string(),
  number: z.string(),
  status: z.enum(salesOrderStatuses),
  isActive: z.boolean(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  /** This order's own ship-to (null: the company's shipping address applies). */
  shipToAddress: z.string().nullable(),
  /** Where it ships: the order's address, else the company's, else none. */
  shipTo: shipToView,
  /** Detail only (GET /api/orders/:id); lists leave them empty. */
  lines: z.array(ledgerLineView),
  packages: z.array(shippingPackageView),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesOrder = z.infer<typeof salesOrderView>;

export const invoiceView = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  customerName: z.string(),
  quoteRequestId: z.uuid(),
  quoteNumber: z.string().nullable(),
  subject: z.string(),
  salesOrderId: z.uuid(),
  orderNumber: z.string(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  /** Derived: paid / overdue / partial / unpaid / void, with the spec's colour. */
  paymentStatus: z.enum(invoicePaymentStatuses),
  paymentStatusColour: z.string(),
  isOverdue: z.boolean(),
  invoiceDate: z.string(),
  termsDays: z.number(),
  termsLabel: z.string(),
  dueDate: z.string(),
  referenceNumber: z.string().nullable(),
  taxRate: z.number(),
  /** The rate on the accepted quote (null: not recorded, invoices before issue 13). */
  quoteTaxRate: z.number().nullable(),
  /** 'Tax changed from X % on the quote to Y % on this invoice.' when the rates differ, else null. */
  taxChangeNotice: z.string().nullable(),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  amountPaid: z.number(),
  balance: z.number(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** True when the caller may start a card payment now (client admin / manager, issued, balance > 0). */
  canPay: z.boolean(),
  lines: z.array(ledgerLineView),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceView>;

export const convertQuoteResult = z.object({
  order: salesOrderView,
  invoice: invoiceView,
  quoteRequest: z.object({ id: z.uuid(), status: z.string(), paymentLink: z.string().nullable() }),
  message: z.string(),
});
export type ConvertQuoteResult = z.infer<typeof convertQuoteResult>;

/** A voided invoice, and the quote request it moved back (null when it stayed where it was). */
export const voidInvoiceResult = z.object({
  invoice: invoiceView,
  message: z.string(),
  quoteRequest: z.object({ id: z.uuid(), status: z.enum(quoteStatuses) }).nullable(),
});
export type VoidInvoiceResult = z.infer<typeof voidInvoiceResult>;

const limit = z.coerce.number().int().min(1).max(500).default(100);

export const listOrdersQuery = z.strictObject({
  companyId: id.optional(),
  quoteRequestId: id.optional(),
  status: z.enum(salesOrderStatuses).optional(),
  limit,
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

export const listInvoicesQuery = z.strictObject({
  companyId: id.optional(),
  quoteRequestId: id.optional(),
  /** A stored status, or 'overdue' (issued, balance > 0, due before today). */
  status: z.enum([...invoiceStatuses, 'overdue']).optional(),
  /** The browser's date (YYYY-MM-DD) for overdue; used when within a day of the server's. */
  today: isoDate.optional(),
  limit,
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

export const listPackagesQuery = z.strictObject({
  companyId: id.optional(),
  orderId: id.optional(),
  limit,
});
export type ListPackagesQuery = z.infer<typeof listPackagesQuery>;

export const ledgerDetailQuery = z.strictObject({ today: isoDate.optional() });

export const createPackageInput = z.strictObject({
  carrier: optionalText(100),
  trackingNumber: optionalText(100),
  shipDate: isoDate.nullish().transform((v) => v ?? null),
  shippingCost: money.default(0),
  status: z.enum(packageStatuses).default('shipped'),
});
export type CreatePackageInput = z.infer<typeof createPackageInput>;

export const updatePackageInput = z
  .strictObject({
    carrier: optionalText(100).optional(),
    trackingNumber: optionalText(100).optional(),
    shipDate: isoDate.nullish(),
    shippingCost: money.optional(),
    status: z.enum(packageStatuses).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change.');
export type UpdatePackageInput = z.infer<typeof updatePackageInput>;

export const updateOrderInput = z
  .strictObject({
    status: z.enum(salesOrderStatuses).optional(),
    deliveryDate: isoDate.nullish(),
    /** null or empty clears the order's own address: the company's shipping address applies again. */
    shipToAddress: shippingAddressInput.optional(),
  })
  .refine((v) => v.status !== undefined || v.deliveryDate !== undefined || v.shipToAddress !== undefined, 'Nothing to change.');
export type UpdateOrderInput = z.infer<typeof updateOrderInput>;

export const voidInvoiceInput = z.strictObject({ reason: optionalText(500) });
export type VoidInvoiceInput = z.infer<typeof voidInvoiceInput>;
