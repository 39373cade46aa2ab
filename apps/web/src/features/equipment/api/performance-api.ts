import { useQuery } from '@tanstack/react-query';
import type { EquipmentInsights, EquipmentPerformance } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';

export const performanceKeys = {
  performance: (id: string) => ['equipment', id, 'performance'] as const,
  insights: (id: string) => ['equipment', id, 'insights'] as const,
};

/** GET /api/equipment/:id/performance — the Performance tab (spec 02 §2). */
export function useEquipmentPerformance(id: string) {
  return useQuery({
    queryKey: performanceKeys.performance(id),
    queryFn: ({ signal }) => api.get<EquipmentPerformance>(`/api/equipment/${id}/performance`, signal),
  });
}

/** GET /api/equipment/:id/insights — the Insights tab (spec 02 §9 rules, computed on the server). */
export function useEquipmentInsights(id: string) {
  return useQuery({
    queryKey: performanceKeys.insights(id),
    queryFn: ({ signal }) => api.get<EquipmentInsights>(`/api/equipment/${id}/insights`, signal),
  });
}
