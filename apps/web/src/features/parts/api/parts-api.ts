import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreatePartInput, DeletePartResult, Part, PartDependents, PartPage, UpdatePartInput } from '@gears/domain';
import { partsMessages as m } from '@gears/domain/parts/messages';
import { api, apiUpload, errorMessage } from '../../../lib/api-client.ts';

export const partsKeys = {
  all: ['parts'] as const,
  list: (search: string, lowStock: boolean, includeArchived: boolean) => ['parts', 'list', search, lowStock, includeArchived] as const,
  detail: (id: string) => ['parts', 'detail', id] as const,
  dependents: (id: string) => ['parts', 'dependents', id] as const,
  ledger: (id: string) => ['parts', 'ledger', id] as const,
  quotes: ['parts', 'quotes'] as const,
  tasks: ['parts', 'open-tasks'] as const,
};

export const photoAccept = 'image/png,image/jpeg,image/webp';

export function useParts(search: string, lowStock = false, includeArchived = false) {
  const term = search.trim();
  return useQuery({
    queryKey: partsKeys.list(term, lowStock, includeArchived),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '200' });
      if (term) params.set('search', term);
      if (lowStock) params.set('lowStock', 'true');
      if (includeArchived) params.set('includeArchived', 'true');
      return api.get<PartPage>(`/api/parts?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function usePart(id: string | null) {
  return useQuery({
    queryKey: partsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Part>(`/api/parts/${id}`, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (part?: Part) => {
    if (part) queryClient.setQueryData(partsKeys.detail(part.id), part);
    void queryClient.invalidateQueries({ queryKey: partsKeys.all });
  };
}

export function useCreatePart() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Omit<CreatePartInput, 'companyId'>) => api.post<Part>('/api/parts', input),
    onSuccess: (part) => {
      refresh(part);
      toast.success('Part added', { description: `${part.partName} · ${part.partNumber}` });
    },
  });
}

export function useUpdatePart(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: UpdatePartInput) => api.patch<Part>(`/api/parts/${id}`, patch),
    onSuccess: (part) => {
      refresh(part);
      toast.success('Part updated', { description: part.partName });
    },
  });
}

/** What DELETE will do to a part (archive or delete) and why, for the confirmation. */
export function usePartDependents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: partsKeys.dependents(id),
    queryFn: ({ signal }) => api.get<PartDependents>(`/api/parts/${id}/dependents`, signal),
    enabled,
    staleTime: 0,
  });
}

/** A part with history is archived, one without is deleted; the server's message says which. */
export function useDeletePart() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeletePartResult>(`/api/parts/${id}`),
    onSuccess: (result) => {
      refresh();
      toast.success(result.outcome === 'archived' ? m.partArchived : m.partDeleted, { description: result.message });
    },
    onError: (error) => toast.error('Delete Failed', { description: errorMessage(error, 'The part could not be deleted.') }),
  });
}

export function useRestorePart() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<{ part: Part; message: string }>(`/api/parts/${id}/restore`),
    onSuccess: ({ part, message }) => {
      refresh(part);
      toast.success(message, { description: part.partName });
    },
    onError: (error) => toast.error('Restore Failed', { description: errorMessage(error, 'The part could not be restored.') }),
  });
}

export function usePartPhoto(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<Part>(`/api/parts/${id}/photo`, body, onProgress);
    },
    onSuccess: (part) => {
      refresh(part);
      toast.success('Image Uploaded');
    },
    onError: (error) => toast.error('Upload Failed', { description: errorMessage(error, m.photoTypes) }),
  });
}
