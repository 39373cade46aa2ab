import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { SubmitLeadResult } from '@gears/domain';
import { fleetSizes, leadEquipmentTypes, leadFieldLimits, type LeadKind } from '@gears/domain/public/lead.rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import type { useLeadForm } from './use-lead-form.ts';

type Form = ReturnType<typeof useLeadForm>;
type FieldName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'equipmentType' | 'fleetSize' | 'message';

const labels: Record<FieldName, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  equipmentType: 'Equipment Type',
  fleetSize: 'Fleet Size',
  message: 'Message',
};

const autoComplete: Partial<Record<FieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
};

/** One labelled control of a lead form; required ones are marked, errors linked for screen readers. */
export function LeadField({
  form,
  kind,
  name,
  required = false,
  messageLabel,
}: {
  form: Form;
  kind: LeadKind;
  name: FieldName;
  required?: boolean;
  messageLabel?: string;
}) {
  const id = `${kind}-${name}`;
  const label = `${name === 'message' && messageLabel ? messageLabel : labels[name]}${required ? ' *' : ''}`;
  const props = { id, ...form.field(name), required };
  let control: ReactNode;
  if (name === 'equipmentType' || name === 'fleetSize') {
    const options = name === 'equipmentType' ? leadEquipmentTypes : fleetSizes;
    control = (
      <NativeSelect {...props}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {name === 'fleetSize' ? `${option} machines` : option}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (name === 'message') {
    control = <Textarea {...props} maxLength={leadFieldLimits.message} />;
  } else {
    const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
    control = <Input {...props} type={type} autoComplete={autoComplete[name]} maxLength={leadFieldLimits[name]} />;
  }
  return (
    <FormField id={id} label={label} error={form.errors[name]}>
      {control}
    </FormField>
  );
}

/** The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it in. */
export function HoneypotField({ form, kind }: { form: Form; kind: LeadKind }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${kind}-website`}>Website</label>
      <input id={`${kind}-website`} tabIndex={-1} autoComplete="off" {...form.field('website')} />
    </div>
  );
}

export function LeadReceived({ result, children }: { result: SubmitLeadResult; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
      <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      <p className="text-lg font-semibold">{result.title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{result.message}</p>
      {children}
    </div>
  );
}
