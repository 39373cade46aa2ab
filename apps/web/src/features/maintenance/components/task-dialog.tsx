import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MaintenanceTask } from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { useEquipmentOption } from '../api/equipment-options-api.ts';
import { useCreateTask, useUpdateTask } from '../api/tasks-api.ts';
import { TaskFields } from './task-fields.tsx';
import {
  initialTaskValues,
  toCreateInput,
  toUpdateInput,
  validateTask,
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
  const [values, setValues] = useState<TaskFormValues>(() => (task ? valuesOfTask(task) : initialTaskValues(prefill)));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const create = useCreateTask();
  const update = useUpdateTask(task?.id ?? '');
  const pending = create.isPending || update.isPending;
  const equipment = useEquipmentOption(values.equipmentId || null);

  // Each opening starts from the task (or the prefill), never from the last dialog's leftovers.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    if (!open) return;
    setValues(task ? valuesOfTask(task) : initialTaskValues(prefill));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, task?.id, prefillKey]);

  function change<K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) =>
      previous[field as keyof TaskFormErrors] || previous.form ? { ...previous, [field]: undefined, form: undefined } : previous,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateTask(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found).find((key) => key !== 'form') ?? 'title';
      document.getElementById(`task-${first}`)?.focus();
      return;
    }
    const onError = (error: unknown) => {
      const mapped = fieldErrors(error) as TaskFormErrors;
      const message = errorMessage(error, 'Please try again.');
      setErrors(Object.keys(mapped).length > 0 ? mapped : { form: message });
      toast.error(task ? 'Update Failed' : m.creationFailed, { description: message });
    };
    const done = () => onOpenChange(false);
    if (task) update.mutate(toUpdateInput(values), { onSuccess: done, onError });
    else create.mutate(toCreateInput(values), { onSuccess: done, onError });
  }

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
