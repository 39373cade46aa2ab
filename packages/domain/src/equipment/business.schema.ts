import { z } from 'zod';
import { linkDocTypes, maxLinksPerRequest } from './links.rules.ts';

const docType = z.enum(linkDocTypes, { error: `Type must be one of ${linkDocTypes.join(', ')}` });
/** Exact to the cent, as a decimal string ("1234.50"). */
const money = z.string();

/** One quote, invoice or sales order on a machine (spec 02 §7 equipment business tab). */
export const linkedDocument = z.object({
  docType,
  id: z.uuid(),
  /** QT-00012 / INV-00004 / SO-00007; a quote not yet sent has none. */
  number: z.string().nullable(),
  /** spec 02 §9: untitled quotes show 'Untitled Quote'. */
  title: z.string(),
  status: z.string(),
  /** Null while the caller may not see the price (a quote not yet sent to the client, spec 03 §5). */
  amount: money.nullable(),
  date: z.string().nullable(),
  /** history: its quote was requested for this machine (cannot be unlinked); link: linked by hand. */
  via: z.enum(['history', 'link']),
});
export type LinkedDocument = z.infer<typeof linkedDocument>;
export const linkedList = z.object({ items: z.array(linkedDocument), total: z.number().int() });

/** GET /api/equipment/:id/business — lists of 5 and the revenue summary (spec 02 §9), money exact to the cent. */
export const equipmentBusiness = z.object({
  equipmentId: z.uuid(),
  quotes: linkedList,
  invoices: linkedList,
  orders: linkedList,
  summary: z.object({
    /** spec 02 §9: the sum of accepted quote amounts. */
    revenue: money,
    activeQuotes: z.number().int(),
    completedOrders: z.number().int(),
    /** Invoices not void: their totals, what was paid, and the balance. */
    invoiced: money,
    paid: money,
    outstanding: money,
  }),
});
export type EquipmentBusiness = z.infer<typeof equipmentBusiness>;

/** GET /api/equipment/:id/business/candidates?type=quote&q= — the picker: the company's documents not on the machine. */
export const linkCandidatesQuery = z.strictObject({
  type: docType,
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});
export const linkCandidates = z.object({ items: z.array(linkedDocument.omit({ via: true })) });
export type LinkCandidate = z.infer<typeof linkCandidates>['items'][number];

/** POST /api/equipment/:id/links. */
export const createLinksInput = z.strictObject({
  docType,
  ids: z
    .array(z.uuid({ message: 'Not a valid id.' }))
    .min(1, 'Choose at least one document')
    .max(maxLinksPerRequest, `Link at most ${maxLinksPerRequest} documents at a time`),
});
export type CreateLinksInput = z.infer<typeof createLinksInput>;
export const createLinksResult = z.object({ linked: z.number().int(), message: z.string() });

/** DELETE /api/equipment/:id/links/:docType/:refId. */
export const unlinkParams = z.strictObject({
  id: z.uuid({ message: 'Not a valid id.' }),
  docType,
  refId: z.uuid({ message: 'Not a valid id.' }),
});
