import {
  equipmentMessages,
  fleetThresholds,
  gpsStatus,
  gpsStatuses,
  movementStatus,
  type EquipmentTrack,
  type FleetPosition,
  type FleetPositions,
  type GpsStatus,
  type listPositionsQuery,
  type trackQuery,
} from '@gears/domain';
import type { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import * as repo from './positions.repo.ts';

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** One row → the map's machine, with the statuses derived from the newest fix now (spec 02 §4; never stored). */
export function toPosition(r: repo.PositionRow, now: Date): FleetPosition {
  const hasTracker = r.device_id !== null;
  const last = r.last_fix_at === null ? null : { fixedAt: r.last_fix_at, speedKmh: num(r.speed_kmh), batteryLevel: num(r.battery_level) };
  return {
    equipmentId: r.equipment_id,
    companyId: r.company_id,
    equipmentName: r.equipment_name,
    equipmentStatus: r.equipment_status,
    equipmentType: r.equipment_type,
    jobSiteName: r.job_site_name,
    trackerSourceId: r.tracker_source_id,
    deviceId: r.device_id,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    fixedAt: iso(r.last_fix_at),
    speedKmh: num(r.speed_kmh),
    bearing: num(r.bearing),
    batteryLevel: num(r.battery_level),
    gpsStatus: gpsStatus(hasTracker, last, now),
    movementStatus: movementStatus(last, now),
    maintenanceDue: r.maintenance_due,
  };
}

/**
 * The Fleet Location Center: every machine with its newest fix and statuses, and the count per GPS status over the
 * whole fleet (the status strip), whatever the GPS status filter shows.
 */
export async function listPositions(tx: Sql, scope: Scope, q: z.infer<typeof listPositionsQuery>): Promise<FleetPositions> {
  const rows = await repo.listPositions(tx, {
    companyId: readCompany(scope, q.companyId),
    equipmentId: q.equipmentId ?? null,
    equipmentIds: q.equipmentIds ?? null,
  });
  const now = new Date();
  const all = rows.map((r) => toPosition(r, now));
  const counts = Object.fromEntries(gpsStatuses.map((s) => [s, 0])) as Record<GpsStatus, number>;
  for (const p of all) counts[p.gpsStatus] += 1;
  return { items: q.gpsStatus ? all.filter((p) => p.gpsStatus === q.gpsStatus) : all, counts };
}

const rangeMs = { '24h': 24 * 3_600_000, '30d': 30 * 86_400_000 } as const;

/** spec 02 §7: the trail of one machine over the last 24 hours or 30 days, newest first, at most 100 points. */
export async function getTrack(tx: Sql, scope: Scope, equipmentId: string, q: z.infer<typeof trackQuery>): Promise<EquipmentTrack> {
  const machine = await repo.findEquipment(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  const rows = await repo.listTrack(tx, {
    companyId: machine.company_id,
    equipmentId: machine.id,
    since: new Date(Date.now() - rangeMs[q.range]),
    limit: fleetThresholds.trailPoints,
  });
  return {
    equipmentId: machine.id,
    range: q.range,
    points: rows.map((r) => ({
      fixedAt: new Date(r.fixed_at).toISOString(),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      speedKmh: num(r.speed_kmh),
      batteryLevel: num(r.battery_level),
    })),
  };
}
