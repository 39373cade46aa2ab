import type { Sql } from '../../db/database.ts';

export type SourceRow = {
  id: string;
  company_id: string;
  tracker_type: string;
  name: string;
  config_encrypted: string | null;
  webhook_url: string | null;
  api_endpoint: string | null;
  secret_hint: string;
  active: boolean;
  connection_status: 'pending' | 'connected' | 'error' | 'disconnected';
  last_sync_at: Date | null;
  error_message: string | null;
  rejected_counts: Record<string, number>;
  created_at: Date;
  device_count: number;
  positions_accepted: number;
};

// The accepted count is the sum over the source's devices (migration 0027), read with the device count.
const columns = `s.id, s.company_id, s.tracker_type, s.name, s.config_encrypted, s.webhook_url, s.api_endpoint, s.secret_hint,
  s.active, s.connection_status, s.last_sync_at, s.error_message, s.rejected_counts, s.created_at,
  coalesce(d.device_count, 0)::int as device_count, coalesce(d.fixes, 0)::float8 as positions_accepted`;
const deviceTotals = `left join lateral (select count(*) as device_count, sum(t.fixes_accepted) as fixes
  from tracker_devices t where t.tracker_source_id = s.id) d on true`;

/** Active sources, newest first (spec 02 §7); companyId null: every company (a provider admin). */
export async function listActiveSources(tx: Sql, companyId: string | null): Promise<SourceRow[]> {
  return tx.query<SourceRow>(
    `select ${columns} from fleet_tracker_sources s ${deviceTotals}
      where s.active and ($1::uuid is null or s.company_id = $1) order by s.created_at desc, s.id desc`,
    [companyId],
  );
}

export async function findSource(tx: Sql, id: string, companyId: string | null, opts: { lock?: boolean } = {}): Promise<SourceRow | null> {
  if (opts.lock) {
    await tx.query('select 1 from fleet_tracker_sources where id = $1 and ($2::uuid is null or company_id = $2) for update', [
      id,
      companyId,
    ]);
  }
  const rows = await tx.query<SourceRow>(
    `select ${columns} from fleet_tracker_sources s ${deviceTotals} where s.id = $1 and ($2::uuid is null or s.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type NewSource = {
  companyId: string;
  trackerType: string;
  name: string;
  configEncrypted: string | null;
  apiEndpoint: string | null;
  webhookUrl: string | null;
  secretHash: string;
  secretHint: string;
  createdBy: string;
};

export async function insertSource(tx: Sql, s: NewSource): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into fleet_tracker_sources (company_id, tracker_type, name, config_encrypted, api_endpoint, webhook_url, secret_hash,
       secret_hint, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [s.companyId, s.trackerType, s.name, s.configEncrypted, s.apiEndpoint, s.webhookUrl, s.secretHash, s.secretHint, s.createdBy],
  );
  return rows[0]!.id;
}

export type SourceChange = Partial<{
  name: string;
  configEncrypted: string | null;
  apiEndpoint: string | null;
  webhookUrl: string | null;
  active: boolean;
}>;

const changeColumns: Record<keyof SourceChange, string> = {
  name: 'name',
  configEncrypted: 'config_encrypted',
  apiEndpoint: 'api_endpoint',
  webhookUrl: 'webhook_url',
  active: 'active',
};

export async function updateSource(tx: Sql, id: string, companyId: string, change: SourceChange): Promise<void> {
  const keys = (Object.keys(change) as (keyof SourceChange)[]).filter((k) => change[k] !== undefined);
  const sets = keys.map((k, i) => `${changeColumns[k]} = $${i + 3}`);
  await tx.query(`update fleet_tracker_sources set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and company_id = $2`, [
    id,
    companyId,
    ...keys.map((k) => change[k]),
  ]);
}

export async function setSecret(tx: Sql, id: string, companyId: string, secretHash: string, secretHint: string): Promise<void> {
  await tx.query(
    'update fleet_tracker_sources set secret_hash = $3, secret_hint = $4, updated_at = now() where id = $1 and company_id = $2',
    [id, companyId, secretHash, secretHint],
  );
}

/** The connection test's outcome; a successful test of an API source is a sync (spec 02 §4). */
export async function setConnection(
  tx: Sql,
  id: string,
  companyId: string,
  c: { status: SourceRow['connection_status']; errorMessage: string | null; synced: boolean },
): Promise<void> {
  await tx.query(
    `update fleet_tracker_sources set connection_status = $3, error_message = $4,
            last_sync_at = case when $5 then now() else last_sync_at end, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, c.status, c.errorMessage, c.synced],
  );
}
