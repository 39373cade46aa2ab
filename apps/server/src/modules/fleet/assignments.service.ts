import {
  fleetMessages as m,
  type CreateTrackerAssignmentInput,
  type TrackerAssignment,
  type TrackerAssignmentList,
  type TrackerDeviceList,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { publish } from '../../platform/events/publish.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import * as repo from './assignments.repo.ts';
import * as devices from './devices.repo.ts';
import * as sources from './sources.repo.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toAssignment = (r: repo.AssignmentRow): TrackerAssignment => ({
  id: r.id,
  companyId: r.company_id,
  equipmentId: r.equipment_id,
  equipmentName: r.equipment_name,
  trackerSourceId: r.tracker_source_id,
  sourceName: r.source_name,
  trackerType: r.tracker_type,
  deviceId: r.device_id,
  deviceName: r.device_name,
  active: r.active,
  assignedAt: new Date(r.assigned_at).toISOString(),
  assignedByName: r.assigned_by_name,
});

const deviceKey = 'equipment_tracker_assignments_device_key';
const violated = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505'
    ? ((err as { constraint?: string }).constraint ?? '')
    : null;

export async function listAssignments(
  tx: Sql,
  scope: Scope,
  q: { equipmentId?: string; companyId?: string },
): Promise<TrackerAssignmentList> {
  const rows = await repo.listActiveAssignments(tx, { companyId: readCompany(scope, q.companyId), equipmentId: q.equipmentId });
  return { items: rows.map(toAssignment) };
}

/**
 * spec 02 §5 Trackers, in one transaction: the machine is locked, its active tracker (if any) ended, the new one
 * inserted. The same device under the same source on another machine is refused by the partial unique index
 * (a race between two requests included): 409 'Device ID is already assigned to another equipment'. From then on the
 * device's fixes are the machine's: its newest one shows on the map at once (positions read tracker_devices).
 */
export async function assignTracker(tx: Sql, scope: Scope, input: CreateTrackerAssignmentInput): Promise<TrackerAssignment> {
  const equipment = await repo.lockEquipment(tx, input.equipmentId, scope.companyId);
  if (!equipment) throw notFound(m.equipmentNotFound);
  const source = await sources.findSource(tx, input.trackerSourceId, equipment.company_id);
  if (!source || !source.active) throw notFound(m.sourceNotFound);
  const ended = await repo.endActiveForEquipment(tx, equipment.id, equipment.company_id, scope.actorId);
  let id: string;
  try {
    id = await repo.insertAssignment(tx, {
      companyId: equipment.company_id,
      equipmentId: equipment.id,
      sourceId: source.id,
      deviceId: input.deviceId,
      deviceName: input.deviceName,
      assignedBy: scope.actorId,
    });
  } catch (err) {
    if (violated(err) === deviceKey) {
      throw new AppError('CONFLICT', m.deviceAlreadyAssigned, { details: { reason: 'device_assigned' } });
    }
    throw err;
  }
  await recordActivity(tx, {
    companyId: equipment.company_id,
    userId: scope.actorId,
    action: 'tracker_assigned',
    // Recorded on the assignment, not the machine: a tracker alone does not keep a machine from being deleted.
    entityType: 'equipment_tracker_assignment',
    entityId: id,
    details: { equipmentId: equipment.id, sourceName: source.name, deviceId: input.deviceId, replacedTracker: ended > 0 },
  });
  await publish(tx, { kind: 'tracker', companyId: equipment.company_id, entityId: id });
  await publish(tx, { kind: 'fleet_position', companyId: equipment.company_id, entityId: equipment.id });
  return toAssignment((await repo.findAssignment(tx, id, equipment.company_id))!);
}

/** Removal sets active false (spec 02 §4); the assignment stays as history. Removing a removed one changes nothing. */
export async function removeAssignment(tx: Sql, scope: Scope, id: string): Promise<TrackerAssignment> {
  const row = await repo.findAssignment(tx, id, scope.companyId);
  if (!row) throw notFound(m.assignmentNotFound);
  if (row.active) {
    await repo.endAssignment(tx, row.id, row.company_id, scope.actorId);
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'tracker_unassigned',
      entityType: 'equipment_tracker_assignment',
      entityId: row.id,
      details: { equipmentId: row.equipment_id, sourceName: row.source_name, deviceId: row.device_id },
    });
    await publish(tx, { kind: 'tracker', companyId: row.company_id, entityId: row.id });
    await publish(tx, { kind: 'fleet_position', companyId: row.company_id, entityId: row.equipment_id });
  }
  return toAssignment((await repo.findAssignment(tx, row.id, row.company_id))!);
}

export async function listDevices(
  tx: Sql,
  scope: Scope,
  q: { unassigned?: boolean; trackerSourceId?: string; companyId?: string },
): Promise<TrackerDeviceList> {
  const rows = await devices.listDevices(tx, {
    companyId: readCompany(scope, q.companyId),
    unassigned: q.unassigned,
    sourceId: q.trackerSourceId,
  });
  return {
    items: rows.map((d) => ({
      trackerSourceId: d.tracker_source_id,
      sourceName: d.source_name,
      deviceId: d.device_id,
      firstSeenAt: new Date(d.first_seen_at).toISOString(),
      lastFixAt: iso(d.last_fix_at),
      latitude: d.latitude,
      longitude: d.longitude,
      fixesAccepted: Number(d.fixes_accepted),
      equipmentId: d.equipment_id,
      equipmentName: d.equipment_name,
    })),
  };
}
