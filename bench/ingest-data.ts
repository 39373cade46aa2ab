import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/db/database.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';

/** What bench:ingest seeds: one Enterprise company with a manager, one source, `devices` machines each with a tracker. */
export type IngestSeed = {
  companyId: string;
  sourceId: string;
  secret: string;
  /** A second source of the company whose devices are on no machine: its fixes queue no alert evaluation. */
  bareSecret: string;
  email: string;
  password: string;
  devices: string[];
};

export const deviceName = (i: number) => `DEV-${String(i).padStart(5, '0')}`;

/** Written by the owner, as a seed: the company, its manager, a Traccar source with a known secret, machines and trackers. */
export async function seedFleet(db: Database, devices: number): Promise<IngestSeed> {
  const password = 'bench-ingest-password-2026';
  const secret = randomBytes(32).toString('base64url');
  const [company] = await db.query<{ id: string }>(
    "insert into companies (name, is_provider, subscription_tier) values ('Ingest bench fleet', false, 'enterprise') returning id",
  );
  const companyId = company!.id;
  const email = `ingest-${Date.now()}@bench.test`;
  await db.query("insert into users (company_id, email, name, role, password_hash) values ($1, $2, 'Fleet manager', 'manager', $3)", [
    companyId,
    email,
    await hashPassword(password),
  ]);
  const [source] = await db.query<{ id: string }>(
    `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint)
     values ($1, 'traccar', 'Bench trackers', $2, $3) returning id`,
    [companyId, createHash('sha256').update(secret).digest('hex'), secret.slice(-4)],
  );
  const sourceId = source!.id;
  const bareSecret = randomBytes(32).toString('base64url');
  await db.query(
    `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint)
     values ($1, 'custom', 'Bench unassigned devices', $2, $3)`,
    [companyId, createHash('sha256').update(bareSecret).digest('hex'), bareSecret.slice(-4)],
  );
  await db.query(
    `with m as (
       insert into equipment (company_id, name, manufacturer, model, serial, equipment_type, status)
       select $1, 'Machine ' || lpad(g::text, 5, '0'), 'Caterpillar', '320 GC', 'SN-ING-' || g, 'excavator', 'active'
         from generate_series(0, $3::int - 1) g
       returning id, name)
     insert into equipment_tracker_assignments (company_id, equipment_id, tracker_source_id, device_id)
     select $1, m.id, $2, 'DEV-' || substr(m.name, 9) from m`,
    [companyId, sourceId, devices],
  );
  await db.exec('analyze');
  return { companyId, sourceId, secret, bareSecret, email, password, devices: Array.from({ length: devices }, (_, i) => deviceName(i)) };
}

export type Fix = { deviceId: string; fixedAt: string; latitude: number; longitude: number; speedKmh: number; batteryLevel: number };

/** A fix near Chicago at `time` for the device, with a plausible speed and battery. */
export function fixOf(deviceId: string, time: number, k: number): Fix {
  return {
    deviceId,
    fixedAt: new Date(time).toISOString(),
    latitude: 41.6 + ((k * 7919) % 1000) / 2500,
    longitude: -87.9 + ((k * 104729) % 1000) / 2500,
    speedKmh: (k * 31) % 90,
    batteryLevel: 20 + ((k * 17) % 80),
  };
}

/**
 * Batches for the throughput run: `count` batches of `size` fixes, each batch `size` consecutive devices (round the
 * fleet), fix times one second apart per round ending at `end`, so no two batches share a fix and none is in the future.
 * `end` ends in a millisecond no other run uses (each run of bench:ingest keeps its own), so runs never collide.
 */
export function throughputBatches(devices: string[], count: number, size: number, end: number): string[] {
  const rounds = Math.ceil((count * size) / devices.length);
  const bodies: string[] = [];
  let k = 0;
  for (let b = 0; b < count; b++) {
    const positions: Fix[] = [];
    for (let i = 0; i < size; i++, k++) {
      const round = Math.floor(k / devices.length);
      positions.push(fixOf(devices[k % devices.length]!, end - (rounds - round) * 1000, k));
    }
    bodies.push(JSON.stringify({ positions }));
  }
  return bodies;
}

/**
 * A backlog burst: every device comes back online with `perDevice` buffered fixes (one a minute, ending at `end`) and
 * sends them in batches of `devicesPerBatch` devices, the batches in shuffled order (out of order across devices).
 */
export function backlogBatches(devices: string[], perDevice: number, devicesPerBatch: number, end: number): string[] {
  const bodies: string[] = [];
  for (let d = 0; d < devices.length; d += devicesPerBatch) {
    const positions: Fix[] = [];
    for (const [j, device] of devices.slice(d, d + devicesPerBatch).entries()) {
      for (let m = perDevice; m >= 1; m--) positions.push(fixOf(device, end - m * 60_000, d + j + m));
    }
    bodies.push(JSON.stringify({ positions }));
  }
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
  }
  return bodies;
}

/**
 * Location history at scale, written by the owner in chunks of one fix per device per minute (older than a day, so the
 * runs above are not touched): `rows` fixes in all. Reports each chunk.
 */
export async function growHistory(
  db: Database,
  seed: IngestSeed,
  rows: number,
  progress: (done: number, seconds: number) => void,
): Promise<number> {
  const perChunkMinutes = Math.max(1, Math.floor(1_000_000 / seed.devices.length));
  const minutes = Math.ceil(rows / seed.devices.length);
  const start = performance.now();
  for (let from = 1; from <= minutes; from += perChunkMinutes) {
    const to = Math.min(minutes, from + perChunkMinutes - 1);
    await db.query(
      `insert into equipment_location_logs (company_id, tracker_source_id, device_id, equipment_id, fixed_at, received_at, latitude,
         longitude, speed_kmh, battery_level)
       select a.company_id, a.tracker_source_id, a.device_id, a.equipment_id, now() - interval '1 day' - g * interval '1 minute', now(),
              41.6 + random() * 0.4, -87.9 + random() * 0.4, (random() * 90)::real, (20 + random() * 80)::real
         from equipment_tracker_assignments a cross join generate_series($2::int, $3::int) g
        where a.tracker_source_id = $1 and a.active
       on conflict do nothing`,
      [seed.sourceId, from, to],
    );
    progress(Math.min(rows, to * seed.devices.length), (performance.now() - start) / 1000);
  }
  return (performance.now() - start) / 1000;
}
