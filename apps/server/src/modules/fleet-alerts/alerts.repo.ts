import type { Sql } from '../../db/database.ts';

export type AlertRow = {
  id: string;
  company_id: string;
  equipment_id: string | null;
  equipment_name: string | null;
  job_site_id: string | null;
  job_site_name: string | null;
  alert_type: string;
  severity: string;
  message: string;
  details: Record<string, unknown>;
  acknowledged: boolean;
  acknowledged_at: Date | null;
  acknowledged_by_name: string | null;
  created_at: Date;
};

const columns = `f.id, f.company_id, f.equipment_id, e.name as equipment_name, f.job_site_id, s.site_name as job_site_name,
  f.alert_type, f.severity, f.message, f.details, f.acknowledged, f.acknowledged_at, u.name as acknowledged_by_name, f.created_at`;
const from = `fleet_alerts f
  left join equipment e on e.id = f.equipment_id and e.company_id = f.company_id
  left join job_sites s on s.id = f.job_site_id and s.company_id = f.company_id
  left join users u on u.id = f.acknowledged_by`;

export type AlertFilter = {
  companyId: string | null;
  acknowledged: boolean | null;
  equipmentId: string | null;
  limit: number;
  offset: number;
};

/** Newest first (spec 02 §7: unacknowledged, newest first, is the default view). */
export async function listAlerts(tx: Sql, f: AlertFilter): Promise<{ rows: AlertRow[]; total: number }> {
  const rows = await tx.query<AlertRow & { total: string }>(
    `select ${columns}, count(*) over () as total from ${from}
      where ($1::uuid is null or f.company_id = $1) and ($2::boolean is null or f.acknowledged = $2)
        and ($3::uuid is null or f.equipment_id = $3)
      order by f.created_at desc, f.id desc limit $4 offset $5`,
    [f.companyId, f.acknowledged, f.equipmentId, f.limit, f.offset],
  );
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function findAlert(tx: Sql, id: string, companyId: string | null): Promise<AlertRow | null> {
  const rows = await tx.query<AlertRow>(`select ${columns} from ${from} where f.id = $1 and ($2::uuid is null or f.company_id = $2)`, [
    id,
    companyId,
  ]);
  return rows[0] ?? null;
}

/** Marks an open alert acknowledged; an alert already acknowledged keeps who and when it was first. */
export async function acknowledgeAlert(tx: Sql, id: string, companyId: string, userId: string): Promise<void> {
  await tx.query(
    `update fleet_alerts set acknowledged = true, acknowledged_by = $3, acknowledged_at = now()
      where id = $1 and company_id = $2 and not acknowledged`,
    [id, companyId, userId],
  );
}

export type NewAlert = {
  companyId: string;
  equipmentId: string | null;
  jobSiteId: string | null;
  trackerSourceId: string | null;
  alertType: string;
  severity: string;
  message: string;
  details: Record<string, unknown>;
  dedupeKey: string;
  isDemo?: boolean;
  createdAt?: Date;
};

/**
 * Adds the alert unless one with its dedupe key exists (a retried job): the new id, or null when it was there. Stamped with
 * the clock, not the transaction's start, so alerts one job raises in fix order list newest first in that order.
 */
export async function insertAlert(tx: Sql, a: NewAlert): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into fleet_alerts (company_id, equipment_id, job_site_id, tracker_source_id, alert_type, severity, message, details,
       dedupe_key, is_demo, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, coalesce($11, clock_timestamp()))
     on conflict (company_id, dedupe_key) do nothing returning id`,
    [
      a.companyId,
      a.equipmentId,
      a.jobSiteId,
      a.trackerSourceId,
      a.alertType,
      a.severity,
      a.message.slice(0, 500),
      JSON.stringify(a.details),
      a.dedupeKey.slice(0, 300),
      a.isDemo ?? false,
      a.createdAt ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}
