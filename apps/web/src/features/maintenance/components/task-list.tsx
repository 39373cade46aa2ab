import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTasks, type TaskFilters } from '../api/tasks-api.ts';
import { TaskRow, type TaskActions } from './task-row.tsx';

type TaskListProps = { filters: TaskFilters; hasFilters: boolean; onClear: () => void; onSchedule: () => void; actions: TaskActions };

/** The Service list: overdue first, then one's own, then by due date (the server's order). */
export function TaskList({ filters, hasFilters, onClear, onSchedule, actions }: TaskListProps) {
  const tasks = useTasks(filters);
  if (tasks.isPending) return <SkeletonRows rows={5} label="Loading tasks" />;
  if (tasks.isError)
    return <ErrorState message={errorMessage(tasks.error, 'Failed to load maintenance tasks')} onRetry={() => void tasks.refetch()} />;
  const { items, total, today } = tasks.data;
  if (items.length === 0) {
    return hasFilters ? (
      <EmptyState
        title="No tasks match these filters"
        action={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No maintenance scheduled yet"
        description="Schedule preventive maintenance or a repair; recurring tasks schedule their next occurrence when completed."
        action={
          <Button onClick={onSchedule}>
            <CalendarPlus aria-hidden="true" />
            Schedule Maintenance
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-2">
      <ul className={`grid gap-2 transition-opacity ${tasks.isPlaceholderData ? 'opacity-60' : ''}`} aria-label="Maintenance tasks">
        {items.map((task) => (
          <TaskRow key={task.id} task={task} today={today} actions={actions} />
        ))}
      </ul>
      {total > items.length ? (
        <p className="text-center text-xs text-muted-foreground">
          Showing the first {items.length} of {total.toLocaleString()} tasks. Narrow the filters to see the rest.
        </p>
      ) : null}
    </div>
  );
}
