import { useState } from 'react';
import { KeyRound, PowerOff } from 'lucide-react';
import type { TrackerSource } from '@gears/domain';
import { fixRejections } from '@gears/domain/fleet/messages';
import { receivesPushes } from '@gears/domain/fleet/providers';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeactivateSource, useRotateSecret } from '../api/sources-api.ts';
import { categoryLabels } from './provider-catalogue.tsx';
import { SecretPanel } from './secret-panel.tsx';
import { TestConnection } from './test-connection.tsx';

const statusBadge = {
  connected: { variant: 'success', label: 'Connected' },
  pending: { variant: 'secondary', label: 'Pending' },
  error: { variant: 'destructive', label: 'Error' },
  disconnected: { variant: 'outline', label: 'Disconnected' },
} as const;

/** A Tracking Providers card: status, counters, and (managers) test, rotate the secret, deactivate. */
export function SourceCard({ source, mayManage, companyName }: { source: TrackerSource; mayManage: boolean; companyName?: string }) {
  const pushes = receivesPushes(source.trackerType);
  const rotate = useRotateSecret();
  const deactivate = useDeactivateSource();
  const [confirming, setConfirming] = useState<'rotate' | 'deactivate' | null>(null);
  const badge = statusBadge[source.connectionStatus];
  const rejected = Object.entries(source.rejectedCounts).filter(([, n]) => n > 0);

  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 text-sm" data-testid="source-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-medium">{source.name}</p>
          <p className="text-xs text-muted-foreground">
            {source.providerName} · {categoryLabels[source.category]}
            {companyName ? ` · ${companyName}` : ''}
          </p>
        </div>
        <span className="flex gap-1">
          {source.active ? null : <Badge variant="outline">Deactivated</Badge>}
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </span>
      </div>
      {source.errorMessage ? (
        <p className="text-xs text-destructive" role="note">
          {source.errorMessage}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Last sync</dt>
          <dd>{formatDateTime(source.lastSyncAt)}</dd>
        </div>
        {pushes ? (
          <>
            <div>
              <dt className="text-muted-foreground">Positions accepted</dt>
              <dd className="tabular-nums">{source.positionsAccepted.toLocaleString()}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Devices</dt>
              <dd className="tabular-nums">{source.deviceCount.toLocaleString()}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Secret</dt>
              <dd className="font-mono">…{source.secretHint}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {rejected.length > 0 ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">
            Refused positions: {rejected.reduce((sum, [, n]) => sum + n, 0).toLocaleString()}
          </summary>
          <ul className="mt-1 grid gap-0.5">
            {rejected.map(([reason, n]) => (
              <li key={reason}>
                {fixRejections[reason as keyof typeof fixRejections] ?? reason}: {n.toLocaleString()}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {mayManage && source.active ? (
        <div className="flex flex-wrap items-start gap-2">
          <TestConnection source={source} compact />
          {pushes ? (
            <Button variant="outline" size="sm" onClick={() => setConfirming('rotate')}>
              <KeyRound aria-hidden="true" />
              Rotate secret
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setConfirming('deactivate')}>
            <PowerOff aria-hidden="true" />
            Deactivate
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming === 'rotate' && !rotate.data}
        onOpenChange={(open) => setConfirming(open ? 'rotate' : null)}
        title="Rotate the secret?"
        description="The current URLs stop working at once: every device and server using them must be given the new ones."
        confirmLabel="Rotate secret"
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate(source.id)}
      />
      <Dialog open={Boolean(rotate.data)} onOpenChange={(open) => (open ? null : (rotate.reset(), setConfirming(null)))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>New secret for {source.name}</DialogTitle>
            <DialogDescription>Give the devices and servers these URLs; the old ones no longer work.</DialogDescription>
          </DialogHeader>
          {rotate.data ? <SecretPanel created={rotate.data} connects={source.connects} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => setConfirming(open ? 'deactivate' : null)}
        title={`Deactivate ${source.name}?`}
        description="It stops accepting positions. Its devices' history stays on the machines."
        confirmLabel="Deactivate"
        destructive
        isPending={deactivate.isPending}
        onConfirm={() => deactivate.mutate(source, { onSuccess: () => setConfirming(null) })}
      />
    </li>
  );
}
