import type { Sql } from '../../db/database.ts';

export type AlternateCodeRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  code: string;
  label: string | null;
  created_at: Date;
};

const columns = 'id, company_id, equipment_id, code, label, created_at';

export async function listCodes(tx: Sql, equipmentId: string, companyId: string): Promise<AlternateCodeRow[]> {
  return tx.query<AlternateCodeRow>(
    `select ${columns} from equipment_alternate_codes where company_id = $1 and equipment_id = $2 order by created_at, id`,
    [companyId, equipmentId],
  );
}

/** The codes of several machines (a page of the export). */
export async function codesOf(tx: Sql, equipmentIds: string[], companyId: string | null): Promise<AlternateCodeRow[]> {
  return tx.query<AlternateCodeRow>(
    `select ${columns} from equipment_alternate_codes
      where equipment_id = any($1::uuid[]) and ($2::uuid is null or company_id = $2) order by created_at, id`,
    [equipmentIds, companyId],
  );
}

/**
 * Who already uses a code in the company: a machine with it as an alternate code, or as its own QR id (our labels and
 * a peer's must never name two machines). Archived machines count: a restored one would clash.
 */
export async function codeHolders(
  tx: Sql,
  companyId: string,
  codes: { code: string; codeKey: string }[],
): Promise<{ code_key: string; equipment_id: string; name: string }[]> {
  // QR ids are compared as written and upper-cased (ours are upper case), so the unique QR index serves the lookup.
  return tx.query(
    `select c.code_key, c.equipment_id, e.name from equipment_alternate_codes c
       join equipment e on e.id = c.equipment_id and e.company_id = c.company_id
      where c.company_id = $1 and c.code_key = any($2::text[])
     union all
     select upper(e.qr_code_id), e.id, e.name from equipment e
      where e.company_id = $1 and e.qr_code_id = any($3::text[])`,
    [companyId, codes.map((c) => c.codeKey), [...new Set(codes.flatMap((c) => [c.code, c.codeKey]))]],
  );
}

export async function countCodes(tx: Sql, equipmentId: string, companyId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from equipment_alternate_codes where company_id = $1 and equipment_id = $2',
    [companyId, equipmentId],
  );
  return rows[0]!.n;
}

export async function insertCode(
  tx: Sql,
  c: { companyId: string; equipmentId: string; code: string; codeKey: string; label: string | null; createdBy: string | null },
): Promise<AlternateCodeRow> {
  const rows = await tx.query<AlternateCodeRow>(
    `insert into equipment_alternate_codes (company_id, equipment_id, code, code_key, label, created_by)
     values ($1, $2, $3, $4, $5, $6) returning ${columns}`,
    [c.companyId, c.equipmentId, c.code, c.codeKey, c.label, c.createdBy],
  );
  return rows[0]!;
}

export async function deleteCode(tx: Sql, id: string, equipmentId: string, companyId: string): Promise<boolean> {
  const rows = await tx.query(
    'delete from equipment_alternate_codes where id = $1 and equipment_id = $2 and company_id = $3 returning id',
    [id, equipmentId, companyId],
  );
  return rows.length > 0;
}

/** The scanner's last lookup step: the machine carrying this alternate code, within companyId when given (RLS anyway). */
export async function equipmentIdByCode(tx: Sql, codeKey: string, companyId: string | null): Promise<string | null> {
  const rows = await tx.query<{ equipment_id: string }>(
    `select equipment_id from equipment_alternate_codes where code_key = $1 and ($2::uuid is null or company_id = $2)
      order by created_at limit 1`,
    [codeKey, companyId],
  );
  return rows[0]?.equipment_id ?? null;
}

/** Global search: machines whose alternate code is the term or starts with it (upper-cased like code_key). */
export async function equipmentIdsByCodePrefix(
  tx: Sql,
  codeKey: string,
  companyId: string | null,
  limit: number,
): Promise<{ equipment_id: string; exact: boolean }[]> {
  return tx.query(
    `select c.equipment_id, bool_or(c.code_key = $1) as exact from equipment_alternate_codes c
       join equipment e on e.id = c.equipment_id and e.company_id = c.company_id and e.archived_at is null
      where ($2::uuid is null or c.company_id = $2) and (c.code_key = $1 or c.code_key like $3)
      group by c.equipment_id order by bool_or(c.code_key = $1) desc, c.equipment_id limit $4`,
    [codeKey, companyId, `${codeKey.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, limit],
  );
}

export async function anyCodes(tx: Sql, companyId: string | null): Promise<boolean> {
  const rows = await tx.query('select 1 from equipment_alternate_codes where ($1::uuid is null or company_id = $1) limit 1', [companyId]);
  return rows.length > 0;
}
