import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ApproveRepairInput, RepairAction, RepairActionResult, RepairRequest, SubmitRepairInput } from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { api, apiUpload, errorMessage } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './tasks-api.ts';

export const repairKeys = { all: ['maintenance', 'repairs'] as const };

/** spec 02 §5 attachments: the same document types as equipment documents, 20 MB each. */
export const attachmentAccept = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
export function attachmentProblem(file: File): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!attachmentAccept.split(',').includes(ext)) return m.attachmentTypes;
  if (file.size > 20 * 1024 * 1024) return 'The file is larger than 20 MB.';
  return null;
}

export function useRepairs() {
  return useQuery({
    queryKey: repairKeys.all,
    queryFn: ({ signal }) => api.get<{ repairs: RepairRequest[] }>('/api/maintenance/repairs?limit=200', signal),
    select: (data) => data.repairs,
    staleTime: 15_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
}

/** Submit, then upload each attachment; a failed upload keeps the request and says which file did not go. */
export function useSubmitRepair() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ input, files }: { input: Omit<SubmitRepairInput, 'companyId'>; files: File[] }) => {
      const result = await api.post<RepairActionResult>('/api/maintenance/repairs', input);
      const failed: string[] = [];
      for (const file of files) {
        const body = new FormData();
        body.append('file', file);
        try {
          await apiUpload(`/api/maintenance/repairs/${result.repair.id}/attachments`, body);
        } catch {
          failed.push(file.name);
        }
      }
      return { ...result, failed };
    },
    onSuccess: ({ message, failed }) => {
      refresh();
      toast.success(message || m.repairSubmitted);
      if (failed.length > 0) toast.error('Upload Failed', { description: `Not attached: ${failed.join(', ')}` });
    },
    onError: (error) => toast.error(m.repairSubmitFailed, { description: errorMessage(error, 'Please try again.') }),
  });
}

const failures: Record<RepairAction, string> = {
  approve: m.repairApproveFailed,
  decline: m.repairDeclineFailed,
  complete: m.repairCompleteFailed,
};
const successes: Record<RepairAction, string> = { approve: m.repairApproved, decline: m.repairDeclined, complete: m.repairCompleted };

export function useRepairAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: RepairAction; body: Partial<ApproveRepairInput> }) =>
      api.post<RepairActionResult>(`/api/maintenance/repairs/${id}/${action}`, body),
    onSuccess: (result, { action }) => {
      refresh();
      toast.success(result.message || successes[action]);
    },
    onError: (error, { action }) => toast.error(failures[action], { description: errorMessage(error, 'Please try again.') }),
  });
}
