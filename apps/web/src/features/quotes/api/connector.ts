import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ConnectionStatus, ConnectorPdfQuery, QuoteStatus, QuoteSyncInfo, QuoteSyncResult } from '@gears/domain';
import { ApiError, api, apiDownload, errorMessage } from '../../../lib/api-client.ts';
import { useConnectorAvailable } from '../../../lib/connectors.ts';
import { saveBlob } from '../../../lib/download.ts';

/**
 * The optional accounting connector, seen from a quote (provider admins only). Off on the server = its routes
 * answer 404 = these hooks report null and the quote screens show nothing about it.
 */
const base = '/api/admin/connectors/zoho';

/** What this feature needs of the connection (the admin area shows the rest). Same cache entry as Admin → Integrations. */
type ConnectorPresence = Pick<ConnectionStatus, 'connected' | 'name'> | null;
const connectorStatusKey = ['connectors', 'zoho', 'status'] as const;

export type SyncAction = 'push' | 'retry' | 'push-invoice';

const notFoundIsNull = async <T>(request: Promise<T>): Promise<T | null> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};
const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

export function useConnectorPresence(enabled: boolean) {
  const zoho = useConnectorAvailable('zoho');
  return useQuery({
    queryKey: connectorStatusKey,
    queryFn: ({ signal }) => notFoundIsNull(api.get<ConnectionStatus>(`${base}/status`, signal)),
    select: (data): ConnectorPresence => (data ? { connected: data.connected, name: data.name } : null),
    staleTime: 60_000,
    retry: noRetryOn4xx,
    enabled: enabled && zoho.available,
  });
}

export const quoteSyncKey = (quoteId: string) => ['connectors', 'zoho', 'quote', quoteId] as const;

/** status: the request's current status, so a conversion or payment elsewhere refreshes what can be sent. */
export function useQuoteSync(quoteId: string, status: QuoteStatus, enabled: boolean) {
  return useQuery({
    queryKey: [...quoteSyncKey(quoteId), status],
    queryFn: ({ signal }) => api.get<QuoteSyncInfo>(`${base}/quotes/${quoteId}`, signal),
    retry: noRetryOn4xx,
    enabled,
  });
}

/** Send to Zoho Books / Retry sync / Send invoice, with spec 03 §8's toasts ('Sync Successful', 'Sync Retry Initiated', 'Retry Failed' …). */
export function useQuoteSyncAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, action }: { quoteId: string; action: SyncAction }) =>
      api.post<QuoteSyncResult>(`${base}/quotes/${quoteId}/${action}`, {}),
    onSuccess: (result, { quoteId }) => {
      queryClient.setQueryData([...quoteSyncKey(quoteId), result.sync.status], result.sync);
      // The request's status and history changed (sent_to_zoho / zoho_failed): refresh the quote lists and details.
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      void queryClient.invalidateQueries({ queryKey: connectorStatusKey });
      if (result.outcome === 'synced') toast.success(result.title, { description: result.message });
      else if (result.title === 'Service Temporarily Unavailable') {
        toast.error(result.title, { description: 'System is protecting against rate limits. Please try again in 15 minutes.' });
      } else toast.error(result.title, { description: result.message });
    },
    onError: (error, { action }) => {
      toast.error(action === 'retry' ? 'Retry Failed' : 'Failed to send to Zoho Books', {
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
}

/** spec 03 §7 get_document_pdf: the document as Zoho renders it ('Failed to fetch PDF from Zoho' on failure). */
export function useZohoPdfDownload() {
  return useMutation({
    mutationFn: async ({ quoteId, type }: { quoteId: string; type: ConnectorPdfQuery['type'] }) => {
      const file = await apiDownload(`${base}/quotes/${quoteId}/pdf?type=${type}`);
      saveBlob(file.blob, file.fileName ?? `${type === 'estimate' ? 'quote' : 'invoice'}_${quoteId}.pdf`);
    },
    onSuccess: (_r, { type }) =>
      toast.success('Download Complete', { description: `${type === 'estimate' ? 'Quote' : 'Invoice'} PDF downloaded successfully` }),
    onError: (error) => toast.error('Download Failed', { description: errorMessage(error, 'Failed to fetch PDF from Zoho') }),
  });
}
