import { z } from 'zod';
import { maxMoney } from '../equipment/fields.rules.ts';
import { repairStatuses } from './repair.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });
const comment = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/** spec 02 §7 submit_repair {asset, description, quote amount, task, mechanic}; attachments are uploaded after. */
export const submitRepairInput = z.strictObject({
  /** Taken from the linked task when left out. */
  equipmentId: id.optional(),
  description: z.string({ error: 'Describe the repair' }).trim().min(1, 'Describe the repair').max(5000, 'At most 5000 characters'),
  quoteAmount: z
    .number()
    .min(0, 'The quote amount cannot be negative')
    .max(maxMoney)
    .nullish()
    .transform((v) => v ?? null),
  taskId: id.nullish().transform((v) => v ?? null),
  mechanicId: id.nullish().transform((v) => v ?? null),
  companyId: z.uuid().optional(),
});
export type SubmitRepairInput = z.infer<typeof submitRepairInput>;

export const approveRepairInput = z.strictObject({ comment, mechanicId: id.nullish().transform((v) => v ?? null) });
export type ApproveRepairInput = z.infer<typeof approveRepairInput>;

export const repairCommentInput = z.strictObject({ comment });
export type RepairCommentInput = z.infer<typeof repairCommentInput>;

export const listRepairsQuery = z.strictObject({
  status: z.enum(repairStatuses).optional(),
  equipmentId: id.optional(),
  taskId: id.optional(),
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ListRepairsQuery = z.infer<typeof listRepairsQuery>;

export const repairFileParams = z.strictObject({ id, fileId: id });
