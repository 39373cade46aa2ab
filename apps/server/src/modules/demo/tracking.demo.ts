import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { alertMessages, alertSeverity, localClock, weekdayLabels } from '@gears/domain';
import type { Database } from '../../db/database.ts';
import { planCostsAndSensors } from './costs-sensors.plan.ts';
import * as repo from './demo.repo.ts';
import { seededRandom } from './demo.random.ts';
import * as tracking from './tracking.repo.ts';
import { planTracking, type DemoAlert, type DemoSite } from './tracking.plan.ts';

const trackingSeed = 20_261_216;
const utcMinute = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** As the evaluation words an after-hours exit under the default working hours (UTC). */
const utcWeekdayTime = (d: Date) => {
  const local = localClock(d, 'UTC');
  return `${weekdayLabels[local.day]} ${local.time} UTC`;
};

/**
 * Northwind's fleet tracking (ADR 0016, issue 16), seeded once (set 'fleet_tracking') after the job sites and check-outs,
 * as the owner, every row flagged is_demo: a Traccar server source (its secret is never shown — rotating it gives a new
 * one), ten devices on machines with a believable last 24 hours near the demo sites, the alerts those trails raised,
 * and costs and sensor readings. Nothing is written when the set was seeded before, the demo people, sites or machines
 * are missing, or the company has tracker sources of its own.
 */
export async function seedDemoTracking(db: Database, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    if (await repo.wasSeeded(tx, 'fleet_tracking')) return false;
    const users = await repo.demoPeopleUnscoped(tx);
    const [alex, morgan, sam] = ['alex', 'morgan', 'sam'].map((n) => users.find((u) => u.email === `${n}@northwind.demo`));
    if (!alex || !morgan || !sam) return false;
    const companyId = alex.company_id;
    const placements = await tracking.demoPlacementsUnscoped(tx, companyId);
    const siteRows = await tracking.demoSitesUnscoped(tx, companyId);
    const parked = (await tracking.parkedDemoMachinesUnscoped(tx, companyId))[0];
    const yardRow = siteRows.find((s) => !placements.some((p) => p.site_id === s.site_id));
    if (placements.length < 3 || !parked || !yardRow) return false;
    await repo.recordSeeded(tx, 'fleet_tracking');
    if (await tracking.companyHasTrackerSources(tx, companyId)) return false;

    const toSite = (s: (typeof siteRows)[number]): DemoSite => ({
      id: s.site_id,
      name: s.site_name,
      latitude: Number(s.latitude),
      longitude: Number(s.longitude),
      radius: s.geofence_radius,
    });
    const sites = siteRows.map(toSite);
    // The drive ends at the smallest site (it shows best on the map); the others keep the order of the sites.
    const placed = placements
      .map((p) => ({ id: p.equipment_id, name: p.equipment_name, site: sites.find((s) => s.id === p.site_id)! }))
      .sort((a, b) => a.site.radius - b.site.radius);
    const random = seededRandom(trackingSeed);
    const plan = planTracking({ now, placed, parked, yard: toSite(yardRow), sites, random });
    const names = new Map([...placed.map((m) => [m.id, m.name] as const), [parked.id, parked.name]]);

    const sourceId = randomUUID();
    const secret = randomBytes(32);
    const lastSync = new Date(Math.max(...plan.tracks.map((t) => t.fixes.at(-1)!.fixedAt.getTime())));
    await repo.insertRows(tx, 'fleet_tracker_sources', [
      {
        id: sourceId,
        company_id: companyId,
        tracker_type: 'traccar',
        name: 'Northwind Traccar server',
        secret_hash: createHash('sha256').update(secret).digest('hex'),
        secret_hint: secret.toString('hex').slice(-4),
        connection_status: 'connected',
        last_sync_at: lastSync.toISOString(),
        created_by: alex.id,
        created_at: new Date(now.getTime() - 60 * 86_400_000).toISOString(),
        is_demo: true,
      },
    ]);
    const deviceOf = new Map(
      plan.tracks.map((t, k) => [t.equipmentId, `86${String(3_104_552_000_000 + k * 7919 + random.int(0, 99)).padStart(13, '0')}`]),
    );
    await repo.insertRows(
      tx,
      'tracker_devices',
      plan.tracks.map((t) => {
        const last = t.fixes.at(-1)!;
        return {
          company_id: companyId,
          tracker_source_id: sourceId,
          device_id: deviceOf.get(t.equipmentId),
          first_seen_at: new Date(now.getTime() - 59 * 86_400_000).toISOString(),
          fixes_accepted: t.fixes.length,
          last_fix_at: last.fixedAt.toISOString(),
          last_received_at: last.fixedAt.toISOString(),
          latitude: last.latitude,
          longitude: last.longitude,
          speed_kmh: last.speedKmh,
          battery_level: last.batteryLevel,
          ignition: last.ignition,
          is_demo: true,
        };
      }),
    );
    await repo.insertRows(
      tx,
      'equipment_tracker_assignments',
      plan.tracks.map((t, k) => ({
        id: randomUUID(),
        company_id: companyId,
        equipment_id: t.equipmentId,
        tracker_source_id: sourceId,
        device_id: deviceOf.get(t.equipmentId),
        device_name: k % 3 === 0 ? 'Teltonika FMC130' : 'Queclink GV300',
        active: true,
        assigned_by: sam.id,
        assigned_at: new Date(now.getTime() - 58 * 86_400_000).toISOString(),
        is_demo: true,
      })),
    );
    await repo.insertRows(
      tx,
      'equipment_location_logs',
      plan.tracks.flatMap((t) =>
        t.fixes.map((f) => ({
          company_id: companyId,
          tracker_source_id: sourceId,
          device_id: deviceOf.get(t.equipmentId),
          equipment_id: t.equipmentId,
          fixed_at: f.fixedAt.toISOString(),
          received_at: f.fixedAt.toISOString(),
          latitude: f.latitude,
          longitude: f.longitude,
          speed_kmh: f.speedKmh,
          battery_level: f.batteryLevel,
          ignition: f.ignition,
          is_demo: true,
        })),
      ),
    );

    const records = planCostsAndSensors({ companyId, now, machines: placed, recordedBy: morgan.id, random });
    await repo.insertRows(tx, 'equipment_operational_costs', records.costs);
    await repo.insertRows(tx, 'equipment_sensor_data', records.readings);

    const messageOf = (a: DemoAlert) => {
      const name = names.get(a.equipmentId)!;
      if (a.type === 'geofence_enter') return alertMessages.geofenceEnter(name, a.siteName!);
      if (a.type === 'geofence_exit') return alertMessages.geofenceExit(name, a.siteName!);
      if (a.type === 'after_hours_exit') return alertMessages.afterHoursExit(name, a.siteName!, utcWeekdayTime(a.fixedAt));
      if (a.type === 'low_battery') return alertMessages.lowBattery(name, a.fix.batteryLevel);
      return alertMessages.signalLost(name, utcMinute(a.fixedAt));
    };
    const alertRow = (
      a: {
        type: keyof typeof alertSeverity;
        equipmentId: string;
        jobSiteId: string | null;
        message: string;
        details: object;
        dedupeKey: string;
        at: Date;
      },
      acknowledgedBy: string | null = null,
    ) => ({
      id: randomUUID(),
      company_id: companyId,
      equipment_id: a.equipmentId,
      job_site_id: a.jobSiteId,
      tracker_source_id: a.type.startsWith('sensor') ? null : sourceId,
      alert_type: a.type,
      severity: alertSeverity[a.type],
      message: a.message,
      details: a.details,
      dedupe_key: a.dedupeKey,
      acknowledged: acknowledgedBy !== null,
      acknowledged_by: acknowledgedBy,
      acknowledged_at: acknowledgedBy ? new Date(a.at.getTime() + 25 * 60_000).toISOString() : null,
      created_at: a.at.toISOString(),
      is_demo: true,
    });
    await repo.insertRows(tx, 'fleet_alerts', [
      ...plan.alerts.map((a) =>
        alertRow({
          ...a,
          message: messageOf(a),
          details: {
            fixedAt: a.fixedAt.toISOString(),
            latitude: a.fix.latitude,
            longitude: a.fix.longitude,
            speedKmh: a.fix.speedKmh,
            batteryLevel: a.fix.batteryLevel,
            ...(a.siteName ? { jobSiteName: a.siteName } : {}),
          },
        }),
      ),
      ...records.flagged.map((r) =>
        alertRow(
          {
            type: r.status === 'critical' ? 'sensor_critical' : 'sensor_warning',
            equipmentId: r.equipmentId,
            jobSiteId: null,
            message: alertMessages.sensor(names.get(r.equipmentId)!, r.sensorType, r.value, r.status),
            details: { readingId: r.readingId, sensorType: r.sensorType, recordedAt: r.at.toISOString() },
            dedupeKey: `sensor:${r.readingId}`,
            at: r.at,
          },
          r.status === 'critical' ? sam.id : null,
        ),
      ),
    ]);
    return true;
  });
}
