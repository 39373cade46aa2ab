import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CreateTaskInput, MaintenanceTask, UpdateTaskInput } from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { useEquipmentOption } from '../api/equipment-options-api.ts';
import { useCreateTask, useUpdateTask } from '../api/tasks-api.ts';
import { TaskFields } from './task-fields.tsx';
import {
  createTaskResolver,
  editTaskResolver,
  initialTaskValues,
  shownTaskErrors,
  valuesOfTask,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form.ts';

type TaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this task; null schedules a new one. */
  task: MaintenanceTask | null;
  /** New tasks: fields filled in advance (the equipment from a scan or the equipment page). */
  prefill?: Partial<TaskFormValues>;
};

/** spec 02 §2 Schedule Maintenance or Repair / Edit Maintenance Task. */
export function TaskDialog({ open, onOpenChange, task, prefill }: TaskDialogProps) {
  const form = useForm<TaskFormValues, unknown, CreateTaskInput | UpdateTaskInput>({
    resolver: task ? editTaskResolver(task.isRepairRequest) : createTaskResolver,
    defaultValues: task ? valuesOfTask(task) : initialTaskValues(prefill),
    shouldFocusError: false,
  });
  const values = form.watch();
  const errors = shownTaskErrors(form.formState.errors, values);
  const create = useCreateTask();
  const update = useUpdateTask(task?.id ?? '');
  const pending = create.isPending || update.isPending;
  const equipment = useEquipmentOption(values.equipmentId || null);

  // Each opening starts from the task (or the prefill), never from the last dialog's leftovers.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    if (!open) return;
    form.reset(task ? valuesOfTask(task) : initialTaskValues(prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, task?.id, prefillKey]);

  // The fields are controlled (pickers, switches, the recurrence's linked inputs); a change clears its message.
  function change<K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) {
    form.setValue(field, value as never, { shouldDirty: true });
    form.clearErrors([field, ...(field === 'intervalHours' || field === 'equipmentId' ? (['recurrence'] as const) : [])]);
    form.clearErrors('root');
  }

  const submit = form.handleSubmit(
    (input) => {
      const onError = (error: unknown) => {
        const mapped = fieldErrors(error);
        const message = errorMessage(error, 'Please try again.');
        const fields = Object.entries(mapped).filter(([field]) => field in values);
        for (const [field, text] of fields) form.setError(field as keyof TaskFormValues, { type: 'server', message: text });
        if (fields.length === 0) form.setError('root', { type: 'server', message });
        toast.error(task ? 'Update Failed' : m.creationFailed, { description: message });
      };
      const done = () => onOpenChange(false);
      if (task) update.mutate(input as UpdateTaskInput, { onSuccess: done, onError });
      else create.mutate(input as CreateTaskInput, { onSuccess: done, onError });
    },
    (found) => {
      const first = (Object.keys(shownTaskErrors(found, form.getValues())) as (keyof TaskFormErrors)[]).find((key) => key !== 'form');
      document.getElementById(`task-${first ?? 'title'}`)?.focus();
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{task ? 'Edit Maintenance Task' : 'Schedule Maintenance or Repair'}</DialogTitle>
          <DialogDescription>
            {task
              ? `${task.taskNumber} · fields marked * are required.`
              : 'Fields marked * are required. Assignees see the task at the top of their list.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {errors.form ? (
            <Alert variant="destructive" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <TaskFields
            values={values}
            errors={errors}
            onChange={change}
            isEdit={Boolean(task)}
            currentHours={task ? null : (equipment.data?.hours ?? null)}
          />
          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-popover p-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : task ? 'Save changes' : 'Schedule'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
