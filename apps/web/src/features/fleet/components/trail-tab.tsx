import { useState } from 'react';
import type { FleetPosition } from '@gears/domain';
import { fleetThresholds } from '@gears/domain/fleet/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatRelativeAge } from '../../../lib/format.ts';
import { useTrack, type TrackRange } from '../api/positions-api.ts';
import { movementLabels } from './gps-status.tsx';
import { MapPanel } from './map-panel.tsx';

const rangeLabels: Record<TrackRange, string> = { '24h': 'Last 24 hours', '30d': 'Last 30 days' };

/** The machine on the map with its trail (spec 02 §7: 24 hours or 30 days, the newest 100 points) and its last fix. */
export function TrailTab({ position }: { position: FleetPosition }) {
  const [range, setRange] = useState<TrackRange>('24h');
  const track = useTrack(position.equipmentId, range);
  const points = track.data?.points ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Trail period" className="inline-flex gap-1">
          {(['24h', '30d'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={range === value ? 'secondary' : 'outline'}
              aria-pressed={range === value}
              onClick={() => setRange(value)}
            >
              {rangeLabels[value]}
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground" role="status">
          {track.isPending
            ? 'Loading the trail…'
            : points.length === 0
              ? `No positions in the ${rangeLabels[range].toLowerCase()}.`
              : `${points.length} position${points.length === 1 ? '' : 's'}${points.length >= fleetThresholds.trailPoints ? ' (the newest 100)' : ''}`}
        </p>
      </div>
      <MapPanel
        positions={[position]}
        trail={points}
        selectedId={position.equipmentId}
        fitKey={`${position.equipmentId}:${range}:${track.isPending ? 'wait' : points.length > 0 ? 'trail' : 'point'}`}
        heightClass="h-56 sm:h-72"
        label={`Map of ${position.equipmentName}`}
      />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact
          label="Last fix"
          value={position.fixedAt ? `${formatRelativeAge(position.fixedAt)} (${formatDateTime(position.fixedAt)})` : 'None yet'}
        />
        <Fact
          label="Movement"
          value={`${movementLabels[position.movementStatus]}${position.speedKmh !== null ? ` · ${Math.round(position.speedKmh)} km/h` : ''}`}
        />
        <Fact label="Battery" value={position.batteryLevel !== null ? `${Math.round(position.batteryLevel)} %` : 'Not reported'} />
        <Fact
          label="Coordinates"
          value={
            position.latitude !== null && position.longitude !== null
              ? `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`
              : '—'
          }
        />
      </dl>
      {position.maintenanceDue ? <p className="text-sm font-medium text-accent-text">A maintenance task of this machine is due.</p> : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
