import { describe, expect, it } from 'vitest';
import { quoteFunnelOf, type FunnelInput } from './funnel.rules.ts';

describe('quote request funnel (spec 03 §9, reconciled in ADR 0005)', () => {
  it('is all zeros with no requests', () => {
    const f = quoteFunnelOf([]);
    expect({
      total: f.total,
      active: f.active,
      processed: f.processed,
      failed: f.failed,
      converted: f.converted,
      rate: f.conversionRate,
    }).toEqual({ total: 0, active: 0, processed: 0, failed: 0, converted: 0, rate: 0 });
  });

  const rows: FunnelInput[] = [
    { status: 'new', count: 3, everAccepted: 0 },
    { status: 'submitted', count: 1, everAccepted: 0 },
    { status: 'processing', count: 1, everAccepted: 0 },
    { status: 'vendor_responded', count: 1, everAccepted: 0 },
    { status: 'sent_to_client', count: 2, everAccepted: 0 },
    { status: 'accepted', count: 1, everAccepted: 1 },
    { status: 'invoiced', count: 1, everAccepted: 1 },
    { status: 'paid', count: 1, everAccepted: 1 },
    { status: 'zoho_failed', count: 1, everAccepted: 1 },
    { status: 'cancelled', count: 3, everAccepted: 1 }, // one was accepted, then cancelled
  ];
  it.each<[string, number]>([
    ['total', 15],
    ['active', 6],
    ['processed', 5],
    ['failed', 1],
    ['cancelled', 3],
    ['converted', 5],
    ['conversionRate', 33],
  ])('%s = %s', (key, value) => expect(quoteFunnelOf(rows)[key as 'total']).toBe(value));

  it('counts by status', () => {
    const f = quoteFunnelOf(rows);
    expect(f.byStatus.new).toBe(3);
    expect(f.byStatus.completed).toBe(0);
  });

  it.each<[number, number, number]>([
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
  ])('%s converted of %s → %s %%', (converted, total, rate) => {
    const r: FunnelInput[] = [
      { status: 'accepted', count: converted, everAccepted: converted },
      { status: 'new', count: total - converted, everAccepted: 0 },
    ];
    expect(quoteFunnelOf(r).conversionRate).toBe(rate);
  });
});
