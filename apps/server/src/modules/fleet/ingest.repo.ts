import type { CheckedFix } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { liveEventChannel } from '../../platform/events/hub.ts';

/** The alerts module's job for newly stored fixes (fleet contract, issue 16). */
export const fleetEvaluateQueue = 'fleet.evaluate';

/** The columns of a fix, in json_to_recordset's order (one JSON parameter carries the whole batch). */
const fixRecord = `f(d text, t timestamptz, la float8, lo float8, sp real, be real, al real, ac real, ba real, si real, ig boolean,
  eh numeric, od numeric, r jsonb)`;
const readings = [
  'speed_kmh',
  'bearing',
  'altitude_m',
  'accuracy_m',
  'battery_level',
  'signal_strength',
  'ignition',
  'engine_hours',
  'odometer_km',
];
// The device row keeps its newest fix only: an out-of-order fix is stored in the history but does not move the marker.
const newer = 'tracker_devices.last_fix_at is null or excluded.last_fix_at > tracker_devices.last_fix_at';
const keepNewest = ['last_fix_at', 'latitude', 'longitude', ...readings]
  .map((c) => `${c} = case when ${newer} then excluded.${c} else tracker_devices.${c} end`)
  .join(',\n    ');

/**
 * One statement for a batch (ADR 0022): the fixes go into equipment_location_logs with the machine their device is
 * on now (ON CONFLICT DO NOTHING on source + device + fix time: a repeat is a duplicate), in (device, time) order so
 * concurrent batches take their locks in one order; each device's newest stored fix then updates tracker_devices
 * (created for a device seen the first time: an unassigned device); the source becomes connected (at most every 10 s,
 * so concurrent senders of one source do not queue on its row) and counts its refusals. Answers what was stored.
 */
const ingestStatement = `
with f as (select * from json_to_recordset($3::json) as ${fixRecord}),
ins as (
  insert into equipment_location_logs (company_id, tracker_source_id, device_id, equipment_id, fixed_at, latitude, longitude,
    speed_kmh, bearing, altitude_m, accuracy_m, battery_level, signal_strength, ignition, engine_hours, odometer_km, raw_data)
  select $1, $2, f.d, a.equipment_id, f.t, f.la, f.lo, f.sp, f.be, f.al, f.ac, f.ba, f.si, f.ig, f.eh, f.od, f.r
    from f left join lateral (
      -- One probe of the active-device index per fix: a hash join would read every assignment of the source.
      select equipment_id from equipment_tracker_assignments a where a.tracker_source_id = $2 and a.device_id = f.d and a.active
    ) a on true
   order by f.d, f.t
  on conflict do nothing
  returning device_id, equipment_id, fixed_at, latitude, longitude, ${readings.join(', ')}
),
newest as (
  select distinct on (device_id) *, count(*) over (partition by device_id) as n from ins order by device_id, fixed_at desc
),
dev as (
  insert into tracker_devices (company_id, tracker_source_id, device_id, fixes_accepted, last_fix_at, last_received_at, latitude,
    longitude, ${readings.join(', ')})
  select $1, $2, device_id, n, fixed_at, now(), latitude, longitude, ${readings.join(', ')} from newest order by device_id
  on conflict (tracker_source_id, device_id) do update set
    fixes_accepted = tracker_devices.fixes_accepted + excluded.fixes_accepted,
    last_received_at = excluded.last_received_at,
    ${keepNewest}
  returning (xmax = 0) as is_new
),
rej as (
  select $5::jsonb || case when $6 and x.d > 0 then jsonb_build_object('duplicate', x.d) else '{}'::jsonb end as j
    from (select (select count(*) from f) - (select count(*) from ins) as d) x
),
src as (
  update fleet_tracker_sources s set
    connection_status = case when $4 then 'connected' else s.connection_status end,
    error_message = case when $4 then null else s.error_message end,
    last_sync_at = case when $4 then now() else s.last_sync_at end,
    updated_at = now(),
    rejected_counts = case when rej.j = '{}'::jsonb then s.rejected_counts else (
      select coalesce(jsonb_object_agg(k, coalesce((s.rejected_counts ->> k)::bigint, 0) + coalesce((rej.j ->> k)::bigint, 0)), '{}')
        from (select jsonb_object_keys(s.rejected_counts) union select jsonb_object_keys(rej.j)) keys (k)) end
    from rej
   where s.id = $2 and (rej.j <> '{}'::jsonb
     or ($4 and (s.last_sync_at is null or s.last_sync_at < now() - interval '10 seconds' or s.connection_status <> 'connected')))
  returning 1
)
select (select count(*) from ins)::int as accepted,
       (select count(*) from dev where is_new)::int as new_devices,
       (select min(fixed_at) from ins where equipment_id is not null) as from_fixed_at,
       (select max(fixed_at) from ins where equipment_id is not null) as to_fixed_at,
       (select coalesce(array_agg(distinct device_id order by device_id), '{}') from ins where equipment_id is not null) as assigned_devices,
       (select coalesce(array_agg(distinct equipment_id), '{}') from ins where equipment_id is not null) as equipment_ids,
       (select coalesce(array_agg(distinct device_id order by device_id), '{}') from ins where equipment_id is null) as unassigned_devices,
       (select j from rej) as rejected,
       (select count(*) from src)::int as source_touched`;

export type IngestOutcome = {
  accepted: number;
  new_devices: number;
  from_fixed_at: Date | null;
  to_fixed_at: Date | null;
  assigned_devices: string[];
  equipment_ids: string[];
  unassigned_devices: string[];
  /** The refusals of this call with its duplicates, as counted on the source. */
  rejected: Record<string, number>;
};

export async function storeFixes(
  tx: Sql,
  s: { companyId: string; sourceId: string; fixes: CheckedFix[]; rejected: Record<string, number>; countDuplicates: boolean },
): Promise<IngestOutcome> {
  const batch = s.fixes.map((x) => ({
    d: x.deviceId,
    t: x.fixedAt.toISOString(),
    la: x.latitude,
    lo: x.longitude,
    sp: x.speedKmh,
    be: x.bearing,
    al: x.altitudeM,
    ac: x.accuracyM,
    ba: x.batteryLevel,
    si: x.signalStrength,
    ig: x.ignition,
    eh: x.engineHours,
    od: x.odometerKm,
    r: x.rawData,
  }));
  const rows = await tx.query<IngestOutcome>(
    ingestStatement,
    [s.companyId, s.sourceId, JSON.stringify(batch), s.fixes.length > 0, JSON.stringify(s.rejected), s.countDuplicates],
    // Planned once per connection: planning this statement costs more than storing one OsmAnd fix.
    { prepare: true },
  );
  return rows[0]!;
}

/**
 * After the fixes, in the same transaction (ADR 0010, 0011): the 'fleet.evaluate' job for the fixes of assigned devices
 * (the alerts module's contract) and the live events the map and the devices list listen to. One round trip.
 */
export async function announceFixes(
  tx: Sql,
  a: {
    companyId: string;
    job: { key: string; payload: Record<string, unknown> } | null;
    events: { kind: string; entityId: string | null }[];
  },
): Promise<void> {
  const parts: string[] = [];
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const company = a.job || a.events.length ? param(a.companyId) : '';
  if (a.job) {
    parts.push(`enqueue_job(gen_random_uuid(), ${param(fleetEvaluateQueue)}, ${param(a.job.key)}, ${param(JSON.stringify(a.job.payload))}::jsonb,
      ${company}::uuid, 5, 30, 60, false, 0)`);
  }
  const channel = a.events.length ? param(liveEventChannel) : '';
  for (const e of a.events) {
    parts.push(`pg_notify(${channel}, live_event_payload(${param(e.kind)}, ${company}::uuid, ${param(e.entityId)}::uuid, null))`);
  }
  if (parts.length) await tx.query(`select ${parts.join(', ')}`, values);
}
