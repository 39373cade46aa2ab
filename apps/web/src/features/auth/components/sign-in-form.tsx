import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useSignIn } from '../api/auth-api.ts';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <FormField id="signin-email" label="Email">
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id="signin-password" label="Password">
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onForgotPassword}>
        Forgot your password?
      </Button>
    </form>
  );
}
