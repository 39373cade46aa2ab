import { z } from 'zod';
import { depreciationMethods } from './depreciation.rules.ts';
import { futurePurchaseDateMessage, isFuturePurchaseDate, maxEquipmentHours, maxMoney } from './fields.rules.ts';
import { conditionRatingMessage } from './lifecycle.rules.ts';

/** spec 02 §8 lifecycle toasts and the messages of the two dialogs (spec 02 §5 Lifecycle). */
export const lifecycleMessages = {
  updated: 'Asset Updated',
  updateFailed: 'Update Failed',
  conditionRating: conditionRatingMessage,
  futurePurchaseDate: futurePurchaseDateMessage,
  rate: 'Depreciation rate must be between 0 and 100, in steps of 0.1',
  price: 'Purchase price must be 0 or more, in cents',
  replacementCost: 'Replacement cost must be 0 or more, in cents',
  usefulLifeRequired: 'Units of production needs the useful life in hours (more than 0)',
  usefulLife: 'Useful life must be more than 0 hours',
} as const;

/** Whether n is a whole number of `step`s (0.1, 0.01), allowing for binary fractions. */
const onStep = (n: number, per: number) => Math.abs(n * per - Math.round(n * per)) < 1e-6;

const money = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(maxMoney, message)
    .refine((v) => onStep(v, 100), message)
    .nullable();

/** PATCH /api/equipment/:id/condition — the Update Asset Condition dialog (slider 1 to 10). */
export const updateConditionInput = z.strictObject({
  rating: z
    .number({ error: conditionRatingMessage })
    .int(conditionRatingMessage)
    .min(1, conditionRatingMessage)
    .max(10, conditionRatingMessage),
  notes: z.string().trim().max(2000, 'At most 2000 characters').optional(),
});
export type UpdateConditionInput = z.infer<typeof updateConditionInput>;

/**
 * PATCH /api/equipment/:id/financials — the Update Financial Information dialog. Every field optional; null clears it.
 * The current value is not among them: it is computed from these (depreciation.rules.ts).
 */
export const updateFinancialsInput = z
  .strictObject({
    // Checked against "now" when parsed: UTC's today + 1 day, so today is accepted in every zone (fields.rules.ts).
    purchaseDate: z.iso
      .date({ error: 'Use a date like 2026-03-09' })
      .refine((v) => !isFuturePurchaseDate(v), futurePurchaseDateMessage)
      .nullable(),
    purchasePrice: money(lifecycleMessages.price),
    depreciationRate: z
      .number({ error: lifecycleMessages.rate })
      .min(0, lifecycleMessages.rate)
      .max(100, lifecycleMessages.rate)
      .refine((v) => onStep(v, 10), lifecycleMessages.rate)
      .nullable(),
    depreciationMethod: z.enum(depreciationMethods, { error: 'Choose a depreciation method' }),
    usefulLifeHours: z
      .number({ error: lifecycleMessages.usefulLife })
      .gt(0, lifecycleMessages.usefulLife)
      .max(maxEquipmentHours, lifecycleMessages.usefulLife)
      .refine((v) => onStep(v, 10), lifecycleMessages.usefulLife)
      .nullable(),
    replacementCostEstimate: money(lifecycleMessages.replacementCost),
    warrantyExpiry: z.iso.date({ error: 'Use a date like 2026-03-09' }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateFinancialsInput = z.infer<typeof updateFinancialsInput>;

export const fleetValueSummarySchema = z.object({
  valued: z.number(),
  totalPurchase: z.number(),
  totalCurrentValue: z.number(),
  depreciationThisYear: z.number(),
  computed: z.number(),
  withoutYearStart: z.number(),
  /** The day the values were computed for (UTC, YYYY-MM-DD). */
  asOf: z.string(),
});
export type FleetValueSummaryView = z.infer<typeof fleetValueSummarySchema>;
