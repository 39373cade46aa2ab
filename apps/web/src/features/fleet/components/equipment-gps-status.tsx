import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { FleetPositions } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { formatRelativeAge } from '../../../lib/format.ts';
import { GpsStatusBadge } from './gps-status.tsx';

/** One machine's GPS status and last fix on its details (issue 16 item 4), linked to it on the fleet map. */
export function EquipmentGpsStatus({ equipmentId }: { equipmentId: string }) {
  // Under ['fleet', 'positions']: a new fix ('fleet_position' event) refreshes it.
  const position = useQuery({
    queryKey: ['fleet', 'positions', 'equipment', equipmentId],
    queryFn: ({ signal }) => api.get<FleetPositions>(`/api/fleet/positions?equipmentId=${equipmentId}`, signal),
    select: (data) => data.items[0] ?? null,
  });
  if (position.isPending) return <span className="text-muted-foreground">…</span>;
  if (position.isError || !position.data) return <span className="text-muted-foreground">—</span>;
  const p = position.data;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <GpsStatusBadge status={p.gpsStatus} />
      {p.fixedAt ? <span className="text-xs text-muted-foreground">{formatRelativeAge(p.fixedAt)}</span> : null}
      {p.gpsStatus !== 'no_tracker' ? (
        <Link
          className="text-xs font-medium text-accent-text underline-offset-2 hover:underline"
          to={`/dashboard/fleet-tracking?id=${equipmentId}`}
        >
          On the map
        </Link>
      ) : null}
    </span>
  );
}
