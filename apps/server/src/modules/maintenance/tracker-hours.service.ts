import type { Sql } from '../../db/database.ts';
import * as equipmentRepo from './equipment-link.repo.ts';
import { recordEquipmentActivity } from './maintenance.context.ts';
import * as repo from './meter.repo.ts';

/** Hours from a tracker: the engine hours it reported, or hours of ignition or moving time added as an estimate. */
export type TrackerHours = { kind: 'reported'; hours: number } | { kind: 'estimate'; addHours: number };

/**
 * A meter reading from a tracker (issue 16 item 7, ADR 0023), as a manual reading moves the meter (meter.service.ts):
 * equipment.hours moves forward only — a reported value at or below the meter is ignored — so hours-based tasks fall
 * due from real use. Runs in the evaluate job's tenant transaction, by no user. Returns the new hours, or null.
 */
export async function recordTrackerHours(
  tx: Sql,
  r: { companyId: string; equipmentId: string; readAt: Date; reading: TrackerHours },
): Promise<number | null> {
  const equipment = await equipmentRepo.lockEquipment(tx, r.equipmentId, r.companyId);
  if (!equipment) return null;
  const current = equipment.hours === null ? null : Number(equipment.hours);
  const hours = r.reading.kind === 'reported' ? r.reading.hours : Math.round(((current ?? 0) + r.reading.addHours) * 10) / 10;
  if (current !== null && hours <= current) return null;
  const isEstimate = r.reading.kind === 'estimate';
  const reading = await repo.insertReading(tx, {
    companyId: r.companyId,
    equipmentId: r.equipmentId,
    hours,
    readAt: r.readAt,
    recordedBy: null,
    tracker: { isEstimate },
  });
  await equipmentRepo.setEquipmentHours(tx, r.equipmentId, r.companyId, hours);
  await recordEquipmentActivity(tx, {
    companyId: r.companyId,
    userId: null,
    action: 'meter_reading_recorded',
    equipmentId: r.equipmentId,
    details: { from: current, to: hours, readingId: reading.id, source: 'tracker', isEstimate },
  });
  return hours;
}
