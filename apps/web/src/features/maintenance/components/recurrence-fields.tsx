import type { RecurrenceType } from '@gears/domain';
import { recurrenceLabels, recurrenceTypes } from '@gears/domain/maintenance/recurrence.rules';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField, errorAria } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { canRepeat, type TaskFormErrors, type TaskFormValues } from './task-form.ts';

type RecurrenceFieldsProps = {
  values: TaskFormValues;
  errors: TaskFormErrors;
  onChange: <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) => void;
  /** The chosen equipment's meter, to say where an hours-based schedule starts. */
  currentHours: number | null;
};

/**
 * spec 02 §5 recurrence: none … annual and custom_hours (needs an hours interval). A calendar recurrence
 * may add "or every N hours, whichever comes first". Repairs do not repeat.
 */
export function RecurrenceFields({ values, errors, onChange, currentHours }: RecurrenceFieldsProps) {
  if (!canRepeat(values)) {
    return <p className="text-xs text-muted-foreground sm:col-span-2">Repairs do not repeat: recurrence applies to maintenance only.</p>;
  }
  const calendar = values.recurrence !== 'none' && values.recurrence !== 'custom_hours';
  const showHours = values.recurrence === 'custom_hours' || (calendar && values.useHours);
  const hoursError = errors.intervalHours;
  const interval = Number(values.intervalHours);
  const firstDue =
    currentHours !== null && values.intervalHours.trim() && interval > 0 ? Math.round((currentHours + interval) * 10) / 10 : null;

  return (
    <>
      <FormField id="task-recurrence" label="Recurrence">
        <NativeSelect
          id="task-recurrence"
          value={values.recurrence}
          onChange={(event) => onChange('recurrence', event.target.value as RecurrenceType)}
        >
          {recurrenceTypes.map((type) => (
            <option key={type} value={type}>
              {recurrenceLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid content-end gap-2">
        {calendar ? (
          <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-9">
            <Checkbox checked={values.useHours} onChange={(event) => onChange('useHours', event.target.checked)} />
            Or by operating hours, whichever comes first
          </label>
        ) : null}
      </div>
      {showHours ? (
        <div className="sm:col-span-2">
          <FormField
            id="task-intervalHours"
            label={values.recurrence === 'custom_hours' ? 'Every (operating hours) *' : 'Or every (operating hours)'}
            error={hoursError}
            hint={
              firstDue !== null
                ? `Due at ${firstDue.toLocaleString()} h (the meter reads ${currentHours!.toLocaleString()} h now).`
                : 'Counted from the equipment meter when the task is saved.'
            }
          >
            <Input
              id="task-intervalHours"
              type="number"
              inputMode="decimal"
              min={0.1}
              step={0.1}
              placeholder="e.g. 250"
              value={values.intervalHours}
              {...errorAria('task-intervalHours', hoursError)}
              onChange={(event) => onChange('intervalHours', event.target.value)}
            />
          </FormField>
        </div>
      ) : null}
    </>
  );
}
