import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { maxMoney } from '../equipment/fields.rules.ts';
import { partsMessages as m } from './messages.ts';
import { maxStockUnits } from './stock.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });
/** An empty field (null) and a missing one read "is required"; anything else that is not a number, "must be a number". */
const numberError = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
});
const units = (label: string) =>
  z.number(numberError(label)).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(maxStockUnits);
const equipmentIds = z
  .array(id)
  .max(200)
  .transform((ids) => [...new Set(ids.map((v) => v.toLowerCase()))]);

const editable = {
  partName: z.string({ error: m.partNameRequired }).trim().min(1, m.partNameRequired).max(200, 'At most 200 characters'),
  description: optionalText(5000),
  category: optionalText(100),
  manufacturer: optionalText(100),
  supplier: optionalText(200),
  /** Where the part is kept (shelf, bin, truck). */
  location: optionalText(200),
  unitCost: z
    .number({ error: 'Unit cost must be a number' })
    .min(0, 'Unit cost cannot be negative')
    .max(maxMoney)
    .nullish()
    .transform((v) => v ?? null),
  /** The reorder point (spec 02 §3 min_stock, default 1). */
  minStock: units('Min stock'),
  leadTimeDays: z
    .number({ error: 'Lead time must be a number' })
    .int('Lead time must be whole days')
    .min(0, 'Lead time cannot be negative')
    .max(3650)
    .nullish()
    .transform((v) => v ?? null),
  /** Equipment this part fits. */
  equipmentIds,
};

/** Add a part. An empty part number is generated as PN-{timestamp}-{4 chars}; opening stock is recorded in the ledger. */
export const createPartInput = z.strictObject({
  ...editable,
  partNumber: optionalText(100),
  minStock: editable.minStock.default(1),
  equipmentIds: editable.equipmentIds.default([]),
  /** Stock on hand when the part is added (spec default 0); it becomes the ledger's first 'received' entry. */
  unitsInStock: units('Units in stock').default(0),
  companyId: z.uuid().optional(),
});
export type CreatePartInput = z.infer<typeof createPartInput>;

/** Edit a part. Stock changes only through movements, so every stock number can be explained. */
export const updatePartInput = z
  .strictObject({ ...editable, partNumber: z.string().trim().min(1, 'Part number cannot be empty').max(100) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdatePartInput = z.infer<typeof updatePartInput>;

export const listPartsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
  equipmentId: id.optional(),
  /** Archived parts are hidden unless asked for ("Show archived"); they are listed with the live ones, marked. */
  includeArchived: z.enum(['true', 'false']).default('false'),
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListPartsQuery = z.infer<typeof listPartsQuery>;

export const inventoryPart = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  partName: z.string(),
  partNumber: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  manufacturer: z.string().nullable(),
  supplier: z.string().nullable(),
  location: z.string().nullable(),
  unitCost: z.number().nullable(),
  unitsInStock: z.number(),
  minStock: z.number(),
  leadTimeDays: z.number().nullable(),
  stockState: z.enum(['ok', 'low', 'out']),
  /** Notification-ready: at or below the reorder point. */
  isLowStock: z.boolean(),
  photoUrl: z.string().nullable(),
  equipment: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Set when the part was archived instead of deleted (it has history); its part number stays taken. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Part = z.infer<typeof inventoryPart>;

/** What a part's history holds; any of it means DELETE archives the part instead (DESIGN §6: the ledger is never deleted). */
export const partDependents = z.object({
  movements: z.number(),
  /** Tasks the part was used on (ledger rows that name a task). */
  tasks: z.number(),
  equipmentLinks: z.number(),
  quotes: z.number(),
  total: z.number(),
  onDelete: z.enum(['archive', 'delete']),
});
export type PartDependents = z.infer<typeof partDependents>;

export const deletePartResult = z.object({ outcome: z.enum(['deleted', 'archived']), dependents: partDependents, message: z.string() });
export type DeletePartResult = z.infer<typeof deletePartResult>;

export const partPage = z.object({ items: z.array(inventoryPart), total: z.number() });
export type PartPage = z.infer<typeof partPage>;
