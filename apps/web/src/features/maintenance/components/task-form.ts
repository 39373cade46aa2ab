import type {
  CreateTaskInput,
  MaintenanceTask,
  RecurrenceType,
  TaskKind,
  TaskPriority,
  TaskStatus,
  TaskType,
  UpdateTaskInput,
} from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { scheduleProblem } from '@gears/domain/maintenance/recurrence.rules';
import { kindFitsType } from '@gears/domain/maintenance/status.rules';

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
  if (v.recurrence === 'custom_hours' || (v.recurrence !== 'none' && v.useHours)) {
    const text = v.intervalHours.trim();
    return text === '' ? null : Number(text);
  }
  return null;
}

/** The same checks the server makes, with the spec's messages, before anything is sent. */
export function validateTask(v: TaskFormValues): TaskFormErrors {
  // spec 02 §5: one message for either missing field.
  if (!v.title.trim() || !v.dueDate) {
    return { form: m.missingInformation, ...(v.title.trim() ? {} : { title: 'Required' }), ...(v.dueDate ? {} : { dueDate: 'Required' }) };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.dueDate)) return { dueDate: m.badDate };
  if (v.isRepairRequest && !v.equipmentId) return { equipmentId: m.repairNeedsEquipment };
  if (!kindFitsType(v.type, v.maintenanceType || null)) return { maintenanceType: m.kindDoesNotFitType };
  const recurrence = canRepeat(v) ? v.recurrence : 'none';
  const hoursText = v.intervalHours.trim();
  const needsHours = recurrence === 'custom_hours' || (recurrence !== 'none' && v.useHours);
  if (needsHours && hoursText !== '' && !Number.isFinite(Number(hoursText)))
    return { intervalHours: 'The hours interval must be a number' };
  const problem = scheduleProblem({
    type: v.type,
    isRepairRequest: v.isRepairRequest,
    recurrence,
    intervalHours: hoursOf(v),
    equipmentId: v.equipmentId || null,
  });
  if (problem) return problem === m.hoursNeedEquipment ? { equipmentId: problem } : { intervalHours: problem };
  return {};
}

const text = (value: string) => (value.trim() ? value.trim() : null);

export function toCreateInput(v: TaskFormValues): Omit<CreateTaskInput, 'companyId'> {
  return {
    title: v.title.trim(),
    description: text(v.description),
    notes: null,
    equipmentId: v.equipmentId || null,
    dueDate: v.dueDate,
    type: v.type,
    maintenanceType: v.maintenanceType || null,
    priority: v.priority,
    recurrence: canRepeat(v) ? v.recurrence : 'none',
    intervalHours: hoursOf(v),
    isRepairRequest: v.isRepairRequest,
    assigneeIds: v.assigneeIds,
  };
}

export function toUpdateInput(v: TaskFormValues): UpdateTaskInput {
  const { isRepairRequest: _ignored, ...rest } = toCreateInput(v);
  return { ...rest, notes: text(v.notes), status: v.status === 'completed' ? undefined : v.status };
}
