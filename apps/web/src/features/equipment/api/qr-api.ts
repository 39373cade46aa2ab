import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Equipment, LabelLayout, QrCodeResult, QrSummary } from '@gears/domain';
import { api, ApiError, apiDownload, errorMessage } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { equipmentKeys } from './equipment-api.ts';

/** The PNG as a download (the server names it {name}_QR_Complete.png). */
export function qrDownloadUrl(id: string): string {
  return `/api/equipment/${id}/qr.png?download=true`;
}

/**
 * The QR image for display, fetched as a blob and keyed by the QR id: after a regenerate the
 * key changes, so the old picture can never be shown from the browser's image cache.
 */
export function useQrImage(id: string, qrCodeId: string | null) {
  return useQuery({
    queryKey: [...equipmentKeys.detail(id), 'qr-png', qrCodeId],
    queryFn: async ({ signal }) => (await apiDownload(`/api/equipment/${id}/qr.png`, { signal })).blob,
    enabled: Boolean(qrCodeId),
    staleTime: Infinity,
  });
}

export function useQrSummary() {
  return useQuery({ queryKey: equipmentKeys.qrSummary, queryFn: ({ signal }) => api.get<QrSummary>('/api/equipment/qr/summary', signal) });
}

/** spec 02 §4: generating assigns a new QR id (a regenerate retires the old labels). */
export function useGenerateQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<QrCodeResult>(`/api/equipment/${id}/qr`),
    onSuccess: (result) => {
      queryClient.setQueryData(equipmentKeys.detail(result.equipment.id), result.equipment);
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.lists });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.stats });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.qrSummary });
      toast.success('QR code generated successfully!', { description: result.qrCodeId });
    },
    onError: (error) => toast.error('Failed to generate QR code', { description: errorMessage(error, 'Please try again.') }),
  });
}

export const labelLayoutOptions: { value: LabelLayout; label: string; detail: string }[] = [
  { value: 'avery-5160', label: 'Avery 5160', detail: 'US Letter, 30 labels (3 × 10), 2⅝″ × 1″' },
  { value: 'avery-l7160', label: 'Avery L7160', detail: 'A4, 21 labels (3 × 7), 63.5 × 38.1 mm' },
  { value: 'single', label: 'Single large label', detail: 'One label per page' },
];

export type LabelSheetOutcome = { printed: number; skipped: number };

/** Label sheets as a PDF for real label stock; equipment without a QR id is skipped by the server. */
export function useDownloadLabels() {
  return useMutation({
    mutationFn: async ({ ids, layout }: { ids: string[]; layout: LabelLayout }): Promise<LabelSheetOutcome> => {
      const file = await apiDownload('/api/equipment/labels.pdf', { method: 'POST', body: { ids, layout } });
      saveBlob(file.blob, file.fileName ?? `qr-labels-${layout}.pdf`);
      return {
        printed: Number(file.headers.get('X-Labels-Printed') ?? ids.length),
        skipped: Number(file.headers.get('X-Labels-Skipped') ?? 0),
      };
    },
    onSuccess: ({ printed, skipped }) =>
      toast.success('Label sheet downloaded', {
        description: `${printed} label${printed === 1 ? '' : 's'}${skipped ? `; ${skipped} without a QR code left out` : ''}.`,
      }),
    onError: (error) => toast.error('Download Failed', { description: errorMessage(error, 'Failed to download QR code') }),
  });
}

/** /equipment/{code}: the code printed on a label, resolved within the caller's company (another company's reads as not found). */
export function useResolveQrCode(code: string) {
  return useQuery({
    queryKey: ['equipment', 'resolve', code],
    queryFn: ({ signal }) => api.get<Equipment>(`/api/equipment/qr/resolve/${encodeURIComponent(code)}`, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && shouldRetryQuery(count, error),
    staleTime: 0,
  });
}

/** A label scanned with the phone's own camera app is a scan too (the server ignores repeats within 30 s). */
export function logLabelScan(equipmentId: string): Promise<unknown> {
  return api.post('/api/equipment/scans', { equipmentId, source: 'camera' }).catch(() => undefined);
}
