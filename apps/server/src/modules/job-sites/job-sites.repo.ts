import type { Sql } from '../../db/database.ts';

/** One job site as selected below, with its active machine and team counts; coordinates as text (exact numerics). */
export type JobSiteRow = {
  id: string;
  company_id: string;
  site_name: string;
  site_code: string | null;
  site_type: string;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  geofence_radius: number;
  contact_person: string | null;
  contact_phone: string | null;
  notes: string | null;
  status: string;
  closed_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  equipment_count: number;
  team_count: number;
};

const siteColumns = `s.id, s.company_id, s.site_name, s.site_code, s.site_type, s.address, s.latitude::text as latitude,
  s.longitude::text as longitude, s.geofence_radius, s.contact_person, s.contact_phone, s.notes, s.status, s.closed_at,
  s.created_by, s.created_at, s.updated_at,
  (select count(*)::int from job_site_equipment_assignments a
    where a.company_id = s.company_id and a.job_site_id = s.id and a.status = 'active') as equipment_count,
  (select count(*)::int from job_site_team_assignments a
    where a.company_id = s.company_id and a.job_site_id = s.id and a.status = 'active') as team_count`;

/** The editable facts of a site, as columns. */
export type SiteFields = {
  siteName?: string;
  siteCode?: string | null;
  siteType?: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  geofenceRadius?: number;
  contactPerson?: string | null;
  contactPhone?: string | null;
  notes?: string | null;
};
const fieldColumns: readonly (readonly [keyof SiteFields, string])[] = [
  ['siteName', 'site_name'],
  ['siteCode', 'site_code'],
  ['siteType', 'site_type'],
  ['address', 'address'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['geofenceRadius', 'geofence_radius'],
  ['contactPerson', 'contact_person'],
  ['contactPhone', 'contact_phone'],
  ['notes', 'notes'],
];

export async function listSites(
  tx: Sql,
  f: { companyId: string | null; search?: string; status: 'active' | 'closed' | 'all'; limit: number; offset: number },
): Promise<{ rows: JobSiteRow[]; total: number }> {
  const where = [
    '($1::uuid is null or s.company_id = $1)',
    "($2::text = 'all' or s.status = $2)",
    // The trigram index job_sites_search_trgm (migration 0023) serves this expression.
    `($3::text is null or (s.site_name || ' ' || coalesce(s.site_code, '') || ' ' || coalesce(s.address, '')) ilike
      '%' || replace(replace(replace($3, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`,
  ].join(' and ');
  const params = [f.companyId, f.status, f.search ?? null];
  const rows = await tx.query<JobSiteRow>(
    `select ${siteColumns} from job_sites s where ${where} order by s.created_at desc, s.id desc limit $4 offset $5`,
    [...params, f.limit, f.offset],
  );
  const [count] = await tx.query<{ n: number }>(`select count(*)::int as n from job_sites s where ${where}`, params);
  return { rows, total: count?.n ?? 0 };
}

export async function findSite(tx: Sql, id: string, companyId: string | null): Promise<JobSiteRow | null> {
  const rows = await tx.query<JobSiteRow>(
    `select ${siteColumns} from job_sites s where s.id = $1 and ($2::uuid is null or s.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Locks the site's row, so a delete, close or edit and an assignment to it are taken one after the other. */
export async function lockSite(tx: Sql, id: string, companyId: string | null): Promise<{ company_id: string } | null> {
  const rows = await tx.query<{ company_id: string }>(
    'select company_id from job_sites where id = $1 and ($2::uuid is null or company_id = $2) for update',
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Inserts a site; null when its code is taken by another active site of the company (job_sites_code_key). */
export async function insertSite(tx: Sql, companyId: string, createdBy: string, f: Required<SiteFields>): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into job_sites (company_id, created_by, site_name, site_code, site_type, address, latitude, longitude,
       geofence_radius, contact_person, contact_phone, notes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (company_id, lower(site_code)) where site_code is not null and status = 'active' do nothing
     returning id`,
    [
      companyId,
      createdBy,
      f.siteName,
      f.siteCode,
      f.siteType,
      f.address,
      f.latitude,
      f.longitude,
      f.geofenceRadius,
      f.contactPerson,
      f.contactPhone,
      f.notes,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function updateSite(tx: Sql, id: string, companyId: string, f: SiteFields): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, companyId];
  for (const [key, column] of fieldColumns) {
    if (f[key] === undefined) continue;
    params.push(f[key]);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(`update job_sites set ${sets.join(', ')}, updated_at = now() where id = $1 and company_id = $2`, params);
}

/** Another active site of the company holding this code (case-insensitive), if any. */
export async function siteHoldingCode(tx: Sql, companyId: string, code: string): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>(
    `select id from job_sites where company_id = $1 and lower(site_code) = lower($2) and status = 'active'`,
    [companyId, code],
  );
  return rows[0] ?? null;
}

/** Assignment rows on record for the site, active or ended (what decides close versus delete). */
export async function countHistory(tx: Sql, id: string, companyId: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `select (select count(*)::int from job_site_equipment_assignments where company_id = $2 and job_site_id = $1)
          + (select count(*)::int from job_site_team_assignments where company_id = $2 and job_site_id = $1)
          + (select count(*)::int from asset_assignments where company_id = $2 and job_site_id = $1) as n`,
    [id, companyId],
  );
  return row?.n ?? 0;
}

/** Closes a site: its active assignments end now and its code is free again. */
export async function closeSite(tx: Sql, id: string, companyId: string, actorId: string): Promise<void> {
  await tx.query(
    `update job_site_equipment_assignments set status = 'inactive', ended_at = now(), ended_by = $3
      where company_id = $2 and job_site_id = $1 and status = 'active'`,
    [id, companyId, actorId],
  );
  await tx.query(
    `update job_site_team_assignments set status = 'inactive', ended_at = now(), ended_by = $3
      where company_id = $2 and job_site_id = $1 and status = 'active'`,
    [id, companyId, actorId],
  );
  await tx.query(`update job_sites set status = 'closed', closed_at = now(), updated_at = now() where id = $1 and company_id = $2`, [
    id,
    companyId,
  ]);
}

export async function deleteSite(tx: Sql, id: string, companyId: string): Promise<void> {
  await tx.query('delete from job_sites where id = $1 and company_id = $2', [id, companyId]);
}
