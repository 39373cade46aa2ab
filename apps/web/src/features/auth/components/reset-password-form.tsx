import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useResetPassword } from '../api/auth-api.ts';
import { NewPasswordFields, newPasswordError } from './new-password-fields.tsx';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (newPasswordError(password, confirm)) return;
    reset.mutate({ token, password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Choose a new password" noValidate>
      <div className="grid gap-1">
        <h1 className="text-lg font-semibold">Choose a new password</h1>
        <p className="text-sm text-muted-foreground">Your other sessions will need to sign in again.</p>
      </div>
      <NewPasswordFields
        idPrefix="reset"
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        showErrors={submitted}
      />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Update password'}
      </Button>
    </form>
  );
}
