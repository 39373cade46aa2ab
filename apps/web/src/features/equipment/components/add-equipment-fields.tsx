import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateEquipmentInput } from '@gears/domain';
import { equipmentTypes, maintenanceSchedules } from '@gears/domain/equipment/fields.rules';
import { equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { localToday } from '../../../lib/local-date.ts';
import type { AddEquipmentValues } from './add-equipment-form.ts';
import { humanize, statusLabel } from './equipment-display.tsx';
import { TagInput } from './tag-input.tsx';

type FieldsProps = { form: UseFormReturn<AddEquipmentValues, unknown, CreateEquipmentInput> };
type Errors = UseFormReturn<AddEquipmentValues>['formState']['errors'];

const id = (field: string) => `add-equipment-${field}`;

function invalid(errors: Errors, field: keyof AddEquipmentValues) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of spec 02 §2 Add New Equipment, in three groups. */
export function AddEquipmentFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  // ADR 0008: money fields only for a role that may set them; left empty, the record is created without them.
  const mayEditFinancials = useCan('equipment.editFinancials');
  const text = (field: Exclude<keyof AddEquipmentValues, 'tags'>, label: string, extra: Record<string, unknown> = {}) => (
    <FormField id={id(field)} label={label} error={errors[field]?.message}>
      <Input id={id(field)} {...form.register(field)} {...invalid(errors, field)} {...extra} />
    </FormField>
  );

  return (
    <div className="grid gap-5">
      <Section title="Identity">
        {text('name', 'Equipment name *', { autoComplete: 'off', placeholder: 'e.g. CAT 320 Excavator' })}
        {text('manufacturer', 'Manufacturer *', { placeholder: 'e.g. Caterpillar' })}
        {text('model', 'Model *', { placeholder: 'e.g. 320 GC' })}
        {text('serial', 'Serial number *', { autoComplete: 'off' })}
        <FormField id={id('equipmentType')} label="Equipment type *" error={errors.equipmentType?.message}>
          <NativeSelect id={id('equipmentType')} {...form.register('equipmentType')} {...invalid(errors, 'equipmentType')}>
            <option value="">Select a type</option>
            {equipmentTypes.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('status')} label="Status *" error={errors.status?.message}>
          <NativeSelect id={id('status')} {...form.register('status')} {...invalid(errors, 'status')}>
            <option value="">Select a status</option>
            {equipmentStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('year', 'Year *', { type: 'number', inputMode: 'numeric', min: 1900, step: 1 })}
        {text('hours', 'Hours', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
        {text('location', 'Location', { placeholder: 'e.g. Main Yard' })}
      </Section>
      <Section title="Purchase and maintenance">
        {text('purchaseDate', 'Purchase date', { type: 'date', max: localToday() })}
        {text('warrantyExpiry', 'Warranty expiry', { type: 'date' })}
        {mayEditFinancials
          ? text('purchasePrice', 'Purchase price (USD)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })
          : null}
        {mayEditFinancials
          ? text('currentValue', 'Current value (USD)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })
          : null}
        <FormField id={id('maintenanceSchedule')} label="Maintenance schedule">
          <NativeSelect id={id('maintenanceSchedule')} {...form.register('maintenanceSchedule')}>
            {maintenanceSchedules.map((schedule) => (
              <option key={schedule} value={schedule}>
                {humanize(schedule)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('lastMaintenance', 'Last maintenance', { type: 'date' })}
      </Section>
      <Section title="Notes and tags">
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={id('tags')} className="text-sm font-medium">
            Tags
          </label>
          <TagInput id={id('tags')} value={form.watch('tags')} onChange={(tags) => form.setValue('tags', tags)} />
        </div>
        <div className="sm:col-span-2">
          <FormField id={id('notes')} label="Notes" error={errors.notes?.message}>
            <Textarea id={id('notes')} {...form.register('notes')} rows={3} />
          </FormField>
        </div>
      </Section>
    </div>
  );
}
