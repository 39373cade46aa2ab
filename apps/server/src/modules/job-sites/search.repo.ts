import type { Sql } from '../../db/database.ts';

export type JobSiteSearchRow = { id: string; site_name: string; site_code: string | null; address: string | null; site_type: string };

/** A site's fields a search result shows (name, code, address, type), under RLS. */
export async function jobSiteSearchRows(tx: Sql, ids: string[]): Promise<JobSiteSearchRow[]> {
  return tx.query<JobSiteSearchRow>('select id, site_name, site_code, address, site_type from job_sites where id = any($1::uuid[])', [ids]);
}
