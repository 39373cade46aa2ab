import type { Sql } from '../../db/database.ts';

export type MeterReadingRow = {
  id: string;
  equipment_id: string;
  hours: string;
  read_at: Date;
  source: 'manual' | 'tracker';
  is_estimate: boolean;
  recorded_by: string | null;
  recorded_by_name: string | null;
};

export async function insertReading(
  tx: Sql,
  r: {
    companyId: string;
    equipmentId: string;
    hours: number;
    readAt: Date;
    recordedBy: string | null;
    /** A tracker's reading (engine hours), or an estimate made from its ignition or moving time. */
    tracker?: { isEstimate: boolean };
  },
): Promise<MeterReadingRow> {
  const rows = await tx.query<{ id: string }>(
    `insert into meter_readings (company_id, equipment_id, hours, read_at, recorded_by, source, is_estimate)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [r.companyId, r.equipmentId, r.hours, r.readAt, r.recordedBy, r.tracker ? 'tracker' : 'manual', r.tracker?.isEstimate ?? false],
  );
  return (await listReadings(tx, r.equipmentId, r.companyId, 1, rows[0]!.id))[0]!;
}

export async function listReadings(
  tx: Sql,
  equipmentId: string,
  companyId: string,
  limit: number,
  id: string | null = null,
): Promise<MeterReadingRow[]> {
  return tx.query<MeterReadingRow>(
    `select m.id, m.equipment_id, m.hours::text as hours, m.read_at, m.source, m.is_estimate, m.recorded_by,
            u.name as recorded_by_name
       from meter_readings m left join users u on u.id = m.recorded_by
      where m.company_id = $2 and m.equipment_id = $1 and ($4::uuid is null or m.id = $4)
      order by m.read_at desc, m.created_at desc limit $3`,
    [equipmentId, companyId, limit, id],
  );
}

export type UsageRow = { equipment_id: string; first_hours: string; first_at: Date; last_hours: string; last_at: Date };

/** The first and last reading of each equipment within the window (forecast.rules.ts averageDailyHours). */
export async function usageOf(tx: Sql, equipmentIds: string[], windowDays: number): Promise<UsageRow[]> {
  if (equipmentIds.length === 0) return [];
  return tx.query<UsageRow>(
    `select equipment_id,
            ((array_agg(hours order by read_at, created_at))[1])::text as first_hours, min(read_at) as first_at,
            ((array_agg(hours order by read_at desc, created_at desc))[1])::text as last_hours, max(read_at) as last_at
       from meter_readings
      where equipment_id = any($1::uuid[]) and read_at >= now() - make_interval(days => $2)
      group by equipment_id`,
    [equipmentIds, windowDays],
  );
}
