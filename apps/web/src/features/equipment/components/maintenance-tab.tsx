import { Link } from 'react-router';
import { CalendarPlus, User, Wrench } from 'lucide-react';
import type { MaintenanceTask, TaskDisplayStatus } from '@gears/domain';
import { taskStatusLabels, taskStatusTone } from '@gears/domain/maintenance/status.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { equipmentServiceUrl, scheduleMaintenanceUrl } from '../../../lib/maintenance-links.ts';
import { useEquipmentRepairCount, useEquipmentTasks } from '../api/maintenance-api.ts';

const toneVariant = { success: 'success', progress: 'info', destructive: 'destructive' } as const;

/** spec 02 §4 status colours, as on the Service page: pending reads Scheduled. */
function StatusPill({ status }: { status: TaskDisplayStatus }) {
  const variant = status === 'pending' ? 'warning' : status === 'cancelled' ? 'secondary' : toneVariant[taskStatusTone(status)];
  return <Badge variant={variant}>{taskStatusLabels[status]}</Badge>;
}

function assigneesOf(task: MaintenanceTask): string {
  return task.assignees.map((a) => a.name).join(', ') || task.assignedToName || 'Unassigned';
}

/** spec 02 §2 detail dialog Maintenance tab: this machine's tasks and repairs; the work itself happens on the Service page. */
/** readOnly: archived equipment, whose history stays listed but which takes no new work until restored. */
export function MaintenanceTab({ equipmentId, readOnly = false }: { equipmentId: string; readOnly?: boolean }) {
  const tasks = useEquipmentTasks(equipmentId);
  const repairs = useEquipmentRepairCount(equipmentId);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {tasks.data ? `${tasks.data.total} task${tasks.data.total === 1 ? '' : 's'}` : 'Tasks'}
          {' · '}
          {repairs.isError
            ? 'repairs unavailable'
            : repairs.data === undefined
              ? 'counting repairs…'
              : `${repairs.data} repair request${repairs.data === 1 ? '' : 's'}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <Button asChild size="sm" variant="outline">
              <Link to={scheduleMaintenanceUrl(equipmentId)}>
                <CalendarPlus aria-hidden="true" />
                Schedule Maintenance
              </Link>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to={equipmentServiceUrl(equipmentId)}>
              <Wrench aria-hidden="true" />
              Open in Service
            </Link>
          </Button>
        </div>
      </div>
      {tasks.isPending ? (
        <SkeletonRows rows={3} label="Loading maintenance tasks" />
      ) : tasks.isError ? (
        <ErrorState
          message={errorMessage(tasks.error, 'Could not retrieve maintenance tasks. Please try again.')}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState
          title="No maintenance tasks yet"
          description={readOnly ? 'Nothing was recorded for this machine.' : 'Schedule an inspection or service for this machine.'}
        />
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Maintenance tasks">
          {tasks.data.items.map((task) => (
            <li key={task.id} className="flex items-center gap-3 p-2 pl-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate text-sm font-medium">{task.title}</span>
                <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                  <span className={task.isOverdue ? 'text-destructive' : undefined}>Due {formatDay(task.dueDate)}</span>
                  <span className="inline-flex items-center gap-1">
                    <User className="size-3.5" aria-hidden="true" />
                    {assigneesOf(task)}
                  </span>
                </span>
              </div>
              <StatusPill status={task.displayStatus} />
            </li>
          ))}
        </ul>
      )}
      {tasks.data && tasks.data.total > tasks.data.items.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {tasks.data.items.length} of {tasks.data.total}; open in Service for the rest.
        </p>
      ) : null}
    </div>
  );
}
