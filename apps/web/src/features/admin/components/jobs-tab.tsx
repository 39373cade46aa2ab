import { useState } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { DeadJob } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDiscardJob, useJobsOverview, useRetryJob } from '../api/jobs-api.ts';

/** Background jobs that failed on every attempt (ADR 0010): their last error, Retry and Discard. */
export function JobsTab() {
  const jobs = useJobsOverview();
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<DeadJob | null>(null);

  if (jobs.isPending) return <SkeletonRows label="Loading background jobs" />;
  if (jobs.isError)
    return <ErrorState message={errorMessage(jobs.error, 'Failed to load background jobs')} onRetry={() => void jobs.refetch()} />;
  const { counts, dead } = jobs.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {counts.queued} waiting · {counts.running} running · {counts.dead} failed · {counts.done} finished in the last week
      </p>
      {dead.length === 0 ? (
        <EmptyState
          title="No failed jobs"
          description="Background work that fails on every attempt (emails, syncs, maintenance) is listed here."
        />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Job</TableHead>
              <TableHead className="hidden md:table-cell">Last error</TableHead>
              <TableHead className="hidden md:table-cell">Attempts</TableHead>
              <TableHead className="hidden md:table-cell">Failed</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {dead.map((job) => (
              <TableRow key={job.id}>
                <TableCell>
                  <div className="font-mono text-xs">{job.queue}</div>
                  {job.key ? <div className="max-w-48 truncate text-xs text-muted-foreground">{job.key}</div> : null}
                  {/* Phones: the error under the job, so Retry and Discard stay on screen. */}
                  <div className="mt-1 line-clamp-3 text-sm break-words md:hidden">{job.lastError ?? '—'}</div>
                </TableCell>
                <TableCell className="hidden max-w-md md:table-cell">
                  <span className="line-clamp-3 text-sm break-words" title={job.lastError ?? undefined}>
                    {job.lastError ?? '—'}
                  </span>
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  {job.attempts} of {job.maxAttempts}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                  {formatDateTime(job.failedAt)}
                </TableCell>
                <TableCell className="text-right md:whitespace-nowrap">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => retry.mutate(job.id)}
                    disabled={retry.isPending}
                    aria-label={`Retry ${job.queue} job`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Retry
                  </Button>{' '}
                  <Button size="sm" variant="ghost" onClick={() => setDiscarding(job)} aria-label={`Discard ${job.queue} job`}>
                    <Trash2 aria-hidden="true" />
                    Discard
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this job?"
        description={`The ${discarding?.queue ?? ''} job will not run again. Its work is not done.`}
        confirmLabel="Discard"
        destructive
        isPending={discard.isPending}
        onConfirm={() => discarding && discard.mutate(discarding.id, { onSuccess: () => setDiscarding(null) })}
      />
    </div>
  );
}
