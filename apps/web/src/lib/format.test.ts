import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeDollars } from './format.ts';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatWholeDollars (summary cards and charts: whole US dollars)', () => {
  it.each([0, 5, 24, 49, 999, 1000, 1234, 12_345.5, 1_234_567, 2.5, 2.49, -5, -1234.5, 0.4])(
    '%s reads as Intl en-US USD would',
    (value) => {
      expect(formatWholeDollars(value)).toBe(whole.format(value));
    },
  );
});

describe('formatMoney (prices, lines, totals, balances, payments: cents — issue 13 item 1)', () => {
  it.each([
    [47.25, '$47.25'],
    [1250.5, '$1,250.50'],
    [42.5, '$42.50'],
    [473.5, '$473.50'],
    [474, '$474.00'],
    [0, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    [-12.5, '-$12.50'],
    [-0.001, '$0.00'],
    [1_234_567.89, '$1,234,567.89'],
  ])('%s → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([0, 3.5, 99.99, 1234.56, 1_000_000, -42.1])('%s reads as Intl en-US USD with two decimals would', (value) => {
    expect(formatMoney(value)).toBe(cents.format(value));
  });
});
