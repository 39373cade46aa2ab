import { useEffect, useState } from 'react';
import type { MaintenanceTask } from '@gears/domain';
import { recurrenceLabels } from '@gears/domain/maintenance/recurrence.rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { useCompleteTask } from '../api/tasks-api.ts';

/** Completing records who, when and the meter; a recurring task schedules its next occurrence (the server decides when). */
export function CompleteTaskDialog({ task, onClose }: { task: MaintenanceTask | null; onClose: () => void }) {
  const complete = useCompleteTask();
  const [notes, setNotes] = useState('');
  const [completedOn, setCompletedOn] = useState(localToday());
  useEffect(() => {
    if (task) {
      setNotes(task.notes ?? '');
      setCompletedOn(localToday());
    }
  }, [task]);
  if (!task) return null;
  const repeats = task.recurrence !== 'none';

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Complete task"
      description={
        repeats
          ? `${task.title} repeats (${task.recurrence === 'custom_hours' ? `every ${task.intervalHours} h` : recurrenceLabels[task.recurrence]}): the next one is scheduled when you complete this one.`
          : `${task.title} will be marked completed.`
      }
      confirmLabel={complete.isPending ? 'Completing…' : 'Mark completed'}
      isPending={complete.isPending}
      onConfirm={() => complete.mutate({ id: task.id, input: { notes: notes.trim() || null, completedOn } }, { onSuccess: onClose })}
    >
      <div className="grid gap-3">
        <FormField id="complete-on" label="Completed on">
          <Input id="complete-on" type="date" max={localToday()} value={completedOn} onChange={(e) => setCompletedOn(e.target.value)} />
        </FormField>
        <FormField id="complete-notes" label="Notes">
          <Textarea
            id="complete-notes"
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="What was done, readings, follow-ups"
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
