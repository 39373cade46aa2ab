import { alertMessages, type CreateSensorReadingInput, type SensorReading } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/jobs.repo.ts';
import type { Scope } from '../../platform/scope.ts';
import { requireMachine } from './costs.service.ts';
import { raiseAlert } from './raise.service.ts';
import * as repo from './sensors.repo.ts';

/** spec 02 §7: readings are shown for the last 30 days. */
export const sensorWindowDays = 30;
export const sensorAlertQueue = 'fleet.sensor-alert';
const listLimit = 500;

function toReading(r: repo.SensorRow): SensorReading {
  return {
    id: r.id,
    equipmentId: r.equipment_id,
    sensorType: r.sensor_type,
    readingValue: Number(r.reading_value),
    unit: r.unit,
    status: r.status,
    source: r.source,
    recordedAt: new Date(r.recorded_at).toISOString(),
  };
}

export async function listSensorReadings(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await requireMachine(tx, scope, equipmentId);
  const rows = await repo.listReadings(tx, {
    companyId: machine.company_id,
    equipmentId: machine.id,
    days: sensorWindowDays,
    limit: listLimit,
  });
  return { items: rows.map(toReading) };
}

/**
 * Records one reading (anyone in the field, as meter readings). A warning or critical reading enqueues its alert in
 * the same transaction: alerts are computed by jobs (ADR 0023); the caller kicks the jobs after commit.
 */
export async function recordSensorReading(
  tx: Sql,
  scope: Scope,
  equipmentId: string,
  input: CreateSensorReadingInput,
): Promise<SensorReading> {
  const machine = await requireMachine(tx, scope, equipmentId);
  const recordedAt = input.recordedAt ? new Date(input.recordedAt) : null;
  if (recordedAt && recordedAt.getTime() > Date.now() + 5 * 60_000)
    throw new AppError('VALIDATION', 'A sensor reading cannot be in the future');
  if (Math.abs(input.readingValue) >= 1e10) throw new AppError('VALIDATION', 'The reading is too large');
  const id = await repo.insertReading(tx, {
    companyId: machine.company_id,
    equipmentId: machine.id,
    sensorType: input.sensorType,
    value: String(input.readingValue),
    unit: input.unit,
    status: input.status,
    recordedAt,
    recordedBy: scope.actorId,
  });
  if (input.status !== 'normal') {
    await enqueueJob(tx, { queue: sensorAlertQueue, key: id, companyId: machine.company_id, payload: { readingId: id }, maxAttempts: 5 });
  }
  return toReading((await repo.findReading(tx, id, machine.company_id))!);
}

/** The job: a sensor_warning (warning) or sensor_critical (critical) alert for the reading, once (its id is the key). */
export async function raiseSensorAlert(tx: Sql, companyId: string, readingId: string, publicUrl: string): Promise<{ emailed: boolean }> {
  const r = await repo.findReading(tx, readingId, companyId);
  if (!r || r.status === 'normal') return { emailed: false };
  const value = `${Number(r.reading_value)}${r.unit ? ` ${r.unit}` : ''}`;
  const raised = await raiseAlert(
    tx,
    {
      companyId,
      type: r.status === 'critical' ? 'sensor_critical' : 'sensor_warning',
      equipmentId: r.equipment_id,
      message: alertMessages.sensor(r.equipment_name, r.sensor_type, value, r.status),
      details: {
        readingId: r.id,
        sensorType: r.sensor_type,
        readingValue: Number(r.reading_value),
        unit: r.unit,
        recordedAt: new Date(r.recorded_at).toISOString(),
      },
      dedupeKey: `sensor:${r.id}`,
    },
    publicUrl,
  );
  return { emailed: raised.emailed };
}
