import type { Sql } from '../../db/database.ts';

export type PartSearchRow = {
  id: string;
  part_name: string;
  part_number: string;
  manufacturer: string | null;
  units_in_stock: number;
  min_stock: number;
};

/** A part's fields a search result shows (spec 01 §3 inventory item: name, SKU, stock), under RLS. */
export async function partSearchRows(tx: Sql, ids: string[]): Promise<PartSearchRow[]> {
  return tx.query<PartSearchRow>(
    'select id, part_name, part_number, manufacturer, units_in_stock, min_stock from equipment_parts where id = any($1::uuid[])',
    [ids],
  );
}
