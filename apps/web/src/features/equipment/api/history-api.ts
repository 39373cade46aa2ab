import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiDownload, errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';

export type HistoryRange = { from: string; to: string };

/** The export's URL: one machine's activity log, or the company's (issue 17 item 5). */
export function historyUrl(equipmentId: string | null, range: HistoryRange): string {
  const params = new URLSearchParams(Object.entries(range).filter(([, v]) => v !== ''));
  return equipmentId ? `/api/equipment/${equipmentId}/history.csv?${params}` : `/api/history/export.csv?${params}`;
}

/** Downloads with the session so a refusal (plan, range) shows the server's words instead of saving an error page. */
export function useExportHistory() {
  return useMutation({
    mutationFn: async ({ equipmentId, range }: { equipmentId: string | null; range: HistoryRange }) => {
      const file = await apiDownload(historyUrl(equipmentId, range));
      saveBlob(file.blob, file.fileName ?? 'history.csv');
    },
    onSuccess: () => toast.success('History exported'),
    onError: (error) => toast.error('Export failed', { description: errorMessage(error, 'Please try again.') }),
  });
}
