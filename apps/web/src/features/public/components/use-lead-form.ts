import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { SubmitLeadResult } from '@gears/domain';
import { checkLead, type LeadField, type LeadKind } from '@gears/domain/public/lead.rules';
import { publicMessages } from '@gears/domain/public/messages';
import { ApiError, fieldErrors } from '../../../lib/api-client.ts';
import { useSubmitLead } from '../api/public-api.ts';

export type LeadValues = Partial<Record<LeadField | 'website', string>>;

/**
 * One lead form's state: values, the spec's messages per field (checked here first, the server
 * has the last word), 'Submitting...' while sending, and the answer once received.
 */
export function useLeadForm(kind: LeadKind, leadSource: string, initial: LeadValues = {}) {
  const submitLead = useSubmitLead();
  const [values, setValues] = useState<LeadValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<SubmitLeadResult | null>(null);

  const field = (name: keyof LeadValues) => ({
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${kind}-${name}-error` : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLead({ kind, ...values });
    if (!check.ok) {
      setErrors(Object.fromEntries(check.details.map((d) => [d.path, d.message])));
      toast.error(check.message, { description: check.details[0]?.message });
      document.getElementById(`${kind}-${check.details[0]?.path}`)?.focus();
      return;
    }
    setErrors({});
    submitLead.mutate(
      { kind, ...values, leadSource },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(answer.title, { description: answer.message });
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          setErrors(byField);
          const isValidation = error instanceof ApiError && error.status === 400;
          toast.error(isValidation ? error.message : publicMessages.submissionError, {
            description: isValidation
              ? Object.values(byField)[0]
              : error instanceof ApiError && error.status === 429
                ? error.message
                : publicMessages.submissionErrorDetail,
          });
        },
      },
    );
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setResult(null);
  };

  return { values, field, errors, submit, reset, result, isPending: submitLead.isPending };
}
