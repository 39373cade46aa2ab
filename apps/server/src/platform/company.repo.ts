import type { Sql } from '../db/database.ts';

/** Whether a company with this id exists (a provider admin naming the company a write goes to). */
export async function companyExists(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from companies where id = $1', [companyId])).length > 0;
}

/** Whether a client company (not the provider) with this id exists. */
export async function clientCompanyExists(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from companies where id = $1 and not is_provider', [companyId])).length > 0;
}
