import { useState } from 'react';
import type { Reservation, ReservationView } from '@gears/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useReservations } from '../../api/reservations-api.ts';
import { EditReservationDialog } from './edit-reservation-dialog.tsx';
import { ReservationCard } from './reservation-card.tsx';

const emptyHints: Record<ReservationView, string> = {
  upcoming: 'Book a machine for a time slot so nobody else plans on it.',
  active: 'No booking is running right now.',
  past: 'Finished bookings show here.',
  cancelled: 'Cancelled bookings show here.',
  all: 'Book a machine for a time slot so nobody else plans on it.',
};

type Props = { group: ReservationView; highlightId: string | null; onNew: (() => void) | null; emptyTitle: string };

export function ReservationList({ group, highlightId, onNew, emptyTitle }: Props) {
  const list = useReservations(group);
  const [editing, setEditing] = useState<Reservation | null>(null);
  if (list.isPending) return <SkeletonRows rows={4} label="Loading reservations" />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error, 'Reservations could not be loaded.')} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        title={group === 'upcoming' || group === 'all' ? emptyTitle : `No ${group} reservations`}
        description={emptyHints[group]}
        action={onNew && (group === 'upcoming' || group === 'all') ? <Button onClick={onNew}>New Reservation</Button> : undefined}
      />
    );
  }
  return (
    <div className="grid gap-2" aria-label="Reservations">
      {list.data.items.map((r) => (
        <ReservationCard key={r.id} reservation={r} highlighted={r.id === highlightId} onEdit={setEditing} />
      ))}
      <EditReservationDialog reservation={editing} onClose={() => setEditing(null)} />
      {list.data.total > list.data.items.length ? (
        <p className="text-center text-xs text-muted-foreground">
          Showing the first {list.data.items.length} of {list.data.total}.
        </p>
      ) : null}
    </div>
  );
}
