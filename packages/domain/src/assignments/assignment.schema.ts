import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { isoDateInput } from '../maintenance/task.schema.ts';
import { assignmentMessages as m } from './messages.ts';
import { assignmentDisplayStatuses, assignmentFilters, assignToTypes, isPersonType } from './assignment.rules.ts';

const optionalId = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .transform((v) => v ?? null);

/**
 * spec 02 §7 Check-out (New Assignment): the asset, to whom or what (a person or job site of the company by id; a
 * project or location by name), an expected return date (not in the past, checked against the caller's today) and notes.
 */
export const checkOutInput = z
  .strictObject({
    equipmentId: z.uuid({ error: m.selectAsset }),
    assignedToType: z.enum(assignToTypes, { error: m.typeRequired }),
    userId: optionalId(m.choosePerson),
    jobSiteId: optionalId(m.chooseJobSite),
    name: optionalText(200),
    expectedReturnDate: isoDateInput.nullish().transform((v) => v ?? null),
    notes: optionalText(2000),
    /** The browser's local date, so "not in the past" means the person's today (dates.rules.ts effectiveToday). */
    today: isoDateInput.optional(),
  })
  .superRefine((v, ctx) => {
    if (isPersonType(v.assignedToType) && !v.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: m.choosePerson });
    if (v.assignedToType === 'job_site' && !v.jobSiteId) ctx.addIssue({ code: 'custom', path: ['jobSiteId'], message: m.chooseJobSite });
    if ((v.assignedToType === 'project' || v.assignedToType === 'location') && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: m.nameRequired });
  });
export type CheckOutInput = z.input<typeof checkOutInput>;
export type CheckOutValues = z.output<typeof checkOutInput>;

/** spec 02 §4 Check-in: return notes; the returner is the caller. */
export const checkInInput = z.strictObject({ returnNotes: optionalText(2000), today: isoDateInput.optional() });
export type CheckInInput = z.input<typeof checkInInput>;

export const listAssignmentsQuery = z.strictObject({
  status: z.enum(assignmentFilters).default('active'),
  equipmentId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  today: isoDateInput.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListAssignmentsQuery = z.output<typeof listAssignmentsQuery>;

const ref = z.object({ id: z.uuid(), name: z.string() });

export const assetAssignment = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  equipment: z.object({ id: z.uuid(), name: z.string(), model: z.string().nullable(), serial: z.string().nullable() }),
  assignedToType: z.enum(assignToTypes),
  /** Who or what holds it: a user or job site (with its id) or a project/location name. */
  assignedToName: z.string(),
  assignedUserId: z.uuid().nullable(),
  jobSiteId: z.uuid().nullable(),
  assignedBy: ref.nullable(),
  assignedAt: z.string(),
  expectedReturnDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** active, overdue (derived: past its expected return date) or returned. */
  status: z.enum(assignmentDisplayStatuses),
  isOverdue: z.boolean(),
  returnedAt: z.string().nullable(),
  /** The returner; the id is null once that user is gone (the name stays). */
  returnedBy: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  returnNotes: z.string().nullable(),
});
export type AssetAssignment = z.infer<typeof assetAssignment>;

export const assignmentPage = z.object({
  items: z.array(assetAssignment),
  nextCursor: z.string().nullable(),
  today: z.string(),
  /** spec 01 §6: the plan's history limit when it cut this history list (Basic: the last 50), else null. */
  historyLimit: z.number().int().positive().nullable(),
});
export type AssignmentPage = z.infer<typeof assignmentPage>;

export const assignmentResult = z.object({ assignment: assetAssignment, message: z.string() });
export type AssignmentResult = z.infer<typeof assignmentResult>;

/** Whom a machine can be checked out to: the company's people and its active job sites. */
export const assignmentOptions = z.object({
  people: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string() })),
  jobSites: z.array(z.object({ id: z.uuid(), name: z.string(), code: z.string().nullable() })),
});
export type AssignmentOptions = z.infer<typeof assignmentOptions>;
export const assignmentOptionsQuery = z.strictObject({ companyId: z.uuid().optional() });

/** The current holder of a machine, on the equipment detail (spec 02 §2 detail dialog). */
export const currentHolder = z.object({
  assignmentId: z.uuid(),
  assignedToType: z.enum(assignToTypes),
  name: z.string(),
  userId: z.uuid().nullable(),
  since: z.string(),
  expectedReturnDate: z.string().nullable(),
  isOverdue: z.boolean(),
});
export type CurrentHolder = z.infer<typeof currentHolder>;
