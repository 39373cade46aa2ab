import { describe, expect, it } from 'vitest';
import { invoiceDueDate, normaliseTerms, termsLabel } from './terms.rules.ts';

describe('normaliseTerms: "Due on receipt" or "Net {days}" (spec 03 §9)', () => {
  it.each<[string | number | null, number | null, string | null]>([
    ['net 30', 30, 'Net 30'],
    ['Net30', 30, 'Net 30'],
    ['NET-45', 45, 'Net 45'],
    ['net_15', 15, 'Net 15'],
    ['Net 60 days', 60, 'Net 60'],
    ['30 days', 30, 'Net 30'],
    ['7', 7, 'Net 7'],
    [' net   90 ', 90, 'Net 90'],
    [30, 30, 'Net 30'],
    [0, 0, 'Due on receipt'],
    ['net 0', 0, 'Due on receipt'],
    ['due on receipt', 0, 'Due on receipt'],
    ['Due on Receipt', 0, 'Due on receipt'],
    ['Due upon receipt', 0, 'Due on receipt'],
    ['on receipt', 0, 'Due on receipt'],
    ['immediately', 0, 'Due on receipt'],
    [365, 365, 'Net 365'],
    [366, null, null],
    [-1, null, null],
    [2.5, null, null],
    ['net -5', null, null],
    ['end of month', null, null],
    ['', null, null],
    [null, null, null],
  ])('%j → %s days (%s)', (input, days, label) => {
    const terms = normaliseTerms(input);
    expect(terms ? terms.days : null).toBe(days);
    expect(terms ? terms.label : null).toBe(label);
  });

  it('labels days', () => {
    expect(termsLabel(0)).toBe('Due on receipt');
    expect(termsLabel(14)).toBe('Net 14');
  });
});

describe('invoiceDueDate = invoice date + term days', () => {
  it.each([
    ['2026-03-09', 0, '2026-03-09'],
    ['2026-03-09', 30, '2026-04-08'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2024-01-31', 30, '2024-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-29', 365, '2025-02-28'],
  ])('%s + %i days → %s', (date, days, due) => expect(invoiceDueDate(date, days)).toBe(due));
});
