import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Reservation } from '@gears/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { useReservationRange } from '../../api/reservations-api.ts';
import { addDays, sameDay, startOfDay, step, touchesDay, visibleDays, type CalendarMode } from './calendar-grid.ts';
import { ReservationCard } from './reservation-card.tsx';
import { timeOf } from './reservation-format.ts';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const chipTone: Record<Reservation['state'], string> = {
  pending: 'border-l-primary bg-primary/10',
  confirmed: 'border-l-info bg-info/10',
  active: 'border-l-success bg-success/10',
  completed: 'border-l-muted-foreground bg-muted',
  expired: 'border-l-muted-foreground bg-muted',
  cancelled: 'border-l-destructive bg-destructive/10',
};

/** Month and week views of the bookings (Professional and up, spec 01 §6 'calendar view'). A day opens its list below. */
export function ReservationCalendar() {
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [picked, setPicked] = useState<Date>(() => startOfDay(new Date()));
  const days = useMemo(() => visibleDays(mode, anchor), [mode, anchor]);
  const from = days[0]!.toISOString();
  const to = addDays(days[days.length - 1]!, 1).toISOString();
  const range = useReservationRange(from, to);
  const bookings = useMemo(
    () =>
      (range.data?.items ?? [])
        .filter((r) => r.status !== 'cancelled')
        .map((r) => ({ r, start: new Date(r.startAt), end: new Date(r.endAt) }))
        .sort((a, b) => a.start.getTime() - b.start.getTime()),
    [range.data],
  );
  const on = (day: Date) => bookings.filter((b) => touchesDay(b.start, b.end, day));
  const title =
    mode === 'month'
      ? anchor.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
      : `${days[0]!.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} – ${days[6]!.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const today = startOfDay(new Date());

  return (
    <div className="grid gap-3" data-testid="reservation-calendar">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button size="icon" variant="outline" aria-label="Previous" onClick={() => setAnchor(step(mode, anchor, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => (setAnchor(today), setPicked(today))}>
            Today
          </Button>
          <Button size="icon" variant="outline" aria-label="Next" onClick={() => setAnchor(step(mode, anchor, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h3 className="ml-2 font-semibold" aria-live="polite">
            {title}
          </h3>
        </div>
        <div className="flex rounded-md border p-0.5" role="group" aria-label="Calendar view">
          {(['month', 'week'] as const).map((m) => (
            <Button key={m} size="sm" variant={mode === m ? 'secondary' : 'ghost'} aria-pressed={mode === m} onClick={() => setMode(m)}>
              {m === 'month' ? 'Month' : 'Week'}
            </Button>
          ))}
        </div>
      </div>
      {range.isError ? (
        <ErrorState message={errorMessage(range.error, 'Reservations could not be loaded.')} onRetry={() => void range.refetch()} />
      ) : null}
      <div className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border bg-border text-xs">
        {weekdays.map((d) => (
          <div key={d} className="bg-muted px-1 py-1 text-center font-medium text-muted-foreground">
            {d}
          </div>
        ))}
        {days.map((day) => {
          const items = on(day);
          const outside = mode === 'month' && day.getMonth() !== anchor.getMonth();
          const limit = mode === 'week' ? 8 : 3;
          return (
            <button
              key={day.toISOString()}
              type="button"
              onClick={() => setPicked(day)}
              aria-label={`${day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}: ${items.length} reservations`}
              aria-pressed={sameDay(day, picked)}
              className={cn(
                'flex flex-col items-stretch gap-0.5 bg-card p-1 text-left align-top hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring',
                mode === 'week' ? 'min-h-40' : 'min-h-14 sm:min-h-24',
                outside && 'bg-muted/40 text-muted-foreground',
                sameDay(day, picked) && 'ring-2 ring-ring ring-inset',
              )}
            >
              <span className={cn('self-end rounded-full px-1.5', sameDay(day, today) && 'bg-primary text-primary-foreground')}>
                {day.getDate()}
              </span>
              {/* Phones: a count; wider screens: the first bookings of the day. */}
              {items.length ? <span className="self-center rounded-full bg-primary/15 px-1.5 sm:hidden">{items.length}</span> : null}
              {items.slice(0, limit).map(({ r, start }) => (
                <span
                  key={r.id}
                  className={cn('hidden rounded border-l-2 px-1 sm:block', mode === 'week' ? 'break-words' : 'truncate', chipTone[r.state])}
                >
                  {start < day ? '…' : timeOf(start)} {r.equipmentName}
                </span>
              ))}
              {items.length > limit ? <span className="hidden text-muted-foreground sm:block">+{items.length - limit} more</span> : null}
            </button>
          );
        })}
      </div>
      <section className="grid gap-2" aria-label="Reservations on the chosen day">
        <h3 className="text-sm font-medium">{picked.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
        {on(picked).length === 0 ? (
          <p className="text-sm text-muted-foreground">No reservations on this day.</p>
        ) : (
          on(picked).map(({ r }) => <ReservationCard key={r.id} reservation={r} />)
        )}
      </section>
    </div>
  );
}
