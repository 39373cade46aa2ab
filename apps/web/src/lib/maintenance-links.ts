import { taskPriorities, type TaskPriority } from '@gears/domain/maintenance/status.rules';
import { formValuesOf, newFormUrl } from './form-links.ts';

/** Route-level links into the Service page, shared by features that must not import it. */
export function scheduleMaintenanceUrl(equipmentId: string): string {
  return `/dashboard/maintenance?new=1&equipmentId=${encodeURIComponent(equipmentId)}`;
}

export function equipmentServiceUrl(equipmentId: string): string {
  return `/dashboard/maintenance?equipmentId=${encodeURIComponent(equipmentId)}`;
}

export type TaskPrefill = { title: string; description: string; priority: TaskPriority; equipmentId: string };

/** The Schedule dialog opened with a title, description and priority (the scanner's AI Part Analysis). */
export function scheduleMaintenanceWithUrl(prefill: Partial<TaskPrefill>): string {
  return newFormUrl('/dashboard/maintenance', prefill);
}

/** What the address asks the Schedule dialog to start with; a priority the form does not know is left out. */
export function taskPrefillOf(params: URLSearchParams): Partial<TaskPrefill> {
  return formValuesOf(params, ['title', 'description', 'equipmentId'], { key: 'priority', options: taskPriorities });
}

/** The address keys the Schedule dialog's prefill uses, cleared when it closes. */
export const taskPrefillKeys = ['title', 'description', 'priority'] as const;
