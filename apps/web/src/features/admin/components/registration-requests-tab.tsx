import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { RegistrationRequest } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useApproveRequest, useRegistrationRequests, useRejectRequest, type ApprovalResult } from '../api/admin-api.ts';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';

const statusVariant = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

function RequestCard({ request, onApprove }: { request: RegistrationRequest; onApprove: () => void }) {
  const reject = useRejectRequest();
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[1fr_auto]">
      <div className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{request.fullName}</span>
          <Badge variant={statusVariant[request.status]} className="capitalize">
            {request.status}
          </Badge>
          {request.status === 'pending' && request.matchingCompanies.length > 0 ? (
            <Badge variant="warning">Name matches an existing company</Badge>
          ) : null}
        </div>
        <div className="text-muted-foreground">
          {request.companyName} ·{' '}
          <a className="underline" href={`mailto:${request.email}`}>
            {request.email}
          </a>{' '}
          ·{' '}
          <a className="underline" href={`tel:${request.phone}`}>
            {request.phone}
          </a>
        </div>
        <p className="whitespace-pre-wrap">{request.reason}</p>
        <p className="text-xs text-muted-foreground">
          Received {formatDateTime(request.createdAt)}
          {request.reviewedAt ? ` · reviewed ${formatDateTime(request.reviewedAt)}` : ''}
        </p>
      </div>
      {request.status === 'pending' ? (
        <div className="flex items-start gap-2">
          <Button size="sm" onClick={onApprove} disabled={reject.isPending} aria-label={`Approve request from ${request.fullName}`}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => reject.mutate(request.id)} disabled={reject.isPending}>
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function RegistrationRequestsTab() {
  const requests = useRegistrationRequests();
  const approve = useApproveRequest();
  const [approving, setApproving] = useState<RegistrationRequest | null>(null);
  const [approval, setApproval] = useState<ApprovalResult | null>(null);

  if (requests.isPending) return <SkeletonRows label="Loading registration requests" />;
  if (requests.isError) {
    return (
      <ErrorState message={errorMessage(requests.error, 'Failed to load registration requests')} onRetry={() => void requests.refetch()} />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState title="No registration requests" description="Requests sent from the Registration Request form on /auth appear here." />
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {requests.data.map((request) => (
          <RequestCard key={request.id} request={request} onApprove={() => setApproving(request)} />
        ))}
      </ul>
      <ApproveRequestDialog
        key={approving?.id ?? 'none'}
        request={approving}
        onOpenChange={(open) => !open && !approve.isPending && setApproving(null)}
        isPending={approve.isPending}
        onApprove={(choice) =>
          approving &&
          approve.mutate(
            { id: approving.id, choice },
            {
              onSuccess: (result) => {
                setApproving(null);
                setApproval(result);
              },
            },
          )
        }
      />
      <Dialog open={approval !== null} onOpenChange={(open) => !open && setApproval(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invitation created</DialogTitle>
            <DialogDescription>
              {approval ? `${approval.invitation.email} can join ${approval.invitation.companyName} with this link. ` : ''}
              Share it with them; any email the server sent is listed under Email outbox.
            </DialogDescription>
          </DialogHeader>
          {approval ? <CopyField value={approval.link} label="Invitation link" /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
