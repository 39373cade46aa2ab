import type { Sql } from '../../db/database.ts';
import { availabilityFacts } from '../equipment/index.ts';

export type FixRow = {
  equipment_id: string;
  fixed_at: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  battery_level: number | null;
  ignition: boolean | null;
  engine_hours: string | null;
};

/** The machines whose devices' fixes one ingest call accepted (the job's range). */
export async function machinesInRange(
  tx: Sql,
  f: { companyId: string; sourceId: string; deviceIds: string[]; from: Date; to: Date },
): Promise<string[]> {
  const rows = await tx.query<{ equipment_id: string }>(
    `select distinct equipment_id from equipment_location_logs
      where company_id = $1 and tracker_source_id = $2 and device_id = any($3::text[]) and fixed_at between $4 and $5
        and equipment_id is not null`,
    [f.companyId, f.sourceId, f.deviceIds, f.from, f.to],
  );
  return rows.map((r) => r.equipment_id);
}

/**
 * Each machine's fixes after `after` up to `to`, in fix-time order: everything not evaluated yet, whichever job stored
 * it — so jobs that run in another order than their ingest calls still see every fix once (the equipment index).
 */
export async function fixesToEvaluate(
  tx: Sql,
  f: { companyId: string; machines: { equipmentId: string; after: Date }[]; to: Date },
): Promise<FixRow[]> {
  return tx.query<FixRow>(
    `select l.equipment_id, l.fixed_at, l.latitude, l.longitude, l.speed_kmh, l.battery_level, l.ignition, l.engine_hours::text as engine_hours
       from unnest($2::uuid[], $3::timestamptz[]) as m (equipment_id, after)
       join equipment_location_logs l on l.company_id = $1 and l.equipment_id = m.equipment_id and l.fixed_at > m.after and l.fixed_at <= $4
      order by l.equipment_id, l.fixed_at`,
    [f.companyId, f.machines.map((m) => m.equipmentId), f.machines.map((m) => m.after), f.to],
  );
}

export type StateRow = {
  equipment_id: string;
  last_fixed_at: Date;
  last_fix_active: boolean;
  battery_low: boolean;
  moving_alerted: boolean;
  last_moving_at: Date | null;
  hours_from_device: boolean;
  estimate_seconds: number;
};

/** Locks the machines' evaluation state (in id order, so two jobs never deadlock): one job evaluates a machine at a time. */
export async function lockStates(tx: Sql, companyId: string, equipmentIds: string[]): Promise<StateRow[]> {
  return tx.query<StateRow>(
    `select equipment_id, last_fixed_at, last_fix_active, battery_low, moving_alerted, last_moving_at, hours_from_device, estimate_seconds
       from fleet_equipment_states where company_id = $1 and equipment_id = any($2::uuid[])
      order by equipment_id for update`,
    [companyId, equipmentIds],
  );
}

/** Serialises the first evaluation of machines that have no state yet (the row lock above only holds existing rows). */
export async function lockMachines(tx: Sql, companyId: string, equipmentIds: string[]): Promise<void> {
  await tx.query(`select id from equipment where company_id = $1 and id = any($2::uuid[]) order by id for no key update`, [
    companyId,
    equipmentIds,
  ]);
}

export async function saveState(tx: Sql, companyId: string, s: StateRow): Promise<void> {
  await tx.query(
    `insert into fleet_equipment_states (company_id, equipment_id, last_fixed_at, last_fix_active, battery_low, moving_alerted,
       last_moving_at, hours_from_device, estimate_seconds)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (equipment_id) do update set last_fixed_at = excluded.last_fixed_at, last_fix_active = excluded.last_fix_active,
       battery_low = excluded.battery_low, moving_alerted = excluded.moving_alerted, last_moving_at = excluded.last_moving_at,
       hours_from_device = excluded.hours_from_device, estimate_seconds = excluded.estimate_seconds, updated_at = now()`,
    [
      companyId,
      s.equipment_id,
      s.last_fixed_at,
      s.last_fix_active,
      s.battery_low,
      s.moving_alerted,
      s.last_moving_at,
      s.hours_from_device,
      s.estimate_seconds,
    ],
  );
}

export type FactsRow = { id: string; name: string; in_maintenance: boolean; checked_in: boolean };

/**
 * What each machine is doing now, from the availability label's facts (spec 02 §4): in maintenance means under repair
 * or maintenance by status, or a task in progress (a task merely due does not stop a machine working); checked in
 * means not checked out, not on a job site and not reserved for now.
 */
export async function machineFacts(tx: Sql, companyId: string, equipmentIds: string[]): Promise<FactsRow[]> {
  return tx.query<FactsRow>(
    `select f.id, f.name,
            (f.status in ('maintenance', 'repair', 'out_of_service') or f.has_task_in_progress) as in_maintenance,
            not (f.has_job_site or f.has_active_assignment or f.has_active_reservation
                 or f.assignment_status in ('assigned', 'reserved')) as checked_in
       from (select e.id, e.name, e.status, e.assignment_status, ${availabilityFacts},
                    exists (select 1 from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
                      and t.status = 'in_progress') as has_task_in_progress
               from equipment e where e.company_id = $1 and e.id = any($2::uuid[])) f`,
    [companyId, equipmentIds],
  );
}

export type SiteRow = { id: string; site_name: string; latitude: string; longitude: string; geofence_radius: number };

/** The company's active job sites that have a place: their geofences. */
export async function geofencedSites(tx: Sql, companyId: string): Promise<SiteRow[]> {
  return tx.query<SiteRow>(
    `select id, site_name, latitude::text as latitude, longitude::text as longitude, geofence_radius from job_sites
      where company_id = $1 and status = 'active' and latitude is not null and longitude is not null`,
    [companyId],
  );
}

/** The sites each machine is inside now. */
export async function insideSites(
  tx: Sql,
  companyId: string,
  equipmentIds: string[],
): Promise<{ equipment_id: string; job_site_id: string }[]> {
  return tx.query(
    `select equipment_id, job_site_id from fleet_geofence_states where company_id = $1 and equipment_id = any($2::uuid[]) and inside`,
    [companyId, equipmentIds],
  );
}

export async function saveFence(
  tx: Sql,
  companyId: string,
  f: { equipmentId: string; jobSiteId: string; inside: boolean; changedAt: Date },
) {
  await tx.query(
    `insert into fleet_geofence_states (company_id, equipment_id, job_site_id, inside, changed_at) values ($1, $2, $3, $4, $5)
     on conflict (equipment_id, job_site_id) do update set inside = excluded.inside, changed_at = excluded.changed_at`,
    [companyId, f.equipmentId, f.jobSiteId, f.inside, f.changedAt],
  );
}

export type WorkingHoursRow = { days: number[]; start_time: string; end_time: string; time_zone: string };

export async function workingHoursOf(tx: Sql, companyId: string): Promise<WorkingHoursRow | null> {
  const rows = await tx.query<WorkingHoursRow>(
    `select days, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time, time_zone
       from fleet_working_hours where company_id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}
