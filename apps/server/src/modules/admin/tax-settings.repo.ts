import type { Sql } from '../../db/database.ts';

/** The provider's default tax rate, on the provider's own company row (migration 0017). */
export async function readDefaultTaxRate(tx: Sql): Promise<number> {
  const rows = await tx.query<{ rate: number }>('select provider_default_tax_rate()::float8 as rate');
  return Number(rows[0]?.rate ?? 0);
}

export async function writeDefaultTaxRate(tx: Sql, rate: number): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>(
    'update companies set default_tax_rate = $1, updated_at = now() where is_provider returning id',
    [rate],
  );
  return rows[0] ?? null;
}
