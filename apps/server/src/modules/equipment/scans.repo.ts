import type { Sql } from '../../db/database.ts';

export type ScanRow = {
  id: string;
  equipment_id: string;
  equipment_name: string;
  qr_code_id: string | null;
  user_id: string | null;
  user_name: string | null;
  scanned_at: Date;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  client_scan_id: string | null;
  sort_key: string;
};

const scanSelect = `select s.id, s.equipment_id, e.name as equipment_name, s.qr_code_id, s.user_id, u.name as user_name, s.scanned_at,
    s.location, s.latitude, s.longitude, s.source, s.client_scan_id, s.scanned_at::text as sort_key
  from qr_scan_logs s
  join equipment e on e.id = s.equipment_id and e.company_id = s.company_id
  left join users u on u.id = s.user_id`;

export type NewScan = {
  companyId: string;
  equipmentId: string;
  userId: string;
  qrCodeId: string | null;
  scannedAt: Date;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  clientScanId: string | null;
};

/** Inserts a scan; an offline scan already logged under its clientScanId inserts nothing (returns null). */
export async function insertScan(tx: Sql, s: NewScan): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into qr_scan_logs (company_id, equipment_id, user_id, qr_code_id, scanned_at, location, latitude, longitude, source, client_scan_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (company_id, client_scan_id) where client_scan_id is not null do nothing returning id`,
    [s.companyId, s.equipmentId, s.userId, s.qrCodeId, s.scannedAt, s.location, s.latitude, s.longitude, s.source, s.clientScanId],
  );
  return rows[0]?.id ?? null;
}

export async function findScanByClientId(tx: Sql, companyId: string, clientScanId: string): Promise<ScanRow | null> {
  const rows = await tx.query<ScanRow>(`${scanSelect} where s.company_id = $1 and s.client_scan_id = $2`, [companyId, clientScanId]);
  return rows[0] ?? null;
}

export async function findScan(tx: Sql, id: string, companyId: string | null): Promise<ScanRow | null> {
  const rows = await tx.query<ScanRow>(`${scanSelect} where s.id = $1 and ($2::uuid is null or s.company_id = $2)`, [id, companyId]);
  return rows[0] ?? null;
}

/** Serialises concurrent scans of one user and equipment, so the 30 s rule holds under double submits. */
export async function lockScanner(tx: Sql, companyId: string, equipmentId: string, userId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`scan:${companyId}:${equipmentId}:${userId}`]);
}

/** The logged scan by this user of this equipment closest to `at`, within `windowMs` either side. */
export async function nearestScanAt(
  tx: Sql,
  s: { companyId: string; equipmentId: string; userId: string; at: Date; windowMs: number },
): Promise<Date | null> {
  const rows = await tx.query<{ scanned_at: Date }>(
    `select scanned_at from qr_scan_logs
      where company_id = $1 and equipment_id = $2 and user_id = $3
        and scanned_at > $4::timestamptz - make_interval(secs => $5::float8 / 1000)
        and scanned_at < $4::timestamptz + make_interval(secs => $5::float8 / 1000)
      order by abs(extract(epoch from scanned_at - $4::timestamptz)) limit 1`,
    [s.companyId, s.equipmentId, s.userId, s.at, s.windowMs],
  );
  return rows[0] ? new Date(rows[0].scanned_at) : null;
}

export type ScanFilter = { companyId: string | null; equipmentId?: string; since?: Date };
export type ScanKey = { sortKey: string; id: string };

/** The where clause and its values for a history filter; `after`/`until` bound the keyset (scanned_at, id). */
function scanWhere(f: ScanFilter, after: ScanKey | null = null, until: ScanKey | null = null): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, ...params: unknown[]) => {
    let i = 0;
    where.push(
      sql.replace(/\?/g, () => {
        values.push(params[i++]);
        return `$${values.length}`;
      }),
    );
  };
  if (f.companyId) add('s.company_id = ?', f.companyId);
  if (f.equipmentId) add('s.equipment_id = ?', f.equipmentId);
  if (f.since) add('s.scanned_at >= ?', f.since);
  if (after) add('(s.scanned_at, s.id) < (?::timestamptz, ?::uuid)', after.sortKey, after.id);
  if (until) add('(s.scanned_at, s.id) >= (?::timestamptz, ?::uuid)', until.sortKey, until.id);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', values };
}

/** History newest first, keyset over (scanned_at, id); `until` (inclusive) stops the list at a plan's history limit. */
export async function listScans(
  tx: Sql,
  f: ScanFilter,
  after: ScanKey | null,
  limit: number,
  until: ScanKey | null = null,
): Promise<ScanRow[]> {
  const { sql, values } = scanWhere(f, after, until);
  values.push(limit);
  return tx.query<ScanRow>(`${scanSelect} ${sql} order by s.scanned_at desc, s.id desc limit $${values.length}`, values);
}

/** The key of the n-th newest event the filter lists (null when it lists fewer): the oldest one a capped history shows. */
export async function nthNewestScanKey(tx: Sql, f: ScanFilter, n: number): Promise<ScanKey | null> {
  const { sql, values } = scanWhere(f);
  values.push(n - 1);
  const rows = await tx.query<{ sort_key: string; id: string }>(
    `select s.scanned_at::text as sort_key, s.id from qr_scan_logs s
       join equipment e on e.id = s.equipment_id and e.company_id = s.company_id
     ${sql} order by s.scanned_at desc, s.id desc offset $${values.length} limit 1`,
    values,
  );
  return rows[0] ? { sortKey: rows[0].sort_key, id: rows[0].id } : null;
}

export async function deleteScan(tx: Sql, id: string, companyId: string | null): Promise<boolean> {
  const rows = await tx.query('delete from qr_scan_logs where id = $1 and ($2::uuid is null or company_id = $2) returning id', [
    id,
    companyId,
  ]);
  return rows.length > 0;
}

export async function clearScans(tx: Sql, companyId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'with gone as (delete from qr_scan_logs where company_id = $1 returning 1) select count(*)::int as n from gone',
    [companyId],
  );
  return rows[0]?.n ?? 0;
}

export type ScanTotals = {
  total: number;
  equipment: number;
  users: number;
  last_week: number;
  week_before: number;
  camera: number;
  upload: number;
  offline: number;
};

/** Counts over the window ending now; the two weeks are the last 7 days and the 7 before. */
export async function scanTotals(tx: Sql, companyId: string | null, since: Date): Promise<ScanTotals> {
  const rows = await tx.query<ScanTotals>(
    `select count(*)::int as total, count(distinct equipment_id)::int as equipment, count(distinct user_id)::int as users,
            count(*) filter (where scanned_at >= now() - interval '7 days')::int as last_week,
            count(*) filter (where scanned_at >= now() - interval '14 days' and scanned_at < now() - interval '7 days')::int as week_before,
            count(*) filter (where source = 'camera')::int as camera,
            count(*) filter (where source = 'upload')::int as upload,
            count(*) filter (where source = 'offline')::int as offline
       from qr_scan_logs where ($1::uuid is null or company_id = $1) and scanned_at >= $2`,
    [companyId, since],
  );
  return rows[0]!;
}

export async function scansByDay(tx: Sql, companyId: string | null, since: Date): Promise<{ day: string; n: number }[]> {
  return tx.query(
    `select to_char(scanned_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
       from qr_scan_logs where ($1::uuid is null or company_id = $1) and scanned_at >= $2 group by 1 order by 1`,
    [companyId, since],
  );
}

export async function topLocations(
  tx: Sql,
  companyId: string | null,
  since: Date,
  limit: number,
): Promise<{ location: string; n: number }[]> {
  return tx.query(
    `select location, count(*)::int as n from qr_scan_logs
      where ($1::uuid is null or company_id = $1) and scanned_at >= $2 and location is not null and location <> ''
      group by location order by n desc, location limit $3`,
    [companyId, since, limit],
  );
}
