import type { Sql } from '../../db/database.ts';

export type PartRow = {
  id: string;
  company_id: string;
  part_name: string;
  part_number: string;
  description: string | null;
  category: string | null;
  manufacturer: string | null;
  supplier: string | null;
  location: string | null;
  unit_cost: string | null;
  units_in_stock: number;
  min_stock: number;
  lead_time_days: number | null;
  photo_key: string | null;
  photo_content_type: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  equipment: { id: string; name: string }[] | string;
};

const partColumns = `p.id, p.company_id, p.part_name, p.part_number, p.description, p.category, p.manufacturer, p.supplier, p.location,
  p.unit_cost::text as unit_cost, p.units_in_stock, p.min_stock, p.lead_time_days, p.photo_key, p.photo_content_type, p.archived_at, p.created_at, p.updated_at,
  coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name, e.id)
     from part_equipment_links l join equipment e on e.id = l.equipment_id and e.company_id = l.company_id
    where l.part_id = p.id), '[]'::json) as equipment`;

export async function findPart(tx: Sql, id: string, companyId: string | null): Promise<PartRow | null> {
  const rows = await tx.query<PartRow>(
    `select ${partColumns} from equipment_parts p where p.id = $1 and ($2::uuid is null or p.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type LockedPart = {
  id: string;
  company_id: string;
  part_name: string;
  units_in_stock: number;
  min_stock: number;
  archived_at: Date | null;
};

/** Locks a part while its stock or its existence changes (SELECT … FOR UPDATE), so concurrent movements and deletes serialise. */
export async function lockPart(tx: Sql, id: string, companyId: string | null): Promise<LockedPart | null> {
  const rows = await tx.query<LockedPart>(
    `select id, company_id, part_name, units_in_stock, min_stock, archived_at from equipment_parts
      where id = $1 and ($2::uuid is null or company_id = $2) for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type PartFilter = { companyId: string | null; search?: string; lowStock?: boolean; equipmentId?: string; includeArchived?: boolean };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: PartFilter): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const where: string[] = [];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  if (f.companyId) where.push(`p.company_id = ${p(f.companyId)}`);
  if (!f.includeArchived) where.push('p.archived_at is null');
  if (f.search) {
    const pattern = p(`%${escapeLike(f.search)}%`);
    where.push(
      `(p.part_name ilike ${pattern} or p.part_number ilike ${pattern} or p.manufacturer ilike ${pattern} or p.category ilike ${pattern})`,
    );
  }
  if (f.lowStock) where.push('p.units_in_stock <= p.min_stock');
  if (f.equipmentId)
    where.push(`exists (select 1 from part_equipment_links l where l.part_id = p.id and l.equipment_id = ${p(f.equipmentId)})`);
  return { where: where.length ? where.join(' and ') : 'true', values };
}

/** spec 02 §7: parts by company ordered by part name. */
export async function listParts(tx: Sql, f: PartFilter, limit: number, offset: number): Promise<{ rows: PartRow[]; total: number }> {
  const { where, values } = whereOf(f);
  const rows = await tx.query<PartRow>(
    `select ${partColumns} from equipment_parts p where ${where} order by lower(p.part_name), p.id limit $${values.length + 1} offset $${values.length + 2}`,
    [...values, limit, offset],
  );
  const total = await tx.query<{ n: number }>(`select count(*)::int as n from equipment_parts p where ${where}`, values);
  return { rows, total: total[0]!.n };
}

export type NewPart = {
  companyId: string;
  partName: string;
  partNumber: string;
  description: string | null;
  category: string | null;
  manufacturer: string | null;
  supplier: string | null;
  location: string | null;
  unitCost: number | null;
  unitsInStock: number;
  minStock: number;
  leadTimeDays: number | null;
  createdBy: string;
};

/** Inserts a part; null when its part number is already used in the company. */
export async function insertPart(tx: Sql, p: NewPart): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into equipment_parts (company_id, part_name, part_number, description, category, manufacturer, supplier, location, unit_cost,
       units_in_stock, min_stock, lead_time_days, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (company_id, part_number_key) do nothing returning id`,
    [
      p.companyId,
      p.partName,
      p.partNumber,
      p.description,
      p.category,
      p.manufacturer,
      p.supplier,
      p.location,
      p.unitCost,
      p.unitsInStock,
      p.minStock,
      p.leadTimeDays,
      p.createdBy,
    ],
  );
  return rows[0]?.id ?? null;
}

const updatable: Record<string, string> = {
  partName: 'part_name',
  partNumber: 'part_number',
  description: 'description',
  category: 'category',
  manufacturer: 'manufacturer',
  supplier: 'supplier',
  location: 'location',
  unitCost: 'unit_cost',
  minStock: 'min_stock',
  leadTimeDays: 'lead_time_days',
  unitsInStock: 'units_in_stock',
  photoKey: 'photo_key',
  photoContentType: 'photo_content_type',
};

export async function updatePart(tx: Sql, id: string, companyId: string, patch: Record<string, unknown>): Promise<void> {
  const values: unknown[] = [id, companyId];
  const sets: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || !updatable[key]) continue;
    values.push(value);
    sets.push(`${updatable[key]} = $${values.length}`);
  }
  await tx.query(`update equipment_parts set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and company_id = $2`, values);
}

export type DependentCounts = { movements: number; tasks: number; equipmentLinks: number; quotes: number };

/** What a part's history holds: ledger rows, the tasks they name, equipment links and quote requests. */
export async function countDependents(tx: Sql, id: string, companyId: string): Promise<DependentCounts> {
  const rows = await tx.query<DependentCounts>(
    `select (select count(*)::int from part_stock_movements where company_id = $2 and part_id = $1) as "movements",
            (select count(distinct task_id)::int from part_stock_movements where company_id = $2 and part_id = $1 and task_id is not null) as "tasks",
            (select count(*)::int from part_equipment_links where company_id = $2 and part_id = $1) as "equipmentLinks",
            (select count(*)::int from parts_quotes where company_id = $2 and part_id = $1) as "quotes"`,
    [id, companyId],
  );
  return rows[0]!;
}

export async function setArchived(tx: Sql, id: string, companyId: string, archivedBy: string | null): Promise<void> {
  await tx.query(
    `update equipment_parts set archived_at = case when $3::uuid is null then null else coalesce(archived_at, now()) end,
            archived_by = $3, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, archivedBy],
  );
}

/** The part that holds a part number in the company (spelling-insensitive, archived ones included). */
export async function partHoldingNumber(
  tx: Sql,
  companyId: string,
  partNumber: string,
): Promise<{ id: string; archived_at: Date | null } | null> {
  const rows = await tx.query<{ id: string; archived_at: Date | null }>(
    `select id, archived_at from equipment_parts where company_id = $1 and part_number_key = upper(regexp_replace($2, '[^A-Za-z0-9]', '', 'g'))`,
    [companyId, partNumber],
  );
  return rows[0] ?? null;
}

export async function deletePart(tx: Sql, id: string, companyId: string): Promise<{ photo_key: string | null } | null> {
  const rows = await tx.query<{ photo_key: string | null }>(
    'delete from equipment_parts where id = $1 and company_id = $2 returning photo_key',
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Replaces the equipment a part is linked to. */
export async function setEquipmentLinks(tx: Sql, partId: string, companyId: string, equipmentIds: string[]): Promise<void> {
  await tx.query('delete from part_equipment_links where part_id = $1 and company_id = $2 and not (equipment_id = any($3::uuid[]))', [
    partId,
    companyId,
    equipmentIds,
  ]);
  if (equipmentIds.length === 0) return;
  await tx.query(
    `insert into part_equipment_links (company_id, part_id, equipment_id) select $1, $2, e from unnest($3::uuid[]) as e
     on conflict (part_id, equipment_id) do nothing`,
    [companyId, partId, equipmentIds],
  );
}

/** The live equipment of the company among `ids` (the rest are another company's, archived or unknown). */
export async function visibleEquipment(tx: Sql, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    'select id from equipment where company_id = $1 and id = any($2::uuid[]) and archived_at is null',
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

/** The company's catalogue as photo identification matches it (match.rules.ts). */
export async function catalogueOf(tx: Sql, companyId: string, limit: number) {
  return tx.query<{ id: string; part_name: string; part_number: string; manufacturer: string | null }>(
    'select id, part_name, part_number, manufacturer from equipment_parts where company_id = $1 and archived_at is null order by lower(part_name), id limit $2',
    [companyId, limit],
  );
}

export async function findPartsByIds(tx: Sql, ids: string[], companyId: string): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return tx.query<PartRow>(`select ${partColumns} from equipment_parts p where p.company_id = $2 and p.id = any($1::uuid[])`, [
    ids,
    companyId,
  ]);
}
