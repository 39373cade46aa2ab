import type { Sql } from '../../db/database.ts';

export type EquipmentSearchRow = { id: string; name: string; model: string | null; serial: string | null; status: string };

/** The register's fields a search result shows (spec 01 §3: id, name, model, serial number, status), under RLS. */
export async function equipmentSearchRows(tx: Sql, ids: string[]): Promise<EquipmentSearchRow[]> {
  return tx.query<EquipmentSearchRow>('select id, name, model, serial, status from equipment where id = any($1::uuid[])', [ids]);
}
