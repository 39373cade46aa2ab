import { z } from 'zod';
import { searchKinds, searchMaxLength, searchMessages, searchMinLength } from './search.rules.ts';

/** GET /api/search?q= — the text is trimmed; 2 to 100 characters (spec 01 §5). */
export const searchQuery = z.strictObject({
  q: z
    .string({ error: searchMessages.tooShort })
    .trim()
    .min(searchMinLength, searchMessages.tooShort)
    .max(searchMaxLength, searchMessages.tooLong),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchKind = z.enum(searchKinds);

export const searchResult = z.object({
  kind: searchKind,
  id: z.string(),
  title: z.string(),
  /** A second line: model and serial, the task's equipment, the part number, … */
  subtitle: z.string().nullable(),
  /** The record's code or number (serial, MT-…, part number, QT-…/QR-…, INV-…). */
  code: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  tone: z.enum(['green', 'red', 'yellow', 'blue', 'gray']),
  /** Where the web opens it (a portal path). */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchGroup = z.object({
  kind: searchKind,
  label: z.string(),
  /** How many records of this kind match, counted up to searchCountCap; isTotalCapped says there are more. */
  total: z.number().int(),
  isTotalCapped: z.boolean(),
  results: z.array(searchResult),
});
export type SearchGroup = z.infer<typeof searchGroup>;

/** Only kinds with at least one match, in searchKinds order. */
export const searchResponse = z.object({ query: z.string(), groups: z.array(searchGroup) });
export type SearchResponse = z.infer<typeof searchResponse>;
