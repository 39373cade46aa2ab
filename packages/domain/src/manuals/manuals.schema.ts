import { z } from 'zod';
import { manualMessages as m } from './messages.ts';

/** The formats made searchable (issue 18 item 2): PDF page by page, Word and text in chunks. */
export const manualFormats = ['pdf', 'docx', 'txt'] as const;
export const manualFormat = z.enum(manualFormats);
export type ManualFormat = z.infer<typeof manualFormat>;
export const manualExtensions = ['.pdf', '.docx', '.txt'] as const;
/** spec 02 §5 document limit (the documents tab's 20 MB). */
export const manualMaxBytes = 20 * 1024 * 1024;
/** Word and text files have no pages: they are cut into chunks of at most this many characters (one "page" each). */
export const manualPageMaxChars = 3000;

/** spec 02 §4 manual index: pending, then indexed or error; reindexing resets to pending. */
export const manualIndexStatus = z.enum(['pending', 'indexed', 'error']);
export type ManualIndexStatus = z.infer<typeof manualIndexStatus>;

/** A manual (spec 02 §3 equipment_manuals + equipment_manual_index). status null: a document not indexed yet. */
export const manualView = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  format: manualFormat,
  size: z.number(),
  url: z.string(),
  status: manualIndexStatus.nullable(),
  error: z.string().nullable(),
  /** spec 02 §3 embedding_count: pages (PDF) or chunks (Word, text) indexed. */
  pageCount: z.number().int(),
  ocrPageCount: z.number().int(),
  indexedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ManualView = z.infer<typeof manualView>;
export const manualList = z.object({ manuals: z.array(manualView) });

export const reprocessManualsInput = z.strictObject({ documentId: z.uuid({ message: 'Not a valid id.' }).optional() });
export type ReprocessManualsInput = z.infer<typeof reprocessManualsInput>;
export const reprocessManualsResult = z.object({ queued: z.number().int(), manuals: z.array(manualView) });

export const manualSearchLimit = { default: 20, max: 50 } as const;

/** spec 02 §5: a non-empty query; across one machine's manuals or all of the company's. */
export const manualSearchQuery = z.strictObject({
  q: z.string().trim().min(1, m.searchQueryRequiredText).max(500, 'Use at most 500 characters.'),
  equipmentId: z.uuid({ message: 'Not a valid id.' }).optional(),
  limit: z.coerce.number().int().min(1).max(manualSearchLimit.max).default(manualSearchLimit.default),
});
export type ManualSearchQuery = z.infer<typeof manualSearchQuery>;

export const manualHighlight = z.object({ start: z.number().int(), length: z.number().int() });

/** spec 02 §7 manual-search result: text, score and where it is (file, page). */
export const manualSearchResult = z.object({
  id: z.string(),
  documentId: z.uuid(),
  equipmentId: z.uuid(),
  equipmentName: z.string(),
  fileName: z.string(),
  format: manualFormat,
  page: z.number().int(),
  /** 0–1 (score.rules.ts). */
  score: z.number(),
  /** The passage: the page's best fragments, plain text. */
  text: z.string(),
  highlights: z.array(manualHighlight),
  /** The viewer at this page and query. */
  href: z.string(),
});
export type ManualSearchResult = z.infer<typeof manualSearchResult>;

export const manualSearchResponse = z.object({
  /** The manual_search_logs row of this search (null when nothing was logged: no company context). */
  searchId: z.uuid().nullable(),
  results: z.array(manualSearchResult),
  /** The words searched for after stemming is undone: what the viewer highlights. */
  terms: z.array(z.string()),
  message: z.string(),
});
export type ManualSearchResponse = z.infer<typeof manualSearchResponse>;

export const manualSearchSelectionInput = z.strictObject({ resultIndex: z.number().int().min(0).max(1000) });

/** 'Request Quote for This' (spec 02 §7, §9): the passage becomes a quote request for the machine. */
export const manualQuoteInput = z.strictObject({
  searchId: z.uuid({ message: 'Not a valid id.' }).optional(),
  resultIndex: z.number().int().min(0).max(1000).optional(),
  documentId: z.uuid({ message: 'Not a valid id.' }),
  page: z.number().int().min(1),
  passage: z.string().trim().min(1, 'The passage is empty.').max(5000),
});
export type ManualQuoteInput = z.infer<typeof manualQuoteInput>;
export const manualQuoteResult = z.object({ quoteId: z.uuid(), title: z.string() });

export const manualPageParams = z.strictObject({
  id: z.uuid({ message: 'Not a valid id.' }),
  documentId: z.uuid({ message: 'Not a valid id.' }),
  page: z.coerce.number().int().min(1),
});
/** The extracted text of one page, for manuals the browser cannot draw (Word, text) and for OCR'd scans. */
export const manualPageView = z.object({ page: z.number().int(), pageCount: z.number().int(), text: z.string(), isOcr: z.boolean() });
