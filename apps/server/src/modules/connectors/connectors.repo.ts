import type { QuoteStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { LeadRow } from '../leads/index.ts';

/** The connector's SQL (migration 0009) and its reads and writes on quotes and the ledger. RLS: provider admins only. */

export type Provider = 'zoho';

export type ConnectionRow = {
  provider: Provider;
  refresh_token_enc: string | null;
  access_token_enc: string | null;
  access_token_expires_at: Date | null;
  organization_id: string | null;
  scope: string | null;
  connected_by: string | null;
  connected_by_name: string | null;
  connected_at: Date | null;
  last_sync_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
};

export async function findConnection(tx: Sql, provider: Provider): Promise<ConnectionRow | null> {
  const rows = await tx.query<ConnectionRow>(
    `select c.*, u.name as connected_by_name from connector_connections c left join users u on u.id = c.connected_by where c.provider = $1`,
    [provider],
  );
  return rows[0] ?? null;
}

export async function saveConnection(
  tx: Sql,
  c: {
    provider: Provider;
    refreshTokenEnc: string;
    accessTokenEnc: string;
    expiresAt: Date;
    organizationId: string | null;
    scope: string | null;
    connectedBy: string;
  },
): Promise<void> {
  await tx.query(
    `insert into connector_connections (provider, refresh_token_enc, access_token_enc, access_token_expires_at, organization_id, scope,
                                        connected_by, connected_at, last_error, last_error_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), null, null, now())
     on conflict (provider) do update set refresh_token_enc = excluded.refresh_token_enc, access_token_enc = excluded.access_token_enc,
       access_token_expires_at = excluded.access_token_expires_at, organization_id = excluded.organization_id, scope = excluded.scope,
       connected_by = excluded.connected_by, connected_at = excluded.connected_at, last_error = null, last_error_at = null, updated_at = now()`,
    [c.provider, c.refreshTokenEnc, c.accessTokenEnc, c.expiresAt, c.organizationId, c.scope, c.connectedBy],
  );
}

export async function saveAccessToken(tx: Sql, provider: Provider, accessTokenEnc: string, expiresAt: Date): Promise<void> {
  await tx.query(
    'update connector_connections set access_token_enc = $2, access_token_expires_at = $3, updated_at = now() where provider = $1',
    [provider, accessTokenEnc, expiresAt],
  );
}

/** The tokens stop working (revoked at Zoho, or sealed under an old secret): forget them and say why. */
export async function dropTokens(tx: Sql, provider: Provider, error: string): Promise<void> {
  await tx.query(
    `update connector_connections set refresh_token_enc = null, access_token_enc = null, access_token_expires_at = null,
            last_error = $2, last_error_at = now(), updated_at = now() where provider = $1`,
    [provider, error.slice(0, 1000)],
  );
}

export async function deleteConnection(tx: Sql, provider: Provider): Promise<void> {
  await tx.query('delete from connector_connections where provider = $1', [provider]);
}

export async function recordSyncOutcome(tx: Sql, provider: Provider, error: string | null): Promise<void> {
  await tx.query(
    error === null
      ? 'update connector_connections set last_sync_at = now(), updated_at = now() where provider = $1'
      : 'update connector_connections set last_error = $2, last_error_at = now(), updated_at = now() where provider = $1',
    error === null ? [provider] : [provider, error.slice(0, 1000)],
  );
}

export async function insertOAuthState(
  tx: Sql,
  s: { stateHash: string; provider: Provider; sessionId: string; userId: string; ttlSeconds: number },
): Promise<void> {
  // Old unused states go as new ones arrive; the table stays a handful of rows.
  await tx.query('delete from connector_oauth_states where expires_at < now()');
  await tx.query(
    `insert into connector_oauth_states (state_hash, provider, session_id, user_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [s.stateHash, s.provider, s.sessionId, s.userId, s.ttlSeconds],
  );
}

/** Single use: the state is deleted whether or not it matches. */
export async function takeOAuthState(
  tx: Sql,
  stateHash: string,
): Promise<{ session_id: string; user_id: string; provider: Provider; live: boolean } | null> {
  const rows = await tx.query<{ session_id: string; user_id: string; provider: Provider; live: boolean }>(
    'delete from connector_oauth_states where state_hash = $1 returning session_id, user_id, provider, expires_at > now() as live',
    [stateHash],
  );
  return rows[0] ?? null;
}

export type LinkRow = {
  entity_id: string;
  external_id: string | null;
  status: 'synced' | 'failed' | 'skipped';
  error: string | null;
  attempts: number;
};

export async function findLink(tx: Sql, provider: Provider, entityType: 'company' | 'lead', entityId: string): Promise<LinkRow | null> {
  const rows = await tx.query<LinkRow>(
    'select entity_id, external_id, status, error, attempts from connector_links where provider = $1 and entity_type = $2 and entity_id = $3',
    [provider, entityType, entityId],
  );
  return rows[0] ?? null;
}

export async function saveLink(
  tx: Sql,
  l: {
    provider: Provider;
    entityType: 'company' | 'lead';
    entityId: string;
    externalId: string | null;
    status: LinkRow['status'];
    error: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into connector_links (provider, entity_type, entity_id, external_id, status, error, attempts, synced_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 1, case when $5 = 'synced' then now() end, now())
     on conflict (provider, entity_type, entity_id) do update set external_id = excluded.external_id, status = excluded.status,
       error = excluded.error, attempts = connector_links.attempts + 1, synced_at = excluded.synced_at, updated_at = now()`,
    [l.provider, l.entityType, l.entityId, l.externalId, l.status, l.error?.slice(0, 1000) ?? null],
  );
}

/** What a quote push needs: the request, its company, and the connector's references. No vendor column is read. */
export type SyncQuoteRow = {
  id: string;
  company_id: string;
  company_name: string | null;
  number: string;
  quote_number: string | null;
  title: string;
  description: string | null;
  status: QuoteStatus;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  quote_date: string | null;
  expiry_date: string | null;
  external_ref: Record<string, unknown>;
  sync_error: string | null;
  updated_at: Date;
};

const syncQuoteSelect = `select q.id, q.company_id, c.name as company_name, q.number::text as number, q.quote_number, q.title, q.description,
    q.status, q.contact_name, q.contact_email, q.contact_phone, q.quote_date::text as quote_date, q.expiry_date::text as expiry_date,
    q.external_ref, q.sync_error, q.updated_at
  from quote_requests q left join companies c on c.id = q.company_id`;

export async function findSyncQuote(tx: Sql, id: string, opts: { lock?: boolean } = {}): Promise<SyncQuoteRow | null> {
  const rows = await tx.query<SyncQuoteRow>(`${syncQuoteSelect} where q.id = $1${opts.lock ? ' for update of q' : ''}`, [id]);
  const row = rows[0];
  if (row && typeof row.external_ref === 'string') row.external_ref = JSON.parse(row.external_ref) as Record<string, unknown>;
  return row ?? null;
}

/** Merges keys into external_ref (null removes a key) and sets sync_error. */
export async function saveQuoteSync(
  tx: Sql,
  id: string,
  companyId: string,
  ref: Record<string, unknown>,
  syncError: string | null,
): Promise<void> {
  await tx.query(
    `update quote_requests
        set external_ref = (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
                              from jsonb_each(external_ref || $3::jsonb) where value <> 'null'::jsonb),
            sync_error = $4, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, JSON.stringify(ref), syncError?.slice(0, 1000) ?? null],
  );
}

export type ClientLineRow = { item_name: string; description: string | null; sku: string | null; quantity: number; rate: number };

/** The quote's items at the CLIENT price; vendor_price and markup are never selected. */
export async function quoteClientLines(tx: Sql, quoteId: string, companyId: string): Promise<ClientLineRow[]> {
  return tx.query<ClientLineRow>(
    `select item_name, description, sku, quantity::float8 as quantity, client_price::float8 as rate
       from quote_items where quote_request_id = $1 and company_id = $2 order by created_at, id`,
    [quoteId, companyId],
  );
}

export type SyncInvoiceRow = {
  id: string;
  number: string;
  status: string;
  invoice_date: string;
  due_date: string;
  terms_days: number;
  reference_number: string | null;
  tax_total: number;
  order_number: string | null;
};

/** After a void and a new conversion a request has several invoices (migration 0013): the standing one comes first. */
export async function findInvoiceOfQuote(tx: Sql, quoteId: string, companyId: string): Promise<SyncInvoiceRow | null> {
  const rows = await tx.query<SyncInvoiceRow>(
    `select i.id, i.number, i.status, i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.terms_days,
            i.reference_number, i.tax_total::float8 as tax_total, o.number as order_number
       from invoices i left join sales_orders o on o.id = i.sales_order_id and o.company_id = i.company_id
      where i.quote_request_id = $1 and i.company_id = $2
      order by (i.status = 'void'), i.created_at desc limit 1`,
    [quoteId, companyId],
  );
  return rows[0] ?? null;
}

/** The invoice's snapshot lines (unit_price is the client price, migration 0007). */
export async function invoiceLines(tx: Sql, invoiceId: string, companyId: string): Promise<ClientLineRow[]> {
  return tx.query<ClientLineRow>(
    `select item_name, description, sku, quantity::float8 as quantity, unit_price::float8 as rate
       from ledger_lines where document_type = 'invoice' and document_id = $1 and company_id = $2 order by position`,
    [invoiceId, companyId],
  );
}

export type SyncErrorRow = {
  id: string;
  number: string;
  title: string;
  company_name: string | null;
  status: QuoteStatus;
  sync_error: string;
  updated_at: Date;
};

/** The newest quotes whose last push failed (zoho_failed, or an invoice push error). */
export async function recentSyncErrors(tx: Sql, limit: number): Promise<SyncErrorRow[]> {
  return tx.query<SyncErrorRow>(
    `select q.id, q.number::text as number, q.title, c.name as company_name, q.status, q.sync_error, q.updated_at
       from quote_requests q left join companies c on c.id = q.company_id
      where q.sync_error is not null and q.archived_at is null
      order by q.updated_at desc, q.id limit $1`,
    [limit],
  );
}

/** A stored lead as the CRM push needs it (the columns pendingLeads selects). */
export type PendingLeadRow = Omit<LeadRow, 'status' | 'submit_count' | 'created_at' | 'updated_at'>;

/** Leads not yet in the CRM: never tried, or failed fewer than maxAttempts times; since: only leads stored after it. Oldest first. */
export async function pendingLeads(
  tx: Sql,
  f: { provider: Provider; maxAttempts: number; since: Date | null; limit: number },
): Promise<PendingLeadRow[]> {
  return tx.query<PendingLeadRow>(
    `select l.id, l.kind, l.first_name, l.last_name, l.email, l.phone, l.company, l.message, l.lead_source, l.equipment_type, l.fleet_size
       from leads l left join connector_links k on k.provider = $1 and k.entity_type = 'lead' and k.entity_id = l.id
      where (k.entity_id is null or (k.status = 'failed' and k.attempts < $2)) and ($3::timestamptz is null or l.created_at >= $3)
      order by l.created_at, l.id limit $4`,
    [f.provider, f.maxAttempts, f.since, f.limit],
  );
}
