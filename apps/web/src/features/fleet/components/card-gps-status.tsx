import { useQuery } from '@tanstack/react-query';
import type { FleetPositions } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { GpsStatusBadge } from './gps-status.tsx';

/**
 * A register row's GPS status badge (issue 16 item 4). The query key holds the page's ids, so all rows of a page share
 * one request (`equipmentIds`, at most 100); it sits under ['fleet', 'positions'], so a new fix refreshes it. A machine
 * with no tracker shows nothing: the register stays quiet for the untracked part of the fleet.
 */
export function CardGpsStatus({ equipmentId, pageIds }: { equipmentId: string; pageIds: readonly string[] }) {
  const ids = pageIds.slice(0, 100).join(',');
  const position = useQuery({
    queryKey: ['fleet', 'positions', 'page', ids],
    queryFn: ({ signal }) => api.get<FleetPositions>(`/api/fleet/positions?equipmentIds=${ids}`, signal),
    select: (data) => data.items.find((p) => p.equipmentId === equipmentId) ?? null,
    staleTime: 30_000,
  });
  const status = position.data?.gpsStatus;
  if (!status || status === 'no_tracker') return null;
  return <GpsStatusBadge status={status} className="shrink-0" />;
}
