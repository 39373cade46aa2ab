import { z } from 'zod';
import { recurrenceTypes } from './recurrence.rules.ts';
import { repairStatuses } from './repair.rules.ts';
import { taskDisplayStatuses, taskKinds, taskPriorities, taskStatuses, taskTypes } from './status.rules.ts';

/** What the API answers; the web pairs these with its fetchers. */
export const taskAssignee = z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.string() });

export const maintenanceTask = z.object({
  id: z.uuid(),
  /** spec 01 §3: 'MT-' plus 8 uppercase characters. */
  taskNumber: z.string(),
  companyId: z.uuid(),
  equipment: z
    .object({ id: z.uuid(), name: z.string(), model: z.string().nullable(), serial: z.string().nullable(), hours: z.number().nullable() })
    .nullable(),
  title: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  type: z.enum(taskTypes),
  maintenanceType: z.enum(taskKinds).nullable(),
  isRepairRequest: z.boolean(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  /** overdue (derived) or the stored status. */
  displayStatus: z.enum(taskDisplayStatuses),
  isOverdue: z.boolean(),
  overdueBy: z.enum(['date', 'hours']).nullable(),
  dueDate: z.string(),
  /** Hours-based schedules: the meter reading at which the task falls due, and where this occurrence started. */
  dueHours: z.number().nullable(),
  hoursBaseline: z.number().nullable(),
  /** Hours-based schedules: when the machine's average daily hours say the due hours will be reached. */
  forecastDueDate: z.string().nullable(),
  averageDailyHours: z.number().nullable(),
  recurrence: z.enum(recurrenceTypes),
  intervalMonths: z.number().nullable(),
  intervalHours: z.number().nullable(),
  seriesId: z.uuid(),
  previousTaskId: z.uuid().nullable(),
  assignees: z.array(taskAssignee),
  /** spec 02 §3 derived fields. */
  assignedToName: z.string().nullable(),
  hasTeamAssignments: z.boolean(),
  /** Assigned to the caller; such tasks are listed first. */
  isMine: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: z.uuid().nullable(),
  completedOn: z.string().nullable(),
  completionHours: z.number().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceTask = z.infer<typeof maintenanceTask>;

export const taskPage = z.object({ items: z.array(maintenanceTask), total: z.number(), today: z.string() });
export type TaskPage = z.infer<typeof taskPage>;

export const completeTaskResult = z.object({ task: maintenanceTask, nextTask: maintenanceTask.nullable(), message: z.string() });
export type CompleteTaskResult = z.infer<typeof completeTaskResult>;

export const teamGroups = z.object({
  groups: z.array(
    z.object({
      role: z.string(),
      label: z.string(),
      members: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.string(), jobTitle: z.string().nullable() })),
    }),
  ),
  /** 'No team members found in your company.' when there is nobody to assign. */
  message: z.string().nullable(),
});
export type TeamGroups = z.infer<typeof teamGroups>;

export const maintenanceSummary = z.object({
  byDisplayStatus: z.record(z.enum(taskDisplayStatuses), z.number()),
  tasks: z.number(),
  overdueTasks: z.number(),
  repairs: z.object({ total: z.number(), pending: z.number(), approved: z.number(), declined: z.number(), completed: z.number() }),
  /** spec 02 §9, one decimal. */
  completionRate: z.number(),
  today: z.string(),
});
export type MaintenanceSummary = z.infer<typeof maintenanceSummary>;

/** Equipment with open work; spec 02 §4 "displayed as maintenance" when a pending or in-progress task exists. */
export const equipmentMaintenanceStatus = z.object({
  equipmentId: z.uuid(),
  openTasks: z.number(),
  overdueTasks: z.number(),
  nextDueDate: z.string().nullable(),
  isInMaintenance: z.boolean(),
});
export type EquipmentMaintenanceStatus = z.infer<typeof equipmentMaintenanceStatus>;

export const meterReading = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  hours: z.number(),
  readAt: z.string(),
  /** Entered by hand, or from a tracker (issue 16 item 7). */
  source: z.enum(['manual', 'tracker']),
  /** A tracker's ignition or moving time, not an hour meter: an estimate. */
  isEstimate: z.boolean(),
  recordedBy: z.uuid().nullable(),
  recordedByName: z.string().nullable(),
});
export type MeterReading = z.infer<typeof meterReading>;

/** An equipment's latest readings and the daily use learnt from them over the usage window. */
export const meterReadingList = z.object({
  readings: z.array(meterReading),
  averageDailyHours: z.number().nullable(),
  windowDays: z.number(),
});
export type MeterReadingList = z.infer<typeof meterReadingList>;

export const recordMeterResult = z.object({
  reading: meterReading,
  equipmentHours: z.number(),
  averageDailyHours: z.number().nullable(),
  /** Hours-based tasks this reading made due. */
  tasksNowDue: z.array(z.object({ id: z.uuid(), taskNumber: z.string(), title: z.string(), dueHours: z.number() })),
  message: z.string(),
});
export type RecordMeterResult = z.infer<typeof recordMeterResult>;

export const repairAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: z.string(),
});

export const repairRequest = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  equipment: z.object({ id: z.uuid(), name: z.string(), model: z.string().nullable(), serial: z.string().nullable() }),
  task: z.object({ id: z.uuid(), taskNumber: z.string(), title: z.string() }).nullable(),
  description: z.string(),
  quoteAmount: z.number().nullable(),
  status: z.enum(repairStatuses),
  mechanic: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  submittedBy: z.uuid().nullable(),
  approvedBy: z.uuid().nullable(),
  approvedAt: z.string().nullable(),
  approvalComment: z.string().nullable(),
  declinedBy: z.uuid().nullable(),
  declinedAt: z.string().nullable(),
  declineComment: z.string().nullable(),
  completedBy: z.uuid().nullable(),
  completedAt: z.string().nullable(),
  completionComment: z.string().nullable(),
  attachments: z.array(repairAttachment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RepairRequest = z.infer<typeof repairRequest>;

export const repairActionResult = z.object({ repair: repairRequest, message: z.string() });
export type RepairActionResult = z.infer<typeof repairActionResult>;
