import { passwordProblem } from '@gears/domain/platform/password.rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

type NewPasswordFieldsProps = {
  idPrefix: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  showErrors: boolean;
};

/** The same password rule as the server (DESIGN §4), checked before sending. */
export function newPasswordError(password: string, confirm: string): string | null {
  return passwordProblem(password) ?? (password !== confirm ? 'Passwords do not match.' : null);
}

export function NewPasswordFields({ idPrefix, password, confirm, onPasswordChange, onConfirmChange, showErrors }: NewPasswordFieldsProps) {
  const problem = showErrors ? passwordProblem(password) : null;
  const mismatch = showErrors && !problem && password !== confirm ? 'Passwords do not match.' : null;
  return (
    <>
      <FormField id={`${idPrefix}-password`} label="New password" hint="At least 8 characters." error={problem}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          required
          value={password}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label="Confirm password" error={mismatch}>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          required
          value={confirm}
          aria-invalid={mismatch ? true : undefined}
          onChange={(event) => onConfirmChange(event.target.value)}
        />
      </FormField>
    </>
  );
}
