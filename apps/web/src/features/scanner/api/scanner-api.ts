import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Equipment, RecordScanResult, ScanAnalytics, ScanHistoryPage, ScanSource } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';

export const scanKeys = {
  all: ['scans'] as const,
  history: ['scans', 'history'] as const,
  analytics: ['scans', 'analytics'] as const,
};

/** spec 02 §5 lookup in the caller's company: by QR id, then by equipment id. */
export function resolveEquipment(code: string): Promise<Equipment> {
  return api.get<Equipment>(`/api/equipment/qr/resolve/${encodeURIComponent(code)}`);
}

export type ScanRecord =
  | { equipmentId: string; source: Exclude<ScanSource, 'offline'>; location?: string }
  | { code: string; source: 'offline'; clientScanId: string; scannedAt: string };

/** Logs a scan; the server keeps one per user and equipment per 30 s and one per offline clientScanId. */
export function recordScan(input: ScanRecord): Promise<RecordScanResult> {
  return api.post<RecordScanResult>('/api/equipment/scans', input);
}

export function useScanHistory() {
  return useInfiniteQuery({
    queryKey: scanKeys.history,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<ScanHistoryPage>(`/api/equipment/scans?limit=50${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, signal),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useScanAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: scanKeys.analytics,
    queryFn: ({ signal }) => api.get<ScanAnalytics>('/api/equipment/scans/analytics', signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useDeleteScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/equipment/scans/${id}`),
    onSuccess: () => {
      toast.success('Scan deleted');
      void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    },
    onError: (error) => toast.error('Failed to delete scan', { description: errorMessage(error, 'Please try again.') }),
  });
}

export function useClearScans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: number }>('/api/equipment/scans'),
    onSuccess: ({ deleted }) => {
      toast.success('Scan history cleared', { description: `${deleted} scan${deleted === 1 ? '' : 's'} deleted.` });
      void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    },
    onError: (error) => toast.error('Failed to clear scan history', { description: errorMessage(error, 'Please try again.') }),
  });
}
