import { defaultWorkingHours, fleetThresholds, isInsideGeofence, isWithinWorkingHours } from '@gears/domain';
import type { Random } from './demo.random.ts';

/**
 * Northwind's tracked machines over the last 24 hours (issue 16, ADR 0016), as a pure plan: the fixes a Traccar server
 * would have forwarded and the alerts the evaluation would have raised from them. Machines on a site park inside its
 * geofence overnight and work around it in the day; one drove from the yard to its site this morning (a yard exit and
 * a site entry); one runs its tracker's battery down (low battery); one went silent 30 hours ago (signal lost).
 */
export type DemoSite = { id: string; name: string; latitude: number; longitude: number; radius: number };
export type PlacedMachine = { id: string; name: string; site: DemoSite };
export type DemoFix = {
  fixedAt: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  batteryLevel: number;
  ignition: boolean;
};
export type DemoAlert = {
  equipmentId: string;
  jobSiteId: string | null;
  type: 'geofence_enter' | 'geofence_exit' | 'after_hours_exit' | 'low_battery' | 'signal_lost';
  fixedAt: Date;
  at: Date;
  fix: DemoFix;
  dedupeKey: string;
  siteName?: string;
};
export type TrackPlan = { equipmentId: string; fixes: DemoFix[] };

const minuteMs = 60_000;
const metresPerDegree = 111_195;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A point `metres` away from the site's centre in a random direction. */
function near(site: { latitude: number; longitude: number }, metres: number, random: Random) {
  const angle = random.next() * 2 * Math.PI;
  const d = metres / metresPerDegree;
  return {
    latitude: round6(site.latitude + d * Math.sin(angle)),
    longitude: round6(site.longitude + (d * Math.cos(angle)) / Math.cos((site.latitude * Math.PI) / 180)),
  };
}

/** A day on a site: parked at `home` outside the shift, working within 60 % of the fence during it, a fix every 10 min. */
function siteDay(o: {
  site: DemoSite;
  from: Date;
  to: Date;
  shift: [Date, Date];
  battery: (i: number, n: number) => number;
  random: Random;
}): DemoFix[] {
  const home = near(o.site, o.site.radius * 0.3, o.random);
  const n = Math.floor((o.to.getTime() - o.from.getTime()) / (10 * minuteMs)) + 1;
  return Array.from({ length: n }, (_x, i) => {
    const fixedAt = new Date(o.to.getTime() - (n - 1 - i) * 10 * minuteMs);
    const working = fixedAt >= o.shift[0] && fixedAt <= o.shift[1];
    const at = working ? near(o.site, o.site.radius * 0.6 * o.random.next(), o.random) : home;
    const speedKmh = working ? o.random.int(3, 14) + o.random.int(0, 9) / 10 : 0;
    return { fixedAt, ...at, speedKmh, batteryLevel: o.battery(i, n), ignition: working };
  });
}

/** The drive from the yard to the site: a fix a minute along the way, 45–65 km/h. */
function drive(from: DemoSite, to: DemoSite, start: Date, minutes: number, battery: number, random: Random): DemoFix[] {
  return Array.from({ length: minutes + 1 }, (_x, i) => {
    const f = i / minutes;
    const jitter = i === 0 || i === minutes ? 0 : (random.next() - 0.5) / 2000;
    return {
      fixedAt: new Date(start.getTime() + i * minuteMs),
      latitude: round6(from.latitude + (to.latitude - from.latitude) * f + jitter),
      longitude: round6(from.longitude + (to.longitude - from.longitude) * f - jitter),
      speedKmh: i === 0 || i === minutes ? 8 : random.int(45, 65),
      batteryLevel: battery,
      ignition: true,
    };
  });
}

const key = (type: string, equipmentId: string, siteId: string | null, at: Date) =>
  [type, equipmentId, siteId, at.getTime()].filter(Boolean).join(':');

/** The geofence crossings of one machine's fixes, as the evaluation finds them (its first fix only says where it is). */
function crossings(equipmentId: string, fixes: DemoFix[], sites: DemoSite[]): DemoAlert[] {
  const alerts: DemoAlert[] = [];
  const fence = (s: DemoSite) => ({ latitude: s.latitude, longitude: s.longitude, geofenceRadius: s.radius });
  const inside = new Set(sites.filter((s) => isInsideGeofence(fence(s), fixes[0]!)).map((s) => s.id));
  for (const fix of fixes.slice(1)) {
    for (const s of sites) {
      const now = isInsideGeofence(fence(s), fix) === true;
      if (now === inside.has(s.id)) continue;
      if (now) inside.add(s.id);
      else inside.delete(s.id);
      const type = now ? 'geofence_enter' : isWithinWorkingHours(fix.fixedAt, defaultWorkingHours) ? 'geofence_exit' : 'after_hours_exit';
      alerts.push({
        equipmentId,
        jobSiteId: s.id,
        type,
        fixedAt: fix.fixedAt,
        at: fix.fixedAt,
        fix,
        dedupeKey: key(type, equipmentId, s.id, fix.fixedAt),
        siteName: s.name,
      });
    }
  }
  return alerts;
}

export function planTracking(o: {
  now: Date;
  placed: PlacedMachine[];
  parked: { id: string };
  yard: DemoSite;
  sites: DemoSite[];
  random: Random;
}) {
  const now = new Date(Math.floor(o.now.getTime() / minuteMs) * minuteMs);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const tracks: TrackPlan[] = [];
  const alerts: DemoAlert[] = [];
  const steady = (i: number, n: number) => 96 - Math.round((i / n) * 6);

  o.placed.forEach((m, k) => {
    const lastFix = new Date(now.getTime() - o.random.int(1, 6) * minuteMs);
    // Every other machine is still at work (moving now); the rest stopped an hour or three ago.
    const shift: [Date, Date] = [hoursAgo(o.random.int(9, 11)), k % 2 === 0 ? lastFix : hoursAgo(o.random.int(1, 3))];
    if (k === 0) {
      // The morning drive: parked at the yard overnight, 40 minutes on the road, then the site.
      const leave = hoursAgo(7);
      const yardNight = siteDay({ site: o.yard, from: hoursAgo(24), to: leave, shift: [leave, leave], battery: steady, random: o.random });
      const road = drive(o.yard, m.site, new Date(leave.getTime() + minuteMs), 40, 93, o.random);
      const arrived = new Date(road.at(-1)!.fixedAt.getTime() + 10 * minuteMs);
      const day = siteDay({ site: m.site, from: arrived, to: lastFix, shift: [arrived, shift[1]], battery: () => 92, random: o.random });
      const fixes = [...yardNight, ...road, ...day];
      tracks.push({ equipmentId: m.id, fixes });
      alerts.push(...crossings(m.id, fixes, o.sites));
      return;
    }
    // One tracker on its internal battery, running down to 14 % (spec 02 §4: below 20 is low battery).
    const battery = k === 1 ? (i: number, n: number) => Math.round(60 - (46 * i) / (n - 1)) : steady;
    const fixes = siteDay({ site: m.site, from: hoursAgo(24), to: lastFix, shift, battery, random: o.random });
    tracks.push({ equipmentId: m.id, fixes });
    if (k === 1) {
      const fix = fixes.find((f) => f.batteryLevel < fleetThresholds.lowBatteryPercent)!;
      alerts.push({
        equipmentId: m.id,
        jobSiteId: null,
        type: 'low_battery',
        fixedAt: fix.fixedAt,
        at: fix.fixedAt,
        fix,
        dedupeKey: key('low_battery', m.id, null, fix.fixedAt),
      });
    }
  });

  // Silent since 30 hours ago at the yard; the 5-minute pass noticed it 24 hours later.
  const silentAt = hoursAgo(30);
  const parked = siteDay({
    site: o.yard,
    from: hoursAgo(48),
    to: silentAt,
    shift: [hoursAgo(40), hoursAgo(36)],
    battery: steady,
    random: o.random,
  });
  tracks.push({ equipmentId: o.parked.id, fixes: parked });
  const last = parked.at(-1)!;
  alerts.push({
    equipmentId: o.parked.id,
    jobSiteId: null,
    type: 'signal_lost',
    fixedAt: last.fixedAt,
    at: new Date(last.fixedAt.getTime() + fleetThresholds.gpsSignalLostMs + 3 * minuteMs),
    fix: last,
    dedupeKey: key('signal_lost', o.parked.id, null, last.fixedAt),
  });
  return { tracks, alerts };
}
