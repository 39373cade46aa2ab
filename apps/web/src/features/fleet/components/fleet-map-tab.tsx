import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { GpsStatus } from '@gears/domain/fleet/status.rules';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useFleetPositions } from '../api/positions-api.ts';
import { MapPanel } from './map-panel.tsx';
import { StatusStrip } from './status-strip.tsx';

/** The equipment page's Map tab (spec 02 §2, beta): the same live map as Fleet Tracking; a marker opens the machine. */
export function FleetMapTab({ onOpenEquipment }: { onOpenEquipment: (equipmentId: string) => void }) {
  const positions = useFleetPositions();
  const [status, setStatus] = useState<GpsStatus | ''>('');
  const shown = useMemo(() => (positions.data?.items ?? []).filter((p) => !status || p.gpsStatus === status), [positions.data, status]);
  if (positions.isPending) return <SkeletonRows rows={4} label="Loading the map" />;
  if (positions.isError) return <ErrorState message="The fleet positions could not be loaded." onRetry={() => void positions.refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-3">
      <StatusStrip counts={positions.data.counts} selected={status} onSelect={setStatus} />
      <MapPanel positions={shown} fitKey={`equipment-map|${status}`} onSelect={onOpenEquipment} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/dashboard/fleet-tracking">
          Open Fleet Tracking
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
