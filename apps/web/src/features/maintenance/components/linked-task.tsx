import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { useTask } from '../api/tasks-api.ts';
import { TaskRow, type TaskActions } from './task-row.tsx';

type Props = { id: string; actions: TaskActions; onClose: () => void };

/** The task a link names (?task=, from a note): shown first with its usual actions, above the list. */
export function LinkedTask({ id, actions, onClose }: Props) {
  const task = useTask(id);
  return (
    <section aria-label="Linked task" className="grid gap-2 rounded-lg border border-primary/50 bg-primary/5 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Linked task</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" /> Close
        </Button>
      </div>
      {task.isPending ? (
        <Skeleton className="h-20" />
      ) : task.isError ? (
        <ErrorState message={errorMessage(task.error, 'Task not found')} />
      ) : (
        <ul className="grid gap-2">
          <TaskRow task={task.data} today={localToday()} actions={actions} />
        </ul>
      )}
    </section>
  );
}
