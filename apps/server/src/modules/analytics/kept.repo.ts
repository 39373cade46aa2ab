import type { Sql } from '../../db/database.ts';

/** An analytics answer kept by the 'analytics.refresh' job (migration 0047, ADR 0042). */
export type KeptView = 'company' | 'all';
export type KeptKey = { companyId: string; view: KeptView; page: string; params: string };
export type KeptRow = { answer: unknown; computed_at: Date };

export async function readKept(tx: Sql, k: KeptKey): Promise<KeptRow | null> {
  const rows = await tx.query<KeptRow>(
    'select answer, computed_at from analytics_snapshots where company_id = $1 and view = $2 and page = $3 and params = $4',
    [k.companyId, k.view, k.page, k.params],
  );
  return rows[0] ?? null;
}

/** Keeps the answer, and drops the scope's answers computed more than two days ago (their "today" is gone). */
export async function saveKept(tx: Sql, k: KeptKey, answer: unknown, computedAt: Date): Promise<void> {
  await tx.query(
    `insert into analytics_snapshots (company_id, view, page, params, answer, computed_at) values ($1, $2, $3, $4, $5::jsonb, $6)
     on conflict (company_id, view, page, params) do update set answer = excluded.answer, computed_at = excluded.computed_at`,
    [k.companyId, k.view, k.page, k.params, JSON.stringify(answer), computedAt],
  );
  await tx.query(
    `delete from analytics_snapshots where company_id = $1 and view = $2 and computed_at < $3::timestamptz - interval '2 days'`,
    [k.companyId, k.view, computedAt],
  );
}
