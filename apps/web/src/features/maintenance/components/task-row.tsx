import { CalendarClock, Check, Gauge, Pencil, Play, Repeat, Trash2, User } from 'lucide-react';
import type { MaintenanceTask } from '@gears/domain';
import { recurrenceLabels } from '@gears/domain/maintenance/recurrence.rules';
import { isOwnTask } from '@gears/domain/platform/permissions.rules';
import { Button } from '../../../components/ui/button.tsx';
import { daysFromToday, formatDay } from '../../../lib/local-date.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { humanize, PriorityBadge, TaskStatusBadge } from './task-display.tsx';

export type TaskActions = {
  onEdit: (task: MaintenanceTask) => void;
  onComplete: (task: MaintenanceTask) => void;
  onDelete: (task: MaintenanceTask) => void;
  onStart: (task: MaintenanceTask) => void;
};

function dueText(task: MaintenanceTask, today: string): string {
  if (task.status === 'completed') return `Completed ${formatDay(task.completedOn ?? task.completedAt)}`;
  const days = daysFromToday(task.dueDate, today);
  const rel = days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 0 ? `in ${days} days` : `${-days} day${days === -1 ? '' : 's'} ago`;
  return `Due ${formatDay(task.dueDate)} (${rel})`;
}

/** Hours-based schedules: where the meter must reach, and when the machine's average use says it will. */
function HoursLine({ task }: { task: MaintenanceTask }) {
  if (task.dueHours === null) return null;
  const current = task.equipment?.hours;
  return (
    <span className="inline-flex items-center gap-1">
      <Gauge className="size-3.5" aria-hidden="true" />
      Due at {task.dueHours.toLocaleString()} h{current != null ? ` (now ${current.toLocaleString()} h)` : ''}
      {task.forecastDueDate
        ? ` · forecast ${formatDay(task.forecastDueDate)}${task.averageDailyHours ? ` at ${task.averageDailyHours} h/day` : ''}`
        : ' · no forecast yet (needs two meter readings a day apart)'}
    </span>
  );
}

export function TaskRow({ task, today, actions }: { task: MaintenanceTask; today: string; actions: TaskActions }) {
  const open = task.status === 'pending' || task.status === 'in_progress';
  // ADR 0008: one's own task may be started and completed by anyone; others' need the planner's permissions.
  const can = usePermissions();
  const own = isOwnTask(task, useSession().user?.id ?? '');
  const mayWork = (own && can('tasks.workOwn')) || can('tasks.edit');
  const mayComplete = (own && can('tasks.workOwn')) || can('tasks.completeAny');
  return (
    <li
      className={`grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center ${task.isOverdue ? 'border-destructive/50' : ''}`}
      aria-label={task.title}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{task.title}</span>
          <TaskStatusBadge status={task.displayStatus} />
          <PriorityBadge priority={task.priority} />
          {task.isMine ? <span className="rounded bg-primary/15 px-1.5 text-xs font-medium text-accent-text">Assigned to you</span> : null}
        </div>
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-mono">{task.taskNumber}</span>
          <span>{task.equipment ? task.equipment.name : 'No equipment'}</span>
          <span>{humanize(task.maintenanceType ?? task.type)}</span>
          <span className={`inline-flex items-center gap-1 ${task.isOverdue ? 'font-medium text-destructive' : ''}`}>
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {task.overdueBy === 'hours' ? 'Overdue by hours · ' : ''}
            {dueText(task, today)}
          </span>
          {task.recurrence !== 'none' ? (
            <span className="inline-flex items-center gap-1">
              <Repeat className="size-3.5" aria-hidden="true" />
              {task.recurrence === 'custom_hours' ? `Every ${task.intervalHours} h` : recurrenceLabels[task.recurrence]}
              {task.recurrence !== 'custom_hours' && task.intervalHours ? ` or ${task.intervalHours} h, whichever first` : ''}
            </span>
          ) : null}
          <HoursLine task={task} />
          <span className="inline-flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            {task.assignees.length > 0 ? task.assignees.map((a) => a.name).join(', ') : 'Unassigned'}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {task.status === 'pending' && mayWork ? (
          <Button size="sm" variant="outline" onClick={() => actions.onStart(task)}>
            <Play aria-hidden="true" />
            Start
          </Button>
        ) : null}
        {open && mayComplete ? (
          <Button size="sm" onClick={() => actions.onComplete(task)}>
            <Check aria-hidden="true" />
            Complete
          </Button>
        ) : null}
        {open && can('tasks.edit') ? (
          <Button size="icon" variant="ghost" aria-label={`Edit ${task.title}`} onClick={() => actions.onEdit(task)}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : null}
        {can('tasks.delete') ? (
          <Button
            size="icon"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10"
            aria-label={`Delete ${task.title}`}
            onClick={() => actions.onDelete(task)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
