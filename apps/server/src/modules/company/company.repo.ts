import type { Sql } from '../../db/database.ts';

export type CompanySettingsRow = { id: string; name: string; shipping_address: string | null };

/** Under RLS a client's context sees its own company row only, so another company's id finds nothing (404). */
export async function findCompanySettings(tx: Sql, companyId: string): Promise<CompanySettingsRow | null> {
  const rows = await tx.query<CompanySettingsRow>('select id, name, shipping_address from companies where id = $1', [companyId]);
  return rows[0] ?? null;
}

export async function updateShippingAddress(tx: Sql, companyId: string, address: string | null): Promise<CompanySettingsRow | null> {
  const rows = await tx.query<CompanySettingsRow>(
    'update companies set shipping_address = $2, updated_at = now() where id = $1 returning id, name, shipping_address',
    [companyId, address],
  );
  return rows[0] ?? null;
}
