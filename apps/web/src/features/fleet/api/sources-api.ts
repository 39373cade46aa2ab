import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreateTrackerAssignmentInput,
  CreateTrackerSourceInput,
  TrackerAssignment,
  TrackerDevice,
  TrackerSource,
  TrackerSourceWithSecret,
} from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { companyQuery, fleetKeys } from './fleet-keys.ts';

/** Creation and rotation: the secret and the full URLs, this once (null for a source that connects through an API). */
export type SourceWithSecret = TrackerSourceWithSecret;

/** spec 02 §7: the active tracker sources, newest first. */
export function useTrackerSources(companyId = '', enabled = true) {
  return useQuery({
    queryKey: fleetKeys.sources(companyId),
    queryFn: ({ signal }) => api.get<{ items: TrackerSource[] }>(`/api/fleet/sources${companyQuery(companyId)}`, signal),
    enabled,
  });
}

/** Devices that sent fixes and are on no machine: the admin assigns them. */
export function useUnassignedDevices(companyId = '') {
  return useQuery({
    queryKey: fleetKeys.devices(companyId),
    queryFn: ({ signal }) =>
      api.get<{ items: TrackerDevice[] }>(
        `/api/fleet/devices${companyQuery(companyId, new URLSearchParams({ unassigned: 'true' }))}`,
        signal,
      ),
  });
}

/** The machine's active tracker (at most one). */
export function useEquipmentAssignments(equipmentId: string | null) {
  return useQuery({
    queryKey: fleetKeys.assignments(equipmentId ?? ''),
    queryFn: ({ signal }) => api.get<{ items: TrackerAssignment[] }>(`/api/fleet/assignments?equipmentId=${equipmentId}`, signal),
    enabled: Boolean(equipmentId),
  });
}

function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    // A tracker moves the machine's GPS status wherever the register shows it.
    void queryClient.invalidateQueries({ queryKey: ['equipment'] });
  };
}

export function useCreateSource() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (input: CreateTrackerSourceInput) => api.post<SourceWithSecret>('/api/fleet/sources', input),
    onSuccess: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (id: string) => api.post<SourceWithSecret>(`/api/fleet/sources/${id}/rotate-secret`),
    onSuccess: refresh,
  });
}

/** The connection test: the source comes back connected, or in error with the provider's message. */
export function useTestSource() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (id: string) => api.post<TrackerSource>(`/api/fleet/sources/${id}/test`),
    onSuccess: refresh,
  });
}

export function useDeactivateSource() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (source: TrackerSource) => api.delete<TrackerSource>(`/api/fleet/sources/${source.id}`),
    onSuccess: (source) => {
      refresh();
      toast.success('Tracker source deactivated', { description: `${source.name} no longer accepts positions.` });
    },
  });
}

export function useAssignTracker() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (input: CreateTrackerAssignmentInput) => api.post<TrackerAssignment>('/api/fleet/assignments', input),
    onSuccess: (assignment) => {
      refresh();
      toast.success('Tracker assigned', { description: `${assignment.deviceId} now reports for ${assignment.equipmentName}.` });
    },
  });
}

export function useRemoveAssignment() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/fleet/assignments/${id}`),
    onSuccess: () => {
      refresh();
      toast.success('Tracker removed from the machine');
    },
  });
}
