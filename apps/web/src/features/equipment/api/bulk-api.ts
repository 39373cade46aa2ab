import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BulkResult, EquipmentStatus, ImportMapping, ImportProgress, ImportResult, ImportStreamLine } from '@gears/domain';
import { api, ApiError, apiDownload, apiUpload, apiUploadLines, errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { equipmentKeys, filterParams, type EquipmentFilters } from './equipment-api.ts';

/** spec 02 §8: runs continue after per-item failures and report success and failed counts. */
export function bulkSummary(result: BulkResult): string {
  const parts =
    result.deleted !== undefined
      ? [`${result.deleted} deleted`, `${result.archived ?? 0} archived (records depend on them)`]
      : [`${result.succeeded} succeeded`];
  if (result.failed.length) parts.push(`${result.failed.length} failed`);
  return parts.join(', ');
}

function useBulk<TInput>(path: string, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.post<BulkResult>(`/api/equipment/bulk/${path}`, input),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      const show = result.failed.length ? toast.warning : toast.success;
      show(title, { description: bulkSummary(result) });
    },
    onError: (error) => toast.error(`${title.replace(' Complete', '')} failed`, { description: errorMessage(error, 'Please try again.') }),
  });
}

export const useBulkStatus = () => useBulk<{ ids: string[]; status: EquipmentStatus }>('status', 'Bulk Status Update Complete');
export const useBulkLocation = () => useBulk<{ ids: string[]; location: string }>('location', 'Bulk Assignment Complete');
export const useBulkJobSite = () => useBulk<{ ids: string[]; jobSiteId: string }>('job-site', 'Bulk Assignment Complete');
export const useBulkTeamMember = () => useBulk<{ ids: string[]; userId: string }>('team-member', 'Bulk Assignment Complete');
export const useBulkDelete = () => useBulk<{ ids: string[] }>('delete', 'Bulk Delete Complete');

export type ExportFormat = 'csv' | 'xlsx';

/** The export of the current filter, as CSV or an Excel workbook; the server names the file with the date. */
export function exportUrl(filters: EquipmentFilters, format: ExportFormat = 'csv'): string {
  return `/api/equipment/export.${format}?${filterParams(filters)}`;
}

/**
 * Downloads the export with the session, so an empty result shows the server's 'No equipment to export' (spec 02 §5)
 * instead of saving a file with only a header.
 */
export function useExportEquipment() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: EquipmentFilters; format: ExportFormat }) => {
      const file = await apiDownload(exportUrl(filters, format));
      saveBlob(file.blob, file.fileName ?? `equipment-export.${format}`);
    },
    onError: (error) => toast.error(errorMessage(error, 'Export failed. Please try again.')),
  });
}

export type ImportOptions = {
  file: File;
  dryRun: boolean;
  companyId?: string;
  /** The mapping step's choices (issue 19); without them the server applies its suggestions. */
  mapping?: ImportMapping;
  /** The upload's progress, as a fraction of the file sent. */
  onProgress?: (fraction: number) => void;
  /** The rows' progress while the server writes them (issue 19 item 9: the answer is streamed as NDJSON). */
  onRows?: (progress: ImportProgress) => void;
};

const importStopped = 'The connection ended before the import finished. Check the register before importing the file again.';

/** spec 02 §5 Bulk operations: a dry run previews and reports every error, writing nothing. */
export async function importCsv({ file, dryRun, companyId, mapping, onProgress, onRows }: ImportOptions): Promise<ImportResult> {
  const params = new URLSearchParams({ dryRun: String(dryRun) });
  if (companyId) params.set('companyId', companyId);
  if (mapping) params.set('mapping', JSON.stringify(mapping));
  const body = new FormData();
  body.append('file', file);
  const url = `/api/equipment/import?${params}`;
  if (!onRows) return apiUpload<ImportResult>(url, body, onProgress);
  let result: ImportResult | null = null;
  let stopped: string | null = null;
  await apiUploadLines(
    url,
    body,
    (value) => {
      const line = value as ImportStreamLine;
      if (line.type === 'progress') onRows({ done: line.done, total: line.total });
      else if (line.type === 'error') stopped = line.message;
      else if (line.type === 'result') {
        const { type: _, ...rest } = line;
        result = rest;
      }
    },
    onProgress,
  );
  if (stopped !== null) throw new ApiError(200, 'INTERNAL', stopped);
  if (!result) throw new ApiError(0, 'NETWORK', importStopped);
  return result;
}
