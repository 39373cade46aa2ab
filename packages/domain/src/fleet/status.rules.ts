/** spec 02 §4 and §9: a machine's GPS and movement status, derived from its newest fix, never stored. */
export const gpsStatuses = ['no_tracker', 'offline', 'signal_lost', 'low_battery', 'online'] as const;
export type GpsStatus = (typeof gpsStatuses)[number];
export const movementStatuses = ['active', 'idle', 'signal_lost'] as const;
export type MovementStatus = (typeof movementStatuses)[number];

export const fleetThresholds = {
  /** GPS: the last location older than this is signal_lost. */
  gpsSignalLostMs: 24 * 60 * 60 * 1000,
  /** Battery below this (percent) is low_battery. */
  lowBatteryPercent: 20,
  /** Movement: no location for longer than this is signal_lost. */
  movementSignalLostMs: 60 * 60 * 1000,
  /** Movement: a speed above this (km/h) is active. */
  activeSpeedKmh: 5,
  /** A fix more than this ahead of the server clock is refused. */
  futureToleranceMs: 5 * 60 * 1000,
  /** The trail: at most this many points per machine, newest first (spec 02 §7). */
  trailPoints: 100,
} as const;

export type LastFix = { fixedAt: Date | string; speedKmh: number | null; batteryLevel: number | null } | null;

const ageMs = (fix: NonNullable<LastFix>, now: Date) => now.getTime() - new Date(fix.fixedAt).getTime();

/** no_tracker (no active assignment), offline (assigned, no location), signal_lost (> 24 h), low_battery (< 20), online. */
export function gpsStatus(hasTracker: boolean, last: LastFix, now: Date = new Date()): GpsStatus {
  if (!hasTracker) return 'no_tracker';
  if (!last) return 'offline';
  if (ageMs(last, now) > fleetThresholds.gpsSignalLostMs) return 'signal_lost';
  if (last.batteryLevel !== null && last.batteryLevel < fleetThresholds.lowBatteryPercent) return 'low_battery';
  return 'online';
}

/** signal_lost when the last location is older than 1 hour or there is none; active above 5 km/h; otherwise idle. */
export function movementStatus(last: LastFix, now: Date = new Date()): MovementStatus {
  if (!last || ageMs(last, now) > fleetThresholds.movementSignalLostMs) return 'signal_lost';
  return (last.speedKmh ?? 0) > fleetThresholds.activeSpeedKmh ? 'active' : 'idle';
}
