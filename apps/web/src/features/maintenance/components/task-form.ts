import type { MaintenanceTask, RecurrenceType, TaskKind, TaskPriority, TaskStatus, TaskType } from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { createTaskInput, editTaskFormInput } from '@gears/domain/maintenance/task.schema';
import type { FieldErrors } from 'react-hook-form';
import { domainResolver, numberOrNull, textOrNull } from '../../../lib/forms.ts';

/** The Schedule Maintenance or Repair dialog's values, as the inputs hold them (numbers as text). */
export type TaskFormValues = {
  title: string;
  description: string;
  equipmentId: string;
  dueDate: string;
  type: TaskType;
  maintenanceType: TaskKind | '';
  priority: TaskPriority;
  recurrence: RecurrenceType;
  /** custom_hours: the interval; a calendar recurrence: the optional "or every N hours, whichever first". */
  intervalHours: string;
  useHours: boolean;
  assigneeIds: string[];
  isRepairRequest: boolean;
  status: TaskStatus;
  notes: string;
};

export type TaskFormErrors = Partial<
  Record<'form' | 'title' | 'dueDate' | 'equipmentId' | 'maintenanceType' | 'recurrence' | 'intervalHours', string>
>;

export function initialTaskValues(prefill: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    equipmentId: '',
    dueDate: '',
    type: 'maintenance',
    maintenanceType: '',
    priority: 'medium',
    recurrence: 'none',
    intervalHours: '',
    useHours: false,
    assigneeIds: [],
    isRepairRequest: false,
    status: 'pending',
    notes: '',
    ...prefill,
  };
}

export function valuesOfTask(task: MaintenanceTask): TaskFormValues {
  return initialTaskValues({
    title: task.title,
    description: task.description ?? '',
    equipmentId: task.equipment?.id ?? '',
    dueDate: task.dueDate,
    type: task.type,
    maintenanceType: task.maintenanceType ?? '',
    priority: task.priority,
    recurrence: task.recurrence,
    intervalHours: task.intervalHours === null ? '' : String(task.intervalHours),
    useHours: task.intervalHours !== null && task.recurrence !== 'custom_hours',
    assigneeIds: task.assignees.map((a) => a.id),
    isRepairRequest: task.isRepairRequest,
    status: task.status,
    notes: task.notes ?? '',
  });
}

/** Repairs never repeat (spec 02 §5: recurrence applies only to non-repairs). */
export const canRepeat = (v: Pick<TaskFormValues, 'type' | 'isRepairRequest'>) => v.type === 'maintenance' && !v.isRepairRequest;

function hoursOf(v: TaskFormValues): number | null {
  if (!canRepeat(v)) return null;
  const needsHours = v.recurrence === 'custom_hours' || (v.recurrence !== 'none' && v.useHours);
  return needsHours ? numberOrNull(v.intervalHours) : null;
}

/** The dialog's values as the API takes them; the domain schemas check them with the spec's messages (spec 02 §5). */
export function toCreateInput(v: TaskFormValues) {
  return {
    title: textOrNull(v.title),
    description: textOrNull(v.description),
    notes: null,
    equipmentId: v.equipmentId || null,
    dueDate: v.dueDate || null,
    type: v.type,
    maintenanceType: v.maintenanceType || null,
    priority: v.priority,
    recurrence: canRepeat(v) ? v.recurrence : 'none',
    intervalHours: hoursOf(v),
    isRepairRequest: v.isRepairRequest,
    assigneeIds: v.assigneeIds,
  };
}

export function toUpdateInput(v: TaskFormValues) {
  const { isRepairRequest: _ignored, title, dueDate, ...rest } = toCreateInput(v);
  return {
    ...rest,
    title: title ?? undefined,
    dueDate: dueDate ?? undefined,
    notes: textOrNull(v.notes),
    status: v.status === 'completed' ? undefined : v.status,
  };
}

export const createTaskResolver = domainResolver(toCreateInput, createTaskInput);
/** `isRepairRequest` is the stored task's (repair requests never repeat). */
export const editTaskResolver = (isRepairRequest: boolean) => domainResolver(toUpdateInput, editTaskFormInput(isRepairRequest));

/**
 * The schema's issues where the person fixes them: the schedule's problem (path `recurrence`) at the hours interval,
 * or at the equipment when an equipment is what it lacks; the one "Missing information" message for the form, with
 * the empty field(s) marked.
 */
export function shownTaskErrors(errors: FieldErrors<TaskFormValues>, v: TaskFormValues): TaskFormErrors {
  const shown: TaskFormErrors = {};
  for (const field of ['title', 'dueDate', 'equipmentId', 'maintenanceType', 'intervalHours'] as const) {
    const message = errors[field]?.message;
    if (message) shown[field] = message;
  }
  const schedule = errors.recurrence?.message;
  if (schedule) shown[schedule === m.hoursNeedEquipment ? 'equipmentId' : 'intervalHours'] = schedule;
  const form = errors.root?.message;
  if (form) {
    shown.form = form;
    if (form === m.missingInformation) {
      if (!v.title.trim()) shown.title = 'Required';
      if (!v.dueDate) shown.dueDate = 'Required';
    }
  }
  return shown;
}
