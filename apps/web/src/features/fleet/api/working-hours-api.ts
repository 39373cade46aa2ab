import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { WorkingHoursInput, WorkingHoursView } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { companyQuery, fleetKeys } from './fleet-keys.ts';

/** The company's working hours: leaving a site's geofence outside them raises an after-hours exit alert. */
export function useWorkingHours(companyId: string) {
  return useQuery({
    queryKey: fleetKeys.workingHours(companyId),
    queryFn: ({ signal }) => api.get<WorkingHoursView>(`/api/fleet/working-hours${companyQuery(companyId)}`, signal),
  });
}

export function useSaveWorkingHours(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingHoursInput) => api.put<WorkingHoursView>(`/api/fleet/working-hours${companyQuery(companyId)}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(fleetKeys.workingHours(companyId), saved);
      toast.success('Working hours saved');
    },
  });
}
