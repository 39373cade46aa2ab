import {
  maintenanceMessages as m,
  usageWindowDays,
  type MeterReading,
  type MeterReadingList,
  type RecordMeterInput,
  type RecordMeterResult,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as equipmentRepo from './equipment-link.repo.ts';
import { recordEquipmentActivity, requireLinkedEquipment, requireVisibleEquipment, todayOf } from './maintenance.context.ts';
import * as repo from './meter.repo.ts';
import { usageMap } from './tasks.mapper.ts';
import * as tasksRepo from './tasks.repo.ts';

export function toReading(r: repo.MeterReadingRow): MeterReading {
  return {
    id: r.id,
    equipmentId: r.equipment_id,
    hours: Number(r.hours),
    readAt: new Date(r.read_at).toISOString(),
    source: r.source,
    isEstimate: r.is_estimate,
    recordedBy: r.recorded_by,
    recordedByName: r.recorded_by_name,
  };
}

async function averageOf(tx: Sql, equipmentId: string): Promise<number | null> {
  return usageMap(await repo.usageOf(tx, [equipmentId], usageWindowDays)).get(equipmentId) ?? null;
}

/**
 * A meter reading entered by hand: moves equipment.hours (never backwards) and logs the reading, so
 * hours-based tasks whose due hours are now reached show as due, and forecasts learn the machine's use.
 */
export async function recordMeterReading(tx: Sql, scope: Scope, input: RecordMeterInput): Promise<RecordMeterResult> {
  const visible = await requireLinkedEquipment(tx, scope, input.equipmentId);
  const equipment = (await equipmentRepo.lockEquipment(tx, visible.id, visible.company_id))!;
  const current = equipment.hours === null ? null : Number(equipment.hours);
  if (current !== null && input.hours < current) throw new AppError('CONFLICT', m.meterBelowCurrent(current));
  const readAt = input.readAt ? new Date(input.readAt) : new Date();
  if (readAt.getTime() > Date.now() + 60_000) throw new AppError('VALIDATION', 'A meter reading cannot be in the future');
  const reading = await repo.insertReading(tx, {
    companyId: equipment.company_id,
    equipmentId: equipment.id,
    hours: input.hours,
    readAt,
    recordedBy: scope.actorId,
  });
  await equipmentRepo.setEquipmentHours(tx, equipment.id, equipment.company_id, input.hours);
  await recordEquipmentActivity(tx, {
    companyId: equipment.company_id,
    userId: scope.actorId,
    action: 'meter_reading_recorded',
    equipmentId: equipment.id,
    details: { from: current, to: input.hours, readingId: reading.id },
  });
  const { rows } = await tasksRepo.listTasks(
    tx,
    {
      companyId: equipment.company_id,
      me: scope.actorId,
      today: todayOf(),
      equipmentId: equipment.id,
      statuses: ['pending', 'in_progress', 'overdue'],
    },
    500,
    0,
  );
  const tasksNowDue = rows
    .filter((t) => t.due_hours !== null && Number(t.due_hours) <= input.hours && (current === null || Number(t.due_hours) > current))
    .map((t) => ({ id: t.id, taskNumber: t.task_number, title: t.title, dueHours: Number(t.due_hours) }));
  return {
    reading: toReading(reading),
    equipmentHours: input.hours,
    averageDailyHours: await averageOf(tx, equipment.id),
    tasksNowDue,
    message: m.meterRecorded,
  };
}

export async function listMeterReadings(tx: Sql, scope: Scope, equipmentId: string, limit: number): Promise<MeterReadingList> {
  const equipment = await requireVisibleEquipment(tx, scope, equipmentId);
  const rows = await repo.listReadings(tx, equipment.id, equipment.company_id, limit);
  return { readings: rows.map(toReading), averageDailyHours: await averageOf(tx, equipment.id), windowDays: usageWindowDays };
}
