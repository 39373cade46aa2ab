import { monthYearOf, type IsoDate } from './dates.rules.ts';
import type { TaskKind, TaskType } from './status.rules.ts';

/** spec 02 §9: the bulk dialog's task types. */
export const bulkTaskTypes = ['inspection', 'preventive', 'repair', 'service', 'calibration'] as const;
export type BulkTaskType = (typeof bulkTaskTypes)[number];

export const bulkTaskTypeLabels: Record<BulkTaskType, string> = {
  inspection: 'Inspection',
  preventive: 'Preventive Maintenance',
  repair: 'Repair',
  service: 'Service',
  calibration: 'Calibration',
};

/** spec 02 §5: picking a task type fills an empty title with the type label plus month and year. */
export function bulkTaskTitle(type: BulkTaskType, date: IsoDate): string {
  return `${bulkTaskTypeLabels[type]} - ${monthYearOf(date)}`;
}

/** How a bulk task type is stored: repair work is a repair task without a kind; the rest are maintenance kinds. */
export function bulkTaskShape(type: BulkTaskType): { type: TaskType; kind: TaskKind | null } {
  return type === 'repair' ? { type: 'repair', kind: null } : { type: 'maintenance', kind: type };
}

/** spec 02 §5: a bulk due date may not be in the past (today is allowed). */
export const isPastDate = (date: IsoDate, today: IsoDate): boolean => date < today;
