import type { Sql } from '../../db/database.ts';
import { companyIs, tsInRange, type Range } from './range.repo.ts';

/**
 * Hours run by meter in the range, per machine by fleet.rules.ts hoursRunOf (highest reading in the range less the highest
 * before it, else less the lowest in it; never negative), summed; and how many machines had a reading in the range.
 */
export async function meterHours(tx: Sql, companyId: string | null, range: Range): Promise<{ machines: number; hours: number }> {
  const rows = await tx.query<{ machines: number; hours: number }>(
    `with m as (
       select r.equipment_id,
              max(r.hours) filter (where ${tsInRange('r.read_at', '$2', '$3')}) as high_in,
              min(r.hours) filter (where ${tsInRange('r.read_at', '$2', '$3')}) as low_in,
              max(r.hours) filter (where r.read_at < ($2::date)::timestamp at time zone 'UTC') as high_before
         from meter_readings r
        where ${companyIs('r')} and r.read_at < ($3::date + 1)::timestamp at time zone 'UTC'
        group by r.equipment_id)
     select count(*)::int as machines, coalesce(sum(greatest(0, high_in - coalesce(high_before, low_in))), 0)::float8 as hours
       from m where high_in is not null`,
    [companyId, range.from, range.to],
  );
  return rows[0]!;
}

/** Machines with GPS fixes in the range and the machine-days on which one moved faster than `speedKmh`. */
export async function gpsMovement(
  tx: Sql,
  companyId: string | null,
  range: Range,
  speedKmh: number,
): Promise<{ machines: number; movingDays: number }> {
  const rows = await tx.query<{ machines: number; movingDays: number }>(
    `select count(distinct l.equipment_id)::int as machines,
            count(distinct (l.equipment_id, (l.fixed_at at time zone 'UTC')::date)) filter (where l.speed_kmh > $4)::int as "movingDays"
       from equipment_location_logs l
      where ${companyIs('l')} and l.equipment_id is not null and ${tsInRange('l.fixed_at', '$2', '$3')}`,
    [companyId, range.from, range.to, speedKmh],
  );
  return rows[0]!;
}

export type SiteRow = { jobSiteId: string; name: string; machines: number; active: number; idle: number; hours: number };

/**
 * Active job sites with the machines now assigned to them (most first, then by name): how many, how many active and
 * idle, and their meter hours run in the range (the hoursRunOf rule).
 */
export async function bySite(tx: Sql, companyId: string | null, range: Range, limit: number): Promise<SiteRow[]> {
  return tx.query<SiteRow>(
    `with a as (select s.id as site_id, s.site_name, e.id as equipment_id, e.status
                  from job_sites s
                  join job_site_equipment_assignments a on a.job_site_id = s.id and a.status = 'active'
                  join equipment e on e.id = a.equipment_id and e.archived_at is null
                 where ${companyIs('s')} and s.status = 'active'),
          top as (select site_id, site_name, count(*)::int as machines,
                         count(*) filter (where status = 'active')::int as active,
                         count(*) filter (where status = 'idle')::int as idle
                    from a group by site_id, site_name order by machines desc, site_name, site_id limit $4),
          h as (select a.site_id, r.equipment_id,
                       max(r.hours) filter (where ${tsInRange('r.read_at', '$2', '$3')}) as high_in,
                       min(r.hours) filter (where ${tsInRange('r.read_at', '$2', '$3')}) as low_in,
                       max(r.hours) filter (where r.read_at < ($2::date)::timestamp at time zone 'UTC') as high_before
                  from a join top on top.site_id = a.site_id
                  join meter_readings r on r.equipment_id = a.equipment_id and r.read_at < ($3::date + 1)::timestamp at time zone 'UTC'
                 group by a.site_id, r.equipment_id)
     select top.site_id as "jobSiteId", top.site_name as name, top.machines, top.active, top.idle,
            coalesce((select sum(greatest(0, high_in - coalesce(high_before, low_in))) from h
                       where h.site_id = top.site_id and high_in is not null), 0)::float8 as hours
       from top order by top.machines desc, top.site_name, top.site_id`,
    [companyId, range.from, range.to, limit],
  );
}
