import { useState } from 'react';
import { Check, Paperclip, Plus, ThumbsDown, ThumbsUp, Wrench } from 'lucide-react';
import type { Action, RepairAction, RepairRequest } from '@gears/domain';
import { repairActionPermission, repairTransition } from '@gears/domain/maintenance/repair.rules';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney, formatDateTime } from '../../../lib/format.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useRepairs } from '../api/repairs-api.ts';
import { RepairActionDialog } from './repair-action-dialog.tsx';
import { SubmitRepairDialog } from './submit-repair-dialog.tsx';
import { RepairStatusBadge } from './task-display.tsx';

const actionButtons: { action: RepairAction; label: string; icon: typeof Check; variant: 'default' | 'outline' }[] = [
  { action: 'approve', label: 'Approve', icon: ThumbsUp, variant: 'default' },
  { action: 'decline', label: 'Decline', icon: ThumbsDown, variant: 'outline' },
  { action: 'complete', label: 'Mark completed', icon: Check, variant: 'default' },
];

function RepairCard({
  repair,
  can,
  onAct,
}: {
  repair: RepairRequest;
  can: (action: Action) => boolean;
  onAct: (action: RepairAction) => void;
}) {
  const trail = [
    repair.approvedAt && `Approved ${formatDateTime(repair.approvedAt)}${repair.approvalComment ? `: “${repair.approvalComment}”` : ''}`,
    repair.declinedAt && `Declined ${formatDateTime(repair.declinedAt)}${repair.declineComment ? `: “${repair.declineComment}”` : ''}`,
    repair.completedAt &&
      `Completed ${formatDateTime(repair.completedAt)}${repair.completionComment ? `: “${repair.completionComment}”` : ''}`,
  ].filter(Boolean);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3" aria-label={`Repair: ${repair.equipment.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{repair.equipment.name}</span>
        <RepairStatusBadge status={repair.status} />
        {repair.quoteAmount !== null ? <span className="text-sm tabular-nums">{formatMoney(repair.quoteAmount)}</span> : null}
      </div>
      <p className="text-sm">{repair.description}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>Submitted {formatDateTime(repair.createdAt)}</span>
        {repair.task ? (
          <span>
            Task {repair.task.taskNumber} · {repair.task.title}
          </span>
        ) : null}
        <span>Mechanic: {repair.mechanic?.name ?? 'not assigned'}</span>
      </div>
      {trail.length > 0 ? <p className="text-xs text-muted-foreground">{trail.join(' · ')}</p> : null}
      {repair.attachments.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-xs">
          {repair.attachments.map((a) => (
            <li key={a.id}>
              <a
                className="inline-flex min-h-11 items-center gap-1 text-accent-text underline-offset-4 hover:underline md:min-h-0"
                href={a.url}
                target="_blank"
                rel="noreferrer"
              >
                <Paperclip className="size-3.5" aria-hidden="true" />
                {a.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {/* Only the legal transitions of spec 02 §4 are offered, and only to a role that may take them (the server checks both). */}
        {actionButtons
          .filter((b) => repairTransition(repair.status, b.action) !== null && can(repairActionPermission[b.action]))
          .map(({ action, label, icon: Icon, variant }) => (
            <Button key={action} size="sm" variant={variant} onClick={() => onAct(action)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
      </div>
    </li>
  );
}

/** Repair requests with counts: submitted counts as pending, completed as done (spec 02 §4). */
export function RepairsPanel() {
  const repairs = useRepairs();
  const can = usePermissions();
  const [submitting, setSubmitting] = useState(false);
  const [target, setTarget] = useState<{ repair: RepairRequest; action: RepairAction } | null>(null);
  const list = repairs.data ?? [];
  const count = (s: RepairRequest['status']) => list.filter((r) => r.status === s).length;
  const counts = [
    ['Pending', count('submitted')],
    ['Approved', count('approved')],
    ['Done', count('completed')],
    ['Declined', count('declined')],
  ] as const;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dl className="flex flex-wrap gap-2 text-sm">
          {counts.map(([label, value]) => (
            <div key={label} className="rounded-md border bg-card px-3 py-1.5">
              <dt className="inline text-muted-foreground">{label} </dt>
              <dd className="inline font-semibold tabular-nums">{repairs.isPending ? '–' : value}</dd>
            </div>
          ))}
        </dl>
        <Button onClick={() => setSubmitting(true)}>
          <Plus aria-hidden="true" />
          Submit repair request
        </Button>
      </div>
      {repairs.isPending ? (
        <SkeletonRows rows={3} label="Loading repair requests" />
      ) : repairs.isError ? (
        <ErrorState message={errorMessage(repairs.error, 'Failed to load repair requests')} onRetry={() => void repairs.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title="No repair requests"
          description="Submit one when a machine needs a repair; it waits for approval before work starts."
          action={
            <Button variant="outline" onClick={() => setSubmitting(true)}>
              <Wrench aria-hidden="true" />
              Submit repair request
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-2" aria-label="Repair requests">
          {list.map((repair) => (
            <RepairCard key={repair.id} repair={repair} can={can} onAct={(action) => setTarget({ repair, action })} />
          ))}
        </ul>
      )}
      <SubmitRepairDialog open={submitting} onOpenChange={setSubmitting} />
      <RepairActionDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
