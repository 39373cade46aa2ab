import { booleanOf, fixLimits, fixTimeOf, numberOf, type FixInput } from '@gears/domain';
import { isObject, keepExtras } from './parse-extras.ts';

/** A JSON push carries at most this many positions (issue 16). */
export const maxPositions = 10_000;

/**
 * The generic JSON push (docs/fleet-ingest.md): one position, or { positions: [ … ] } with up to 10,000. A position:
 * deviceId, fixedAt (ISO 8601, or epoch seconds or milliseconds), latitude, longitude; optional speedKmh, bearing,
 * altitudeM, accuracyM, batteryLevel (0-100), signalStrength, ignition, engineHours, odometerKm and attributes
 * (an object kept with the fix). null: not that shape; 'too_many': more than 10,000.
 */
export function jsonPositions(body: unknown): FixInput[] | 'too_many' | null {
  if (Array.isArray(body)) return null;
  if (!isObject(body)) return null;
  if ('positions' in body) {
    if (!Array.isArray(body.positions)) return null;
    if (body.positions.length > maxPositions) return 'too_many';
    return body.positions.map(position);
  }
  return 'deviceId' in body || 'latitude' in body ? [position(body)] : null;
}

function position(value: unknown): FixInput {
  const p = isObject(value) ? value : {};
  const deviceId = typeof p.deviceId === 'string' ? p.deviceId : typeof p.deviceId === 'number' ? String(p.deviceId) : null;
  return {
    deviceId: deviceId === null ? null : deviceId.slice(0, fixLimits.deviceIdMax + 1),
    fixedAt: fixTimeOf(p.fixedAt),
    latitude: numberOf(p.latitude),
    longitude: numberOf(p.longitude),
    speedKmh: numberOf(p.speedKmh),
    bearing: numberOf(p.bearing),
    altitudeM: numberOf(p.altitudeM),
    accuracyM: numberOf(p.accuracyM),
    batteryLevel: numberOf(p.batteryLevel),
    signalStrength: numberOf(p.signalStrength),
    ignition: booleanOf(p.ignition),
    engineHours: numberOf(p.engineHours),
    odometerKm: numberOf(p.odometerKm),
    extras: isObject(p.attributes) ? keepExtras(p.attributes, new Set()) : undefined,
  };
}
