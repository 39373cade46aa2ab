import type { TaskKind, TaskPriority, TaskStatus, TaskType } from '@gears/domain';
import { maintenanceKinds, repairKinds, taskPriorities, taskStatusLabels } from '@gears/domain/maintenance/status.rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { AssigneePicker } from './assignee-picker.tsx';
import { EquipmentSelect } from './equipment-select.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { humanize } from './task-display.tsx';
import type { TaskFormErrors, TaskFormValues } from './task-form.ts';

type TaskFieldsProps = {
  values: TaskFormValues;
  errors: TaskFormErrors;
  onChange: <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) => void;
  isEdit: boolean;
  /** The chosen equipment's meter reading. */
  currentHours: number | null;
};

const invalid = (errors: TaskFormErrors, field: keyof TaskFormErrors) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `task-${field}-error` } : {};

/** spec 02 §2 Schedule Maintenance or Repair: every field of the dialog. */
export function TaskFields({ values, errors, onChange, isEdit, currentHours }: TaskFieldsProps) {
  const kinds = values.type === 'repair' ? repairKinds : maintenanceKinds;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id="task-title" label="Maintenance title *" error={errors.title}>
          <Input
            id="task-title"
            value={values.title}
            placeholder="e.g. 250-hour service"
            onChange={(e) => onChange('title', e.target.value)}
            {...invalid(errors, 'title')}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="task-description" label="Description">
          <Textarea id="task-description" rows={3} value={values.description} onChange={(e) => onChange('description', e.target.value)} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="task-equipmentId" label="Equipment" error={errors.equipmentId}>
          <EquipmentSelect
            id="task-equipmentId"
            searchable
            value={values.equipmentId}
            emptyLabel="No equipment"
            invalid={Boolean(errors.equipmentId)}
            describedBy={errors.equipmentId ? 'task-equipmentId-error' : undefined}
            onChange={(id) => onChange('equipmentId', id)}
          />
        </FormField>
      </div>
      <FormField id="task-dueDate" label="Due date *" error={errors.dueDate}>
        <Input
          id="task-dueDate"
          type="date"
          value={values.dueDate}
          onChange={(e) => onChange('dueDate', e.target.value)}
          {...invalid(errors, 'dueDate')}
        />
      </FormField>
      <FormField id="task-priority" label="Priority">
        <NativeSelect id="task-priority" value={values.priority} onChange={(e) => onChange('priority', e.target.value as TaskPriority)}>
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {humanize(p)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="task-type" label="Work">
        <NativeSelect
          id="task-type"
          value={values.type}
          onChange={(e) => (onChange('type', e.target.value as TaskType), onChange('maintenanceType', ''))}
        >
          <option value="maintenance">Maintenance</option>
          <option value="repair">Repair</option>
        </NativeSelect>
      </FormField>
      <FormField
        id="task-maintenanceType"
        label={values.type === 'repair' ? 'Repair type' : 'Maintenance type'}
        error={errors.maintenanceType}
      >
        <NativeSelect
          id="task-maintenanceType"
          value={values.maintenanceType}
          onChange={(e) => onChange('maintenanceType', e.target.value as TaskKind | '')}
          {...invalid(errors, 'maintenanceType')}
        >
          <option value="">Not specified</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {humanize(k)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <RecurrenceFields values={values} errors={errors} onChange={onChange} currentHours={currentHours} />
      {isEdit ? (
        <>
          <FormField id="task-status" label="Status">
            <NativeSelect id="task-status" value={values.status} onChange={(e) => onChange('status', e.target.value as TaskStatus)}>
              {(['pending', 'in_progress', 'cancelled'] as const).map((s) => (
                <option key={s} value={s}>
                  {taskStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="task-notes" label="Notes">
              <Textarea id="task-notes" rows={2} value={values.notes} onChange={(e) => onChange('notes', e.target.value)} />
            </FormField>
          </div>
        </>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm sm:col-span-2">
          <span id="task-repair-label">
            <span className="font-medium">Repair request</span>
            <span className="block text-xs text-muted-foreground">Also submit a repair request for approval, linked to this task.</span>
          </span>
          <Switch
            aria-labelledby="task-repair-label"
            checked={values.isRepairRequest}
            onCheckedChange={(on) => onChange('isRepairRequest', on)}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <AssigneePicker value={values.assigneeIds} onChange={(ids) => onChange('assigneeIds', ids)} />
      </div>
    </div>
  );
}
