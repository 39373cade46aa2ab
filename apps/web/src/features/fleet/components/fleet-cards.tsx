import { useState } from 'react';
import { BatteryLow, BatteryMedium, Clock, MapPin, Wrench } from 'lucide-react';
import type { FleetPosition } from '@gears/domain';
import { fleetThresholds } from '@gears/domain/fleet/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { formatRelativeAge } from '../../../lib/format.ts';
import { GpsStatusBadge, MovementText } from './gps-status.tsx';

/** spec 02 §9: the fleet page shows 50 per table; the rest on request. */
const pageSize = 50;

type FleetCardsProps = {
  items: readonly FleetPosition[];
  onOpen: (equipmentId: string) => void;
  showCompany?: ReadonlyMap<string, string>;
};

/** spec 02 §2 equipment cards: name, GPS status, movement, age of the last fix, battery and job site. */
export function FleetCards({ items, onOpen, showCompany }: FleetCardsProps) {
  const [shown, setShown] = useState(pageSize);
  return (
    <div className="grid gap-3">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tracked equipment">
        {items.slice(0, shown).map((item) => (
          <li key={item.equipmentId}>
            <button
              type="button"
              onClick={() => onOpen(item.equipmentId)}
              className="grid h-full w-full grid-cols-[minmax(0,1fr)] gap-1.5 rounded-lg border bg-card p-3 text-left shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="truncate font-medium">{item.equipmentName}</span>
                <GpsStatusBadge status={item.gpsStatus} className="shrink-0" />
              </span>
              {showCompany ? (
                <span className="truncate text-xs font-medium">{showCompany.get(item.companyId) ?? 'Other company'}</span>
              ) : null}
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                {item.gpsStatus === 'no_tracker' ? (
                  <span>No tracker assigned</span>
                ) : !item.fixedAt ? (
                  <span>Tracker {item.deviceId ?? ''} assigned · no position yet</span>
                ) : (
                  <>
                    <MovementText status={item.movementStatus} speedKmh={item.speedKmh} className="font-medium text-foreground" />
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden="true" />
                      Last fix {formatRelativeAge(item.fixedAt)}
                    </span>
                    {item.batteryLevel !== null ? <Battery level={item.batteryLevel} /> : null}
                  </>
                )}
              </span>
              <span className="flex min-w-0 items-center justify-between gap-2 text-xs">
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{item.jobSiteName ?? 'No job site'}</span>
                </span>
                {item.maintenanceDue ? (
                  <span className="inline-flex shrink-0 items-center gap-1 font-medium text-accent-text">
                    <Wrench className="size-3.5" aria-hidden="true" />
                    Service due
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > shown ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + pageSize)}>
          Show {Math.min(pageSize, items.length - shown)} more of {(items.length - shown).toLocaleString()}
        </Button>
      ) : null}
    </div>
  );
}

function Battery({ level }: { level: number }) {
  const low = level < fleetThresholds.lowBatteryPercent;
  const Icon = low ? BatteryLow : BatteryMedium;
  return (
    <span className={low ? 'inline-flex items-center gap-1 font-medium text-destructive' : 'inline-flex items-center gap-1'}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Battery </span>
      {Math.round(level)} %
    </span>
  );
}
