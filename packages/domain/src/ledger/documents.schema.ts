import { z } from 'zod';
import { isIsoDate } from '../maintenance/dates.rules.ts';
import { defaultDocumentSort, documentPeriods, documentSorts, documentTypes } from './documents.rules.ts';

const isoDate = z.string().refine(isIsoDate, 'Use a date like 2026-03-09');

/** GET /api/documents: one tab at a time; search matches customer, reference/subject and number. */
export const listDocumentsQuery = z.strictObject({
  type: z.enum(documentTypes).default('quote'),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  period: z.enum(documentPeriods).default('all_time'),
  sort: z.enum(documentSorts).default(defaultDocumentSort),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** A provider admin's all-company view may narrow to one company. */
  companyId: z.uuid().optional(),
  /** The browser's date (YYYY-MM-DD) for the periods and expiry; used when within a day of the server's. */
  today: isoDate.optional(),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuery>;

export const documentParams = z.strictObject({ type: z.enum(documentTypes), id: z.uuid({ message: 'Not a valid id.' }) });

export const documentPdfQuery = z.strictObject({
  inline: z.enum(['1', '0', 'true', 'false']).optional(),
  today: isoDate.optional(),
});

/** One card of the documents area (spec 03 §2): client prices only. */
export const documentSummary = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  number: z.string(),
  title: z.string(),
  customerName: z.string(),
  companyId: z.uuid(),
  referenceNumber: z.string().nullable(),
  description: z.string().nullable(),
  date: z.string(),
  total: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  /** quote: expiry date and '(Expired)'/'(Valid)'. */
  expiryDate: z.string().nullable(),
  expiryLabel: z.enum(['(Expired)', '(Valid)']).nullable(),
  /** invoice: due date, terms, payment status and balance. */
  dueDate: z.string().nullable(),
  termsLabel: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  balance: z.number().nullable(),
  /** order and package: the order number; package: carrier and tracking. */
  orderNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  fileName: z.string(),
  pdfUrl: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const documentList = z.object({ documents: z.array(documentSummary), nextCursor: z.string().nullable() });
export type DocumentList = z.infer<typeof documentList>;

export const businessSummaryQuery = z.strictObject({
  companyId: z.uuid().optional(),
  today: isoDate.optional(),
});
export type BusinessSummaryQuery = z.infer<typeof businessSummaryQuery>;
