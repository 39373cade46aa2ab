import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { ClientRole } from '@gears/domain';
import { clientRoles, roleLabels } from '@gears/domain/platform/roles.rules';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { useCreateInvitation } from '../api/settings-api.ts';

// Listed most-common first; the server accepts exactly the client roles.
const roleOrder: ClientRole[] = ['technician', 'supervisor', 'manager', 'client_admin'];

export function InviteForm() {
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ClientRole>('technician');
  const [sent, setSent] = useState<{ email: string; link: string | null } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          setSent({ email: result.invitation.email, link: result.link ?? null });
          setEmail('');
        },
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" aria-label="Invite a colleague">
        <FormField id="invite-email" label="Email">
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField id="invite-role" label="Role">
          <NativeSelect id="invite-role" value={role} onChange={(event) => setRole(event.target.value as ClientRole)}>
            {roleOrder
              .filter((value) => clientRoles.includes(value))
              .map((value) => (
                <option key={value} value={value}>
                  {roleLabels[value]}
                </option>
              ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <UserPlus aria-hidden="true" />
          {create.isPending ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {sent ? (
        <div className="grid gap-1.5 rounded-md bg-muted p-3" role="status">
          <p className="text-sm font-medium">Invitation emailed to {sent.email}. The link in it works for 7 days.</p>
          {sent.link ? <CopyField value={sent.link} label="Invitation link" /> : null}
        </div>
      ) : null}
    </div>
  );
}
