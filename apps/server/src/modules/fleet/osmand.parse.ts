import { booleanOf, fixTimeOf, knotsToKmh, metresPerSecondToKmh, numberOf, type FixInput } from '@gears/domain';
import { isObject, keepExtras, lastOf } from './parse-extras.ts';

const mapped: ReadonlySet<string> = new Set(
  ['id', 'deviceid', 'timestamp', 'lat', 'lon', 'location', 'speed', 'bearing', 'heading', 'altitude', 'accuracy', 'batt'].concat([
    'ignition',
    'hours',
    'odometer',
    'rssi',
  ]),
);

const scaled = (n: number | null, f: (v: number) => number) => (n === null || !Number.isFinite(n) ? n : f(n));

/**
 * The OsmAnd protocol as Traccar decodes it (OsmAndProtocolDecoder; traccar.org/osmand): query or form parameters
 * id|deviceid, timestamp (epoch s or ms, ISO, 'yyyy-MM-dd HH:mm:ss'; none: now), lat, lon or location=lat,lon, speed
 * in KNOTS, bearing|heading, altitude, accuracy, batt (%); Traccar's attribute names ignition, hours (ms), odometer
 * (m) and rssi fill their columns; anything else (hdop, charge, valid, driverUniqueId…) is kept in raw_data.
 */
export function osmandParams(params: Record<string, unknown>, now: Date): FixInput {
  const p = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, lastOf(v)]));
  const location = typeof p.location === 'string' ? p.location.split(',') : null;
  const deviceId = p.id ?? p.deviceid;
  return {
    deviceId: typeof deviceId === 'string' ? deviceId : null,
    fixedAt: p.timestamp === undefined || p.timestamp === '' ? now : fixTimeOf(p.timestamp),
    latitude: numberOf(location ? location[0] : p.lat),
    longitude: numberOf(location ? location[1] : p.lon),
    speedKmh: scaled(numberOf(p.speed), knotsToKmh),
    bearing: numberOf(p.bearing ?? p.heading),
    altitudeM: numberOf(p.altitude),
    accuracyM: numberOf(p.accuracy),
    batteryLevel: numberOf(p.batt),
    signalStrength: numberOf(p.rssi),
    ignition: booleanOf(p.ignition),
    engineHours: scaled(numberOf(p.hours), (ms) => ms / 3_600_000),
    odometerKm: scaled(numberOf(p.odometer), (m) => m / 1000),
    extras: keepExtras(Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typed(v)])), mapped),
  };
}

/** As Traccar keeps an unknown parameter: a number when it reads as one, true/false, else the text. */
function typed(value: unknown): unknown {
  const n = numberOf(value);
  if (n !== null && Number.isFinite(n)) return n;
  return value === 'true' ? true : value === 'false' ? false : value;
}

/**
 * Traccar Client 9+ sends the OsmAnd URL a JSON body (traccar.org/osmand, "JSON format"): { location: { timestamp,
 * coords: { latitude, longitude, accuracy, speed (m/s), heading, altitude }, is_moving, odometer (m), event,
 * battery: { level 0-1, is_charging }, activity: { type } }, device_id } — `location` may also be a list.
 */
export function osmandJson(body: unknown): FixInput[] | null {
  if (!isObject(body) || !('location' in body)) return null;
  const deviceId = typeof body.device_id === 'string' ? body.device_id : typeof body.device_id === 'number' ? String(body.device_id) : null;
  const locations = Array.isArray(body.location) ? body.location : [body.location];
  return locations.map((loc) => {
    const l = isObject(loc) ? loc : {};
    const c = isObject(l.coords) ? l.coords : {};
    const battery = isObject(l.battery) ? l.battery : {};
    const activity = isObject(l.activity) ? l.activity : {};
    const level = numberOf(battery.level);
    // The SDK reports -1 for an unknown speed or heading.
    const speed = numberOf(c.speed);
    const heading = numberOf(c.heading);
    return {
      deviceId,
      fixedAt: fixTimeOf(l.timestamp),
      latitude: numberOf(c.latitude),
      longitude: numberOf(c.longitude),
      speedKmh: speed !== null && speed < 0 ? null : scaled(speed, metresPerSecondToKmh),
      bearing: heading !== null && heading < 0 ? null : heading,
      altitudeM: numberOf(c.altitude),
      accuracyM: numberOf(c.accuracy),
      batteryLevel: level !== null && level >= 0 ? scaled(level, (v) => v * 100) : null,
      odometerKm: scaled(numberOf(l.odometer), (m) => m / 1000),
      extras: keepExtras({ is_moving: l.is_moving, event: l.event, is_charging: battery.is_charging, activity: activity.type }, new Set()),
    };
  });
}
