import { z } from 'zod';
import { maxEquipmentHours } from '../equipment/fields.rules.ts';
import { bulkTaskTypes } from './bulk.rules.ts';
import { maintenanceMessages as m } from './messages.ts';
import { taskPriorities } from './status.rules.ts';
import { assigneeIds, isoDateInput } from './task.schema.ts';

const id = z.uuid({ message: 'Not a valid id.' });

/** A meter reading entered by hand (trackers feed the same table later). Hours step 0.1, minimum 0 (spec 02 §9). */
export const recordMeterInput = z.strictObject({
  equipmentId: id,
  hours: z
    .number({ error: 'Hours must be a number' })
    .min(0, 'Hours cannot be negative')
    .max(maxEquipmentHours, `Hours cannot exceed ${maxEquipmentHours}`),
  /** When the meter was read; defaults to now, never in the future. */
  readAt: z.iso.datetime({ offset: true }).optional(),
});
export type RecordMeterInput = z.infer<typeof recordMeterInput>;

export const meterReadingsQuery = z.strictObject({ equipmentId: id, limit: z.coerce.number().int().min(1).max(500).default(50) });

/** spec 02 §5 bulk maintenance scheduling: a task type, a title (filled from the type), a due date not in the past, a selection. */
export const bulkScheduleInput = z
  .strictObject({
    equipmentIds: z
      .array(id)
      .min(1, m.selectEquipment)
      .max(1000)
      .transform((ids) => [...new Set(ids.map((v) => v.toLowerCase()))]),
    taskType: z.enum(bulkTaskTypes, { error: 'Task type is required' }),
    title: z.string().trim().max(200, 'At most 200 characters').nullish(),
    description: z
      .string()
      .trim()
      .max(5000)
      .nullish()
      .transform((v) => (v ? v : null)),
    dueDate: isoDateInput.nullish(),
    priority: z.enum(taskPriorities).default('medium'),
    assigneeIds: assigneeIds.default([]),
    today: isoDateInput.optional(),
  })
  .refine((v) => !!v.dueDate, { message: 'Due date is required', path: ['dueDate'] });
export type BulkScheduleInput = z.infer<typeof bulkScheduleInput>;

export const bulkScheduleResult = z.object({
  succeeded: z.number(),
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
  taskIds: z.array(z.uuid()),
  title: z.string(),
  message: z.string(),
});
export type BulkScheduleResult = z.infer<typeof bulkScheduleResult>;
