import type { QuoteStatusEvent } from '@gears/domain';
import { formatDateTime } from '../../../lib/format.ts';

/** The request's status history, oldest first (quote_status_events; admin view). */
export function StatusHistory({ events }: { events: QuoteStatusEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  return (
    <ol aria-label="Status history" className="grid gap-2 border-l pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden="true" />
          <span className="font-medium">{event.label}</span>
          <span className="text-muted-foreground">
            {' '}
            · {formatDateTime(event.createdAt)}
            {event.actor ? ` · ${event.actor.name}` : ' · System'}
          </span>
          {event.note ? <p className="text-muted-foreground">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
