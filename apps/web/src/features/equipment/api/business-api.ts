import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EquipmentBusiness, LinkCandidate, LinkDocType } from '@gears/domain';
import { linkMessages } from '@gears/domain/equipment/links.rules';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { performanceKeys } from './performance-api.ts';

export const businessKeys = {
  business: (id: string) => ['equipment', id, 'business'] as const,
  candidates: (id: string, type: LinkDocType, q: string) => ['equipment', id, 'business', 'candidates', type, q] as const,
};

/** GET /api/equipment/:id/business — the Business tab's lists of 5 and revenue summary (spec 02 §2, §9). */
export function useEquipmentBusiness(id: string) {
  return useQuery({
    queryKey: businessKeys.business(id),
    queryFn: ({ signal }) => api.get<EquipmentBusiness>(`/api/equipment/${id}/business`, signal),
  });
}

/** The picker's documents of the company not yet on the machine. */
export function useLinkCandidates(id: string, type: LinkDocType, q: string, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.candidates(id, type, q),
    queryFn: ({ signal }) =>
      api.get<{ items: LinkCandidate[] }>(
        `/api/equipment/${id}/business/candidates?${new URLSearchParams({ type, ...(q ? { q } : {}) })}`,
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: businessKeys.business(id) });
    void queryClient.invalidateQueries({ queryKey: performanceKeys.insights(id) });
  };
}

/** spec 02 §8 Links: the server's success text ('Quote linked', 'Invoices linked', …); 'Link failed' with its reason. */
export function useLinkDocuments(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (input: { docType: LinkDocType; ids: string[] }) =>
      api.post<{ linked: number; message: string }>(`/api/equipment/${id}/links`, input),
    onSuccess: (result) => {
      refresh();
      toast.success(result.message);
    },
    onError: (error) => toast.error(linkMessages.linkFailed, { description: errorMessage(error, linkMessages.unableToLinkQuote) }),
  });
}

/** spec 02 §8 Links: 'Quote unlinked' / 'Invoice unlinked'; 'Unlink failed' or 'Cannot unlink history'. */
export function useUnlinkDocument(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ docType, refId }: { docType: LinkDocType; refId: string }) =>
      api.delete<{ message: string }>(`/api/equipment/${id}/links/${docType}/${refId}`),
    onSuccess: (result) => {
      refresh();
      toast.success(result.message);
    },
    onError: (error) => {
      const reason = errorMessage(error, linkMessages.unlinkFailed);
      if (reason === linkMessages.cannotUnlinkHistory) toast.error(reason);
      else toast.error(linkMessages.unlinkFailed, { description: reason });
    },
  });
}
