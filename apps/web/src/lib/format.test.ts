import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format.ts';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

describe('formatCurrency (DESIGN §6a: whole US dollars)', () => {
  it.each([0, 5, 24, 49, 999, 1000, 1234, 12_345.5, 1_234_567, 2.5, 2.49, -5, -1234.5, 0.4])('%s reads as Intl en-US USD would', (value) => {
    expect(formatCurrency(value)).toBe(intl.format(value));
  });
});
