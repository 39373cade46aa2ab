import { newOfflineScanId, offlineScanIdPattern } from '../equipment/scanner.rules.ts';

/**
 * spec 01 §3 / spec 02 §5: scans taken without a connection wait on the device, each with its
 * clientScanId offline_{time}_{random}, and are sent when the device is back online. The server
 * logs each clientScanId once, so sending twice is harmless; the queue still never holds one twice.
 */
export type QueuedScan = { clientScanId: string; code: string; scannedAt: string };

/** A phone left offline for a long shift must not fill local storage: the oldest scans go first. */
export const maxQueuedScans = 200;

function isQueuedScan(value: unknown): value is QueuedScan {
  if (!value || typeof value !== 'object') return false;
  const scan = value as Record<string, unknown>;
  return (
    typeof scan.clientScanId === 'string' &&
    offlineScanIdPattern.test(scan.clientScanId) &&
    typeof scan.code === 'string' &&
    scan.code.trim().length > 0 &&
    scan.code.length <= 2000 &&
    typeof scan.scannedAt === 'string' &&
    !Number.isNaN(Date.parse(scan.scannedAt))
  );
}

/** The queue as read from storage: malformed entries and repeated ids are dropped. */
export function parseScanQueue(raw: unknown): QueuedScan[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: QueuedScan[] = [];
  for (const item of raw) {
    if (!isQueuedScan(item) || seen.has(item.clientScanId)) continue;
    seen.add(item.clientScanId);
    out.push({ clientScanId: item.clientScanId, code: item.code, scannedAt: item.scannedAt });
  }
  return out.slice(-maxQueuedScans);
}

/** A new queued scan for the scanned text, taken at `now` (ms); `random` is a few random characters. */
export function queuedScan(code: string, now: number, random: string): QueuedScan {
  return { clientScanId: newOfflineScanId(now, random), code: code.trim(), scannedAt: new Date(now).toISOString() };
}

export function enqueueScan(queue: readonly QueuedScan[], scan: QueuedScan): QueuedScan[] {
  if (queue.some((item) => item.clientScanId === scan.clientScanId)) return [...queue];
  return [...queue, scan].slice(-maxQueuedScans);
}

export function removeQueuedScans(queue: readonly QueuedScan[], clientScanIds: Iterable<string>): QueuedScan[] {
  const gone = new Set(clientScanIds);
  return queue.filter((item) => !gone.has(item.clientScanId));
}
