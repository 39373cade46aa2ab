import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Equipment, FleetValueSummaryView, UpdateConditionInput, UpdateFinancialsInput } from '@gears/domain';
import { lifecycleMessages } from '@gears/domain/equipment/lifecycle.schema';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { equipmentKeys } from './equipment-api.ts';

export const lifecycleKeys = { summary: ['equipment', 'lifecycle-summary'] as const };

/** The Lifecycle tab's fleet value strip (GET /api/equipment/lifecycle/summary). */
export function useFleetValue() {
  return useQuery({
    queryKey: lifecycleKeys.summary,
    queryFn: ({ signal }) => api.get<FleetValueSummaryView>('/api/equipment/lifecycle/summary', signal),
  });
}

/** One of the two dialogs' saves: 'Asset Updated' on success, 'Update Failed' with the server's reason otherwise (spec 02 §8). */
function useLifecycleMutation<T>(path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => api.patch<Equipment>(path(id), input),
    onSuccess: (updated) => {
      queryClient.setQueryData(equipmentKeys.detail(updated.id), updated);
      // The cards (the register's list), the value strip and the stats all move with it.
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      toast.success(lifecycleMessages.updated, { description: `${updated.name} is saved.` });
    },
    onError: (error) => {
      toast.error(lifecycleMessages.updateFailed, { description: errorMessage(error, 'Please try again.') });
    },
  });
}

export const useUpdateCondition = () => useLifecycleMutation<UpdateConditionInput>((id) => `/api/equipment/${id}/condition`);
export const useUpdateFinancials = () => useLifecycleMutation<UpdateFinancialsInput>((id) => `/api/equipment/${id}/financials`);
