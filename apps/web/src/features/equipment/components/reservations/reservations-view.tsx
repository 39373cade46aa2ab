import { lazy, Suspense, useState } from 'react';
import { CalendarDays, List, Plus } from 'lucide-react';
import { reservationViews, type ReservationView } from '@gears/domain/reservations/reservation.schema';
import { reservationMessages as m } from '@gears/domain/reservations/messages';
import { FeatureGate } from '../../../../components/feature-gate.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { usePermissions } from '../../../../lib/permissions.ts';
import { useSearchParamsEditor } from '../../../../lib/use-search-params-editor.ts';
import { NewReservationDialog } from './new-reservation-dialog.tsx';
import { ReservationList } from './reservation-list.tsx';

// The calendar is Professional and up, and the heavier half of the tab: loaded only when shown (bundle budget).
const ReservationCalendar = lazy(async () => ({ default: (await import('./reservation-calendar.tsx')).ReservationCalendar }));

const groupLabels: Record<ReservationView, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  past: 'Past',
  cancelled: 'Cancelled',
  all: 'All',
};

/**
 * The Reservations tab (spec 02 §2): the list by group, a month/week calendar on Professional+ (tier table), and the
 * New Reservation dialog. URL: group=…, layout=calendar, reserve=<equipmentId> opens the dialog for that machine (the
 * scanner's Reserve action), reservation=<id> marks one booking (a notification's link).
 */
export function ReservationsView() {
  const can = usePermissions();
  const [params, updateParams] = useSearchParamsEditor();
  const requested = params.get('group') as ReservationView | null;
  const group: ReservationView = requested && reservationViews.includes(requested) ? requested : 'upcoming';
  const calendar = params.get('layout') === 'calendar';
  const reserveFor = params.get('reserve');
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = dialogOpen || reserveFor !== null;
  const set = (key: string, value: string | null) => updateParams((next) => (value === null ? next.delete(key) : next.set(key, value)));
  const openDialog = can('reservations.create') ? () => setDialogOpen(true) : null;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex rounded-md border p-0.5" role="group" aria-label="Layout">
          <Button size="sm" variant={calendar ? 'ghost' : 'secondary'} aria-pressed={!calendar} onClick={() => set('layout', null)}>
            <List aria-hidden="true" />
            List
          </Button>
          <Button size="sm" variant={calendar ? 'secondary' : 'ghost'} aria-pressed={calendar} onClick={() => set('layout', 'calendar')}>
            <CalendarDays aria-hidden="true" />
            Calendar
          </Button>
        </div>
        {openDialog ? (
          <Button onClick={openDialog}>
            <Plus aria-hidden="true" />
            New Reservation
          </Button>
        ) : null}
      </div>
      {calendar ? (
        <FeatureGate feature="reservations_calendar">
          <Suspense fallback={<SkeletonRows rows={5} label="Loading calendar" />}>
            <ReservationCalendar />
          </Suspense>
        </FeatureGate>
      ) : (
        <>
          <div className="flex gap-1 overflow-x-auto" role="group" aria-label="Show">
            {reservationViews.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={group === value ? 'secondary' : 'ghost'}
                aria-pressed={group === value}
                onClick={() => set('group', value === 'upcoming' ? null : value)}
              >
                {groupLabels[value]}
              </Button>
            ))}
          </div>
          <ReservationList group={group} highlightId={params.get('reservation')} onNew={openDialog} emptyTitle={m.noReservations} />
        </>
      )}
      <NewReservationDialog
        open={open}
        equipmentId={reserveFor}
        onOpenChange={(next) => {
          setDialogOpen(next);
          if (!next && reserveFor !== null) set('reserve', null);
        }}
      />
    </div>
  );
}
