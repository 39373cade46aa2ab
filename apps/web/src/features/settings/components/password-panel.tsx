import { useState, type FormEvent } from 'react';
import { passwordProblem } from '@gears/domain/platform/password.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useChangePassword } from '../api/settings-api.ts';

export function PasswordPanel() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nextProblem = submitted ? passwordProblem(next) : null;
  const mismatch = submitted && !nextProblem && next !== confirm ? 'Passwords do not match.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!current || passwordProblem(next) || next !== confirm) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>At least 8 characters. A long phrase is easier to remember and harder to guess.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid max-w-lg gap-4" noValidate aria-label="Change password">
          <FormField id="password-current" label="Current password" error={submitted && !current ? 'Current password is required.' : null}>
            <PasswordInput
              id="password-current"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </FormField>
          <FormField id="password-new" label="New password" error={nextProblem}>
            <PasswordInput
              id="password-new"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-invalid={nextProblem ? true : undefined}
            />
          </FormField>
          <FormField id="password-confirm" label="Confirm new password" error={mismatch}>
            <PasswordInput
              id="password-confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              aria-invalid={mismatch ? true : undefined}
            />
          </FormField>
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {change.isPending ? 'Updating…' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
