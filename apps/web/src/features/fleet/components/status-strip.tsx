import type { GpsStatus } from '@gears/domain/fleet/status.rules';
import { cn } from '../../../lib/cn.ts';
import { gpsStatusColors, gpsStatusHints, gpsStatusLabels, gpsStatusOrder } from './gps-status.tsx';

type StatusStripProps = {
  counts: Partial<Record<GpsStatus, number>> | undefined;
  selected: GpsStatus | '';
  onSelect: (status: GpsStatus | '') => void;
};

/** spec 02 §2: the status count strip. Each count filters the map and the cards to that status; again clears it. */
export function StatusStrip({ counts, selected, onSelect }: StatusStripProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="GPS status counts">
      {gpsStatusOrder.map((status) => {
        const active = selected === status;
        return (
          <li key={status}>
            <button
              type="button"
              aria-pressed={active}
              title={gpsStatusHints[status]}
              onClick={() => onSelect(active ? '' : status)}
              className={cn(
                'grid h-full w-full gap-0.5 rounded-lg border bg-card px-3 py-2 text-left shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                active && 'border-primary bg-accent/40',
              )}
            >
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: gpsStatusColors[status] }} />
                <span className="truncate">{gpsStatusLabels[status]}</span>
              </span>
              <span className="text-xl font-semibold tabular-nums" data-testid={`count-${status}`}>
                {counts ? (counts[status] ?? 0).toLocaleString() : '–'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
