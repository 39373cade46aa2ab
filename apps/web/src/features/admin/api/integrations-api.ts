import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ConnectionStatus, LeadSyncResult, OAuthCallbackInput } from '@gears/domain';
import { ApiError, api, errorMessage } from '../../../lib/api-client.ts';
import { useConnectorAvailable } from '../../../lib/connectors.ts';

/**
 * The optional accounting connector (Zoho Books & CRM). When the server has no ZOHO_* settings its routes do not
 * exist (404): the status query then answers null and the admin area shows nothing about it.
 */
const base = '/api/admin/connectors/zoho';

export type { ConnectionStatus };

export const integrationKeys = { zoho: ['connectors', 'zoho', 'status'] as const };

/** null: the connector is off on this server (404). */
export async function fetchConnectionStatus(signal?: AbortSignal): Promise<ConnectionStatus | null> {
  try {
    return await api.get<ConnectionStatus>(`${base}/status`, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asked only when the server has the connector (useConnectorAvailable), so an absent one costs no 404. */
export function useConnectionStatus(enabled = true) {
  const zoho = useConnectorAvailable('zoho');
  return useQuery({
    queryKey: integrationKeys.zoho,
    queryFn: ({ signal }) => fetchConnectionStatus(signal),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    enabled: enabled && zoho.available,
  });
}

/** Opens Zoho's consent screen; Zoho sends the admin back to /zoho-auth. */
export function useStartZohoConnection() {
  return useMutation({
    mutationFn: () => api.get<{ url: string }>(`${base}/authorize`),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error('Could not start the connection', { description: errorMessage(error, 'Please try again.') }),
  });
}

/** The /zoho-auth page hands Zoho's code and state to the server, which checks the state against this session. */
export function useCompleteZohoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OAuthCallbackInput) => api.post<ConnectionStatus>(`${base}/callback`, input),
    onSuccess: (status) => queryClient.setQueryData(integrationKeys.zoho, status),
  });
}

export function useDisconnectZoho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ConnectionStatus>(`${base}/connection`),
    onSuccess: (status) => {
      queryClient.setQueryData(integrationKeys.zoho, status);
      toast.success('Disconnected', { description: 'Zoho no longer receives estimates, invoices or leads from the portal.' });
    },
    onError: (error) => toast.error('Disconnect failed', { description: errorMessage(error, 'Please try again.') }),
  });
}

/** spec 03 §8: 'Zoho Leads Synced' / 'Sync failed: {detail}'. */
export function useSyncZohoLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LeadSyncResult>(`${base}/leads/sync`, {}),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: integrationKeys.zoho });
      const summary = `${r.syncedCount} sent to Zoho CRM, ${r.skippedCount} app sign-ups skipped${r.failedCount ? `, ${r.failedCount} refused` : ''}.`;
      if (r.errors.length) toast.warning('Zoho Leads Synced with problems', { description: `${summary} ${r.errors[0]}` });
      else toast.success('Zoho Leads Synced', { description: summary });
    },
    onError: (error) => toast.error(`Sync failed: ${errorMessage(error, 'Unknown sync error')}`),
  });
}
