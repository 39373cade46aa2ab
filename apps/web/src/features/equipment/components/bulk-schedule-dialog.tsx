import { useState } from 'react';
import { bulkTaskTitle, bulkTaskTypeLabels, bulkTaskTypes, isPastDate, type BulkTaskType } from '@gears/domain/maintenance/bulk.rules';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { taskPriorities, type TaskPriority } from '@gears/domain/maintenance/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, errorAria } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { scheduleSummary, useBulkSchedule } from '../api/maintenance-api.ts';

type BulkScheduleDialogProps = { ids: string[]; open: boolean; onOpenChange: (open: boolean) => void };

const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** spec 02 §5 Bulk operations: task type auto-fills the title with month and year; the due date may not be in the past. */
export function BulkScheduleDialog({ ids, open, onOpenChange }: BulkScheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule maintenance</DialogTitle>
          <DialogDescription>{ids.length} selected. One task is created per machine; one failure does not stop the rest.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a clean form. */}
        <ScheduleForm ids={ids} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ ids }: { ids: string[] }) {
  const today = localToday();
  const [taskType, setTaskType] = useState<BulkTaskType | ''>('');
  // null: the title follows the task type and due date; a string: the user's own title.
  const [customTitle, setCustomTitle] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState(today);
  const [priority, setPriority] = useState<TaskPriority>('medium');
  const schedule = useBulkSchedule();

  const autoTitle = taskType ? bulkTaskTitle(taskType, dueDate || today) : '';
  const title = customTitle ?? autoTitle;
  const dateError = !dueDate ? 'Due date is required' : isPastDate(dueDate, today) ? m.dueDateInPast : null;
  const canSubmit = taskType !== '' && !dateError && !schedule.isPending;

  function changeType(value: BulkTaskType | '') {
    setTaskType(value);
    // spec 02 §5: a type fills an empty title; a title the user typed stays.
    if (!customTitle?.trim()) setCustomTitle(null);
  }

  function submit() {
    if (!taskType || dateError) return;
    schedule.mutate({ equipmentIds: ids, taskType, title: title.trim() || null, dueDate, priority });
  }

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField id="bulk-task-type" label="Task type">
        <NativeSelect id="bulk-task-type" value={taskType} onChange={(event) => changeType(event.target.value as BulkTaskType | '')}>
          <option value="">Select a task type</option>
          {bulkTaskTypes.map((value) => (
            <option key={value} value={value}>
              {bulkTaskTypeLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="bulk-task-title" label="Title" hint="Filled from the task type with the month and year; edit it if you like.">
        <Input
          id="bulk-task-title"
          value={title}
          maxLength={200}
          placeholder="e.g. Inspection - March 2026"
          onChange={(event) => setCustomTitle(event.target.value)}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="bulk-task-due" label="Due date" error={dateError}>
          <Input
            id="bulk-task-due"
            type="date"
            min={today}
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            {...errorAria('bulk-task-due', dateError)}
          />
        </FormField>
        <FormField id="bulk-task-priority" label="Priority">
          <NativeSelect id="bulk-task-priority" value={priority} onChange={(event) => setPriority(event.target.value as TaskPriority)}>
            {taskPriorities.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {schedule.data ? (
        <div role="status" className="grid gap-1 rounded-md border bg-muted/40 p-2 text-sm">
          <span>{scheduleSummary(schedule.data)}.</span>
          {schedule.data.failed.slice(0, 5).map((failure) => (
            <span key={failure.id} className="text-xs text-destructive">
              Equipment {failure.id.slice(0, 8)}: {failure.error}
            </span>
          ))}
        </div>
      ) : null}
      <Button type="submit" disabled={!canSubmit}>
        {schedule.isPending ? 'Scheduling…' : `Schedule ${ids.length}`}
      </Button>
    </form>
  );
}
