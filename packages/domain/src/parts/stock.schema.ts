import { z } from 'zod';
import { partsMessages as m } from './messages.ts';
import { inventoryPart } from './part.schema.ts';
import { applyMovement, maxStockUnits, movementDelta, stockMovementKinds } from './stock.rules.ts';

/**
 * A stock movement: received (quantity > 0), used (quantity > 0, on a task or with a reason), or
 * adjusted (a signed, non-zero quantity with a reason, e.g. after a count).
 */
export const recordMovementInput = z
  .strictObject({
    kind: z.enum(stockMovementKinds, { error: 'Kind must be received, used or adjusted' }),
    /** Whole and > 0, or for an adjustment whole and ≠ 0: checked below, where the kind is known. */
    quantity: z.number({ error: m.quantityWhole }).min(-maxStockUnits).max(maxStockUnits),
    reason: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    taskId: z
      .uuid({ message: 'Not a valid id.' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'adjusted') {
      if (v.quantity === 0 || !Number.isInteger(v.quantity))
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: m.adjustmentNonZero });
      if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: m.reasonRequired });
    } else if (v.quantity <= 0 || !Number.isInteger(v.quantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: m.quantityPositive });
    }
    if (v.kind === 'used' && !v.taskId && !v.reason) ctx.addIssue({ code: 'custom', path: ['taskId'], message: m.usedNeedsTaskOrReason });
    if (v.kind !== 'used' && v.taskId) ctx.addIssue({ code: 'custom', path: ['taskId'], message: m.taskOnlyForUse });
  });
export type RecordMovementInput = z.infer<typeof recordMovementInput>;

/**
 * A movement on one part as its form sees it: the same checks, and the stock may not go below zero or above the
 * maximum (the server checks the balance again under a row lock; this is the message before sending).
 */
export const recordMovementOn = (part: { partName: string; unitsInStock: number }) =>
  recordMovementInput.superRefine((v, ctx) => {
    const outcome = applyMovement(part.unitsInStock, movementDelta(v.kind, v.quantity), part.partName);
    if ('error' in outcome) ctx.addIssue({ code: 'custom', path: ['quantity'], message: outcome.error });
  });

export const stockMovement = z.object({
  id: z.uuid(),
  partId: z.uuid(),
  kind: z.enum(stockMovementKinds),
  /** Signed change: + received, − used, ± adjusted. */
  quantityDelta: z.number(),
  balanceAfter: z.number(),
  reason: z.string().nullable(),
  task: z.object({ id: z.uuid(), taskNumber: z.string(), title: z.string() }).nullable(),
  user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** A movement on a task, with the part it moved: what the task's stock use was. */
export const taskPartMovement = stockMovement.extend({
  part: z.object({ id: z.uuid(), partName: z.string(), partNumber: z.string() }),
});
export type TaskPartMovement = z.infer<typeof taskPartMovement>;

export const recordMovementResult = z.object({
  part: inventoryPart,
  movement: stockMovement,
  /** How many people were notified because this movement took the part to its reorder point (0 when it did not). */
  lowStockNotified: z.number(),
});
export type RecordMovementResult = z.infer<typeof recordMovementResult>;

export const ledgerQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).default(100) });
