import { describe, expect, it } from 'vitest';
import { actionLabel, historyExportQuery, historyFileName, historyRange } from './history.rules.ts';

describe('history export rules (issue 17 item 5)', () => {
  it.each([
    [{}, { from: '2025-11-27', to: '2026-11-26' }],
    [{ to: '2026-03-01' }, { from: '2025-03-02', to: '2026-03-01' }],
    [{ from: '2026-01-01' }, { from: '2026-01-01', to: '2026-11-26' }],
  ])('range %j → %j', (q, out) => expect(historyRange(q, '2026-11-26')).toEqual(out));

  it.each([
    [{ from: '2026-01-02', to: '2026-01-01' }, 'The start date must be on or before the end date'],
    [{ from: '2023-01-01', to: '2026-01-02' }, 'Export at most 3 years at a time'],
    [{ from: '01/02/2026' }, 'Use a date like 2026-03-09'],
  ])('refuses %j', (q, message) => {
    const r = historyExportQuery.safeParse(q);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('accepts a same-day range', () => expect(historyExportQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true));

  it('file names carry the subject and the dates (spec 02 §9)', () => {
    expect(historyFileName({ from: '2026-01-01', to: '2026-01-31' }, 'EX-102 Cat 336 / Next Gen')).toBe(
      'history-ex-102-cat-336-next-gen-2026-01-01-to-2026-01-31.csv',
    );
    expect(historyFileName({ from: '2026-01-01', to: '2026-01-31' }, null)).toBe('history-company-2026-01-01-to-2026-01-31.csv');
    expect(historyFileName({ from: '2026-01-01', to: '2026-01-31' }, '***')).toBe('history-equipment-2026-01-01-to-2026-01-31.csv');
  });
  it.each([
    ['equipment_documents_linked', 'Equipment documents linked'],
    ['reservation.created', 'Reservation created'],
  ])('action %s → %s', (a, out) => expect(actionLabel(a)).toBe(out));
});
