import type { Sql } from '../../db/database.ts';

/** One machine with its tracker's newest fix (null columns: no tracker, or no fix yet). */
export type PositionRow = {
  equipment_id: string;
  company_id: string;
  equipment_name: string;
  equipment_status: string;
  equipment_type: string | null;
  job_site_name: string | null;
  tracker_source_id: string | null;
  device_id: string | null;
  latitude: number | null;
  longitude: number | null;
  last_fix_at: Date | null;
  speed_kmh: number | null;
  bearing: number | null;
  battery_level: number | null;
  maintenance_due: boolean;
};

/**
 * A maintenance task of the machine is due or overdue: open (pending or in progress) with its date reached or, for an
 * hours-based schedule, its hours reached — the due half of the maintenance module's overdue rule (ADR 0004).
 */
const maintenanceDue = `exists (select 1 from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
    and t.status in ('pending', 'in_progress') and (t.due_date <= current_date or (t.due_hours is not null and e.hours >= t.due_hours)))`;

/**
 * The map's one query: every live machine of the company (or of every company, a provider admin's view) with its active
 * tracker, that device's newest fix (tracker_devices keeps one row per device, so this stays one indexed join per
 * machine at 10,000 devices), its active job site and whether maintenance is due.
 */
export async function listPositions(
  tx: Sql,
  f: { companyId: string | null; equipmentId: string | null; equipmentIds: string[] | null },
): Promise<PositionRow[]> {
  return tx.query<PositionRow>(
    `select e.id as equipment_id, e.company_id, e.name as equipment_name, e.status as equipment_status, e.equipment_type,
            s.site_name as job_site_name, a.tracker_source_id, a.device_id, d.latitude, d.longitude, d.last_fix_at,
            d.speed_kmh, d.bearing, d.battery_level, ${maintenanceDue} as maintenance_due
       from equipment e
       left join equipment_tracker_assignments a on a.equipment_id = e.id and a.company_id = e.company_id and a.active
       left join tracker_devices d on d.tracker_source_id = a.tracker_source_id and d.device_id = a.device_id
       left join job_site_equipment_assignments j on j.equipment_id = e.id and j.company_id = e.company_id and j.status = 'active'
       left join job_sites s on s.id = j.job_site_id and s.company_id = j.company_id
      where e.archived_at is null and ($1::uuid is null or e.company_id = $1) and ($2::uuid is null or e.id = $2)
        and ($3::uuid[] is null or e.id = any($3::uuid[]))
      order by e.name, e.id`,
    [f.companyId, f.equipmentId, f.equipmentIds],
  );
}

export type TrackPointRow = { fixed_at: Date; latitude: number; longitude: number; speed_kmh: number | null; battery_level: number | null };

/** spec 02 §7: the machine's fixes since `since`, newest first, at most `limit` (the equipment index leads with the machine). */
export async function listTrack(
  tx: Sql,
  f: { companyId: string; equipmentId: string; since: Date; limit: number },
): Promise<TrackPointRow[]> {
  return tx.query<TrackPointRow>(
    `select fixed_at, latitude, longitude, speed_kmh, battery_level from equipment_location_logs
      where company_id = $1 and equipment_id = $2 and fixed_at >= $3
      order by fixed_at desc limit $4`,
    [f.companyId, f.equipmentId, f.since, f.limit],
  );
}

/** A live or archived machine the caller may see (RLS decides the company; a provider admin sees any). */
export async function findEquipment(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; name: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; name: string }>(
    `select id, company_id, name from equipment where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}
