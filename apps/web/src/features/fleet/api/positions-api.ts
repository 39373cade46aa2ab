import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EquipmentTrack, FleetAlert, FleetPositions, MapSettings } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { companyQuery, fleetKeys } from './fleet-keys.ts';

export type TrackRange = '24h' | '30d';

/** Every machine of the company (or companies) with its newest fix and derived statuses; the live stream refreshes it. */
export function useFleetPositions(companyId = '') {
  return useQuery({
    queryKey: fleetKeys.positions(companyId),
    queryFn: ({ signal }) => api.get<FleetPositions>(`/api/fleet/positions${companyQuery(companyId)}`, signal),
    placeholderData: keepPreviousData,
    // The ages on the cards and the derived statuses move with the clock, not only with new fixes.
    refetchInterval: 60_000,
  });
}

/** spec 02 §7: the trail of the last 24 hours or 30 days, newest first, at most 100 points. */
export function useTrack(equipmentId: string | null, range: TrackRange) {
  return useQuery({
    queryKey: fleetKeys.track(equipmentId ?? '', range),
    queryFn: ({ signal }) => api.get<EquipmentTrack>(`/api/fleet/equipment/${equipmentId}/track?range=${range}`, signal),
    enabled: Boolean(equipmentId),
    placeholderData: keepPreviousData,
  });
}

/** spec 02 §7: the unacknowledged alerts, newest first. */
export function useFleetAlerts(companyId = '') {
  return useQuery({
    queryKey: fleetKeys.alerts(companyId),
    queryFn: ({ signal }) =>
      api.get<{ items: FleetAlert[]; total: number }>(
        `/api/fleet/alerts${companyQuery(companyId, new URLSearchParams({ acknowledged: 'false', limit: '50' }))}`,
        signal,
      ),
  });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<FleetAlert>(`/api/fleet/alerts/${id}/acknowledge`),
    onSuccess: (alert) => {
      void queryClient.invalidateQueries({ queryKey: ['fleet', 'alerts'] });
      toast.success('Alert acknowledged', { description: alert.message });
    },
  });
}

export type Geofence = { id: string; name: string; latitude: number; longitude: number; radius: number };
type JobSiteRow = { id: string; siteName: string; latitude: number | null; longitude: number | null; geofenceRadius: number };

/** The job sites with coordinates: their geofence circles on the map. */
export function useGeofences() {
  return useQuery({
    queryKey: fleetKeys.geofences,
    queryFn: ({ signal }) => api.get<{ items: JobSiteRow[] }>('/api/job-sites?limit=200&status=active', signal),
    select: (page): Geofence[] =>
      page.items.flatMap((site) =>
        site.latitude !== null && site.longitude !== null
          ? [{ id: site.id, name: site.siteName, latitude: site.latitude, longitude: site.longitude, radius: site.geofenceRadius }]
          : [],
      ),
    staleTime: 60_000,
  });
}

/** MAP_TILE_URL and its attribution (the server's setting); the map falls back to the shipped outlines when it fails. */
export function useMapSettings() {
  return useQuery({
    queryKey: fleetKeys.mapSettings,
    queryFn: ({ signal }) => api.get<MapSettings>('/api/maps/settings', signal),
    staleTime: Infinity,
  });
}
