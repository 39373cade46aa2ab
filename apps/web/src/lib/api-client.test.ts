import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from './api-client.ts';

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns parsed JSON and undefined for 204', async () => {
    respond(200, { ok: true });
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: true });
    respond(204);
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server code and message', async () => {
    respond(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
    const error = await apiRequest('/api/auth/sign-in', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });

  it('derives a code when the body is not the error shape', async () => {
    respond(429, 'nope');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('sends the session cookie and JSON body', async () => {
    respond(200, {});
    await apiRequest('/api/me', { method: 'PATCH', body: { name: 'A' } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'same-origin', body: '{"name":"A"}' });
  });
});
