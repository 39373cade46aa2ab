/**
 * SQL fragments the analytics repositories share. Day ranges include both ends; a timestamp column is compared with the
 * range's UTC day bounds (`col >= from 00:00 UTC and col < to + 1 day 00:00 UTC`) so its index can serve the filter.
 * `$1` is always the company (null: a provider admin's all-company view; RLS decides what exists either way).
 */
export const companyIs = (alias: string) => `($1::uuid is null or ${alias}.company_id = $1)`;

export const tsInRange = (col: string, from: string, to: string, zone = `'UTC'`) =>
  `${col} >= (${from}::date)::timestamp at time zone ${zone} and ${col} < (${to}::date + 1)::timestamp at time zone ${zone}`;

/** A money sum as whole cents in text (bigint, exact). */
export const centsOf = (expr: string) => `(coalesce(sum(${expr}), 0) * 100)::bigint::text`;

export type Range = { from: string; to: string };
