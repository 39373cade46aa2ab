import { defaultWorkingHours, type WorkingHours } from '@gears/domain';
import { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import { recordTrackerHours } from '../maintenance/index.ts';
import { planMachine, type Fix, type MachineState } from './evaluate.plan.ts';
import * as repo from './evaluate.repo.ts';
import { raiseAlert } from './raise.service.ts';

/**
 * The 'fleet.evaluate' job's payload, as the ingest enqueues it after a call that stored fixes of assigned devices
 * (fleet-common contract): one source, its devices, and the range of fix times accepted.
 */
export const evaluatePayload = z.object({
  trackerSourceId: z.uuid(),
  deviceIds: z.array(z.string().min(1)).min(1),
  fromFixedAt: z.iso.datetime({ offset: true }),
  toFixedAt: z.iso.datetime({ offset: true }),
});
export type EvaluatePayload = z.infer<typeof evaluatePayload>;

export type EvaluateResult = { machines: number; alerts: number; readings: number; emailed: boolean };

const toState = (r: repo.StateRow): MachineState => ({
  lastFixedAt: new Date(r.last_fixed_at),
  lastFixActive: r.last_fix_active,
  batteryLow: r.battery_low,
  movingAlerted: r.moving_alerted,
  lastMovingAt: r.last_moving_at ? new Date(r.last_moving_at) : null,
  hoursFromDevice: r.hours_from_device,
  estimateSeconds: Number(r.estimate_seconds),
});

const toFix = (r: repo.FixRow): Fix => ({
  fixedAt: new Date(r.fixed_at),
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  speedKmh: r.speed_kmh === null ? null : Number(r.speed_kmh),
  batteryLevel: r.battery_level === null ? null : Number(r.battery_level),
  ignition: r.ignition,
  engineHours: r.engine_hours === null ? null : Number(r.engine_hours),
});

export async function workingHoursFor(tx: Sql, companyId: string): Promise<WorkingHours> {
  const row = await repo.workingHoursOf(tx, companyId);
  return row ? { days: row.days.map(Number), start: row.start_time, end: row.end_time, timeZone: row.time_zone } : defaultWorkingHours;
}

/**
 * Evaluates the machines of one ingest call, per machine in fix-time order (ADR 0023), in the company's tenant
 * transaction: geofence crossings of its job sites, low battery, moving where it should not, and hours for the meter.
 * The machines are locked first and each keeps the newest fix evaluated; the job takes every later fix of the machine up
 * to the call's newest, so jobs run in another order than their calls miss nothing, and a retried or overlapping job
 * finds nothing new and alerts nothing twice (dedupe keys guard the alerts as well).
 */
export async function evaluateFixes(tx: Sql, companyId: string, p: EvaluatePayload, publicUrl: string): Promise<EvaluateResult> {
  const from = new Date(p.fromFixedAt);
  const to = new Date(p.toFixedAt);
  const ids = (await repo.machinesInRange(tx, { companyId, sourceId: p.trackerSourceId, deviceIds: p.deviceIds, from, to })).sort();
  const result: EvaluateResult = { machines: ids.length, alerts: 0, readings: 0, emailed: false };
  if (ids.length === 0) return result;

  await repo.lockMachines(tx, companyId, ids);
  const states = new Map((await repo.lockStates(tx, companyId, ids)).map((s) => [s.equipment_id, toState(s)]));
  // From the newest fix evaluated (a machine seen before), else from the start of this call's range.
  const machines = ids.map((equipmentId) => ({ equipmentId, after: states.get(equipmentId)?.lastFixedAt ?? new Date(from.getTime() - 1) }));
  const byMachine = new Map<string, Fix[]>();
  for (const r of await repo.fixesToEvaluate(tx, { companyId, machines, to })) {
    const list = byMachine.get(r.equipment_id);
    if (list) list.push(toFix(r));
    else byMachine.set(r.equipment_id, [toFix(r)]);
  }
  const facts = new Map((await repo.machineFacts(tx, companyId, ids)).map((f) => [f.id, f]));
  const inside = new Map<string, Set<string>>();
  for (const r of await repo.insideSites(tx, companyId, ids))
    inside.set(r.equipment_id, (inside.get(r.equipment_id) ?? new Set()).add(r.job_site_id));
  const sites = (await repo.geofencedSites(tx, companyId)).map((s) => ({
    id: s.id,
    name: s.site_name,
    latitude: Number(s.latitude),
    longitude: Number(s.longitude),
    geofenceRadius: s.geofence_radius,
  }));
  const workingHours = await workingHoursFor(tx, companyId);

  for (const equipmentId of ids) {
    const fact = facts.get(equipmentId);
    if (!fact) continue; // deleted since the fix arrived
    const plan = planMachine({
      equipmentId,
      state: states.get(equipmentId) ?? null,
      insideSites: inside.get(equipmentId) ?? new Set(),
      fixes: byMachine.get(equipmentId) ?? [],
      sites,
      facts: { name: fact.name, inMaintenance: fact.in_maintenance, checkedIn: fact.checked_in },
      workingHours,
    });
    if (!plan.state || plan.state === states.get(equipmentId)) continue;
    await repo.saveState(tx, companyId, {
      equipment_id: equipmentId,
      last_fixed_at: plan.state.lastFixedAt,
      last_fix_active: plan.state.lastFixActive,
      battery_low: plan.state.batteryLow,
      moving_alerted: plan.state.movingAlerted,
      last_moving_at: plan.state.lastMovingAt,
      hours_from_device: plan.state.hoursFromDevice,
      estimate_seconds: plan.state.estimateSeconds,
    });
    for (const f of plan.fences) await repo.saveFence(tx, companyId, { equipmentId, ...f });
    for (const a of plan.alerts) {
      const raised = await raiseAlert(
        tx,
        {
          companyId,
          equipmentId,
          trackerSourceId: p.trackerSourceId,
          type: a.type,
          jobSiteId: a.jobSiteId,
          message: a.message,
          details: a.details,
          dedupeKey: a.dedupeKey,
        },
        publicUrl,
      );
      if (raised.id) result.alerts += 1;
      result.emailed ||= raised.emailed;
    }
    if (plan.hours) {
      const reading =
        'reported' in plan.hours
          ? { kind: 'reported' as const, hours: plan.hours.reported }
          : { kind: 'estimate' as const, addHours: plan.hours.estimate };
      if ((await recordTrackerHours(tx, { companyId, equipmentId, readAt: plan.hours.readAt, reading })) !== null) result.readings += 1;
    }
  }
  return result;
}
