import type { EquipmentDraft } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { draftColumns } from './equipment.repo.ts';

/** A validated row with its id made in advance, so the INSERT's RETURNING says which rows went in. */
export type ImportDraft = EquipmentDraft & { id: string; lifecycleStage: string | null };

/** Which of these serials (lowercased) and QR ids the company's live equipment already uses. */
export async function existingKeys(
  tx: Sql,
  companyId: string,
  serials: string[],
  qrCodeIds: string[],
): Promise<{ serials: Set<string>; qrCodeIds: Set<string> }> {
  const taken = serials.length
    ? await tx.query<{ s: string }>(
        'select lower(serial) as s from equipment where company_id = $1 and archived_at is null and lower(serial) = any($2::text[])',
        [companyId, serials],
      )
    : [];
  const codes = qrCodeIds.length
    ? await tx.query<{ q: string }>('select qr_code_id as q from equipment where company_id = $1 and qr_code_id = any($2::text[])', [
        companyId,
        qrCodeIds,
      ])
    : [];
  return { serials: new Set(taken.map((r) => r.s)), qrCodeIds: new Set(codes.map((r) => r.q)) };
}

const recordColumns = ['"id" uuid', ...draftColumns.map(([key, , type]) => `"${key}" ${type}`), '"lifecycleStage" text'].join(', ');
const targetColumns = ['id', 'company_id', 'created_by', 'lifecycle_stage', ...draftColumns.map(([, column]) => column)].join(', ');
const sourceColumns = ['r."id"', '$1::uuid', '$2::uuid', 'r."lifecycleStage"', ...draftColumns.map(([key]) => `r."${key}"`)].join(', ');

/**
 * One multi-row INSERT for a batch (DESIGN §7: 100k rows in ≤ 10 s). Rows that hit a unique
 * index (serial, QR id) are skipped, not fatal; the ids returned say which rows went in.
 */
export async function insertBatch(tx: Sql, companyId: string, createdBy: string, rows: ImportDraft[]): Promise<Set<string>> {
  const inserted = await tx.query<{ id: string }>(
    `insert into equipment (${targetColumns})
     select ${sourceColumns} from jsonb_to_recordset($3::jsonb) as r(${recordColumns})
     on conflict do nothing returning id`,
    [companyId, createdBy, JSON.stringify(rows)],
  );
  return new Set(inserted.map((r) => r.id));
}

const updateColumns = (keys: readonly string[]) => draftColumns.filter(([key]) => keys.includes(key));

/** Live equipment of the company by lower-cased serial number (the re-import key, issue 19 item 6). */
export async function idsBySerial(tx: Sql, companyId: string, serials: string[]): Promise<Map<string, string>> {
  if (serials.length === 0) return new Map();
  const rows = await tx.query<{ k: string; id: string }>(
    'select lower(serial) as k, id from equipment where company_id = $1 and archived_at is null and lower(serial) = any($2::text[])',
    [companyId, serials],
  );
  return new Map(rows.map((r) => [r.k, r.id]));
}

/** Live equipment of the company by alternate code key (a peer's asset tag or barcode kept on the machine). */
export async function idsByAlternateCode(tx: Sql, companyId: string, codeKeys: string[]): Promise<Map<string, string>> {
  if (codeKeys.length === 0) return new Map();
  const rows = await tx.query<{ k: string; id: string }>(
    `select c.code_key as k, e.id from equipment_alternate_codes c join equipment e on e.id = c.equipment_id and e.company_id = c.company_id
      where c.company_id = $1 and e.archived_at is null and c.code_key = any($2::text[])`,
    [companyId, codeKeys],
  );
  return new Map(rows.map((r) => [r.k, r.id]));
}

/**
 * Re-import (issue 19 item 6): of these rows, each carrying the id of the live machine its key names, the ones whose
 * mapped fields differ. With `write` those are updated; matched rows not returned are unchanged. Only the fields the
 * file maps are compared and written, so an update never blanks the others.
 */
export async function changedById(
  tx: Sql,
  companyId: string,
  rows: ImportDraft[],
  keys: readonly string[],
  write: boolean,
): Promise<Set<string>> {
  const columns = updateColumns(keys);
  if (rows.length === 0 || columns.length === 0) return new Set();
  const record = ['"id" uuid', ...columns.map(([key, , type]) => `"${key}" ${type}`)].join(', ');
  const differs = columns.map(([key, column]) => `e.${column} is distinct from r."${key}"`).join(' or ');
  const match = `e.company_id = $1 and e.archived_at is null and e.id = r."id" and (${differs})`;
  const sql = write
    ? `update equipment e set ${columns.map(([key, column]) => `${column} = r."${key}"`).join(', ')}, updated_at = now()
         from jsonb_to_recordset($2::jsonb) as r(${record}) where ${match} returning e.id`
    : `select e.id from equipment e join jsonb_to_recordset($2::jsonb) as r(${record}) on ${match}`;
  const changed = await tx.query<{ id: string }>(sql, [companyId, JSON.stringify(rows)]);
  return new Set(changed.map((r) => r.id));
}

export type PersonKey = { id: string; name: string; email: string };

/** The company's active people, to match a file's 'Checked Out To' by email or name (assignments checks each again). */
export async function companyPeople(tx: Sql, companyId: string): Promise<PersonKey[]> {
  return tx.query<PersonKey>(
    'select id, name, lower(email) as email from users where company_id = $1 and disabled_at is null order by created_at limit 5000',
    [companyId],
  );
}

/** The company's open job sites, for a file's Location to name (issue 19 item 7). */
export async function openSites(tx: Sql, companyId: string): Promise<{ id: string; name: string }[]> {
  return tx.query<{ id: string; name: string }>(
    "select id, site_name as name from job_sites where company_id = $1 and status = 'active' order by created_at limit 10000",
    [companyId],
  );
}

/** The company's remembered columns for a file with this header signature (issue 19 item 2). */
export async function findMapping(tx: Sql, companyId: string, signature: string): Promise<Record<string, string> | null> {
  const rows = await tx.query<{ columns: Record<string, string> }>(
    'select columns from import_mappings where company_id = $1 and signature = $2',
    [companyId, signature],
  );
  return rows[0]?.columns ?? null;
}

export async function saveMapping(
  tx: Sql,
  m: { companyId: string; signature: string; headers: string[]; columns: Record<string, string>; userId: string },
): Promise<void> {
  await tx.query(
    `insert into import_mappings (company_id, signature, headers, columns, updated_by) values ($1, $2, $3, $4::jsonb, $5)
     on conflict (company_id, signature) do update set headers = excluded.headers, columns = excluded.columns,
       updated_by = excluded.updated_by, updated_at = now()`,
    [m.companyId, m.signature, m.headers, JSON.stringify(m.columns), m.userId],
  );
}

/** Runs one step so that its failure undoes only itself, not the batch's transaction. */
export async function inSavepoint<T>(tx: Sql, step: () => Promise<T>): Promise<T> {
  await tx.query('savepoint import_step');
  try {
    const result = await step();
    await tx.query('release savepoint import_step');
    return result;
  } catch (err) {
    await tx.query('rollback to savepoint import_step');
    throw err;
  }
}
