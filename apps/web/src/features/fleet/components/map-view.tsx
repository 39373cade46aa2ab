import { useMemo, useState } from 'react';
import { Bell } from 'lucide-react';
import type { FleetPositions } from '@gears/domain';
import type { GpsStatus } from '@gears/domain/fleet/status.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { FleetCards } from './fleet-cards.tsx';
import { FleetFilters } from './fleet-filters.tsx';
import { MapPanel } from './map-panel.tsx';
import { StatusStrip } from './status-strip.tsx';

type MapViewProps = {
  data: FleetPositions;
  openAlerts: number;
  onOpen: (equipmentId: string) => void;
  onShowAlerts: () => void;
  onSetup: (() => void) | null;
  companyNames?: ReadonlyMap<string, string>;
};

/** spec 02 §2: status count strip, equipment and GPS status filters, the map and the equipment cards. */
export function MapView({ data, openAlerts, onOpen, onShowAlerts, onSetup, companyNames }: MapViewProps) {
  const [status, setStatus] = useState<GpsStatus | ''>('');
  const [equipmentId, setEquipmentId] = useState('');
  const shown = useMemo(
    () => data.items.filter((p) => (!status || p.gpsStatus === status) && (!equipmentId || p.equipmentId === equipmentId)),
    [data.items, status, equipmentId],
  );
  const tracked = data.items.length - (data.counts.no_tracker ?? 0);

  return (
    <div className="grid grid-cols-1 gap-4">
      {openAlerts > 0 ? (
        <Alert variant="warning" className="items-center">
          <Bell aria-hidden="true" />
          <p className="flex-1">
            {openAlerts === 1 ? '1 open alert' : `${openAlerts.toLocaleString()} open alerts`} need{openAlerts === 1 ? 's' : ''} a look.
          </p>
          <Button size="sm" variant="outline" onClick={onShowAlerts}>
            View alerts
          </Button>
        </Alert>
      ) : null}
      <StatusStrip counts={data.counts} selected={status} onSelect={setStatus} />
      {tracked === 0 ? (
        <EmptyState
          title="No machine has a tracker yet"
          description="Add a tracker source (a Traccar Client phone, a Traccar server, a JSON push or a telematics account), then assign its devices to machines."
          action={onSetup ? <Button onClick={onSetup}>GPS Tracker Setup</Button> : undefined}
        />
      ) : null}
      <FleetFilters machines={data.items} equipmentId={equipmentId} onEquipment={setEquipmentId} status={status} onStatus={setStatus} />
      <MapPanel positions={shown} selectedId={equipmentId || null} fitKey={`${status}|${equipmentId}`} onSelect={onOpen} />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No machine matches these filters.</p>
      ) : (
        <FleetCards items={shown} onOpen={onOpen} showCompany={companyNames} />
      )}
    </div>
  );
}
