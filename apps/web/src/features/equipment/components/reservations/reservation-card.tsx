import { CalendarClock, Check, Pencil, User, X } from 'lucide-react';
import type { Reservation } from '@gears/domain';
import { reservationStateLabels } from '@gears/domain/reservations/reservation.rules';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { usePermissions } from '../../../../lib/permissions.ts';
import { useSession } from '../../../../lib/session.ts';
import { useDecideReservation } from '../../api/reservations-api.ts';
import { stateVariant, windowLabel } from './reservation-format.ts';

/** One booking: machine, window, state, whom it is for; confirm and cancel for those who may (ADR 0008). */
type Props = { reservation: Reservation; highlighted?: boolean; onEdit?: (r: Reservation) => void };

export function ReservationCard({ reservation: r, highlighted, onEdit }: Props) {
  const can = usePermissions();
  const { user } = useSession();
  const decide = useDecideReservation();
  const open = r.status !== 'cancelled' && r.state !== 'completed' && r.state !== 'expired';
  const mayChange = r.reservedBy === user?.id || can('reservations.decide');
  const busy = decide.isPending;
  return (
    <Card
      className={`grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center ${highlighted ? 'ring-2 ring-ring' : ''}`}
      data-testid="reservation-card"
      aria-label={`Reservation of ${r.equipmentName}`}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{r.equipmentName}</span>
          <Badge variant={stateVariant[r.state]}>{reservationStateLabels[r.state]}</Badge>
          {r.state === 'active' && r.status === 'pending' ? <Badge variant="outline">Not confirmed</Badge> : null}
        </div>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {windowLabel(r.startAt, r.endAt)}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <User className="size-3.5" aria-hidden="true" />
          {r.reservedForName ? `For ${r.reservedForName}${r.reservedForContact ? ` (${r.reservedForContact})` : ''} · ` : ''}
          Booked by {r.reservedByName ?? 'a former user'}
          {r.confirmedByName ? ` · confirmed by ${r.confirmedByName}` : ''}
          {r.cancelledByName ? ` · cancelled by ${r.cancelledByName}` : ''}
        </p>
        {r.purpose ? <p className="text-sm text-muted-foreground">{r.purpose}</p> : null}
      </div>
      {open ? (
        <div className="flex gap-2 sm:justify-end">
          {r.status === 'pending' && can('reservations.decide') ? (
            <Button
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={busy}
              onClick={() => decide.mutate({ id: r.id, action: 'confirm' })}
            >
              <Check aria-hidden="true" />
              Confirm
            </Button>
          ) : null}
          {mayChange && onEdit ? (
            <Button size="sm" variant="outline" className="flex-1 sm:flex-none" disabled={busy} onClick={() => onEdit(r)}>
              <Pencil aria-hidden="true" />
              Change
            </Button>
          ) : null}
          {mayChange ? (
            <Button
              size="sm"
              variant="outline"
              className="flex-1 sm:flex-none"
              disabled={busy}
              onClick={() => decide.mutate({ id: r.id, action: 'cancel' })}
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
