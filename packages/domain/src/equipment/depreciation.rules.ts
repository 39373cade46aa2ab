/**
 * spec 02 §9 depreciation and spec 01 §6 ("multiple depreciation models", enterprise). Money is worked in whole cents
 * as exact fractions (BigInt) and rounded half-up once, at the end; only declining balance, whose exponent is a
 * fraction of a year, goes through a float before that single rounding.
 */
export const depreciationMethods = ['straight_line', 'declining_balance', 'units_of_production'] as const;
export type DepreciationMethod = (typeof depreciationMethods)[number];
export const defaultDepreciationMethod: DepreciationMethod = 'straight_line';

export const depreciationMethodLabels: Record<DepreciationMethod, string> = {
  straight_line: 'Straight line',
  declining_balance: 'Declining balance',
  units_of_production: 'Units of production (hours)',
};

/** spec 02 §9: a year owned is 365.25 days. */
export const daysPerYear = 365.25;
/** spec 02 §9: the value never falls below 10 % of the purchase price. */
export const residualPercent = 10;

export type DepreciationInput = {
  method: DepreciationMethod;
  /** Purchase price in dollars (numeric(12,2) on the row, so at most two decimals). */
  purchasePrice: number | null;
  /** YYYY-MM-DD. */
  purchaseDate: string | null;
  /** Percent per year, step 0.1 (straight line, declining balance). */
  depreciationRate: number | null;
  /** Units of production: hours run so far, and the hours the machine is expected to give. */
  hours?: number | null;
  usefulLifeHours?: number | null;
};

const msPerDay = 86_400_000;
const dayNumber = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / msPerDay;
};

/** Whole days from `from` to `to` (YYYY-MM-DD), never negative: a machine is not owned before its purchase date. */
export function daysOwned(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from));
}

/** Today's date in UTC as YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Dollars (at most two decimals) to whole cents. */
const bigCents = (dollars: number): bigint => BigInt(Math.round(dollars * 100));
/** A step-0.1 quantity (rate %, hours) as whole tenths. */
const tenths = (n: number): bigint => BigInt(Math.round(n * 10));

/** num/den rounded half-up to a whole number (num ≥ 0, den > 0). */
const roundHalfUp = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);

/** The larger of the exact value num/den and the 10 % floor, rounded half-up once, in cents. */
function flooredCents(priceCents: bigint, num: bigint, den: bigint): number {
  // floor = price × 10/100 = price/10; compare num/den with price/10 as num×10 vs price×den.
  if (num * 10n < priceCents * den) return Number(roundHalfUp(priceCents, 10n));
  return Number(roundHalfUp(num, den));
}

/**
 * The current value in cents on `today`, or null when the inputs the method needs are missing (no price; no purchase
 * date or rate for the time-based methods; no hours or useful life for units of production). The caller then shows the last recorded value.
 */
export function currentValueCents(input: DepreciationInput, today: string): number | null {
  const { purchasePrice: price, purchaseDate } = input;
  if (price === null || price < 0) return null;
  const p = bigCents(price);
  if (input.method === 'units_of_production') {
    const hours = input.hours ?? null;
    const life = input.usefulLifeHours ?? null;
    if (hours === null || life === null || life <= 0) return null;
    // Depreciable amount (price − 10 % floor) spread over the useful life: value = p − 0.9 p × h / L.
    const h = tenths(Math.max(0, hours));
    const l = tenths(life);
    const den = 10n * l;
    return flooredCents(p, p * den - 9n * p * h, den);
  }
  const rate = input.depreciationRate;
  if (purchaseDate === null || rate === null || rate < 0) return null;
  const days = daysOwned(purchaseDate, today);
  if (input.method === 'declining_balance') {
    // rate % a year on the remaining value: p × (1 − r/100)^(days/365.25).
    const factor = Math.pow(1 - Math.min(rate, 100) / 100, days / daysPerYear);
    const exact = Number(p) * factor;
    const floor = Number(p) / 10;
    return Math.floor(Math.max(exact, floor) + 0.5);
  }
  // spec 02 §9 straight line: p − p × r/100 × days/365.25 = p − p × r10 × days × 4 / (1000 × 1461).
  const den = 1000n * 1461n;
  return flooredCents(p, p * den - p * tenths(rate) * BigInt(days) * 4n, den);
}

/** The same in dollars (cents / 100), or null. */
export function currentValueOf(input: DepreciationInput, today: string): number | null {
  const cents = currentValueCents(input, today);
  return cents === null ? null : cents / 100;
}
