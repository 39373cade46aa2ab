import type { Sql } from '../../db/database.ts';

export type SiteEquipmentRow = {
  equipment_id: string;
  name: string;
  model: string | null;
  serial: string | null;
  assigned_at: Date;
  notes: string | null;
};
export type SiteMemberRow = {
  user_id: string;
  name: string;
  email: string;
  job_title: string | null;
  role: string;
  assigned_at: Date;
  notes: string | null;
};

/** The machines actively on a site (spec 02 §6: id, name, model, serial). */
export async function activeEquipment(tx: Sql, siteId: string, companyId: string): Promise<SiteEquipmentRow[]> {
  return tx.query<SiteEquipmentRow>(
    `select a.equipment_id, e.name, e.model, e.serial, a.assigned_at, a.notes
       from job_site_equipment_assignments a join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
      where a.company_id = $2 and a.job_site_id = $1 and a.status = 'active'
      order by e.name, e.id`,
    [siteId, companyId],
  );
}

/** The people actively on a site (spec 02 §6: id, name, email, job title) with their team role. */
export async function activeTeam(tx: Sql, siteId: string, companyId: string): Promise<SiteMemberRow[]> {
  return tx.query<SiteMemberRow>(
    `select a.user_id, u.name, u.email, u.job_title, a.role, a.assigned_at, a.notes
       from job_site_team_assignments a join users u on u.id = a.user_id and u.company_id = a.company_id
      where a.company_id = $2 and a.job_site_id = $1 and a.status = 'active'
      order by u.name, u.id`,
    [siteId, companyId],
  );
}

/** Of these ids, the live (not archived) machines of the company. */
export async function companyEquipment(tx: Sql, companyId: string, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx.query('select id, name from equipment where company_id = $1 and id = any($2::uuid[]) and archived_at is null', [
    companyId,
    ids,
  ]);
}

/** Of these ids, the enabled people of the company. */
export async function companyPeople(tx: Sql, companyId: string, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx.query('select id, name from users where company_id = $1 and id = any($2::uuid[]) and disabled_at is null', [companyId, ids]);
}

/** Where each of these machines actively is (one site at most: job_site_equipment_active_key). */
export async function placementsOf(
  tx: Sql,
  companyId: string | null,
  equipmentIds: string[] | null,
): Promise<{ equipment_id: string; job_site_id: string; site_name: string }[]> {
  return tx.query(
    `select a.equipment_id, a.job_site_id, s.site_name
       from job_site_equipment_assignments a join job_sites s on s.id = a.job_site_id and s.company_id = a.company_id
      where ($1::uuid is null or a.company_id = $1) and a.status = 'active'
        and ($2::uuid[] is null or a.equipment_id = any($2::uuid[]))
      order by s.site_name, a.equipment_id`,
    [companyId, equipmentIds],
  );
}

/**
 * Puts machines on a site. The partial unique index (one active site per machine) decides a race: a machine that is
 * actively somewhere when this runs — or becomes so by a concurrent request that commits first — is not inserted.
 * Returns the ids inserted.
 */
export async function insertEquipmentAssignments(
  tx: Sql,
  a: { companyId: string; siteId: string; equipmentIds: string[]; notes: string | null; actorId: string; isDemo?: boolean },
): Promise<string[]> {
  if (a.equipmentIds.length === 0) return [];
  const rows = await tx.query<{ equipment_id: string }>(
    `insert into job_site_equipment_assignments (company_id, job_site_id, equipment_id, notes, assigned_by)
     select $1, $2, e, $4, $5 from unnest($3::uuid[]) as e
     on conflict (equipment_id) where status = 'active' do nothing
     returning equipment_id`,
    [a.companyId, a.siteId, a.equipmentIds, a.notes, a.actorId],
  );
  return rows.map((r) => r.equipment_id);
}

/** Ends these machines' active rows on the site (kept as history); returns the ids ended. */
export async function endEquipmentAssignments(
  tx: Sql,
  a: { companyId: string; siteId: string; equipmentIds: string[]; actorId: string },
): Promise<string[]> {
  if (a.equipmentIds.length === 0) return [];
  const rows = await tx.query<{ equipment_id: string }>(
    `update job_site_equipment_assignments set status = 'inactive', ended_at = now(), ended_by = $4
      where company_id = $1 and job_site_id = $2 and equipment_id = any($3::uuid[]) and status = 'active'
      returning equipment_id`,
    [a.companyId, a.siteId, a.equipmentIds, a.actorId],
  );
  return rows.map((r) => r.equipment_id);
}

/** Adds people to a site; a person already active there is left as is (job_site_team_active_key). Returns who was added. */
export async function insertTeamAssignments(
  tx: Sql,
  a: { companyId: string; siteId: string; members: { userId: string; role: string; notes: string | null }[]; actorId: string },
): Promise<string[]> {
  if (a.members.length === 0) return [];
  const rows = await tx.query<{ user_id: string }>(
    `insert into job_site_team_assignments (company_id, job_site_id, user_id, role, notes, assigned_by)
     select $1, $2, m.user_id, m.role, m.notes, $4
       from jsonb_to_recordset($3::jsonb) as m (user_id uuid, role text, notes text)
     on conflict (job_site_id, user_id) where status = 'active' do nothing
     returning user_id`,
    [a.companyId, a.siteId, JSON.stringify(a.members.map((m) => ({ user_id: m.userId, role: m.role, notes: m.notes }))), a.actorId],
  );
  return rows.map((r) => r.user_id);
}

/** Changes an active member's team role in place (the row and its assigned_at stay). */
export async function setTeamRole(tx: Sql, a: { companyId: string; siteId: string; userId: string; role: string }): Promise<void> {
  await tx.query(
    `update job_site_team_assignments set role = $4
      where company_id = $1 and job_site_id = $2 and user_id = $3 and status = 'active'`,
    [a.companyId, a.siteId, a.userId, a.role],
  );
}

export async function endTeamAssignments(
  tx: Sql,
  a: { companyId: string; siteId: string; userIds: string[]; actorId: string },
): Promise<string[]> {
  if (a.userIds.length === 0) return [];
  const rows = await tx.query<{ user_id: string }>(
    `update job_site_team_assignments set status = 'inactive', ended_at = now(), ended_by = $4
      where company_id = $1 and job_site_id = $2 and user_id = any($3::uuid[]) and status = 'active'
      returning user_id`,
    [a.companyId, a.siteId, a.userIds, a.actorId],
  );
  return rows.map((r) => r.user_id);
}
