import type { RepairStatus, TaskDisplayStatus, TaskPriority } from '@gears/domain';
import { repairStatusLabels } from '@gears/domain/maintenance/repair.rules';
import { taskStatusLabels, taskStatusTone } from '@gears/domain/maintenance/status.rules';
import { Badge } from '../../../components/ui/badge.tsx';

export const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

const toneVariant = { success: 'success', progress: 'info', destructive: 'destructive' } as const;

/** spec 02 §4: completed and in_progress have their own styles, anything else is destructive; pending reads Scheduled. */
export function TaskStatusBadge({ status }: { status: TaskDisplayStatus }) {
  const variant = status === 'pending' ? 'warning' : status === 'cancelled' ? 'secondary' : toneVariant[taskStatusTone(status)];
  return <Badge variant={variant}>{taskStatusLabels[status]}</Badge>;
}

const priorityVariant: Record<TaskPriority, 'secondary' | 'outline' | 'warning' | 'destructive'> = {
  low: 'secondary',
  medium: 'outline',
  high: 'warning',
  urgent: 'destructive',
};

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge variant={priorityVariant[priority]}>{humanize(priority)}</Badge>;
}

const repairVariant: Record<RepairStatus, 'warning' | 'info' | 'secondary' | 'success'> = {
  submitted: 'warning',
  approved: 'info',
  declined: 'secondary',
  completed: 'success',
};

export function RepairStatusBadge({ status }: { status: RepairStatus }) {
  return <Badge variant={repairVariant[status]}>{repairStatusLabels[status]}</Badge>;
}
