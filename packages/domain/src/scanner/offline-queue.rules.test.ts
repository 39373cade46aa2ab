import { describe, expect, it } from 'vitest';
import { enqueueScan, maxQueuedScans, parseScanQueue, queuedScan, removeQueuedScans, type QueuedScan } from './offline-queue.rules.ts';

const at = Date.UTC(2026, 2, 9, 8, 30);
const scan = (n: number): QueuedScan => queuedScan(`EQ-CODE000${n}`, at + n, `abc${n}`);

describe('queuedScan', () => {
  it('names the scan offline_{time}_{random} and keeps the scanned text trimmed', () => {
    expect(queuedScan('  EQ-ABCD1234 ', at, 'X7k2')).toEqual({
      clientScanId: `offline_${at}_x7k2`,
      code: 'EQ-ABCD1234',
      scannedAt: '2026-03-09T08:30:00.000Z',
    });
  });
});

describe('parseScanQueue', () => {
  it.each<[string, unknown, number]>([
    ['not a list', { a: 1 }, 0],
    ['null', null, 0],
    ['a good entry', [scan(1)], 1],
    ['a repeated id', [scan(1), scan(1)], 1],
    ['a bad id', [{ ...scan(1), clientScanId: 'offline_x' }], 0],
    ['an empty code', [{ ...scan(1), code: '  ' }], 0],
    ['a bad date', [{ ...scan(1), scannedAt: 'yesterday' }], 0],
    ['a mix', [scan(1), 'junk', 42, scan(2)], 2],
  ])('%s → %i entries', (_, raw, count) => expect(parseScanQueue(raw)).toHaveLength(count));
});

describe('enqueueScan / removeQueuedScans', () => {
  it('never holds the same clientScanId twice', () => {
    const queue = enqueueScan(enqueueScan([], scan(1)), scan(1));
    expect(queue).toEqual([scan(1)]);
  });

  it(`keeps the newest ${maxQueuedScans}`, () => {
    let queue: QueuedScan[] = [];
    for (let i = 0; i < maxQueuedScans + 5; i++) queue = enqueueScan(queue, queuedScan('EQ-A', at + i, `r${i}aa`));
    expect(queue).toHaveLength(maxQueuedScans);
    expect(queue[0]!.clientScanId).toBe(`offline_${at + 5}_r5aa`);
  });

  it.each<[QueuedScan[], string[], QueuedScan[]]>([
    [[scan(1), scan(2), scan(3)], [scan(2).clientScanId], [scan(1), scan(3)]],
    [[scan(1)], ['offline_1_zzzz'], [scan(1)]],
    [[scan(1), scan(2)], [scan(1).clientScanId, scan(2).clientScanId], []],
  ])('removes the sent ones', (queue, ids, expected) => expect(removeQueuedScans(queue, ids)).toEqual(expected));
});
