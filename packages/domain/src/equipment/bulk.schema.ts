import { z } from 'zod';
import { equipmentTextLimits } from './fields.rules.ts';
import { equipmentMessages } from './messages.ts';
import { equipmentStatuses } from './status.rules.ts';

const ids = z
  .array(z.uuid({ message: 'Not a valid id.' }))
  .min(1, equipmentMessages.selectFirst)
  .max(1000)
  .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]);

export const bulkStatusInput = z.strictObject({ ids, status: z.enum(equipmentStatuses, { error: 'Status is required' }) });
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

export const bulkLocationInput = z.strictObject({
  ids,
  location: z.string().trim().min(1, 'Location is required').max(equipmentTextLimits.location),
});
export type BulkLocationInput = z.infer<typeof bulkLocationInput>;

/** spec 02 §7 Bulk assignment to a job site: an active job_site_equipment_assignments row per machine. */
export const bulkJobSiteInput = z.strictObject({ ids, jobSiteId: z.uuid({ error: 'Choose a job site' }) });
export type BulkJobSiteInput = z.infer<typeof bulkJobSiteInput>;

/** spec 02 §7 Bulk assignment to a team member: an active asset_assignments row (assigned_to_type employee) per machine. */
export const bulkTeamMemberInput = z.strictObject({ ids, userId: z.uuid({ error: 'Choose a team member' }) });
export type BulkTeamMemberInput = z.infer<typeof bulkTeamMemberInput>;

/** spec 02 §8: the toast after a bulk assignment of any kind. */
export const bulkAssignmentComplete = 'Bulk Assignment Complete';

export const bulkDeleteInput = z.strictObject({ ids });
export type BulkDeleteInput = z.infer<typeof bulkDeleteInput>;

export const bulkResult = z.object({
  succeeded: z.number(),
  /** spec 02 §8: runs continue after per-item failures. */
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
  /** Bulk delete only: how many were deleted and how many archived because something depends on them. */
  deleted: z.number().optional(),
  archived: z.number().optional(),
});
export type BulkResult = z.infer<typeof bulkResult>;

// The import's query and result live in import.schema.ts (issue 19).
