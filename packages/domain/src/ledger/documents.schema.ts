import { z } from 'zod';
import { isIsoDate } from '../maintenance/dates.rules.ts';
import { defaultDocumentSort, documentPeriods, documentSorts, documentTypes, type DocumentType } from './documents.rules.ts';

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
export type DocumentSummary = {
  id: string;
  type: DocumentType;
  number: string;
  title: string;
  customerName: string;
  companyId: string;
  referenceNumber: string | null;
  description: string | null;
  date: string;
  total: number;
  status: string;
  statusLabel: string;
  /** quote: expiry date and '(Expired)'/'(Valid)'. */
  expiryDate: string | null;
  expiryLabel: '(Expired)' | '(Valid)' | null;
  /** invoice: due date, terms, payment status and balance. */
  dueDate: string | null;
  termsLabel: string | null;
  paymentStatus: string | null;
  balance: number | null;
  /** order and package: the order number; package: carrier and tracking. */
  orderNumber: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  fileName: string;
  pdfUrl: string;
};

export type DocumentList = { documents: DocumentSummary[]; nextCursor: string | null };

export const businessSummaryQuery = z.strictObject({
  companyId: z.uuid().optional(),
  today: isoDate.optional(),
});
export type BusinessSummaryQuery = z.infer<typeof businessSummaryQuery>;
