import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ManualSearchResponse, ManualSearchResult, ManualView } from '@gears/domain/manuals/manuals.schema';
import { manualMessages as m, reprocessSummary } from '@gears/domain/manuals/messages';
import { quoteMessages } from '@gears/domain/quotes/messages';
import { api, ApiError, apiUpload, errorMessage } from '../../../lib/api-client.ts';
import { equipmentKeys } from './equipment-api.ts';

/** Manuals of a machine and the manual search (issue 18 item 2; spec 02 §2 documents tab, §7, §8 messages). */
export const manualKeys = {
  list: (equipmentId: string) => ['equipment', 'manuals', equipmentId] as const,
  page: (equipmentId: string, documentId: string, page: number) => ['equipment', 'manual-page', equipmentId, documentId, page] as const,
};

/** The formats that become searchable; other documents are stored only. */
export const manualFileExtensions = ['.pdf', '.docx', '.txt'];
export const isManualFile = (name: string) => manualFileExtensions.some((ext) => name.toLowerCase().endsWith(ext));

/** While a manual is being indexed the list asks again every 1.5 s; otherwise it waits for a change. */
export function useManuals(equipmentId: string) {
  return useQuery({
    queryKey: manualKeys.list(equipmentId),
    queryFn: ({ signal }) => api.get<{ manuals: ManualView[] }>(`/api/equipment/${equipmentId}/manuals`, signal),
    select: (data) => data.manuals,
    refetchInterval: (query) => (query.state.data?.manuals.some((x) => x.status === 'pending') ? 1500 : false),
  });
}

type Watch = { ids: Set<string>; kind: 'upload' | 'reprocess' };

/**
 * Tells the person how indexing they started ended, once none of the manuals they started is pending any more: spec
 * 02 §8 'Manual Indexed', 'Indexing Failed', or 'Reprocessing Completed with Errors' with the counts and the first
 * failed file.
 */
export function useIndexingOutcome(manuals: ManualView[] | undefined) {
  const watches = useRef<Watch[]>([]);
  useEffect(() => {
    if (!manuals) return;
    watches.current = watches.current.filter((watch) => {
      const watched = manuals.filter((x) => watch.ids.has(x.id));
      if (watched.some((x) => x.status === 'pending')) return true;
      const failed = watched.filter((x) => x.status === 'error').map((x) => ({ fileName: x.fileName, error: x.error }));
      const indexed = watched.filter((x) => x.status === 'indexed');
      if (watch.kind === 'upload') {
        if (failed[0]) toast.error(m.indexingFailed, { description: `${failed[0].fileName}: ${failed[0].error ?? ''}` });
        else if (indexed[0])
          toast.success(m.manualIndexed, { description: `${indexed[0].fileName}: ${pagesLabel(indexed[0].pageCount)} searchable.` });
      } else if (failed.length > 0) {
        toast.error(m.reprocessingWithErrors, { description: reprocessSummary(indexed.length, failed) });
      } else {
        toast.success(m.manualIndexed, { description: reprocessSummary(indexed.length, []) });
      }
      return false;
    });
  }, [manuals]);
  return (ids: string[], kind: Watch['kind']) => {
    if (ids.length > 0) watches.current.push({ ids: new Set(ids), kind });
  };
}

export const pagesLabel = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

function refreshDocuments(queryClient: ReturnType<typeof useQueryClient>, equipmentId: string) {
  void queryClient.invalidateQueries({ queryKey: manualKeys.list(equipmentId) });
  void queryClient.invalidateQueries({ queryKey: equipmentKeys.documents(equipmentId) });
}

export function useUploadManual(equipmentId: string, onQueued: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<ManualView>(`/api/equipment/${equipmentId}/manuals`, body);
    },
    onSuccess: (saved) => {
      toast.success('Document Uploaded', { description: `${saved.fileName}: indexing for search…` });
      onQueued(saved.id);
      refreshDocuments(queryClient, equipmentId);
    },
    onError: (error) =>
      toast.error('Upload Failed', { description: errorMessage(error, 'There was a problem uploading your document. Please try again.') }),
  });
}

export function useReprocessManuals(equipmentId: string, onQueued: (ids: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId?: string) =>
      api.post<{ queued: number; manuals: ManualView[] }>(
        `/api/equipment/${equipmentId}/manuals/reprocess`,
        documentId ? { documentId } : {},
      ),
    onSuccess: (result, documentId) => {
      queryClient.setQueryData(manualKeys.list(equipmentId), { manuals: result.manuals });
      onQueued(result.manuals.filter((x) => x.status === 'pending' && (!documentId || x.id === documentId)).map((x) => x.id));
    },
    onError: (error, documentId) =>
      toast.error(documentId ? m.reindexingFailed : m.reprocessingFailed, {
        description: errorMessage(error, 'Reprocessing could not start. Please try again.'),
      }),
  });
}

export function searchManualsRequest(q: string, equipmentId?: string) {
  const params = new URLSearchParams({ q });
  if (equipmentId) params.set('equipmentId', equipmentId);
  return api.get<ManualSearchResponse>(`/api/manuals/search?${params.toString()}`);
}

/** spec 02 §5, §8: an empty query is refused before sending; the outcome is told in a toast. */
export function useManualSearch(equipmentId?: string) {
  return useMutation({
    mutationFn: (q: string) => searchManualsRequest(q, equipmentId),
    onSuccess: (data) => {
      if (data.results.length === 0) toast.info(m.noResults, { description: 'Try other words, or reprocess the manuals.' });
      else toast.success(m.searchComplete, { description: data.message });
    },
    onError: (error) => toast.error(m.searchFailed, { description: errorMessage(error, m.searchFailedText) }),
  });
}

/** spec 02 §7: the opened result is recorded on the search's log row; a failure here must not stop the viewer opening. */
export function recordManualSelection(searchId: string | null, resultIndex: number) {
  if (!searchId) return;
  void api.post(`/api/manuals/searches/${searchId}/selection`, { resultIndex }).catch(() => undefined);
}

/** spec 02 §8: which of the quote-request messages a failure is. */
function quoteFailureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return m.authenticationRequired;
  if (error instanceof ApiError && error.message === quoteMessages.needsCompanyContext) return m.profileError;
  if (error instanceof ApiError && error.code === 'VALIDATION') return m.submissionError;
  return m.quoteRequestFailed;
}

export function useManualQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { searchId: string | null; resultIndex: number; result: ManualSearchResult }) =>
      api.post<{ quoteId: string; title: string }>('/api/manuals/quote-requests', {
        ...(input.searchId ? { searchId: input.searchId, resultIndex: input.resultIndex } : {}),
        documentId: input.result.documentId,
        page: input.result.page,
        passage: input.result.text,
      }),
    onSuccess: (quote) => {
      toast.success(m.quoteRequestCreated, { description: `${quote.title} — ${m.quoteRequestCreatedText}` });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
    onError: (error) =>
      toast.error(quoteFailureTitle(error), {
        description: errorMessage(error, 'The quote request could not be created. Please try again.'),
      }),
  });
}

export type ManualPageText = { page: number; pageCount: number; text: string; isOcr: boolean };

/** One page's (or section's) text as indexed: the viewer of Word and text manuals, and a scanned PDF page's OCR text. */
export const manualPageQuery = (equipmentId: string, documentId: string, page: number) => ({
  queryKey: manualKeys.page(equipmentId, documentId, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ManualPageText>(`/api/equipment/${equipmentId}/manuals/${documentId}/pages/${page}`, signal),
});

export function useManualPage(equipmentId: string, documentId: string | null, page: number, enabled: boolean) {
  return useQuery({ ...manualPageQuery(equipmentId, documentId ?? '', page), enabled: enabled && documentId !== null });
}
