import type { Sql } from '../../db/database.ts';

/** One definition row (migration 0035). */
export type CustomFieldRow = {
  id: string;
  company_id: string;
  name: string;
  key: string;
  field_type: string;
  options: string[];
  is_required: boolean;
  sort_order: number;
  archived_at: Date | null;
  created_at: Date;
};

const fieldColumns = 'id, company_id, name, key, field_type, options, is_required, sort_order, archived_at, created_at';

/** The company's fields in the order the dialog shows them; archived ones only when asked. companyId null = all visible. */
export async function listFields(tx: Sql, companyId: string | null, withArchived: boolean): Promise<CustomFieldRow[]> {
  return tx.query<CustomFieldRow>(
    `select ${fieldColumns} from equipment_custom_fields
      where ($1::uuid is null or company_id = $1) and ($2 or archived_at is null)
      order by company_id, archived_at nulls first, sort_order, lower(name), id`,
    [companyId, withArchived],
  );
}

export async function findField(tx: Sql, id: string, companyId: string | null): Promise<CustomFieldRow | null> {
  const rows = await tx.query<CustomFieldRow>(
    `select ${fieldColumns} from equipment_custom_fields where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Fields by key; within one company, or every visible company's (the provider admin's all-company filter). */
export async function findFieldsByKey(tx: Sql, key: string, companyId: string | null): Promise<CustomFieldRow[]> {
  return tx.query<CustomFieldRow>(
    `select ${fieldColumns} from equipment_custom_fields where key = $1 and ($2::uuid is null or company_id = $2)`,
    [key, companyId],
  );
}

/** A live field whose name matches, ignoring case (what ensureCustomField reuses). */
export async function findLiveFieldByName(tx: Sql, companyId: string, name: string): Promise<CustomFieldRow | null> {
  const rows = await tx.query<CustomFieldRow>(
    `select ${fieldColumns} from equipment_custom_fields where company_id = $1 and lower(name) = lower($2) and archived_at is null`,
    [companyId, name],
  );
  return rows[0] ?? null;
}

export async function allKeys(tx: Sql, companyId: string): Promise<string[]> {
  const rows = await tx.query<{ key: string }>('select key from equipment_custom_fields where company_id = $1', [companyId]);
  return rows.map((r) => r.key);
}

export async function countLiveFields(tx: Sql, companyId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from equipment_custom_fields where company_id = $1 and archived_at is null',
    [companyId],
  );
  return rows[0]!.n;
}

/** Serialises additions per company, so two concurrent creations cannot both take the plan's last slot. */
export async function lockFieldQuota(tx: Sql, companyId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('gears:limit:customFields:' || $1, 0))`, [companyId]);
}

export type NewField = {
  companyId: string;
  name: string;
  key: string;
  fieldType: string;
  options: string[];
  isRequired: boolean;
  sortOrder: number;
  createdBy: string | null;
};

export async function insertField(tx: Sql, f: NewField): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into equipment_custom_fields (company_id, name, key, field_type, options, is_required, sort_order, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [f.companyId, f.name, f.key, f.fieldType, f.options, f.isRequired, f.sortOrder, f.createdBy],
  );
  return rows[0]!.id;
}

export async function nextSortOrder(tx: Sql, companyId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'select coalesce(max(sort_order) + 10, 0)::int as n from equipment_custom_fields where company_id = $1',
    [companyId],
  );
  return Math.min(rows[0]!.n, 10000);
}

export type FieldPatch = { name?: string; options?: string[]; isRequired?: boolean; sortOrder?: number; archived?: boolean };

export async function updateField(tx: Sql, id: string, companyId: string, patch: FieldPatch): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [id, companyId];
  const add = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (patch.name !== undefined) add('name', patch.name);
  if (patch.options !== undefined) add('options', patch.options);
  if (patch.isRequired !== undefined) add('is_required', patch.isRequired);
  if (patch.sortOrder !== undefined) add('sort_order', patch.sortOrder);
  if (patch.archived !== undefined) sets.push(patch.archived ? 'archived_at = coalesce(archived_at, now())' : 'archived_at = null');
  await tx.query(`update equipment_custom_fields set ${sets.join(', ')} where id = $1 and company_id = $2`, values);
}

export async function deleteField(tx: Sql, id: string, companyId: string): Promise<void> {
  await tx.query('delete from equipment_custom_fields where id = $1 and company_id = $2', [id, companyId]);
}

/** How many machines hold a value of the field, optionally only those with one of `valueKeys`. */
export async function countValues(tx: Sql, companyId: string, fieldId: string, valueKeys?: string[]): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from equipment_custom_values
      where company_id = $1 and field_id = $2 and ($3::text[] is null or value_key = any($3))`,
    [companyId, fieldId, valueKeys ?? null],
  );
  return rows[0]!.n;
}

export type ValueRow = { equipment_id: string; field_id: string; value_text: string };

/** The values of several machines (a page of the export, one machine's detail). */
export async function valuesOf(tx: Sql, equipmentIds: string[], companyId: string | null): Promise<ValueRow[]> {
  return tx.query<ValueRow>(
    `select equipment_id, field_id, value_text from equipment_custom_values
      where equipment_id = any($1::uuid[]) and ($2::uuid is null or company_id = $2)`,
    [equipmentIds, companyId],
  );
}

export async function upsertValue(
  tx: Sql,
  v: { companyId: string; equipmentId: string; fieldId: string; text: string; key: string; actorId: string | null },
): Promise<void> {
  await tx.query(
    `insert into equipment_custom_values (company_id, equipment_id, field_id, value_text, value_key, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (equipment_id, field_id) do update
       set value_text = excluded.value_text, value_key = excluded.value_key, updated_by = excluded.updated_by, updated_at = now()
       where equipment_custom_values.value_text is distinct from excluded.value_text`,
    [v.companyId, v.equipmentId, v.fieldId, v.text, v.key, v.actorId],
  );
}

export async function deleteValue(tx: Sql, companyId: string, equipmentId: string, fieldId: string): Promise<void> {
  await tx.query('delete from equipment_custom_values where company_id = $1 and equipment_id = $2 and field_id = $3', [
    companyId,
    equipmentId,
    fieldId,
  ]);
}

/** The machine's company and archive state only: what a value or code write needs (the full row is much wider). */
export async function equipmentOwner(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; name: string; archived_at: Date | null } | null> {
  const rows = await tx.query<{ id: string; company_id: string; name: string; archived_at: Date | null }>(
    'select id, company_id, name, archived_at from equipment where id = $1 and ($2::uuid is null or company_id = $2)',
    [id, companyId],
  );
  return rows[0] ?? null;
}
