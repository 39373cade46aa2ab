import type { Sql } from '../../db/database.ts';

export type DeviceRow = {
  tracker_source_id: string;
  source_name: string;
  device_id: string;
  first_seen_at: Date;
  last_fix_at: Date | null;
  latitude: number | null;
  longitude: number | null;
  fixes_accepted: string | number;
  equipment_id: string | null;
  equipment_name: string | null;
};

/** Devices that have sent fixes, newest fix first, with the machine each is on (none: an unassigned device). */
export async function listDevices(tx: Sql, f: { companyId: string | null; unassigned?: boolean; sourceId?: string }): Promise<DeviceRow[]> {
  return tx.query<DeviceRow>(
    `select d.tracker_source_id, s.name as source_name, d.device_id, d.first_seen_at, d.last_fix_at, d.latitude, d.longitude,
            d.fixes_accepted, a.equipment_id, e.name as equipment_name
       from tracker_devices d
       join fleet_tracker_sources s on s.id = d.tracker_source_id and s.company_id = d.company_id
       left join equipment_tracker_assignments a on a.tracker_source_id = d.tracker_source_id and a.device_id = d.device_id and a.active
       left join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
      where s.active and ($1::uuid is null or d.company_id = $1) and ($2::uuid is null or d.tracker_source_id = $2)
        and (not $3 or a.id is null)
      order by d.last_fix_at desc nulls last, d.device_id
      limit 10000`,
    [f.companyId, f.sourceId ?? null, f.unassigned ?? false],
  );
}

/** spec 02 §7: a deleted machine's location history goes with it. */
export async function deleteLocationLogsOf(tx: Sql, equipmentId: string, companyId: string): Promise<number> {
  const rows = await tx.query('delete from equipment_location_logs where equipment_id = $1 and company_id = $2 returning 1', [
    equipmentId,
    companyId,
  ]);
  return rows.length;
}
