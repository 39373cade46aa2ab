import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { maintenanceMessages as m } from './messages.ts';
import { recurrenceTypes, scheduleProblem } from './recurrence.rules.ts';
import { kindFitsType, taskDisplayStatuses, taskKinds, taskPriorities, taskStatuses, taskTypes } from './status.rules.ts';

export const isoDateInput = z.iso.date({ error: m.badDate });
const id = z.uuid({ message: 'Not a valid id.' });
export const assigneeIds = z
  .array(id)
  .max(20, 'At most 20 assignees')
  .transform((ids) => [...new Set(ids.map((v) => v.toLowerCase()))]);
const intervalHours = z
  .number({ error: 'The hours interval must be a number' })
  .nullish()
  .transform((v) => v ?? null);

/** spec 02 §2 Schedule Maintenance or Repair dialog. */
export const createTaskInput = z
  .strictObject({
    title: z.string().trim().max(200, 'At most 200 characters').nullish(),
    description: optionalText(5000),
    notes: optionalText(5000),
    equipmentId: id.nullish().transform((v) => v ?? null),
    dueDate: isoDateInput.nullish(),
    type: z.enum(taskTypes).default('maintenance'),
    maintenanceType: z
      .enum(taskKinds)
      .nullish()
      .transform((v) => v ?? null),
    priority: z.enum(taskPriorities).default('medium'),
    recurrence: z.enum(recurrenceTypes).default('none'),
    intervalHours,
    /** The dialog's repair-request switch: also submits a repair request linked to the task. */
    isRepairRequest: z.boolean().default(false),
    assigneeIds: assigneeIds.default([]),
    /** Only a provider admin who is not impersonating names the company; others use their own. */
    companyId: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    // spec 02 §5: one message for either missing field.
    if (!v.title || !v.dueDate) return void ctx.addIssue({ code: 'custom', message: m.missingInformation });
    if (v.isRepairRequest && !v.equipmentId) ctx.addIssue({ code: 'custom', path: ['equipmentId'], message: m.repairNeedsEquipment });
    if (!kindFitsType(v.type, v.maintenanceType))
      ctx.addIssue({ code: 'custom', path: ['maintenanceType'], message: m.kindDoesNotFitType });
    const problem = scheduleProblem({ ...v, recurrence: v.recurrence });
    if (problem) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: problem });
  })
  .transform((v) => ({ ...v, title: v.title!, dueDate: v.dueDate! }));
export type CreateTaskInput = z.infer<typeof createTaskInput>;

/** The edit dialog: any field; the schedule as a whole is checked again by the service against the stored task. */
export const updateTaskInput = z
  .strictObject({
    title: z.string().trim().min(1, m.missingInformation).max(200, 'At most 200 characters'),
    description: optionalText(5000),
    notes: optionalText(5000),
    equipmentId: id.nullable(),
    dueDate: isoDateInput,
    type: z.enum(taskTypes),
    maintenanceType: z.enum(taskKinds).nullable(),
    priority: z.enum(taskPriorities),
    recurrence: z.enum(recurrenceTypes),
    intervalHours: z.number({ error: 'The hours interval must be a number' }).nullable(),
    status: z.enum(taskStatuses).refine((s) => s !== 'completed', m.useCompleteAction),
    assigneeIds,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

/**
 * The edit dialog sends the whole task, so it is checked as a whole, as createTaskInput checks a new one: title and due
 * date (one message for either), the kind against the type, and the schedule (the service checks the schedule again
 * against the stored task). `isRepairRequest` is the stored task's: repair requests never repeat.
 */
export const editTaskFormInput = (isRepairRequest: boolean) =>
  updateTaskInput.superRefine((v, ctx) => {
    if (!v.title || !v.dueDate) return void ctx.addIssue({ code: 'custom', message: m.missingInformation });
    const type = v.type ?? 'maintenance';
    if (!kindFitsType(type, v.maintenanceType ?? null))
      ctx.addIssue({ code: 'custom', path: ['maintenanceType'], message: m.kindDoesNotFitType });
    const schedule = { type, isRepairRequest, recurrence: v.recurrence ?? 'none', intervalHours: v.intervalHours ?? null };
    const problem = scheduleProblem({ ...schedule, equipmentId: v.equipmentId ?? null });
    if (problem) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: problem });
  });

const statusList = z
  .string()
  .max(100)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(taskDisplayStatuses, { error: `Status must be one of ${taskDisplayStatuses.join(', ')}` })));

/** The Service page list and calendar: filters, a due-date range, overdue and one's own tasks first. */
export const listTasksQuery = z
  .strictObject({
    /** One or more of overdue, pending, in_progress, completed, cancelled, comma-separated. */
    status: statusList.optional(),
    priority: z.enum(taskPriorities).optional(),
    type: z.enum(taskTypes).optional(),
    equipmentId: id.optional(),
    /** A user id, or `me`. */
    assignee: z.union([z.literal('me'), id]).optional(),
    from: isoDateInput.optional(),
    to: isoDateInput.optional(),
    search: z.string().trim().max(100).optional(),
    /** The browser's local date; used when within a day of the server's (dates.rules.ts effectiveToday). */
    today: isoDateInput.optional(),
    companyId: z.uuid().optional(),
    /** spec 02 §9: tasks page size 100. */
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The range must end on or after its start', path: ['to'] });
export type ListTasksQuery = z.infer<typeof listTasksQuery>;

export const completeTaskInput = z.strictObject({
  notes: optionalText(5000),
  /** The day the work was done; defaults to today and may not be later. */
  completedOn: isoDateInput.optional(),
  today: isoDateInput.optional(),
});
export type CompleteTaskInput = z.infer<typeof completeTaskInput>;

export const summaryQuery = z.strictObject({ equipmentId: id.optional(), companyId: z.uuid().optional(), today: isoDateInput.optional() });
export type SummaryQuery = z.infer<typeof summaryQuery>;

export const companyScopedQuery = z.strictObject({ companyId: z.uuid().optional(), today: isoDateInput.optional() });
