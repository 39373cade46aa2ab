import { describe, expect, it } from 'vitest';
import { quoteExpiryDate, quoteRequestExpiryLabel } from './expiry.rules.ts';

describe('quote expiry (spec 03 §4): 30 days by default, compared by day', () => {
  it.each<[string, string | null, string]>([
    ['2026-03-01', null, '2026-03-31'],
    ['2026-01-31', null, '2026-03-02'],
    ['2024-02-15', null, '2024-03-16'], // leap year
    ['2026-03-01', '2026-03-05', '2026-03-05'],
  ])('quote date %s, expiry %s → %s', (date, expiry, expected) => expect(quoteExpiryDate(date, expiry)).toBe(expected));

  it.each<[string | null, string | null, string, string | null]>([
    ['2026-03-01', null, '2026-03-30', '(Valid)'],
    ['2026-03-01', null, '2026-03-31', '(Valid)'], // the expiry day itself is still valid
    ['2026-03-01', null, '2026-04-01', '(Expired)'], // the day after is expired
    ['2026-03-01', '2026-03-10', '2026-03-10', '(Valid)'],
    ['2026-03-01', '2026-03-10', '2026-03-11', '(Expired)'],
    [null, '2026-03-10', '2026-03-09', '(Valid)'],
    [null, null, '2026-03-09', null], // never sent: no label
  ])('date %s, expiry %s, today %s → %s', (date, expiry, today, label) => expect(quoteRequestExpiryLabel(date, expiry, today)).toBe(label));
});
