import { useState, type FormEvent } from 'react';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useRegistrationRequest } from '../api/auth-api.ts';

const empty = { fullName: '', email: '', companyName: '', phone: '', reason: '' };

/** spec 01 §2/§5: all five fields required; email of type email, phone of type tel. */
export function RegistrationRequestForm({ onBack }: { onBack: () => void }) {
  const request = useRegistrationRequest();
  const [values, setValues] = useState(empty);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      companyName: values.companyName.trim(),
      phone: values.phone.trim(),
      reason: values.reason.trim(),
    });
  };

  const back = (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Back to Sign In
    </Button>
  );

  if (request.isSuccess) {
    return (
      <div className="grid justify-items-center gap-3 text-center" role="status">
        <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Request Received</h2>
        <p className="text-sm text-muted-foreground">
          Thank you. We will review your request and email an invitation to {values.email.trim()} once it is approved.
        </p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Registration request">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Registration Request</h2>
        <p className="text-sm text-muted-foreground">Tell us who you are and why you need access. All fields are required.</p>
      </div>
      <FormField id="request-name" label="Full Name">
        <Input id="request-name" autoComplete="name" required maxLength={200} value={values.fullName} onChange={set('fullName')} />
      </FormField>
      <FormField id="request-email" label="Email">
        <Input id="request-email" type="email" autoComplete="email" required maxLength={254} value={values.email} onChange={set('email')} />
      </FormField>
      <FormField id="request-company" label="Company Name">
        <Input
          id="request-company"
          autoComplete="organization"
          required
          maxLength={200}
          value={values.companyName}
          onChange={set('companyName')}
        />
      </FormField>
      <FormField id="request-phone" label="Phone Number">
        <Input id="request-phone" type="tel" autoComplete="tel" required maxLength={40} value={values.phone} onChange={set('phone')} />
      </FormField>
      <FormField id="request-reason" label="Reason for Access">
        <Textarea id="request-reason" required maxLength={2000} value={values.reason} onChange={set('reason')} />
      </FormField>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
      {back}
    </form>
  );
}
