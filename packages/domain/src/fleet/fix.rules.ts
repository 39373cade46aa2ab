import type { FixRejection } from './messages.ts';

/**
 * Which fixes the ingest stores (issue 16): a fix needs a device id, a time between 2000 and five minutes from now, a
 * latitude within ±90 and a longitude within ±180; any number it carries must be a number. Optional readings outside
 * what the columns hold (a battery of 140 %, a negative speed) are dropped from the columns, not the fix: the raw value
 * stays in raw_data.
 */
export const fixLimits = {
  futureToleranceMs: 5 * 60_000,
  earliest: Date.UTC(2000, 0, 1),
  deviceIdMax: 200,
} as const;

/** Knots (OsmAnd, Traccar) and metres per second (Traccar Client's JSON) to km/h. */
export const knotsToKmh = (knots: number): number => knots * 1.852;
export const metresPerSecondToKmh = (mps: number): number => mps * 3.6;

/** A number from a protocol field: numbers and numeric strings; '' and absent are null; anything else NaN. */
export function numberOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A boolean from a protocol field: true/false, 1/0, "true"/"false"/"1"/"0"; anything else null. */
export function booleanOf(value: unknown): boolean | null {
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  return null;
}

/**
 * A fix time as the OsmAnd protocol takes it (Traccar's decoder): epoch seconds, or milliseconds when the number is
 * past 2^31 − 1; an ISO 8601 string; or 'yyyy-MM-dd HH:mm:ss' (read as UTC). null when absent, NaN-time when unreadable.
 */
export function fixTimeOf(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : null;
  if (n !== null) return new Date(n < 2_147_483_647 ? n * 1000 : n);
  if (typeof value !== 'string') return new Date(Number.NaN);
  const plain = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(\.\d+)?)$/.exec(value.trim());
  if (plain) return new Date(`${plain[1]}T${plain[2]}Z`);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return new Date(Number.NaN);
  return new Date(value.trim());
}

/** What a protocol parser hands over for one fix, before the checks. */
export type FixInput = {
  deviceId: string | null;
  fixedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  speedKmh?: number | null;
  bearing?: number | null;
  altitudeM?: number | null;
  accuracyM?: number | null;
  batteryLevel?: number | null;
  signalStrength?: number | null;
  ignition?: boolean | null;
  engineHours?: number | null;
  odometerKm?: number | null;
  /** Protocol extras kept with the fix (hdop, satellites, event type…). */
  extras?: Record<string, unknown>;
};

export type CheckedFix = {
  deviceId: string;
  fixedAt: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  bearing: number | null;
  altitudeM: number | null;
  accuracyM: number | null;
  batteryLevel: number | null;
  signalStrength: number | null;
  ignition: boolean | null;
  engineHours: number | null;
  odometerKm: number | null;
  rawData: Record<string, unknown> | null;
};

export type FixCheck = { ok: true; fix: CheckedFix } | { ok: false; reason: FixRejection };

const optionalNumbers = [
  'speedKmh',
  'bearing',
  'altitudeM',
  'accuracyM',
  'batteryLevel',
  'signalStrength',
  'engineHours',
  'odometerKm',
] as const;
type OptionalNumber = (typeof optionalNumbers)[number];

/** Where a reading fits its column (equipment_location_logs checks and numeric(12, 1)); outside, it goes to raw_data. */
const columnFits: Record<OptionalNumber, (v: number) => boolean> = {
  speedKmh: (v) => v >= 0 && v < 1e6,
  bearing: (v) => Math.abs(v) < 1e6,
  altitudeM: (v) => Math.abs(v) < 1e7,
  accuracyM: (v) => v >= 0 && v < 1e9,
  batteryLevel: (v) => v >= 0 && v <= 100,
  signalStrength: (v) => Math.abs(v) < 1e6,
  engineHours: (v) => v >= 0 && v < 1e10,
  odometerKm: (v) => v >= 0 && v < 1e10,
};

// Control characters (C0, DEL, C1) make a device id that no one can type or read back.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** The checks of issue 16, in the order a reason is given: device, time, numbers, latitude, longitude. */
export function checkFix(input: FixInput, now: Date): FixCheck {
  const deviceId = input.deviceId?.trim() ?? '';
  if (!deviceId) return { ok: false, reason: 'no_device' };
  if (deviceId.length > fixLimits.deviceIdMax || controlCharacter.test(deviceId)) return { ok: false, reason: 'bad_device' };
  const time = input.fixedAt?.getTime();
  if (time === undefined || Number.isNaN(time)) return { ok: false, reason: 'no_time' };
  if (time > now.getTime() + fixLimits.futureToleranceMs) return { ok: false, reason: 'future' };
  if (time < fixLimits.earliest) return { ok: false, reason: 'too_old' };
  const { latitude, longitude } = input;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { ok: false, reason: latitude === null || longitude === null ? 'no_position' : 'not_a_number' };
  }
  const extras: Record<string, unknown> = { ...input.extras };
  const numbers = {} as Record<OptionalNumber, number | null>;
  for (const key of optionalNumbers) {
    const value = input[key] ?? null;
    if (value !== null && !Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
    const fits = value === null || columnFits[key](value);
    if (!fits) extras[key] = value;
    numbers[key] = fits ? value : null;
  }
  if (latitude < -90 || latitude > 90) return { ok: false, reason: 'bad_latitude' };
  if (longitude < -180 || longitude > 180) return { ok: false, reason: 'bad_longitude' };
  return {
    ok: true,
    fix: {
      deviceId,
      fixedAt: new Date(time),
      latitude,
      longitude,
      ...numbers,
      ignition: input.ignition ?? null,
      rawData: Object.keys(extras).length > 0 ? extras : null,
    },
  };
}
