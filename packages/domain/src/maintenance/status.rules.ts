import type { IsoDate } from './dates.rules.ts';

/**
 * One maintenance task status vocabulary (ADR 0004). spec 02 §4 records two: the edit form's
 * scheduled / in_progress / completed / overdue and the validator's pending / in_progress /
 * completed / cancelled. Stored: pending (shown as Scheduled), in_progress, completed, cancelled.
 * Overdue is derived from the due date and, for hours-based schedules, the meter (never stored).
 */
export const taskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** What lists show and filter on: the stored status, or overdue for an open task past due. */
export const taskDisplayStatuses = ['overdue', 'pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskDisplayStatus = (typeof taskDisplayStatuses)[number];

export const taskStatusLabels: Record<TaskDisplayStatus, string> = {
  overdue: 'Overdue',
  pending: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** spec 02 §4 display: completed and in_progress have their own styles, anything else is destructive. */
export function taskStatusTone(status: TaskDisplayStatus): 'success' | 'progress' | 'destructive' {
  if (status === 'completed') return 'success';
  if (status === 'in_progress') return 'progress';
  return 'destructive';
}

/** Old spellings (the edit form's `scheduled`) mapped to the stored value; `overdue` is not a status. */
export function normalizeTaskStatus(raw: string): TaskStatus | null {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'scheduled') return 'pending';
  return (taskStatuses as readonly string[]).includes(key) ? (key as TaskStatus) : null;
}

export const openTaskStatuses: readonly TaskStatus[] = ['pending', 'in_progress'];
export const isOpenTask = (status: string): boolean => status === 'pending' || status === 'in_progress';

/**
 * Allowed status changes. Completing goes through the complete action (it records who, when and the
 * meter, and schedules the next occurrence); a completed task stays completed; a cancelled one may be reopened.
 */
const transitions: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['pending', 'completed', 'cancelled'],
  completed: [],
  cancelled: ['pending'],
};

export function canChangeTaskStatus(from: TaskStatus, to: TaskStatus): boolean {
  return transitions[from].includes(to);
}

export type TaskDueInput = {
  status: string;
  dueDate: IsoDate;
  /** The meter reading at which an hours-based task falls due; null for calendar-only tasks. */
  dueHours: number | null;
  /** The equipment's current hours; null when unknown or the task has no equipment. */
  currentHours: number | null;
  today: IsoDate;
};

export type TaskDueState = {
  isOverdue: boolean;
  /** Why it is overdue: the date passed, or the meter reached the due hours (whichever came first). */
  overdueBy: 'date' | 'hours' | null;
  displayStatus: TaskDisplayStatus;
};

/**
 * An open task is overdue once its due date has passed, or once the equipment's meter has reached its
 * due hours. The list query repeats this condition in SQL (tasks.repo.ts `overdueSql`) to filter and sort.
 */
export function taskDueState(t: TaskDueInput): TaskDueState {
  const open = isOpenTask(t.status);
  const byDate = open && t.dueDate < t.today;
  const byHours = open && t.dueHours !== null && t.currentHours !== null && t.currentHours >= t.dueHours;
  const isOverdue = byDate || byHours;
  return {
    isOverdue,
    overdueBy: byDate ? 'date' : byHours ? 'hours' : null,
    displayStatus: isOverdue ? 'overdue' : (t.status as TaskStatus),
  };
}

/** spec 02 §5: low, medium, high, urgent; the bulk dialog's `critical` is stored as urgent (ADR 0004). */
export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const defaultTaskPriority: TaskPriority = 'medium';

/** The dialog's switch between maintenance and repair work. */
export const taskTypes = ['maintenance', 'repair'] as const;
export type TaskType = (typeof taskTypes)[number];

/** spec 02 §5 maintenance types, plus the bulk dialog's calibration (spec 02 §9). */
export const maintenanceKinds = ['preventive', 'corrective', 'inspection', 'replacement', 'service', 'lubrication', 'calibration'] as const;
/** spec 02 §5 repair types. */
export const repairKinds = [
  'emergency_repair',
  'component_replacement',
  'system_repair',
  'diagnostic_repair',
  'hydraulic_repair',
  'electrical_repair',
] as const;
export const taskKinds = [...maintenanceKinds, ...repairKinds] as const;
export type TaskKind = (typeof taskKinds)[number];

/** A kind must belong to its type's list. */
export function kindFitsType(type: TaskType, kind: string | null): boolean {
  if (kind === null) return true;
  return type === 'repair' ? (repairKinds as readonly string[]).includes(kind) : (maintenanceKinds as readonly string[]).includes(kind);
}
