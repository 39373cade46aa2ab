import type { Availability, EquipmentDraft, EquipmentSort, MovementStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { SortKeyType } from '../../platform/cursor.ts';
import { availabilityFacts, availabilityWhere } from './availability.sql.ts';
import { movementWhere } from './movement.sql.ts';

/** One equipment row as selected below: dates as YYYY-MM-DD text, numerics as text (exact). */
export type EquipmentRow = {
  id: string;
  company_id: string;
  name: string;
  manufacturer: string | null;
  model: string | null;
  serial: string | null;
  equipment_type: string | null;
  status: string;
  location: string | null;
  notes: string | null;
  description: string | null;
  priority: string | null;
  purchase_date: string | null;
  warranty_expiry: string | null;
  purchase_price: string | null;
  current_value: string | null;
  depreciation_rate: string | null;
  current_condition_rating: number | null;
  lifecycle_stage: string | null;
  depreciation_method: string;
  useful_life_hours: string | null;
  replacement_cost_estimate: string | null;
  last_valuation_date: string | null;
  assignment_status: string;
  assigned_to: string | null;
  assigned_to_name: string | null;
  maintenance_schedule: string;
  last_maintenance: string | null;
  year: number | null;
  tags: string[];
  qr_code_id: string | null;
  hours: string | null;
  operator_name: string | null;
  /** As recorded on the row (import, add form); the API shows them derived with the task facts below. */
  last_service_date: string | null;
  next_service_date: string | null;
  /** The latest completion date of its completed tasks. */
  last_completed_on: string | null;
  /** The earliest due date and lowest due hours of its open (pending or in-progress) tasks. */
  next_due_date: string | null;
  next_due_hours: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  first_image_id: string | null;
  /** The job site the machine is actively at (one at most: job_site_equipment_active_key). */
  job_site: { id: string; name: string } | null;
  /** The inputs of the availability label (spec 02 §4; availability.sql.ts). */
  has_open_task: boolean;
  has_job_site: boolean;
  has_active_assignment: boolean;
  /** A confirmed reservation's window covers now (spec 02 §4 'Reserved'). */
  has_active_reservation: boolean;
};

export const equipmentColumns = `e.id, e.company_id, e.name, e.manufacturer, e.model, e.serial, e.equipment_type, e.status,
  e.location, e.notes, e.description, e.priority, e.purchase_date::text as purchase_date, e.warranty_expiry::text as warranty_expiry,
  e.purchase_price::text as purchase_price, e.current_value::text as current_value, e.depreciation_rate::text as depreciation_rate,
  e.current_condition_rating, e.lifecycle_stage, e.depreciation_method, e.useful_life_hours::text as useful_life_hours,
  e.replacement_cost_estimate::text as replacement_cost_estimate,
  e.last_valuation_date::text as last_valuation_date, e.assignment_status, e.assigned_to, e.assigned_to_name,
  e.maintenance_schedule, e.last_maintenance::text as last_maintenance, e.year, e.tags, e.qr_code_id, e.hours::text as hours,
  e.operator_name, e.last_service_date::text as last_service_date, e.next_service_date::text as next_service_date,
  e.archived_at, e.created_at, e.updated_at,
  (select i.id from equipment_images i where i.company_id = e.company_id and i.equipment_id = e.id
    order by i.created_at, i.id limit 1) as first_image_id,
  (select max(t.completed_on)::text from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
    and t.status = 'completed') as last_completed_on,
  (select min(t.due_date)::text from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
    and t.status in ('pending', 'in_progress')) as next_due_date,
  (select min(t.due_hours)::text from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
    and t.status in ('pending', 'in_progress')) as next_due_hours,
  (select json_build_object('id', s.id, 'name', s.site_name) from job_site_equipment_assignments a
    join job_sites s on s.id = a.job_site_id and s.company_id = a.company_id
    where a.equipment_id = e.id and a.status = 'active' and a.company_id = e.company_id) as job_site,
  ${availabilityFacts}`;

/** Draft field → column and SQL type, shared by single inserts, updates and the batched import. */
export const draftColumns: readonly (readonly [keyof EquipmentDraft, string, string])[] = [
  ['name', 'name', 'text'],
  ['manufacturer', 'manufacturer', 'text'],
  ['model', 'model', 'text'],
  ['serial', 'serial', 'text'],
  ['equipmentType', 'equipment_type', 'text'],
  ['status', 'status', 'text'],
  ['year', 'year', 'integer'],
  ['hours', 'hours', 'numeric'],
  ['location', 'location', 'text'],
  ['notes', 'notes', 'text'],
  ['description', 'description', 'text'],
  ['priority', 'priority', 'text'],
  ['purchaseDate', 'purchase_date', 'date'],
  ['warrantyExpiry', 'warranty_expiry', 'date'],
  ['purchasePrice', 'purchase_price', 'numeric'],
  ['currentValue', 'current_value', 'numeric'],
  ['depreciationRate', 'depreciation_rate', 'numeric'],
  ['currentConditionRating', 'current_condition_rating', 'smallint'],
  ['replacementCostEstimate', 'replacement_cost_estimate', 'numeric'],
  ['lastValuationDate', 'last_valuation_date', 'date'],
  ['maintenanceSchedule', 'maintenance_schedule', 'text'],
  ['lastMaintenance', 'last_maintenance', 'date'],
  ['lastServiceDate', 'last_service_date', 'date'],
  ['nextServiceDate', 'next_service_date', 'date'],
  ['operatorName', 'operator_name', 'text'],
  ['tags', 'tags', 'text[]'],
  ['qrCodeId', 'qr_code_id', 'text'],
];

export type NewEquipment = EquipmentDraft & { companyId: string; createdBy: string | null; lifecycleStage: string | null };

export async function insertEquipment(tx: Sql, e: NewEquipment): Promise<string> {
  const columns = ['company_id', 'created_by', 'lifecycle_stage', ...draftColumns.map(([, column]) => column)];
  const values: unknown[] = [e.companyId, e.createdBy, e.lifecycleStage, ...draftColumns.map(([key]) => e[key])];
  const rows = await tx.query<{ id: string }>(
    `insert into equipment (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  return rows[0]!.id;
}

export async function findEquipment(tx: Sql, id: string, companyId: string | null): Promise<EquipmentRow | null> {
  const rows = await tx.query<EquipmentRow>(
    `select ${equipmentColumns} from equipment e where e.id = $1 and ($2::uuid is null or e.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Several equipment in the order asked for; ids not visible to the caller are simply missing. */
export async function findEquipmentByIds(tx: Sql, ids: string[], companyId: string | null): Promise<EquipmentRow[]> {
  const rows = await tx.query<EquipmentRow>(
    `select ${equipmentColumns} from equipment e where e.id = any($1::uuid[]) and ($2::uuid is null or e.company_id = $2)`,
    [ids, companyId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id.toLowerCase())).filter((r): r is EquipmentRow => !!r);
}

/** A patch of draft fields (plus lifecycle stage); returns false when no visible row matched. */
export async function updateEquipment(
  tx: Sql,
  id: string,
  companyId: string | null,
  patch: Partial<EquipmentDraft> & { lifecycleStage?: string | null; archivedAt?: null },
): Promise<boolean> {
  const sets: string[] = [];
  const values: unknown[] = [id, companyId];
  const add = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  for (const [key, column] of draftColumns) if (patch[key] !== undefined) add(column, patch[key]);
  if (patch.lifecycleStage !== undefined) add('lifecycle_stage', patch.lifecycleStage);
  const rows = await tx.query<{ id: string }>(
    `update equipment set ${[...sets, 'updated_at = now()'].join(', ')}
      where id = $1 and ($2::uuid is null or company_id = $2) returning id`,
    values,
  );
  return rows.length > 0;
}

export const isUniqueViolation = (err: unknown, constraint: string): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === constraint;

export type ListFilter = {
  companyId: string | null;
  search?: string;
  status?: string;
  /** spec 02 §4 availability label (issue 15 item 4). */
  availability?: Availability;
  /** spec 02 §2 register filter by GPS movement status (§4). */
  movement?: MovementStatus;
  archived: boolean;
  /** A custom field's value (issue 19 item 4): the field ids of the key and the compared value keys (migration 0035). */
  customField?: { fieldIds: string[]; valueKeys: string[] };
};

/**
 * Sort allow-list → SQL expression (never null, so keyset comparisons hold) and the type to cast a
 * cursor back to. Each has an index (company_id, expression, id) for live rows (migrations 0002, 0004);
 * hours sort by hours_key, a stored float8 copy (nulls as -1): numeric's comparison is not leakproof,
 * and under RLS a keyset condition must be leakproof to become an index condition. The same names are
 * allow-listed in equipment_search_page.
 */
const sortExpressions: Record<string, { expr: string; type: SortKeyType }> = {
  name: { expr: 'e.name_key', type: 'text' },
  createdAt: { expr: 'e.created_at', type: 'timestamptz' },
  updatedAt: { expr: 'e.updated_at', type: 'timestamptz' },
  year: { expr: 'coalesce(e.year, 0)', type: 'integer' },
  hours: { expr: 'e.hours_key', type: 'float8' },
};

export type PageRow = EquipmentRow & { sort_key: string };

/** How a keyset cursor's sort key is cast for this sort order. */
export const sortKeyTypeOf = (sort: EquipmentSort): SortKeyType => sortExpressions[sort.replace(/^-/, '')]!.type;

/**
 * Keyset pagination over (sort expression, id); the cursor holds the last row's values. A search
 * asks equipment_search_page (migration 0004) for the page's ids: under RLS PostgreSQL will not use
 * the trigram index for ILIKE, and the function, planned per call, picks the index as the plain
 * statement would. The rows themselves are then read here under RLS, in the function's order.
 */
export async function listEquipment(
  tx: Sql,
  filter: ListFilter,
  sort: EquipmentSort,
  after: { sortKey: string; id: string } | null,
  limit: number,
): Promise<PageRow[]> {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const { expr, type } = sortExpressions[key]!;
  // A search asks the trigram-indexed function for the page; with an availability or movement filter it cannot (the
  // function knows neither), so that combination reads the rows here with the same match.
  if (filter.search && !filter.availability && !filter.movement && !filter.customField) {
    return tx.query<PageRow>(
      `select ${equipmentColumns}, (${expr})::text as sort_key
         from equipment_search_page($1, $2, $3, $4, $5, $6, $7, $8, $9) with ordinality as p (id, n)
         join equipment e on e.id = p.id
        order by p.n`,
      [
        filter.companyId,
        filter.search,
        filter.status ?? null,
        filter.archived,
        key,
        desc,
        after?.sortKey ?? null,
        after?.id ?? null,
        limit,
      ],
    );
  }
  const values: unknown[] = [];
  const where: string[] = [filter.archived ? 'e.archived_at is not null' : 'e.archived_at is null'];
  if (filter.companyId) {
    values.push(filter.companyId);
    where.push(`e.company_id = $${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    where.push(`e.status = $${values.length}`);
  }
  if (filter.search) {
    values.push(filter.search);
    // The searched text of equipment_search_page (migration 0025).
    where.push(
      `strpos(lower(e.name || ' ' || coalesce(e.model, '') || ' ' || coalesce(e.serial, '') || ' ' || coalesce(e.manufacturer, '') || ' ' ||
        coalesce(replace(e.equipment_type, '_', ' '), '')), lower($${values.length})) > 0`,
    );
  }
  if (filter.availability) where.push(availabilityWhere(filter.availability));
  if (filter.movement) where.push(movementWhere(filter.movement));
  if (filter.customField) {
    values.push(filter.customField.fieldIds, filter.customField.valueKeys);
    // Equalities only (leakproof), so under RLS the values' (company_id, field_id, value_key) index serves it.
    where.push(
      `exists (select 1 from equipment_custom_values v where v.company_id = e.company_id and v.equipment_id = e.id
        and v.field_id = any($${values.length - 1}::uuid[]) and v.value_key = any($${values.length}::text[]))`,
    );
  }
  if (after) {
    values.push(after.sortKey, after.id);
    where.push(`(${expr}, e.id) ${desc ? '<' : '>'} ($${values.length - 1}::${type}, $${values.length}::uuid)`);
  }
  values.push(limit);
  const dir = desc ? 'desc' : 'asc';
  // The page is chosen first (inner query), so the per-row facts of equipmentColumns are computed for its rows only,
  // not for every machine of the company before the sort. Prepared: PostgreSQL then plans it once per connection
  // instead of on every request (planning this statement cost more than running it; docs/performance.md).
  return tx.query<PageRow>(
    `select ${equipmentColumns}, (${expr})::text as sort_key
       from (select e.* from equipment e where ${where.join(' and ')}
              order by ${expr} ${dir}, e.id ${dir} limit $${values.length}) e
      order by ${expr} ${dir}, e.id ${dir}`,
    values,
    { prepare: true },
  );
}

export async function countByStatus(tx: Sql, companyId: string | null): Promise<{ status: string; n: number; with_qr: number }[]> {
  return tx.query(
    `select status, count(*)::int as n, count(qr_code_id)::int as with_qr from equipment
      where archived_at is null and ($1::uuid is null or company_id = $1) group by status`,
    [companyId],
  );
}

/** Live machines of one type (and status): how many, and the first `limit` by name (the assistant's type count). */
export async function ofType(
  tx: Sql,
  companyId: string | null,
  type: string,
  status: string | null,
  limit: number,
): Promise<{ total: number; machines: { id: string; name: string; status: string }[] }> {
  const rows = await tx.query<{ id: string | null; name: string; status: string; total: number }>(
    `with m as (select e.id, e.name, e.name_key, e.status from equipment e
                 where e.archived_at is null and ($1::uuid is null or e.company_id = $1) and e.equipment_type = $2
                   and ($3::text is null or e.status = $3))
     select null::uuid as id, '' as name, '' as status, count(*)::int as total from m
     union all
     (select id, name, status, 0 from m order by name_key, id limit $4)`,
    [companyId, type, status, limit],
  );
  return {
    total: rows.find((r) => r.id === null)?.total ?? 0,
    machines: rows
      .filter((r): r is { id: string; name: string; status: string; total: number } => r.id !== null)
      .map(({ id, name, status }) => ({ id, name, status })),
  };
}

export async function listNeedingQrCode(tx: Sql, companyId: string | null, limit: number) {
  return tx.query<{ id: string; name: string; model: string | null; serial: string | null }>(
    `select id, name, model, serial from equipment
      where archived_at is null and qr_code_id is null and ($1::uuid is null or company_id = $1)
      order by created_at desc, id desc limit $2`,
    [companyId, limit],
  );
}

export type DependentCounts = { images: number; documents: number; scans: number; activity: number; tasks: number; repairs: number };

/** What would be lost by deleting: images, documents, scans, activity history, maintenance tasks and repairs (quotes and invoices join later). */
export async function countDependents(tx: Sql, id: string, companyId: string): Promise<DependentCounts> {
  const rows = await tx.query<DependentCounts>(
    `select (select count(*)::int from equipment_images where company_id = $2 and equipment_id = $1) as images,
            (select count(*)::int from equipment_documents where company_id = $2 and equipment_id = $1) as documents,
            (select count(*)::int from qr_scan_logs where company_id = $2 and equipment_id = $1) as scans,
            (select count(*)::int from activity_logs where company_id = $2 and entity_type = 'equipment' and entity_id = $1::text) as activity,
            (select count(*)::int from maintenance_tasks where company_id = $2 and equipment_id = $1) as tasks,
            (select count(*)::int from repairs where company_id = $2 and equipment_id = $1) as repairs`,
    [id, companyId],
  );
  return rows[0]!;
}

export async function archiveEquipment(tx: Sql, id: string, companyId: string): Promise<boolean> {
  const rows = await tx.query(
    `update equipment set archived_at = coalesce(archived_at, now()), updated_at = now()
      where id = $1 and company_id = $2 returning id`,
    [id, companyId],
  );
  return rows.length > 0;
}

/** Brings an archived row back; a live row with its serial now raises equipment_serial_key (23505). */
export async function unarchiveEquipment(tx: Sql, id: string, companyId: string): Promise<boolean> {
  const rows = await tx.query(
    'update equipment set archived_at = null, updated_at = now() where id = $1 and company_id = $2 and archived_at is not null returning id',
    [id, companyId],
  );
  return rows.length > 0;
}

export async function deleteEquipmentRow(tx: Sql, id: string, companyId: string): Promise<boolean> {
  const rows = await tx.query('delete from equipment where id = $1 and company_id = $2 returning id', [id, companyId]);
  return rows.length > 0;
}

/** A new QR id must name no other machine: neither as its QR id nor as an alternate code (migration 0035). */
export async function qrCodeTaken(tx: Sql, companyId: string, code: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from equipment where company_id = $1 and qr_code_id = $2
     union all select 1 from equipment_alternate_codes where company_id = $1 and code_key = upper($2)`,
    [companyId, code],
  );
  return rows.length > 0;
}

/** spec 02 §5 Scanner lookup: by QR id, or by id; within companyId when given (RLS limits it anyway). */
export async function findByLookup(tx: Sql, by: 'qrCodeId' | 'id', value: string, companyId: string | null): Promise<EquipmentRow | null> {
  const column = by === 'id' ? 'e.id' : 'e.qr_code_id';
  const rows = await tx.query<EquipmentRow>(
    `select ${equipmentColumns} from equipment e where ${column} = $1 and ($2::uuid is null or e.company_id = $2)
      order by e.archived_at nulls first, e.created_at limit 1`,
    [value, companyId],
  );
  return rows[0] ?? null;
}
