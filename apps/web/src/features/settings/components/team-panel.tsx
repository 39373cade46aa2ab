import { roleLabels } from '@gears/domain/platform/role-labels';
import { LimitWarning } from '../../../components/limit-warning.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCompanyUsers, useInvitations, useRevokeInvitation } from '../api/settings-api.ts';
import { InviteForm } from './invite-form.tsx';

function Members() {
  const users = useCompanyUsers();
  if (users.isPending) return <SkeletonRows rows={3} label="Loading team" />;
  if (users.isError)
    return <ErrorState message={errorMessage(users.error, 'Failed to load your team')} onRetry={() => void users.refetch()} />;
  return (
    <ul className="divide-y">
      {users.data.map((member) => (
        <li key={member.id} className="flex items-center gap-3 py-2.5">
          <Avatar name={member.name} src={member.avatarUrl} />
          <div className="grid min-w-0 flex-1 text-sm">
            <span className="truncate font-medium">{member.name}</span>
            <span className="truncate text-muted-foreground">
              {member.email}
              {member.jobTitle ? ` · ${member.jobTitle}` : ''}
            </span>
          </div>
          <Badge variant="secondary">{roleLabels[member.role]}</Badge>
          <span className="hidden text-xs text-muted-foreground sm:inline">since {formatDate(member.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function PendingInvitations() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  if (invitations.isPending) return <SkeletonRows rows={2} label="Loading invitations" />;
  if (invitations.isError) {
    return (
      <ErrorState message={errorMessage(invitations.error, 'Failed to load invitations')} onRetry={() => void invitations.refetch()} />
    );
  }
  const pending = invitations.data.filter((invitation) => invitation.status === 'pending');
  if (pending.length === 0) return <EmptyState title="No pending invitations" description="Invite a colleague with the form above." />;
  return (
    <ul className="divide-y">
      {pending.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
          <div className="grid min-w-0 flex-1">
            <span className="truncate font-medium">{invitation.email}</span>
            <span className="text-muted-foreground">
              {roleLabels[invitation.role]} · expires {formatDateTime(invitation.expiresAt)}
            </span>
          </div>
          <Button size="sm" variant="outline" onClick={() => revoke.mutate(invitation.id)} disabled={revoke.isPending}>
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function TeamPanel() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <LimitWarning kind="users" />
      <Card>
        <CardHeader>
          <CardTitle>Invite a colleague</CardTitle>
          <CardDescription>They receive a link to set their name and password and join your company.</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
        </CardHeader>
        <CardContent>
          <PendingInvitations />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Team members</CardTitle>
        </CardHeader>
        <CardContent>
          <Members />
        </CardContent>
      </Card>
    </div>
  );
}
