import type { Sql } from '../db/database.ts';
import type { SearchHit } from './search-source.ts';

/** The ranked lookups of migrations 0021, 0024 and 0031, one per kind; a name outside this list cannot be called. */
export type HitsFunction =
  | 'search_equipment_hits'
  | 'search_task_hits'
  | 'search_part_hits'
  | 'search_quote_hits'
  | 'search_invoice_hits'
  | 'search_job_site_hits'
  | 'search_note_hits';

export async function findHits(
  tx: Sql,
  fn: HitsFunction,
  companyId: string | null,
  term: string,
  limit: number,
  cap: number,
): Promise<SearchHit[]> {
  return tx.query<SearchHit>(`select id, rank, total from ${fn}($1, $2, $3, $4)`, [companyId, term, limit, cap]);
}
