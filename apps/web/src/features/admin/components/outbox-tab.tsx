import { useState } from 'react';
import type { OutboxEmail } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOutbox, useResendOutboxEmail } from '../api/admin-api.ts';
import { OutboxEmailDetails } from './outbox-email-details.tsx';

const statusVariant = { queued: 'info', sent: 'success', failed: 'destructive', recorded: 'secondary' } as const;

export function OutboxTab() {
  const outbox = useOutbox();
  const resend = useResendOutboxEmail();
  const [open, setOpen] = useState<OutboxEmail | null>(null);

  if (outbox.isPending) return <SkeletonRows label="Loading email outbox" />;
  if (outbox.isError)
    return <ErrorState message={errorMessage(outbox.error, 'Failed to load the email outbox')} onRetry={() => void outbox.refetch()} />;
  if (outbox.data.length === 0)
    return <EmptyState title="No emails yet" description="Invitations and password resets are recorded here." />;

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>To</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {outbox.data.map((email) => (
            <TableRow key={email.id} className="cursor-pointer" onClick={() => setOpen(email)}>
              <TableCell className="max-w-48 truncate">{email.toAddress}</TableCell>
              <TableCell>
                <button
                  type="button"
                  className="text-left font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(email);
                  }}
                >
                  {email.subject}
                </button>
                {email.linksHidden > 0 ? (
                  <Badge variant="secondary" className="ml-2">
                    Link hidden
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant={statusVariant[email.status]} className="capitalize">
                  {email.status}
                </Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(email.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>
              To {open?.toAddress} · {open ? formatDateTime(open.createdAt) : ''} · template {open?.template}
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <OutboxEmailDetails
              email={open}
              isPending={resend.isPending}
              onResend={() => resend.mutate(open.id, { onSuccess: () => setOpen(null) })}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
