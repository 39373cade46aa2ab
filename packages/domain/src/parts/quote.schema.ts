import { z } from 'zod';
import { partsMessages as m } from './messages.ts';

/** spec 02 §3 parts_quotes: a quote request for a part from a vendor; units default 1; status starts as requested. */
export const partQuoteStatuses = ['requested'] as const;

export const requestPartQuoteInput = z.strictObject({
  partId: z.uuid({ message: 'Not a valid id.' }),
  vendor: z.string({ error: m.vendorRequired }).trim().min(1, m.vendorRequired).max(200, 'At most 200 characters'),
  unitsRequested: z.number().int('Units must be a whole number').min(1, 'Units must be at least 1').max(1_000_000).default(1),
  notes: z
    .string()
    .trim()
    .max(2000, 'At most 2000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RequestPartQuoteInput = z.infer<typeof requestPartQuoteInput>;

export const partQuote = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** null once the part has been deleted; its name and number as they were are kept. */
  partId: z.uuid().nullable(),
  partName: z.string(),
  partNumber: z.string(),
  vendor: z.string(),
  unitsRequested: z.number(),
  notes: z.string().nullable(),
  status: z.enum(partQuoteStatuses),
  requestedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PartQuote = z.infer<typeof partQuote>;

export const listPartQuotesQuery = z.strictObject({
  partId: z.uuid({ message: 'Not a valid id.' }).optional(),
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ListPartQuotesQuery = z.infer<typeof listPartQuotesQuery>;
