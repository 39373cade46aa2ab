import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it.each([
    { failures: 0, error: new ApiError(500, 'INTERNAL', 'x'), retry: true },
    { failures: 1, error: new ApiError(0, 'NETWORK', 'x'), retry: true },
    { failures: 2, error: new ApiError(500, 'INTERNAL', 'x'), retry: false },
    { failures: 0, error: new ApiError(401, 'UNAUTHENTICATED', 'x'), retry: false },
    { failures: 0, error: new ApiError(403, 'FORBIDDEN', 'x'), retry: false },
    { failures: 0, error: new Error('plain'), retry: true },
  ])('after $failures failures with $error.message ($error.status) → $retry', ({ failures, error, retry }) => {
    expect(shouldRetryQuery(failures, error)).toBe(retry);
  });

  it('keeps queries fresh 5 minutes, no focus refetch, no mutation retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(0);
  });
});

describe('session expiry', () => {
  it('re-reads the session when any other call answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(['auth', 'me'], { user: 'someone' });
    await client
      .fetchQuery({ queryKey: ['me', 'sessions'], queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'x')) })
      .catch(() => undefined);
    expect(client.getQueryState(['auth', 'me'])?.isInvalidated).toBe(true);
  });

  it('leaves the session alone on other errors', async () => {
    const client = createQueryClient();
    client.setQueryData(['auth', 'me'], { user: 'someone' });
    await client
      .fetchQuery({ queryKey: ['admin', 'companies'], queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'x')) })
      .catch(() => undefined);
    expect(client.getQueryState(['auth', 'me'])?.isInvalidated).toBe(false);
  });
});
