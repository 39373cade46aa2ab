/** Words and figures of the assistant's answers: money exact to the cent (DESIGN §6), counts with their nouns. */
export function usdOfCents(cents: number | bigint): string {
  const c = BigInt(cents);
  const sign = c < 0n ? '-' : '';
  const abs = c < 0n ? -c : c;
  const dollars = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Dollars as a JSON number or decimal string → whole cents (amounts are stored with 2 decimals). */
export const centsOfAmount = (amount: number | string): number => Math.round(Number(amount) * 100);

/** "1 machine", "3 machines"; `many` for irregular plurals. */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A list read as a sentence: "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** How many records an answer names one by one; the rest are counted ("and 7 more"). */
export const assistantListLimit = 8;

/** An equipment type as a word ("dump_truck" → "dump truck"), as the register's search matches it. */
export const equipmentTypeWord = (type: string): string => type.replace(/_/g, ' ');
