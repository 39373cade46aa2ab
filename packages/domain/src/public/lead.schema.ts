import { z } from 'zod';
import { leadKinds, leadStatuses } from './lead.rules.ts';

// Loose on purpose: checkLead (lead.rules.ts) gives the spec's messages; this only bounds the payload.
const text = z.string().max(5000).nullable().optional();

/** POST /api/public/leads. `website` is the honeypot: people never see it, bots fill it in. */
export const submitLeadInput = z.strictObject({
  kind: z.enum(leadKinds),
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  company: text,
  message: text,
  equipmentType: text,
  fleetSize: text,
  leadSource: text,
  website: text,
});
export type SubmitLeadInput = z.infer<typeof submitLeadInput>;

/** Same answer for stored, updated and honeypot submissions, so a bot learns nothing. */
export const submitLeadResult = z.object({ received: z.literal(true), title: z.string(), message: z.string() });
export type SubmitLeadResult = z.infer<typeof submitLeadResult>;

export const lead = z.object({
  id: z.uuid(),
  kind: z.enum(leadKinds),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  leadSource: z.string().nullable(),
  equipmentType: z.string().nullable(),
  fleetSize: z.string().nullable(),
  status: z.enum(leadStatuses),
  submitCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const listLeadsQuery = z.strictObject({
  status: z.enum(leadStatuses).optional(),
  kind: z.enum(leadKinds).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;

export const updateLeadInput = z.strictObject({ status: z.enum(leadStatuses) });
export type UpdateLeadInput = z.infer<typeof updateLeadInput>;
