import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MailWarning } from 'lucide-react';
import { messages } from '@gears/domain/platform/messages';
import { roleLabels } from '@gears/domain/platform/role-labels';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useAcceptInvitation, useInvitation } from '../api/auth-api.ts';
import { NewPasswordFields, newPasswordError } from '../components/new-password-fields.tsx';

export function InvitePage() {
  usePageMeta('Accept invitation');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const invitation = useInvitation(token, accept.isIdle || accept.isError);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || newPasswordError(password, confirm)) return;
    accept.mutate({ name: name.trim(), password }, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      {invitation.isPending ? (
        <Card className="p-6">
          <SkeletonRows rows={4} label="Loading invitation" />
        </Card>
      ) : invitation.isError ? (
        <Card className="grid justify-items-center gap-3 p-6 text-center" role="alert">
          <MailWarning className="size-8 text-destructive" aria-hidden="true" />
          <h1 className="text-lg font-semibold">Invitation unavailable</h1>
          <p className="text-sm text-muted-foreground">{errorMessage(invitation.error, messages.invitationInvalid)}</p>
          <Button asChild>
            <Link to="/auth">Go to Sign In</Link>
          </Button>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">
              <span className="sr-only">Accept invitation: </span>Join {invitation.data.companyName}
            </CardTitle>
            <CardDescription>
              You were invited as <strong className="text-foreground">{roleLabels[invitation.data.role]}</strong> with{' '}
              <strong className="text-foreground">{invitation.data.email}</strong>. The invitation expires{' '}
              {formatDateTime(invitation.data.expiresAt)}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Create your account">
              <FormField id="invite-email" label="Email">
                <Input id="invite-email" value={invitation.data.email} readOnly autoComplete="username" />
              </FormField>
              <FormField id="invite-name" label="Your name" error={submitted && !name.trim() ? 'Name is required.' : null}>
                <Input
                  id="invite-name"
                  autoComplete="name"
                  required
                  maxLength={200}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </FormField>
              <NewPasswordFields
                idPrefix="invite"
                password={password}
                confirm={confirm}
                onPasswordChange={setPassword}
                onConfirmChange={setConfirm}
                showErrors={submitted}
              />
              <Button type="submit" disabled={accept.isPending}>
                {accept.isPending ? 'Creating account…' : 'Accept and sign in'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
