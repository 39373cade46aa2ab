import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, apiUpload, apiUploadLines } from './api-client.ts';

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

/** An XMLHttpRequest that answers `status` with the given pieces of text, one progress event each. */
function fakeXhr(status: number, pieces: string[]) {
  const sent: { accept?: string } = {};
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: unknown) => void } = {};
    withCredentials = false;
    onprogress?: () => void;
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      if (name === 'Accept') sent.accept = value;
    }
    send() {
      this.status = status;
      for (const piece of pieces) {
        this.responseText += piece;
        this.onprogress?.();
      }
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploads', () => {
  it('apiUploadLines hands over each whole line as it arrives, whatever the pieces, and drops a cut-off last line', async () => {
    const sent = fakeXhr(200, ['{"n":1}\n{"n"', ':2}\n', '\n{"n":3}\n{"n":']);
    const lines: unknown[] = [];
    await apiUploadLines('/api/x', new FormData(), (line) => lines.push(line));
    expect(sent.accept).toBe('application/x-ndjson');
    expect(lines).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('a refused upload is an ApiError in either mode', async () => {
    fakeXhr(400, ['{"error":{"code":"VALIDATION","message":"No name column"}}']);
    await expect(apiUploadLines('/api/x', new FormData(), () => {})).rejects.toMatchObject({ status: 400, message: 'No name column' });
    fakeXhr(413, ['']);
    await expect(apiUpload('/api/x', new FormData())).rejects.toMatchObject({ status: 413, code: 'VALIDATION' });
    fakeXhr(200, ['{"ok":true}']);
    await expect(apiUpload('/api/x', new FormData())).resolves.toEqual({ ok: true });
  });
});
