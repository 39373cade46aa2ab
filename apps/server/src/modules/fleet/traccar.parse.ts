import { booleanOf, fixTimeOf, knotsToKmh, numberOf, type FixInput } from '@gears/domain';
import { isObject, keepExtras } from './parse-extras.ts';

const mappedAttributes: ReadonlySet<string> = new Set(['batteryLevel', 'ignition', 'hours', 'odometer', 'rssi']);
const scaled = (n: number | null, f: (v: number) => number) => (n === null || !Number.isFinite(n) ? n : f(n));

/**
 * Traccar server forwarding with forward.type=json (traccar.org/forward): one position per request,
 * { position: { fixTime, deviceTime, latitude, longitude, altitude, speed (KNOTS), course, accuracy, valid, protocol,
 * attributes: { batteryLevel (%), ignition, hours (ms), odometer (m), rssi, … } }, device: { uniqueId, name, … } },
 * and event forwarding { event: { type, eventTime, … }, position?, device }. The device is known by its uniqueId (the
 * IMEI or identifier the tracker reports), the same id an assignment names. null: not a Traccar forward.
 */
export function traccarForward(body: unknown): { fixes: FixInput[]; isEvent: boolean } | null {
  if (!isObject(body) || !(isObject(body.position) || isObject(body.event))) return null;
  const isEvent = isObject(body.event);
  if (!isObject(body.position)) return { fixes: [], isEvent };
  const p = body.position;
  const device = isObject(body.device) ? body.device : {};
  const attributes = isObject(p.attributes) ? p.attributes : {};
  const uniqueId = device.uniqueId;
  const event = isEvent ? (body.event as Record<string, unknown>) : null;
  return {
    isEvent,
    fixes: [
      {
        deviceId: typeof uniqueId === 'string' ? uniqueId : typeof uniqueId === 'number' ? String(uniqueId) : null,
        fixedAt: fixTimeOf(p.fixTime ?? p.deviceTime),
        latitude: numberOf(p.latitude),
        longitude: numberOf(p.longitude),
        speedKmh: scaled(numberOf(p.speed), knotsToKmh),
        bearing: numberOf(p.course),
        altitudeM: numberOf(p.altitude),
        // Traccar sends accuracy 0 when the device reports none.
        accuracyM: numberOf(p.accuracy) || null,
        batteryLevel: numberOf(attributes.batteryLevel),
        signalStrength: numberOf(attributes.rssi),
        ignition: booleanOf(attributes.ignition),
        engineHours: scaled(numberOf(attributes.hours), (ms) => ms / 3_600_000),
        odometerKm: scaled(numberOf(attributes.odometer), (m) => m / 1000),
        extras: {
          ...keepExtras(attributes, mappedAttributes),
          ...keepExtras(
            { protocol: p.protocol, valid: p.valid === false ? false : undefined, outdated: p.outdated === true ? true : undefined },
            new Set(),
          ),
          ...(event ? keepExtras({ event: event.type }, new Set()) : {}),
        },
      },
    ],
  };
}
