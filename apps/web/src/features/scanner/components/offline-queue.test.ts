// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueueKey, queueOfflineScan, readQueue, syncOfflineScans } from './offline-queue.ts';

const posted: unknown[] = [];
let failNetwork = false;

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  failNetwork = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (failNetwork) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init?.body)) as { code: string };
      posted.push(body);
      if (body.code === 'EQ-GONE0000') return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404 });
      return new Response(JSON.stringify({ outcome: 'logged' }), { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('offline scans (spec 01 §3: offline_{time}_{random})', () => {
  it('queues each scan under its own clientScanId in local storage', () => {
    const first = queueOfflineScan('https://portal.example/equipment/EQ-ABCD1234');
    const second = queueOfflineScan('EQ-ABCD1234');
    expect(first.clientScanId).toMatch(/^offline_\d{13}_[a-z0-9]{6}$/);
    expect(second.clientScanId).not.toBe(first.clientScanId);
    expect(JSON.parse(localStorage.getItem(offlineQueueKey)!)).toHaveLength(2);
  });

  it('sends each once with its id and time, drops refused ones, and keeps all on a network failure', async () => {
    const kept = queueOfflineScan('EQ-ABCD1234');
    queueOfflineScan('EQ-GONE0000');
    failNetwork = true;
    expect(await syncOfflineScans()).toBe(0);
    expect(readQueue()).toHaveLength(2);

    failNetwork = false;
    expect(await syncOfflineScans()).toBe(1);
    expect(posted[0]).toEqual({ code: 'EQ-ABCD1234', source: 'offline', clientScanId: kept.clientScanId, scannedAt: kept.scannedAt });
    expect(readQueue()).toEqual([]);
    expect(await syncOfflineScans()).toBe(0);
    expect(posted).toHaveLength(2);
  });
});
