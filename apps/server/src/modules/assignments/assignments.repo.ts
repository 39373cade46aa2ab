import type { Sql } from '../../db/database.ts';

/** One assignment as selected below, with the machine and the people's names joined in. */
export type AssignmentRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  equipment_model: string | null;
  equipment_serial: string | null;
  assigned_to_type: string;
  assigned_user_id: string | null;
  job_site_id: string | null;
  assigned_to_name: string;
  assigned_by: string | null;
  assigned_by_name: string | null;
  assigned_at: Date;
  expected_return_date: string | null;
  assignment_notes: string | null;
  status: string;
  returned_at: Date | null;
  returned_by: string | null;
  returned_by_name: string | null;
  return_notes: string | null;
  /** assigned_at as PostgreSQL prints it: the keyset cursor's sort key. */
  sort_key: string;
};

const assignmentSelect = `select a.assigned_at::text as sort_key, a.id, a.company_id, a.equipment_id, e.name as equipment_name, e.model as equipment_model,
    e.serial as equipment_serial, a.assigned_to_type, a.assigned_user_id, a.job_site_id, a.assigned_to_name, a.assigned_by,
    ab.name as assigned_by_name, a.assigned_at, a.expected_return_date::text as expected_return_date, a.assignment_notes,
    a.status, a.returned_at, a.returned_by, coalesce(rb.name, a.returned_by_name) as returned_by_name, a.return_notes
  from asset_assignments a
  join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
  left join users ab on ab.id = a.assigned_by
  left join users rb on rb.id = a.returned_by`;

export type ListFilter = {
  companyId: string | null;
  status: 'active' | 'overdue' | 'returned' | 'all';
  equipmentId?: string;
  today: string;
  /** Keyset: rows older than (assigned_at, id). */
  before?: AssignmentKey;
};

/** Which rows a filter lists ($1 company, $2 machine, $3 status, $4 today); overdue is active with expected_return_date
 * before the caller's today (derived, never stored). */
const listWhere = `where ($1::uuid is null or a.company_id = $1)
        and ($2::uuid is null or a.equipment_id = $2)
        and ($3 = 'all'
          or ($3 = 'active' and a.status = 'active')
          or ($3 = 'returned' and a.status = 'returned')
          or ($3 = 'overdue' and a.status = 'active' and a.expected_return_date < $4::date))`;
const listValues = (f: ListFilter) => [f.companyId, f.equipmentId ?? null, f.status, f.today];

/** Newest first, keyset over (assigned_at, id); `until` (inclusive) stops the list at a plan's history limit. */
export async function listAssignments(tx: Sql, f: ListFilter, limit: number, until: AssignmentKey | null = null): Promise<AssignmentRow[]> {
  return tx.query<AssignmentRow>(
    `${assignmentSelect}
      ${listWhere}
        and ($5::timestamptz is null or (a.assigned_at, a.id) < ($5::timestamptz, $6::uuid))
        and ($7::timestamptz is null or (a.assigned_at, a.id) >= ($7::timestamptz, $8::uuid))
      order by a.assigned_at desc, a.id desc
      limit $9`,
    [...listValues(f), f.before?.assignedAt ?? null, f.before?.id ?? null, until?.assignedAt ?? null, until?.id ?? null, limit],
  );
}

export type AssignmentKey = { assignedAt: string; id: string };

/** The key of the n-th newest assignment the filter lists (null when it lists fewer): the oldest a capped history shows. */
export async function nthNewestAssignmentKey(tx: Sql, f: ListFilter, n: number): Promise<AssignmentKey | null> {
  const rows = await tx.query<{ sort_key: string; id: string }>(
    `select a.assigned_at::text as sort_key, a.id from asset_assignments a
       join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
      ${listWhere}
      order by a.assigned_at desc, a.id desc offset $5 limit 1`,
    [...listValues(f), n - 1],
  );
  return rows[0] ? { assignedAt: rows[0].sort_key, id: rows[0].id } : null;
}

export async function findAssignment(tx: Sql, id: string, companyId: string | null): Promise<AssignmentRow | null> {
  const rows = await tx.query<AssignmentRow>(`${assignmentSelect} where a.id = $1 and ($2::uuid is null or a.company_id = $2)`, [
    id,
    companyId,
  ]);
  return rows[0] ?? null;
}

/** The active assignment of a machine, if any. */
export async function findActiveForEquipment(tx: Sql, equipmentId: string, companyId: string): Promise<AssignmentRow | null> {
  const rows = await tx.query<AssignmentRow>(
    `${assignmentSelect} where a.company_id = $2 and a.equipment_id = $1 and a.status = 'active'`,
    [equipmentId, companyId],
  );
  return rows[0] ?? null;
}

/** The machine a check-out or check-in changes, locked (ADR 0019), with what decides whether it can go out. */
export type LockedEquipmentRow = {
  id: string;
  company_id: string;
  name: string;
  status: string;
  assignment_status: string;
  archived_at: Date | null;
  has_open_task: boolean;
};

/**
 * SELECT … FOR UPDATE on the equipment row: every writer of a machine's bookings takes this lock first, so a
 * reservation or check-out committed meanwhile is seen by the checks that follow. Maintenance in hand is a task in
 * progress, or a pending one due on or before the caller's today or whose hours the machine has reached (the
 * availability label's rule, equipment/availability.sql.ts).
 */
export async function lockEquipment(tx: Sql, id: string, companyId: string | null, today: string): Promise<LockedEquipmentRow | null> {
  const rows = await tx.query<LockedEquipmentRow>(
    `select e.id, e.company_id, e.name, e.status, e.assignment_status, e.archived_at,
        exists (select 1 from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
          and (t.status = 'in_progress' or (t.status = 'pending' and (t.due_date <= $3::date or t.due_hours <= e.hours)))) as has_open_task
      from equipment e where e.id = $1 and ($2::uuid is null or e.company_id = $2)
      for update of e`,
    [id, companyId, today],
  );
  return rows[0] ?? null;
}

/** A confirmed reservation covering now whose booker is none of `owners` (read-only; the reservations module owns it). */
export async function isReservedByOtherNow(tx: Sql, equipmentId: string, companyId: string, owners: string[]): Promise<boolean> {
  const rows = await tx.query<{ reserved: boolean }>(
    `select exists (select 1 from asset_reservations r where r.company_id = $2 and r.equipment_id = $1 and r.status = 'confirmed'
        and r.start_at <= now() and r.end_at > now() and (r.reserved_by is null or not (r.reserved_by = any($3::uuid[])))) as reserved`,
    [equipmentId, companyId, owners],
  );
  return rows[0]!.reserved;
}

export type PersonRow = { id: string; name: string; role: string };

/** An enabled user of the company (another company's id finds nothing). */
export async function findPerson(tx: Sql, companyId: string, id: string): Promise<PersonRow | null> {
  const rows = await tx.query<PersonRow>('select id, name, role from users where id = $1 and company_id = $2 and disabled_at is null', [
    id,
    companyId,
  ]);
  return rows[0] ?? null;
}

export async function listPeople(tx: Sql, companyId: string): Promise<PersonRow[]> {
  return tx.query<PersonRow>(
    'select id, name, role from users where company_id = $1 and disabled_at is null order by name, id limit 1000',
    [companyId],
  );
}

export type SiteRow = { id: string; site_name: string; site_code: string | null; status: string };

/** A job site of the company (read-only; the job-sites module owns the table). */
export async function findJobSite(tx: Sql, companyId: string, id: string): Promise<SiteRow | null> {
  const rows = await tx.query<SiteRow>('select id, site_name, site_code, status from job_sites where id = $1 and company_id = $2', [
    id,
    companyId,
  ]);
  return rows[0] ?? null;
}

export async function listActiveJobSites(tx: Sql, companyId: string): Promise<SiteRow[]> {
  return tx.query<SiteRow>(
    `select id, site_name, site_code, status from job_sites where company_id = $1 and status = 'active'
      order by site_name, id limit 1000`,
    [companyId],
  );
}

export type NewAssignment = {
  companyId: string;
  equipmentId: string;
  type: string;
  userId: string | null;
  jobSiteId: string | null;
  name: string;
  assignedBy: string;
  expectedReturnDate: string | null;
  notes: string | null;
};

/** The partial unique index asset_assignments_active_key refuses a second active row for the machine (ADR 0019). */
export async function insertAssignment(tx: Sql, a: NewAssignment): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_user_id, job_site_id, assigned_to_name,
        assigned_by, expected_return_date, assignment_notes)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [a.companyId, a.equipmentId, a.type, a.userId, a.jobSiteId, a.name, a.assignedBy, a.expectedReturnDate, a.notes],
  );
  return rows[0]!.id;
}

/** Locks the assignment row, so two check-ins of one assignment cannot both record a return. */
export async function lockAssignment(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; equipment_id: string; assigned_user_id: string | null; status: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; equipment_id: string; assigned_user_id: string | null; status: string }>(
    `select id, company_id, equipment_id, assigned_user_id, status from asset_assignments
      where id = $1 and ($2::uuid is null or company_id = $2) for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export async function markReturned(
  tx: Sql,
  id: string,
  companyId: string,
  r: { returnedBy: string; returnedByName: string | null; notes: string | null },
): Promise<void> {
  await tx.query(
    `update asset_assignments set status = 'returned', returned_at = now(), returned_by = $3, returned_by_name = $4, return_notes = $5
      where id = $1 and company_id = $2`,
    [id, companyId, r.returnedBy, r.returnedByName, r.notes],
  );
}

/** Keeps the equipment's own assignment columns in step with the assignment (same transaction). */
export async function setEquipmentHolder(
  tx: Sql,
  equipmentId: string,
  companyId: string,
  h: { status: 'assigned' | 'available'; userId: string | null; name: string | null },
): Promise<void> {
  await tx.query(
    `update equipment set assignment_status = $3, assigned_to = $4, assigned_to_name = $5, updated_at = now()
      where id = $1 and company_id = $2`,
    [equipmentId, companyId, h.status, h.userId, h.name],
  );
}

export async function userName(tx: Sql, id: string): Promise<string | null> {
  return (await tx.query<{ name: string }>('select name from users where id = $1', [id]))[0]?.name ?? null;
}

/** Whether the machine exists for the caller (archived ones too: their history stays readable). */
export async function equipmentExists(tx: Sql, id: string, companyId: string | null): Promise<boolean> {
  const rows = await tx.query('select 1 from equipment where id = $1 and ($2::uuid is null or company_id = $2)', [id, companyId]);
  return rows.length > 0;
}
