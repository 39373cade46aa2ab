import { afterEach, beforeEach, vi } from 'vitest';

/** Puts the page's embedded answers in the document (apps/server/src/platform/first-data.ts), as the server writes them. */
export function embed(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'gears-first-data';
  element.textContent = JSON.stringify(answers).replace(/</g, '\\u003c');
  document.body.append(element);
}

/**
 * The network as a mock answering `{ from: 'network' }`, stubbed for each test; after each, the block and the fake
 * clock go. Call once at the top of a test file.
 */
export function stubFirstDataNetwork() {
  const network = vi.fn(
    async () => new Response(JSON.stringify({ from: 'network' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  beforeEach(() => {
    network.mockClear();
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.getElementById('gears-first-data')?.remove();
  });
  return network;
}
