import type { Sql } from '../../db/database.ts';

export type SilentMachineRow = {
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  tracker_source_id: string;
  device_id: string;
  last_fix_at: Date;
  dedupe_key: string;
};

/**
 * Machines with an active tracker whose newest fix is older than `silentMs`, with no signal-lost alert for that fix yet
 * (the dedupe key names the last fix, so each silence alerts once), across every company: a system job run as the owner
 * (ADR 0010), so unscoped on purpose. The key's fix time is in milliseconds since the epoch.
 */
export async function silentMachinesUnscoped(
  tx: Sql,
  f: { now: Date; silentMs: number; limit: number; exceptCompanies: string[] },
): Promise<SilentMachineRow[]> {
  return tx.query<SilentMachineRow>(
    `select * from (
       select a.company_id, a.equipment_id, e.name as equipment_name, d.tracker_source_id, d.device_id, d.last_fix_at,
              'signal_lost:' || a.equipment_id || ':' || (extract(epoch from d.last_fix_at) * 1000)::bigint as dedupe_key
         from equipment_tracker_assignments a
         join tracker_devices d on d.tracker_source_id = a.tracker_source_id and d.device_id = a.device_id
         join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
        where a.active and e.archived_at is null and d.last_fix_at < $1::timestamptz - make_interval(secs => $2 / 1000.0)
          and a.company_id <> all($4::uuid[])) s
      where not exists (select 1 from fleet_alerts f where f.company_id = s.company_id and f.dedupe_key = s.dedupe_key)
      order by s.company_id, s.last_fix_at
      limit $3`,
    [f.now, f.silentMs, f.limit, f.exceptCompanies],
  );
}
