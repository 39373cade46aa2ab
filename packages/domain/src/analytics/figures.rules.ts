/**
 * How analytics writes its figures. Money travels as decimal strings exact to the cent ("1234.50"), summed in whole
 * cents by the database; percentages and means carry one decimal, and are null when there is nothing to divide by —
 * an honest "no data", never a default figure (DESIGN §6; spec 02 §9's "95.5 when there is no equipment" is not copied).
 */

/** Whole cents (an integer, possibly a bigint from SQL) as '1234.50'; '-0.05' for negatives. */
export function centsToDecimal(cents: number | bigint | string): string {
  const n = BigInt(typeof cents === 'number' ? Math.round(cents) : cents);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A decimal string ('1234.5', '12') as whole cents, rounded half away from zero at the third decimal. */
export function decimalToCents(value: string): number {
  return Math.round(Number(value) * 100);
}

/** Mean of `count` amounts summing to `cents`, rounded half up to the cent; '0.00' when there are none. */
export function averageDecimal(cents: number | bigint | string, count: number): string {
  if (count <= 0) return '0.00';
  const total = BigInt(cents);
  const c = BigInt(count);
  const q = (2n * total + c) / (2n * c); // round half up for non-negative sums
  return centsToDecimal(total >= 0n ? q : -((2n * -total + c) / (2n * c)));
}

/** part / whole × 100 with one decimal; null when whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A mean with one decimal, null when there is nothing to average. */
export function meanOf(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total / count) * 10) / 10;
}
