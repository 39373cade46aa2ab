import { useState } from 'react';
import { Link2, Unlink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useEquipmentAssignments, useRemoveAssignment } from '../api/sources-api.ts';

/** The machine's active tracker; supervisors and up assign a new one (replacing it) or remove it (fleet.assignTrackers). */
export function TrackerTab({ equipmentId, onAssign }: { equipmentId: string; onAssign: () => void }) {
  const assignments = useEquipmentAssignments(equipmentId);
  const mayAssign = useCan('fleet.assignTrackers');
  const remove = useRemoveAssignment();
  const [confirming, setConfirming] = useState(false);

  if (assignments.isPending) return <SkeletonRows rows={2} label="Loading the tracker" />;
  if (assignments.isError) return <ErrorState message="The tracker could not be loaded." onRetry={() => void assignments.refetch()} />;
  const current = assignments.data.items.find((a) => a.active) ?? null;
  return (
    <div className="grid gap-3 text-sm">
      {current ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border p-3">
          <div>
            <dt className="text-xs text-muted-foreground">Device ID</dt>
            <dd className="font-mono break-all">{current.deviceId}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Device name</dt>
            <dd>{current.deviceName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Source</dt>
            <dd>{current.sourceName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Assigned</dt>
            <dd>
              {formatDateTime(current.assignedAt)}
              {current.assignedByName ? ` by ${current.assignedByName}` : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground">No tracker is assigned to this machine.</p>
      )}
      {mayAssign ? (
        <div className="flex flex-wrap gap-2">
          <Button variant={current ? 'outline' : 'default'} onClick={onAssign}>
            <Link2 aria-hidden="true" />
            {current ? 'Assign another tracker' : 'Assign tracker'}
          </Button>
          {current ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Unlink aria-hidden="true" />
              Remove tracker
            </Button>
          ) : null}
        </div>
      ) : null}
      {current ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remove the tracker?"
          description={`${current.deviceId} stops reporting for this machine; its positions so far stay in the history.`}
          confirmLabel="Remove tracker"
          destructive
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(current.id, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}
