import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client.ts';

/** GET /api/admin/demo-data: demo rows left per table, and the users' own records that would stop a removal. */
export type DemoDataStatus = { total: number; rows: Record<string, number>; blockers: Record<string, number> };
export type DemoDataRemoval = { total: number; removed: Record<string, number>; message: string };

const demoDataKey = ['admin', 'demo-data'] as const;

export function useDemoData() {
  return useQuery({ queryKey: demoDataKey, queryFn: ({ signal }) => api.get<DemoDataStatus>('/api/admin/demo-data', signal) });
}

/** DELETE /api/admin/demo-data: every demo record goes; the demo logins and everyone's own records stay (ADR 0016). */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DemoDataRemoval>('/api/admin/demo-data'),
    onSuccess: (result) => {
      // Lists, counts and dashboards everywhere showed the demo records.
      void queryClient.invalidateQueries();
      toast.success('Demo data removed', { description: result.message });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: demoDataKey });
      toast.error('Demo data was not removed', { description: errorMessage(error, 'Please try again.') });
    },
  });
}
