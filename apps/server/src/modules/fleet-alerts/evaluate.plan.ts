import {
  alertMessages as msg,
  fleetThresholds,
  isInsideGeofence,
  isWithinWorkingHours,
  localClock,
  weekdayLabels,
  type AlertType,
  type WorkingHours,
} from '@gears/domain';

/**
 * The evaluation of one machine's new fixes, in fix-time order, as a pure plan (ADR 0023): which alerts to raise, the
 * machine's and its geofences' new state, and the hours to record. evaluate.service.ts reads the inputs and writes the
 * plan in one tenant transaction.
 */
export type MachineState = {
  lastFixedAt: Date;
  lastFixActive: boolean;
  batteryLow: boolean;
  movingAlerted: boolean;
  lastMovingAt: Date | null;
  hoursFromDevice: boolean;
  estimateSeconds: number;
};

export type Fix = {
  fixedAt: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  batteryLevel: number | null;
  ignition: boolean | null;
  engineHours: number | null;
};

export type SiteFence = { id: string; name: string; latitude: number; longitude: number; geofenceRadius: number };

/** What the machine is doing now, from the availability facts (modules/equipment availability.sql.ts). */
export type MachineFacts = {
  name: string;
  /** Under repair or maintenance: status maintenance, repair or out of service, or a task in progress. */
  inMaintenance: boolean;
  /** Checked in: not checked out, not placed on a job site and not reserved for now — it should be parked. */
  checkedIn: boolean;
};

export type PlannedAlert = {
  type: AlertType;
  jobSiteId: string | null;
  dedupeKey: string;
  message: string;
  details: Record<string, unknown>;
};

export type MachinePlan = {
  alerts: PlannedAlert[];
  state: MachineState | null;
  fences: { jobSiteId: string; inside: boolean; changedAt: Date }[];
  /** Engine hours as reported (exact), or hours of ignition or moving time to add (an estimate). */
  hours: { readAt: Date; reported: number } | { readAt: Date; estimate: number } | null;
};

/** A movement ends (and may alert again) once the machine has stood still this long. */
export const movementEndsAfterMs = 10 * 60_000;
/** Ignition or moving time is counted between fixes at most this far apart (a longer gap is a lost signal, not work). */
export const longestCountedGapMs = 15 * 60_000;
const tenthOfHourSeconds = 360;

/** An instant as the alerts write it: 2026-11-26 14:05 UTC. */
export const utcMinute = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function planMachine(input: {
  equipmentId: string;
  state: MachineState | null;
  /** The sites the machine is inside now (no row: outside). */
  insideSites: Set<string>;
  fixes: Fix[];
  sites: SiteFence[];
  facts: MachineFacts;
  workingHours: WorkingHours;
}): MachinePlan {
  const { equipmentId, state, facts } = input;
  // A fix at or before the newest one evaluated was seen (a retried job) or arrived late: never evaluated twice.
  const fresh = input.fixes
    .filter((f) => !state || f.fixedAt.getTime() > state.lastFixedAt.getTime())
    .sort((a, b) => a.fixedAt.getTime() - b.fixedAt.getTime());
  if (fresh.length === 0) return { alerts: [], state, fences: [], hours: null };

  const next: MachineState = state
    ? { ...state }
    : {
        lastFixedAt: fresh[0]!.fixedAt,
        lastFixActive: false,
        batteryLow: false,
        movingAlerted: false,
        lastMovingAt: null,
        hoursFromDevice: false,
        estimateSeconds: 0,
      };
  const alerts: PlannedAlert[] = [];
  const fences = new Map<string, { jobSiteId: string; inside: boolean; changedAt: Date }>();
  const inside = new Set(input.insideSites);
  let reported: { hours: number; at: Date } | null = null;
  let previous: { at: Date; active: boolean } | null = state ? { at: state.lastFixedAt, active: state.lastFixActive } : null;

  const raise = (type: AlertType, fix: Fix, message: string, site: SiteFence | null = null) =>
    alerts.push({
      type,
      jobSiteId: site?.id ?? null,
      dedupeKey: [type, equipmentId, site?.id, fix.fixedAt.getTime()].filter(Boolean).join(':'),
      message,
      details: {
        fixedAt: fix.fixedAt.toISOString(),
        latitude: fix.latitude,
        longitude: fix.longitude,
        speedKmh: fix.speedKmh,
        batteryLevel: fix.batteryLevel,
        ...(site ? { jobSiteName: site.name } : {}),
      },
    });

  fresh.forEach((fix, i) => {
    // Geofences. The very first fix of a machine only says where it is: no crossing is known yet.
    const establishing = state === null && i === 0;
    for (const site of input.sites) {
      const now = isInsideGeofence(site, fix) === true;
      if (now === inside.has(site.id)) continue;
      if (now) inside.add(site.id);
      else inside.delete(site.id);
      fences.set(site.id, { jobSiteId: site.id, inside: now, changedAt: fix.fixedAt });
      if (establishing) continue;
      if (now) raise('geofence_enter', fix, msg.geofenceEnter(facts.name, site.name), site);
      else if (isWithinWorkingHours(fix.fixedAt, input.workingHours))
        raise('geofence_exit', fix, msg.geofenceExit(facts.name, site.name), site);
      else {
        const local = localClock(fix.fixedAt, input.workingHours.timeZone);
        const when = `${weekdayLabels[local.day]} ${local.time} ${input.workingHours.timeZone}`;
        raise('after_hours_exit', fix, msg.afterHoursExit(facts.name, site.name, when), site);
      }
    }

    // Battery: once per dip below 20 %; a reading at or above 20 % ends the dip.
    if (fix.batteryLevel !== null) {
      if (fix.batteryLevel < fleetThresholds.lowBatteryPercent) {
        if (!next.batteryLow) raise('low_battery', fix, msg.lowBattery(facts.name, fix.batteryLevel));
        next.batteryLow = true;
      } else next.batteryLow = false;
    }

    // Moving (above 5 km/h) where it should not: once per movement.
    const speed = fix.speedKmh ?? 0;
    const moving = speed > fleetThresholds.activeSpeedKmh;
    if (moving) {
      if (!next.movingAlerted && facts.inMaintenance) {
        raise('moving_in_maintenance', fix, msg.movingInMaintenance(facts.name, speed));
        next.movingAlerted = true;
      } else if (!next.movingAlerted && facts.checkedIn) {
        raise('moving_while_checked_in', fix, msg.movingWhileCheckedIn(facts.name, speed));
        next.movingAlerted = true;
      }
      next.lastMovingAt = fix.fixedAt;
    } else if (next.lastMovingAt && fix.fixedAt.getTime() - next.lastMovingAt.getTime() >= movementEndsAfterMs) {
      next.movingAlerted = false;
    }

    // Hours: engine hours when the device reports them; otherwise ignition (or, unknown, moving) time as an estimate.
    if (fix.engineHours !== null) {
      next.hoursFromDevice = true;
      next.estimateSeconds = 0;
      if (!reported || fix.engineHours > reported.hours) reported = { hours: fix.engineHours, at: fix.fixedAt };
    }
    const active = fix.ignition ?? moving;
    if (previous && previous.active && !next.hoursFromDevice) {
      const gap = fix.fixedAt.getTime() - previous.at.getTime();
      if (gap > 0 && gap <= longestCountedGapMs) next.estimateSeconds += gap / 1000;
    }
    previous = { at: fix.fixedAt, active };
  });

  const last = fresh[fresh.length - 1]!;
  next.lastFixedAt = last.fixedAt;
  next.lastFixActive = previous!.active;
  let hours: MachinePlan['hours'] = null;
  const found = reported as { hours: number; at: Date } | null;
  if (found) hours = { readAt: found.at, reported: found.hours };
  else if (!next.hoursFromDevice && next.estimateSeconds >= tenthOfHourSeconds) {
    const tenths = Math.floor(next.estimateSeconds / tenthOfHourSeconds);
    next.estimateSeconds -= tenths * tenthOfHourSeconds;
    hours = { readAt: last.fixedAt, estimate: tenths / 10 };
  }
  return { alerts, state: next, fences: [...fences.values()], hours };
}
