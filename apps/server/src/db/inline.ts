import { loadPg } from './pg-driver.ts';

/** A statement with $n placeholders and its values. */
export type Statement = { text: string; values: unknown[] };

/**
 * The statement with its values written in as SQL literals, so it can share one simple-protocol message with
 * `begin` (one round trip instead of two): the statements that open a transaction (tenant.ts) and, through
 * inlineIfSimple, a read route's first query (postgres.ts). Values may be strings (quoted by pg's escapeLiteral),
 * finite numbers, booleans or null; anything else throws, as does a placeholder without a value.
 */
export function inlineStatement({ text, values }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= values.length) throw new Error(`inlineStatement: no value for $${n}`);
    return literal(values[index]);
  });
}

/**
 * The statement inlined, or null when one of its values is not a simple literal (arrays, dates, buffers…) or
 * its text may hold a placeholder-like `$n` inside a quoted string (left alone, to be safe).
 */
export function inlineIfSimple(statement: Statement): string | null {
  if (/'[^']*\$\d/.test(statement.text)) return null;
  return statement.values.every(isSimple) ? inlineStatement(statement) : null;
}

const isSimple = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return loadPg().escapeLiteral(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`inlineStatement: unsupported value of type ${typeof value}`);
}
