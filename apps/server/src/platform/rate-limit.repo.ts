import type { Sql } from '../db/database.ts';

/** The rate-limit counters live in the database (ADR 0018): one hit, a reset, one hit given back. */
export async function hitBucket(tx: Sql, bucket: string, windowSeconds: number): Promise<number> {
  const rows = await tx.query<{ hits: number }>('select rate_limit_hit($1, $2) as hits', [bucket, windowSeconds]);
  return rows[0]?.hits ?? 0;
}

export async function clearBucket(tx: Sql, bucket: string): Promise<void> {
  await tx.query('select rate_limit_clear($1)', [bucket]);
}

export async function releaseHit(tx: Sql, bucket: string, windowSeconds: number): Promise<void> {
  await tx.query('select rate_limit_release($1, $2)', [bucket, windowSeconds]);
}
