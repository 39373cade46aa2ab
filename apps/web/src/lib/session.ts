import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { MeResponse } from '@gears/domain';
import { messages } from '@gears/domain/platform/messages';
import { api, ApiError, errorMessage } from './api-client.ts';
import { forgetFirstAnswers, startFromFirstAnswers } from './first-data.ts';
import { sessionQueryKey } from './query-client.ts';
import { readJson, removeStorage, writeJson } from './storage.ts';
import { useHydrated } from './use-hydrated.ts';

/** The signed-in person and their effective company (spec 01 §4). Shared by every feature. */
export const meQueryKey = sessionQueryKey;

// The last profile seen, so a technician whose phone lost signal can still open the scanner and queue
// scans (issue 3 §8). Only used when the server cannot be reached; forgotten at sign-out and on 401.
const offlineProfileKey = 'gears-offline-profile';

function rememberProfile(me: MeResponse | null): void {
  if (me) writeJson(offlineProfileKey, me);
  else removeStorage(offlineProfileKey);
}

export async function fetchMe(): Promise<MeResponse | null> {
  try {
    // Answers 200 with null when signed out: a visitor's console shows no failed request.
    const { me } = await api.get<{ me: MeResponse | null }>('/api/auth/session');
    rememberProfile(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberProfile(null);
      return null;
    }
    // No answer from the server while the device is offline: carry on as the last signed-in user.
    const isNetworkDown = error instanceof ApiError && error.status === 0 && navigator.onLine === false;
    const remembered = readJson(offlineProfileKey) as MeResponse | null;
    if (isNetworkDown && remembered) return remembered;
    throw error;
  }
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export function useSession() {
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    ...startFromFirstAnswers(['/api/auth/session'], ([answer]) => {
      const { me } = answer as { me: MeResponse | null };
      rememberProfile(me);
      return me;
    }),
  });
  // Pre-rendered pages are rendered signed out with the session loading: hydrate them so (see useHydrated).
  const hydrated = useHydrated();
  const me = hydrated ? (query.data ?? null) : null;
  // A server that cannot be reached reads as signed out: public pages still work and /auth explains.
  const status: SessionStatus = !hydrated || query.isPending ? 'loading' : me ? 'signed-in' : 'signed-out';
  return { status, me, user: me?.user ?? null, context: me?.context ?? null, refetch: query.refetch };
}

/**
 * After the session changes identity or tenant (sign-in, sign-out, impersonation), cached data
 * belongs to the previous context: drop it all, then store the new profile.
 */
export function applySessionChange(queryClient: QueryClient, me: MeResponse | null): void {
  forgetFirstAnswers();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, me);
  rememberProfile(me);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/sign-out'),
    onSuccess: () => {
      applySessionChange(queryClient, null);
      toast.success('Signed out successfully');
      navigate('/', { replace: true });
    },
    onError: (error) => {
      toast.error('Logout failed', { description: errorMessage(error, messages.signOutFailed) });
    },
  });
}

export function useExitImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete<MeResponse>('/api/admin/impersonation'),
    onSuccess: async (me) => {
      applySessionChange(queryClient, me);
      toast.success('Impersonation Stopped', { description: messages.impersonationStopped });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate('/dashboard/admin');
    },
    onError: (error) => {
      toast.error('Failed to exit impersonation', { description: errorMessage(error, messages.unexpected) });
    },
  });
}
