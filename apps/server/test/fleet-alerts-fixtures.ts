import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';

/**
 * Fleet rows written through the owner handle, as the ingest would leave them: a source, a device assigned to a
 * machine, and fixes (location log rows plus the device's newest fix). Tests of the alerts side use these so they do not
 * depend on the ingest's HTTP protocols.
 */
export async function insertSource(db: Database, companyId: string, name = 'Test Traccar'): Promise<string> {
  const secret = randomBytes(16).toString('hex');
  const rows = await db.query<{ id: string }>(
    `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint) values ($1, 'traccar', $2, $3, $4) returning id`,
    [companyId, name, createHash('sha256').update(secret).digest('hex'), secret.slice(-4)],
  );
  return rows[0]!.id;
}

export type TrackedMachine = { companyId: string; equipmentId: string; sourceId: string; deviceId: string };

/** A device under `sourceId` assigned to the machine (the active assignment), with no fix yet. */
export async function assignDevice(
  db: Database,
  m: { companyId: string; equipmentId: string; sourceId: string; deviceId?: string },
): Promise<TrackedMachine> {
  const deviceId = m.deviceId ?? `dev-${randomBytes(4).toString('hex')}`;
  await db.query(`insert into tracker_devices (company_id, tracker_source_id, device_id) values ($1, $2, $3) on conflict do nothing`, [
    m.companyId,
    m.sourceId,
    deviceId,
  ]);
  await db.query(
    `insert into equipment_tracker_assignments (company_id, equipment_id, tracker_source_id, device_id) values ($1, $2, $3, $4)`,
    [m.companyId, m.equipmentId, m.sourceId, deviceId],
  );
  return { companyId: m.companyId, equipmentId: m.equipmentId, sourceId: m.sourceId, deviceId };
}

export type Fix = {
  at: Date | string;
  lat: number;
  lon: number;
  speed?: number | null;
  battery?: number | null;
  ignition?: boolean | null;
  engineHours?: number | null;
};

/** Stores fixes of the machine's device as the ingest does: one log row each, and the newest on the device row. */
export async function insertFixes(db: Database, m: TrackedMachine, fixes: Fix[]): Promise<{ from: string; to: string }> {
  const rows = fixes.map((f) => ({
    company_id: m.companyId,
    tracker_source_id: m.sourceId,
    device_id: m.deviceId,
    equipment_id: m.equipmentId,
    fixed_at: new Date(f.at).toISOString(),
    latitude: f.lat,
    longitude: f.lon,
    speed_kmh: f.speed ?? null,
    battery_level: f.battery ?? null,
    ignition: f.ignition ?? null,
    engine_hours: f.engineHours ?? null,
  }));
  await db.query(
    `insert into equipment_location_logs (company_id, tracker_source_id, device_id, equipment_id, fixed_at, latitude, longitude,
       speed_kmh, battery_level, ignition, engine_hours)
     select company_id, tracker_source_id, device_id, equipment_id, fixed_at, latitude, longitude, speed_kmh, battery_level, ignition,
            engine_hours from jsonb_populate_recordset(null::equipment_location_logs, $1::jsonb)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  const newest = [...rows].sort((a, b) => a.fixed_at.localeCompare(b.fixed_at)).at(-1)!;
  await db.query(
    `update tracker_devices set last_fix_at = $3, last_received_at = now(), latitude = $4, longitude = $5, speed_kmh = $6,
            battery_level = $7, ignition = $8, engine_hours = $9, fixes_accepted = fixes_accepted + $10
      where tracker_source_id = $1 and device_id = $2 and (last_fix_at is null or last_fix_at < $3)`,
    [
      m.sourceId,
      m.deviceId,
      newest.fixed_at,
      newest.latitude,
      newest.longitude,
      newest.speed_kmh,
      newest.battery_level,
      newest.ignition,
      newest.engine_hours,
      rows.length,
    ],
  );
  const times = rows.map((r) => r.fixed_at).sort();
  return { from: times[0]!, to: times.at(-1)! };
}

export const minutesAgo = (n: number): Date => new Date(Date.now() - n * 60_000);
