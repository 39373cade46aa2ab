import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateOperationalCostInput, CreateSensorReadingInput, OperationalCost, SensorReading } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { fleetKeys } from './fleet-keys.ts';

/** spec 02 §7: the machine's operational costs of the last 90 days, with their total (exact to the cent). */
export function useOperationalCosts(equipmentId: string | null) {
  return useQuery({
    queryKey: fleetKeys.costs(equipmentId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ items: OperationalCost[]; total: string }>(`/api/equipment/${equipmentId}/operational-costs`, signal),
    enabled: Boolean(equipmentId),
  });
}

/** spec 02 §7: the machine's sensor readings of the last 30 days. */
export function useSensorReadings(equipmentId: string | null) {
  return useQuery({
    queryKey: fleetKeys.sensors(equipmentId ?? ''),
    queryFn: ({ signal }) => api.get<{ items: SensorReading[] }>(`/api/equipment/${equipmentId}/sensor-readings`, signal),
    enabled: Boolean(equipmentId),
  });
}

export function useRecordCost(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOperationalCostInput) => api.post<OperationalCost>(`/api/equipment/${equipmentId}/operational-costs`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fleetKeys.costs(equipmentId) });
      toast.success('Cost recorded');
    },
  });
}

export function useRecordSensorReading(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSensorReadingInput) => api.post<SensorReading>(`/api/equipment/${equipmentId}/sensor-readings`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fleetKeys.sensors(equipmentId) });
      // A warning or critical reading raises an alert.
      void queryClient.invalidateQueries({ queryKey: ['fleet', 'alerts'] });
      toast.success('Reading recorded');
    },
  });
}
