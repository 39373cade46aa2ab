import type { Sql } from '../../db/database.ts';

export type PlacementRow = {
  equipment_id: string;
  equipment_name: string;
  site_id: string;
  site_name: string;
  latitude: string;
  longitude: string;
  geofence_radius: number;
};

/** The demo machines on the demo company's active demo sites that have a place, by site then machine name. */
export async function demoPlacementsUnscoped(tx: Sql, companyId: string): Promise<PlacementRow[]> {
  return tx.query<PlacementRow>(
    `select e.id as equipment_id, e.name as equipment_name, s.id as site_id, s.site_name, s.latitude::text as latitude,
            s.longitude::text as longitude, s.geofence_radius
       from job_site_equipment_assignments j
       join equipment e on e.id = j.equipment_id and e.is_demo and e.archived_at is null
       join job_sites s on s.id = j.job_site_id and s.is_demo and s.status = 'active' and s.latitude is not null
      where j.company_id = $1 and j.status = 'active'
      order by s.created_at, s.id, e.name, e.id`,
    [companyId],
  );
}

/** The demo company's demo sites with a place (their geofences), oldest first. */
export async function demoSitesUnscoped(tx: Sql, companyId: string): Promise<Omit<PlacementRow, 'equipment_id' | 'equipment_name'>[]> {
  return tx.query(
    `select id as site_id, site_name, latitude::text as latitude, longitude::text as longitude, geofence_radius from job_sites
      where company_id = $1 and is_demo and status = 'active' and latitude is not null order by created_at, id`,
    [companyId],
  );
}

/** Demo machines at no site and not checked out, in service: where a parked, silent tracker is believable. */
export async function parkedDemoMachinesUnscoped(tx: Sql, companyId: string): Promise<{ id: string; name: string }[]> {
  return tx.query(
    `select e.id, e.name from equipment e
      where e.company_id = $1 and e.is_demo and e.archived_at is null and e.status in ('active', 'idle')
        and not exists (select 1 from job_site_equipment_assignments j where j.equipment_id = e.id and j.status = 'active')
        and not exists (select 1 from asset_assignments a where a.equipment_id = e.id and a.status = 'active')
      order by e.name, e.id`,
    [companyId],
  );
}

export async function companyHasTrackerSources(tx: Sql, companyId: string): Promise<boolean> {
  return (await tx.query('select 1 from fleet_tracker_sources where company_id = $1 limit 1', [companyId])).length > 0;
}
