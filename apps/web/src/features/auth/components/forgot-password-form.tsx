import { useState, type FormEvent } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useForgotPassword } from '../api/auth-api.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">Enter your account email and we will send you a link to choose a new password.</p>
      </div>
      {forgot.isSuccess ? (
        <p role="status" className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          If an account uses {email.trim()}, a reset link is on its way. It can be used once.
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-4" aria-label="Reset password">
          <FormField id="forgot-email" label="Email">
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </div>
  );
}
