import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import type { BillingPeriod, SelfServicePlanId } from '@gears/domain';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { passwordProblem } from '@gears/domain/platform/password.rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { useSignup } from '../api/billing-api.ts';

const empty = { name: '', email: '', password: '', companyName: '', website: '' };

/**
 * The account part of /signup-with-plan: name, email, password, company; the plan comes from the page. Sending it
 * creates nothing yet: the answer is the same for every address, and the link emailed to it starts the trial.
 */
export function SignupForm({ planId, period, planName }: { planId: SelfServicePlanId; period: BillingPeriod; planName: string }) {
  const signup = useSignup();
  const [values, setValues] = useState(empty);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const server = fieldErrors(signup.error);
  const localPassword = checked ? passwordProblem(values.password) : null;
  const formError = signup.isError && Object.keys(server).length === 0 ? errorMessage(signup.error, m.loadFailed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (passwordProblem(values.password)) return;
    signup.mutate(
      {
        planId,
        period,
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        companyName: values.companyName.trim(),
        website: values.website,
      },
      { onSuccess: () => setSentTo(values.email.trim()) },
    );
  };

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <MailCheck className="size-5 text-success" aria-hidden="true" />
          Check your email
        </p>
        <p className="text-sm">
          We sent a link to <strong className="break-all">{sentTo}</strong>. Open it within 24 hours to confirm your address and start your{' '}
          {planName} trial. Nothing is created until then.
        </p>
        <p className="text-sm text-muted-foreground">No email after a few minutes? Look in your spam folder, or send the form again.</p>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => {
            signup.reset();
            setSentTo(null);
          }}
        >
          Change the details
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Create your account" noValidate>
      <FormField id="signup-name" label="Your name" error={server.name}>
        <Input
          id="signup-name"
          autoComplete="name"
          required
          maxLength={200}
          value={values.name}
          onChange={set('name')}
          aria-invalid={server.name ? true : undefined}
        />
      </FormField>
      <FormField id="signup-email" label="Work email" error={server.email}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          aria-invalid={server.email ? true : undefined}
        />
      </FormField>
      <FormField id="signup-password" label="Password" hint="At least 8 characters." error={localPassword ?? server.password}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          required
          maxLength={129}
          value={values.password}
          onChange={set('password')}
          aria-invalid={localPassword || server.password ? true : undefined}
        />
      </FormField>
      <FormField id="signup-company" label="Company name" error={server.companyName}>
        <Input
          id="signup-company"
          autoComplete="organization"
          required
          maxLength={200}
          value={values.companyName}
          onChange={set('companyName')}
          aria-invalid={server.companyName ? true : undefined}
        />
      </FormField>
      {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="signup-website">Website</label>
        <input id="signup-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={signup.isPending}>
        {signup.isPending ? 'Sending...' : 'Start My Free Trial'}
      </Button>
      <p className="text-xs text-muted-foreground">7 days free, no credit card. You choose how to pay before the trial ends.</p>
    </form>
  );
}
