import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BulkScheduleResult, BulkTaskType, RepairRequest, TaskPage, TaskPriority } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { equipmentKeys } from './equipment-api.ts';

/**
 * The equipment register's own view of maintenance (features must not import each other). Keys start
 * with 'maintenance' so the Service page's invalidations refresh them too.
 */
export const equipmentMaintenanceKeys = {
  all: ['maintenance'] as const,
  tasks: (equipmentId: string) => ['maintenance', 'tasks', 'equipment', equipmentId] as const,
  repairs: (equipmentId: string) => ['maintenance', 'repairs', 'equipment', equipmentId] as const,
};

export type BulkScheduleRequest = {
  equipmentIds: string[];
  taskType: BulkTaskType;
  title?: string | null;
  dueDate: string;
  priority?: TaskPriority;
};

/** spec 02 §5 bulk maintenance scheduling: one pending task per machine; per-item failures are counted, not fatal. */
export function useBulkSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkScheduleRequest) => api.post<BulkScheduleResult>('/api/maintenance/bulk', { ...input, today: localToday() }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: equipmentMaintenanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      const show = result.failed.length ? toast.warning : toast.success;
      show(result.message, { description: scheduleSummary(result) });
    },
    onError: (error) => toast.error('Bulk scheduling failed', { description: errorMessage(error, 'Please try again.') }),
  });
}

export function scheduleSummary(result: Pick<BulkScheduleResult, 'succeeded' | 'failed'>): string {
  const parts = [`${result.succeeded} succeeded`];
  if (result.failed.length) parts.push(`${result.failed.length} failed`);
  return parts.join(', ');
}

/** One machine's tasks for the detail dialog's Maintenance tab (server order: overdue first). */
export function useEquipmentTasks(equipmentId: string) {
  return useQuery({
    queryKey: equipmentMaintenanceKeys.tasks(equipmentId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ equipmentId, today: localToday(), limit: '50' });
      return api.get<TaskPage>(`/api/maintenance/tasks?${params}`, signal);
    },
    staleTime: 15_000,
  });
}

export function useEquipmentRepairCount(equipmentId: string) {
  return useQuery({
    queryKey: equipmentMaintenanceKeys.repairs(equipmentId),
    queryFn: ({ signal }) =>
      api.get<{ repairs: RepairRequest[] }>(`/api/maintenance/repairs?equipmentId=${encodeURIComponent(equipmentId)}&limit=500`, signal),
    select: (data) => data.repairs.length,
    staleTime: 15_000,
  });
}
