import { LogIn } from 'lucide-react';
import type { AssetAssignment } from '@gears/domain/assignments/assignment.schema';
import { assignToTypeLabels, mayCheckIn } from '@gears/domain/assignments/assignment.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';

const statusBadge = {
  active: <Badge variant="info">Active</Badge>,
  overdue: <Badge variant="destructive">Overdue</Badge>,
  returned: <Badge variant="secondary">Returned</Badge>,
};

type AssignmentListProps = {
  items: AssetAssignment[];
  me: string;
  mayManage: boolean;
  onReturn: (assignment: AssetAssignment) => void;
  onOpenEquipment: (equipmentId: string) => void;
};

/** The Assignments tab's list: one card per check-out, newest first, overdue flagged; Return for the holder and supervisors up. */
export function AssignmentList({ items, me, mayManage, onReturn, onOpenEquipment }: AssignmentListProps) {
  return (
    <ul className="grid gap-2" aria-label="Assignments">
      {items.map((a) => (
        <li
          key={a.id}
          className={`grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center ${a.isOverdue ? 'border-destructive/50' : ''}`}
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="truncate text-left font-medium hover:underline"
                onClick={() => onOpenEquipment(a.equipment.id)}
              >
                {a.equipment.name}
              </button>
              {statusBadge[a.status]}
            </div>
            <p className="text-muted-foreground">
              {assignToTypeLabels[a.assignedToType]}: <span className="text-foreground">{a.assignedToName}</span>
              {' · '}out {formatDate(a.assignedAt)}
              {a.assignedBy && a.assignedBy.id !== a.assignedUserId ? ` by ${a.assignedBy.name}` : ''}
              {a.expectedReturnDate ? ` · due ${formatDay(a.expectedReturnDate)}` : ' · no return date'}
            </p>
            {a.notes ? <p className="truncate text-xs text-muted-foreground">{a.notes}</p> : null}
            {a.status === 'returned' ? (
              <p className="text-xs text-muted-foreground">
                Returned {a.returnedAt ? formatDate(a.returnedAt) : ''}
                {a.returnedBy ? ` by ${a.returnedBy.name}` : ''}
                {a.returnNotes ? ` — ${a.returnNotes}` : ''}
              </p>
            ) : null}
          </div>
          {a.status !== 'returned' && mayCheckIn({ holderUserId: a.assignedUserId }, me, mayManage) ? (
            <Button size="sm" variant="outline" onClick={() => onReturn(a)} aria-label={`Return ${a.equipment.name}`}>
              <LogIn aria-hidden="true" />
              Return
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
