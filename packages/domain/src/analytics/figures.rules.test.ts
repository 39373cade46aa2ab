import { describe, expect, it } from 'vitest';
import { averageDecimal, centsToDecimal, meanOf, percentOf } from './figures.rules.ts';

describe('analytics money as decimal strings', () => {
  it.each<[number | bigint | string, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
    ['999999999999', '9999999999.99'],
    [-5, '-0.05'],
    [12345678901234567n, '123456789012345.67'],
  ])('%s cents → %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));

  it.each<[number, number, string]>([
    [0, 0, '0.00'],
    [1000, 0, '0.00'],
    [1000, 3, '3.33'],
    [1001, 2, '5.01'], // 5.005 rounds half up
    [820000, 2, '4100.00'],
    [1, 3, '0.00'],
    [2, 3, '0.01'],
  ])('average of %s cents over %s → %s', (cents, count, text) => expect(averageDecimal(cents, count)).toBe(text));
});

describe('percentages and means carry one decimal, null with nothing to divide by', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [3, 4, 75],
    [2, 3, 66.7],
    [1, 3, 33.3],
    [5, 5, 100],
  ])('%s of %s → %s', (part, whole, pct) => expect(percentOf(part, whole)).toBe(pct));

  it.each<[number, number, number | null]>([
    [0, 0, null],
    [30, 2, 15],
    [10, 3, 3.3],
  ])('mean of %s over %s → %s', (total, count, mean) => expect(meanOf(total, count)).toBe(mean));
});
