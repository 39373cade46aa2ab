import { useState } from 'react';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { assignToTypeLabels, mayCheckIn } from '@gears/domain/assignments/assignment.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFeatures } from '../../../lib/features.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { CheckOutDialog } from './check-out-dialog.tsx';
import { ReturnAssetDialog } from './return-asset-dialog.tsx';

/**
 * The detail dialog's custody line (issue 15 item 8): who holds the machine, since when, due back when (overdue
 * flagged), with Check In for the holder and supervisors up, or Check Out when nobody holds it.
 */
export function CurrentHolder({ equipment }: { equipment: Equipment }) {
  const can = usePermissions();
  const { user } = useSession();
  const [dialog, setDialog] = useState<'out' | 'in' | null>(null);
  const enabled = useFeatures().has('check_in_out_basic') === true;
  const holder = equipment.currentAssignment ?? null;
  if (!enabled || equipment.archivedAt) return null;
  const mayReturn = holder !== null && mayCheckIn({ holderUserId: holder.userId }, user?.id ?? '', can('assignments.manage'));

  return (
    <section aria-label="Current holder" className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
      {holder ? (
        <p className="min-w-0">
          <UserRound className="mr-1.5 inline size-4 align-text-bottom text-muted-foreground" aria-hidden="true" />
          <span>
            Checked out to <strong>{holder.name}</strong>
            <span className="text-muted-foreground"> ({assignToTypeLabels[holder.assignedToType].toLowerCase()})</span> since{' '}
            {formatDate(holder.since)}
            {holder.expectedReturnDate ? `, due back ${formatDay(holder.expectedReturnDate)}` : ''}
          </span>
          {holder.isOverdue ? (
            <Badge variant="destructive" className="ml-2">
              Overdue
            </Badge>
          ) : null}
        </p>
      ) : (
        <p className="text-muted-foreground">Not checked out.</p>
      )}
      {holder && mayReturn ? (
        <Button size="sm" onClick={() => setDialog('in')}>
          <LogIn aria-hidden="true" />
          Check In
        </Button>
      ) : null}
      {!holder && can('assignments.checkOut') ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('out')}>
          <LogOut aria-hidden="true" />
          Check Out
        </Button>
      ) : null}
      <CheckOutDialog open={dialog === 'out'} onOpenChange={(open) => setDialog(open ? 'out' : null)} equipmentId={equipment.id} />
      <ReturnAssetDialog open={dialog === 'in'} onOpenChange={(open) => setDialog(open ? 'in' : null)} equipmentId={equipment.id} />
    </section>
  );
}
