import type { CustomField } from '@gears/domain';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../../components/ui/input.tsx';
import { formatDate, formatMoney } from '../../../../lib/format.ts';

type ValueInputProps = {
  id: string;
  field: CustomField;
  value: string;
  onChange: (value: string) => void;
  /** The select's empty choice ('—' in a form, 'Any' in a filter). */
  emptyLabel?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Where no visible label names the control (the register's filter). */
  ariaLabel?: string;
  className?: string;
};

/** The control for one custom field's type (issue 19 item 4); the server checks the value (custom-fields.rules). */
export function CustomValueInput(props: ValueInputProps) {
  const { id, field, value, onChange, emptyLabel = '—', invalid, describedBy, ariaLabel, className } = props;
  const common = {
    id,
    value,
    className,
    'aria-label': ariaLabel,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  if (field.fieldType === 'options') {
    return (
      <NativeSelect {...common} onChange={(event) => onChange(event.target.value)}>
        <option value="">{emptyLabel}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.fieldType === 'date') return <Input {...common} type="date" onChange={(event) => onChange(event.target.value)} />;
  // Money and numbers are typed as text with a decimal keypad, so '1,250.50' and '$99' reach the server's exact check
  // instead of a float the browser rounded.
  const numeric = field.fieldType === 'money' || field.fieldType === 'number';
  return (
    <Input
      {...common}
      inputMode={numeric ? 'decimal' : undefined}
      placeholder={field.fieldType === 'money' ? '0.00' : undefined}
      maxLength={field.fieldType === 'text' ? 500 : 40}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type FieldProps = { idPrefix: string; field: CustomField; value: string; onChange: (value: string) => void; problem?: string };

/** One custom field in a form: its name (* when required, the currency for money), its control and the server's problem. */
export function CustomValueField({ idPrefix, field, value, onChange, problem }: FieldProps) {
  const id = `${idPrefix}-${field.key}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {field.name}
        {field.isRequired ? <span aria-hidden="true"> *</span> : null}
        {field.fieldType === 'money' ? ' (USD)' : null}
      </label>
      <CustomValueInput
        id={id}
        field={field}
        value={value}
        onChange={onChange}
        invalid={Boolean(problem)}
        describedBy={problem ? `${id}-error` : undefined}
      />
      <FieldError id={id} error={problem} />
    </div>
  );
}

type FieldsProps = {
  idPrefix: string;
  fields: readonly CustomField[];
  values: Record<string, string>;
  problems: Record<string, string>;
  onChange: (key: string, value: string) => void;
};

/** The company's custom fields as a form's grid (the detail dialog's editor, Add New Equipment). */
export function CustomValueFields({ idPrefix, fields, values, problems, onChange }: FieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => (
        <CustomValueField
          key={field.id}
          idPrefix={idPrefix}
          field={field}
          value={values[field.key] ?? ''}
          onChange={(value) => onChange(field.key, value)}
          problem={problems[field.key]}
        />
      ))}
    </div>
  );
}

/** How a stored value reads: money in dollars and cents, dates in the user's locale, the rest as typed. */
export function formatCustomValue(field: CustomField, value: string | undefined): string {
  if (value === undefined || value === '') return '—';
  if (field.fieldType === 'money') return formatMoney(Number(value));
  if (field.fieldType === 'date') return formatDate(`${value}T00:00:00`);
  return value;
}
