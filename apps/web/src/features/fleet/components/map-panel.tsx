import { lazy, Suspense, useMemo, useState } from 'react';
import type { FleetPosition, TrackPoint } from '@gears/domain';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useGeofences, useMapSettings } from '../api/positions-api.ts';
import type { MapMachine } from '../map/clusters.ts';
import type { BasemapState } from '../../../components/map/use-basemap.ts';
import { gpsStatusColors, gpsStatusLabels } from './gps-status.tsx';

// Leaflet, the clustering and the outlines load with the first map shown, never on the way to the dashboard.
const FleetMap = lazy(() => import('./fleet-map.tsx'));

type MapPanelProps = {
  positions: readonly FleetPosition[];
  trail?: readonly TrackPoint[];
  selectedId?: string | null;
  fitKey: string;
  onSelect?: (equipmentId: string) => void;
  /** Tailwind height classes of the map. */
  heightClass?: string;
  label?: string;
};

const basemapNotes: Partial<Record<BasemapState, string>> = {
  offline: 'Offline map: country and state outlines shipped with the portal.',
  street: 'Street map served by the portal itself (works with no internet).',
  vector: "The portal's street map file holds vector tiles, which this map cannot draw yet: showing the country and state outlines.",
  fallback: 'The map tiles could not be loaded (offline?): showing the country and state outlines shipped with the portal.',
  unavailable: 'Neither the map tiles nor the offline outlines could be loaded. The machines are listed below.',
};

/** The map with its settings, geofences, legend and a plain note on which basemap is showing. */
export function MapPanel({
  positions,
  trail,
  selectedId,
  fitKey,
  onSelect,
  heightClass = 'h-72 sm:h-[28rem]',
  label = 'Fleet map',
}: MapPanelProps) {
  const settings = useMapSettings();
  const geofences = useGeofences();
  const [basemap, setBasemap] = useState<BasemapState>('loading');
  const machines = useMemo<MapMachine[]>(
    () =>
      positions.flatMap((p) =>
        p.latitude !== null && p.longitude !== null
          ? [{ id: p.equipmentId, name: p.equipmentName, latitude: p.latitude, longitude: p.longitude, gpsStatus: p.gpsStatus }]
          : [],
      ),
    [positions],
  );
  const fences = geofences.data ?? [];
  const statuses = [...new Set(machines.map((m) => m.gpsStatus))];
  const note = basemapNotes[basemap];
  const placeholder = <Skeleton className={cn('w-full rounded-lg', heightClass)} />;

  return (
    <div className="grid gap-1.5">
      {settings.data || settings.isError ? (
        <Suspense fallback={placeholder}>
          <FleetMap
            machines={machines}
            geofences={fences}
            trail={trail}
            selectedId={selectedId}
            // No settings (the call failed): the outlines, which need no server setting.
            tileUrl={settings.data?.tileUrl ?? 'offline'}
            pmtilesUrl={settings.data?.pmtilesUrl ?? null}
            attribution={settings.data?.tileAttribution ?? ''}
            fitKey={fitKey}
            onSelect={onSelect}
            onBasemap={setBasemap}
            label={label}
            className={cn('z-0 w-full overflow-hidden rounded-lg border bg-muted', heightClass)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Map legend">
          {statuses.map((status) => (
            <li key={status} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: gpsStatusColors[status] }} />
              {gpsStatusLabels[status]}
            </li>
          ))}
          {fences.length > 0 ? (
            <li className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="size-2.5 rounded-full border border-amber-600" />
              Job-site geofence
            </li>
          ) : null}
          {trail && trail.length > 0 ? (
            <li className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="h-0.5 w-4 bg-blue-600" />
              Trail
            </li>
          ) : null}
        </ul>
        {note ? (
          <p role="status" data-testid="basemap-note">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
