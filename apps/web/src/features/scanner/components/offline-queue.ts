import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { enqueueScan, parseScanQueue, queuedScan, removeQueuedScans, type QueuedScan } from '@gears/domain/scanner/offline-queue.rules';
import { ApiError } from '../../../lib/api-client.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { recordScan, scanKeys } from '../api/scanner-api.ts';

/** Scans taken offline wait here (spec 01 §3: each named offline_{time}_{random}). */
export const offlineQueueKey = 'offline-scan-queue';
const changed = 'gears:offline-scans-changed';

export function readQueue(): QueuedScan[] {
  return parseScanQueue(readJson(offlineQueueKey));
}

function writeQueue(queue: QueuedScan[]) {
  writeJson(offlineQueueKey, queue);
  window.dispatchEvent(new Event(changed));
}

function randomPart(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

export function queueOfflineScan(code: string): QueuedScan {
  const scan = queuedScan(code, Date.now(), randomPart());
  writeQueue(enqueueScan(readQueue(), scan));
  return scan;
}

let syncing: Promise<number> | null = null;

/**
 * Sends queued scans one by one. A scan the server answers (logged, duplicate or already synced)
 * or refuses for good (not found, invalid) leaves the queue; a network failure stops the run.
 * One run at a time, so two tabs coming online never send a scan twice in parallel.
 */
export function syncOfflineScans(): Promise<number> {
  syncing ??= (async () => {
    let sent = 0;
    try {
      for (const scan of readQueue()) {
        try {
          await recordScan({ code: scan.code, source: 'offline', clientScanId: scan.clientScanId, scannedAt: scan.scannedAt });
          sent += 1;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 401) break;
        }
        writeQueue(removeQueuedScans(readQueue(), [scan.clientScanId]));
      }
    } finally {
      syncing = null;
    }
    return sent;
  })();
  return syncing;
}

/** The queue's size, kept current, and a sync whenever the device comes back online. */
export function useOfflineScans() {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(() => readQueue().length);

  const sync = useCallback(async () => {
    if (readQueue().length === 0 || !navigator.onLine) return;
    const sent = await syncOfflineScans();
    if (sent > 0) {
      toast.success('Offline scans sent', { description: `${sent} scan${sent === 1 ? '' : 's'} logged.` });
      void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    }
  }, [queryClient]);

  useEffect(() => {
    const refresh = () => setCount(readQueue().length);
    const online = () => void sync();
    window.addEventListener(changed, refresh);
    window.addEventListener('storage', refresh);
    window.addEventListener('online', online);
    void sync();
    return () => {
      window.removeEventListener(changed, refresh);
      window.removeEventListener('storage', refresh);
      window.removeEventListener('online', online);
    };
  }, [sync]);

  return { count, sync };
}
