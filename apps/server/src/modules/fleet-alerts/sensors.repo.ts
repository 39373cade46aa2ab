import type { Sql } from '../../db/database.ts';

export type SensorRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  sensor_type: string;
  reading_value: string;
  unit: string | null;
  status: 'normal' | 'warning' | 'critical';
  source: 'manual' | 'tracker';
  recorded_at: Date;
};

const columns = `s.id, s.company_id, s.equipment_id, e.name as equipment_name, s.sensor_type, s.reading_value::text as reading_value,
  s.unit, s.status, s.source, s.recorded_at`;
const from = `equipment_sensor_data s join equipment e on e.id = s.equipment_id and e.company_id = s.company_id`;

/** spec 02 §7: the machine's readings of the last `days` days, newest first. */
export async function listReadings(
  tx: Sql,
  f: { companyId: string; equipmentId: string; days: number; limit: number },
): Promise<SensorRow[]> {
  return tx.query<SensorRow>(
    `select ${columns} from ${from}
      where s.company_id = $1 and s.equipment_id = $2 and s.recorded_at >= now() - make_interval(days => $3)
      order by s.recorded_at desc, s.id desc limit $4`,
    [f.companyId, f.equipmentId, f.days, f.limit],
  );
}

export async function findReading(tx: Sql, id: string, companyId: string): Promise<SensorRow | null> {
  const rows = await tx.query<SensorRow>(`select ${columns} from ${from} where s.id = $1 and s.company_id = $2`, [id, companyId]);
  return rows[0] ?? null;
}

export async function insertReading(
  tx: Sql,
  r: {
    companyId: string;
    equipmentId: string;
    sensorType: string;
    value: string;
    unit: string | null;
    status: string;
    recordedAt: Date | null;
    recordedBy: string;
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into equipment_sensor_data (company_id, equipment_id, sensor_type, reading_value, unit, status, recorded_at, recorded_by)
     values ($1, $2, $3, $4::numeric, $5, $6, coalesce($7, now()), $8) returning id`,
    [r.companyId, r.equipmentId, r.sensorType, r.value, r.unit, r.status, r.recordedAt, r.recordedBy],
  );
  return rows[0]!.id;
}
