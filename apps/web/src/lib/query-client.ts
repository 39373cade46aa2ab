import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAuthError } from './api-client.ts';

/** spec 01 §7/§9: fresh for 5 minutes, no refetch on focus, 2 retries except for auth errors. */
export const queryStaleTime = 5 * 60 * 1000;
export const maxQueryRetries = 2;
/** The session query's key, here so the cache can react to a 401 without importing the session hooks. */
export const sessionQueryKey = ['auth', 'me'] as const;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAuthError(error)) return false;
  return failureCount < maxQueryRetries;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, revoked elsewhere): re-read it so
  // protected pages send the user to sign in instead of showing a broken page.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.queryKey[0] !== sessionQueryKey[0] && onError(error) }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: queryStaleTime,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      // Mutations are not idempotent (sign-in, invitations, approvals): never repeat them silently.
      mutations: { retry: 0 },
    },
  });
  return client;
}
