import { fleetThresholds, type MovementStatus } from '@gears/domain';

/**
 * spec 02 §4 movement status as SQL over `equipment e` (the rule of packages/domain fleet/status.rules.ts): the newest
 * fix of the machine's active tracker (tracker_devices, one row per device) — signal_lost when there is none within the
 * last hour, active above 5 km/h, idle otherwise. Each an EXISTS on the one-active-tracker-per-machine index.
 */
const recentFix = `exists (select 1 from equipment_tracker_assignments a
    join tracker_devices d on d.tracker_source_id = a.tracker_source_id and d.device_id = a.device_id and d.company_id = a.company_id
    where a.equipment_id = e.id and a.company_id = e.company_id and a.active
      and d.last_fix_at > now() - interval '${fleetThresholds.movementSignalLostMs / 1000} seconds'`;

export function movementWhere(status: MovementStatus): string {
  switch (status) {
    case 'signal_lost':
      return `not ${recentFix})`;
    case 'active':
      return `${recentFix} and d.speed_kmh > ${fleetThresholds.activeSpeedKmh})`;
    case 'idle':
      return `${recentFix} and coalesce(d.speed_kmh, 0) <= ${fleetThresholds.activeSpeedKmh})`;
  }
}
