import type { QuoteStatus, QuoteUrgency } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/** An item as stored; vendor fields are read here and dropped by the mapper for clients. */
export type ItemRow = {
  id: string;
  item_name: string;
  description: string | null;
  sku: string | null;
  part_id: string | null;
  quantity: string | number;
  vendor_price: string | number;
  markup_percentage: string | number;
  client_price: string | number;
  priced_at: string | null;
  attachment_url: string | null;
  item_code: string | null;
  created_at: string;
};

export type QuoteRow = {
  id: string;
  company_id: string;
  company_name: string | null;
  number: string | number;
  title: string;
  description: string | null;
  equipment_type: string | null;
  urgency: QuoteUrgency;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  status: QuoteStatus;
  equipment_id: string | null;
  equipment: { id: string; name: string; model: string | null; status: string } | string | null;
  created_by: string | null;
  created_by_name: string | null;
  assigned_admin_id: string | null;
  admin_notes: string | null;
  client_notes: string | null;
  total_vendor_cost: string;
  total_client_cost: string;
  /** This quote's chosen rate (null: not chosen yet) and the rate in effect (the provider's default until chosen). */
  tax_rate: string | null;
  effective_tax_rate: string;
  /** The live (not void) invoice's rates and total, to tell the client of a tax change before paying. */
  invoice_tax: { taxRate: number; quoteTaxRate: number | null; total: number } | string | null;
  quote_number: string | null;
  quote_date: string | null;
  expiry_date: string | null;
  vendor_response_date: Date | null;
  client_response_date: Date | null;
  client_notification_sent: boolean;
  payment_link: string | null;
  sync_error: string | null;
  is_demo: boolean;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** cursor key: created_at as the database prints it (microseconds kept). */
  created_key: string;
  item_count: number;
  unpriced_count: number;
  /** Orders or invoices exist once the request has been through the books or invoiced (see hasLedgerHistory). */
  has_ledger: boolean;
  items: ItemRow[] | string;
};

const itemColumns = `i.id, i.item_name, i.description, i.sku, i.part_id, i.quantity, i.vendor_price, i.markup_percentage, i.client_price,
  i.priced_at, i.attachment_url, i.item_code, i.created_at`;

/** $1 is the number of items to embed (null = all). */
const quoteColumns = `q.id, q.company_id, c.name as company_name, q.number, q.title, q.description, q.equipment_type, q.urgency,
  q.contact_name, q.contact_phone, q.contact_email, q.status, q.equipment_id,
  case when e.id is null then null else json_build_object('id', e.id, 'name', e.name, 'model', e.model, 'status', e.status) end as equipment,
  q.created_by, u.name as created_by_name, q.assigned_admin_id, q.admin_notes, q.client_notes,
  q.total_vendor_cost::text as total_vendor_cost, q.total_client_cost::text as total_client_cost, q.quote_number,
  q.tax_rate::text as tax_rate, coalesce(q.tax_rate, provider_default_tax_rate())::text as effective_tax_rate,
  (select json_build_object('taxRate', iv.tax_rate::float8, 'quoteTaxRate', iv.quote_tax_rate::float8, 'total', iv.total::float8)
     from invoices iv where iv.quote_request_id = q.id and iv.company_id = q.company_id and iv.status <> 'void' limit 1) as invoice_tax,
  q.quote_date::text as quote_date, q.expiry_date::text as expiry_date, q.vendor_response_date, q.client_response_date,
  q.client_notification_sent, q.payment_link, q.sync_error, q.is_demo, q.archived_at, q.created_at, q.updated_at,
  q.created_at::text as created_key,
  (select count(*)::int from quote_items i where i.quote_request_id = q.id and i.company_id = q.company_id) as item_count,
  (select count(*)::int from quote_items i where i.quote_request_id = q.id and i.company_id = q.company_id and i.priced_at is null) as unpriced_count,
  exists (select 1 from quote_status_events ev where ev.quote_request_id = q.id and ev.company_id = q.company_id
    and ev.to_status in ('sent_to_books', 'sent_to_zoho', 'invoiced')) as has_ledger,
  coalesce((select json_agg(x order by x.created_at, x.id) from (
     select ${itemColumns} from quote_items i where i.quote_request_id = q.id and i.company_id = q.company_id
      order by i.created_at, i.id limit $1) x), '[]'::json) as items`;

const fromQuotes = `quote_requests q
  left join companies c on c.id = q.company_id
  left join equipment e on e.id = q.equipment_id and e.company_id = q.company_id
  left join users u on u.id = q.created_by`;

export async function findQuote(tx: Sql, id: string, companyId: string | null): Promise<QuoteRow | null> {
  const rows = await tx.query<QuoteRow>(
    `select ${quoteColumns} from ${fromQuotes} where q.id = $2 and ($3::uuid is null or q.company_id = $3)`,
    [null, id, companyId],
  );
  return rows[0] ?? null;
}

/** Locks the request while its status, items or totals change, so concurrent changes serialise. */
export async function lockQuote(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; status: QuoteStatus } | null> {
  const rows = await tx.query<{ id: string; company_id: string; status: QuoteStatus }>(
    'select id, company_id, status from quote_requests where id = $1 and ($2::uuid is null or company_id = $2) for update',
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type QuoteFilter = {
  companyId: string | null;
  status?: QuoteStatus;
  hideDemo: boolean;
  includeArchived: boolean;
  after?: { createdKey: string; id: string };
};

/** Newest first, keyset paging on (created_at, id); embeds the first `preview` items of each request. */
export async function listQuotes(tx: Sql, f: QuoteFilter, limit: number, preview: number): Promise<QuoteRow[]> {
  const values: unknown[] = [preview];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where: string[] = [];
  if (f.companyId) where.push(`q.company_id = ${p(f.companyId)}`);
  if (f.status) where.push(`q.status = ${p(f.status)}`);
  if (f.hideDemo) where.push('not q.is_demo');
  if (!f.includeArchived) where.push('q.archived_at is null');
  if (f.after) where.push(`(q.created_at, q.id) < (${p(f.after.createdKey)}::timestamptz, ${p(f.after.id)}::uuid)`);
  return tx.query<QuoteRow>(
    `select ${quoteColumns} from ${fromQuotes} where ${where.length ? where.join(' and ') : 'true'}
      order by q.created_at desc, q.id desc limit ${p(limit)}`,
    values,
  );
}

export type NewQuote = {
  companyId: string;
  title: string;
  description: string | null;
  equipmentType: string | null;
  urgency: QuoteUrgency;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  equipmentId: string | null;
  createdBy: string;
  isDemo: boolean;
};

export async function insertQuote(tx: Sql, q: NewQuote): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into quote_requests (company_id, title, description, equipment_type, urgency, contact_name, contact_phone, contact_email,
       equipment_id, created_by, is_demo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      q.companyId,
      q.title,
      q.description,
      q.equipmentType,
      q.urgency,
      q.contactName,
      q.contactPhone,
      q.contactEmail,
      q.equipmentId,
      q.createdBy,
      q.isDemo,
    ],
  );
  return rows[0]!.id;
}

/** spec 03 §7: an open request of the company with the same trimmed title (any case) and the same equipment. */
export async function findDuplicate(
  tx: Sql,
  companyId: string,
  title: string,
  equipmentId: string | null,
  openStatuses: readonly string[],
): Promise<{ id: string; title: string; status: QuoteStatus; created_at: Date } | null> {
  const rows = await tx.query<{ id: string; title: string; status: QuoteStatus; created_at: Date }>(
    `select id, title, status, created_at from quote_requests
      where company_id = $1 and lower(btrim(title)) = lower(btrim($2)) and equipment_id is not distinct from $3::uuid
        and status = any($4::text[]) and archived_at is null
      order by created_at desc limit 1`,
    [companyId, title, equipmentId, openStatuses],
  );
  return rows[0] ?? null;
}

const updatableColumns = {
  title: 'title',
  description: 'description',
  equipmentType: 'equipment_type',
  urgency: 'urgency',
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  contactEmail: 'contact_email',
  equipmentId: 'equipment_id',
  clientNotes: 'client_notes',
  adminNotes: 'admin_notes',
  expiryDate: 'expiry_date',
  assignedAdminId: 'assigned_admin_id',
  status: 'status',
  quoteNumber: 'quote_number',
  quoteDate: 'quote_date',
  vendorResponseDate: 'vendor_response_date',
  clientResponseDate: 'client_response_date',
  clientNotificationSent: 'client_notification_sent',
  archivedAt: 'archived_at',
  totalVendorCost: 'total_vendor_cost',
  totalClientCost: 'total_client_cost',
  paymentLink: 'payment_link',
  syncError: 'sync_error',
  taxRate: 'tax_rate',
} as const;
export type QuotePatch = Partial<Record<keyof typeof updatableColumns, unknown>>;

/** Writes the given fields (allow-listed columns) and updated_at. */
export async function updateQuote(tx: Sql, id: string, companyId: string, patch: QuotePatch): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id, companyId];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    values.push(value);
    sets.push(`${updatableColumns[key as keyof typeof updatableColumns]} = $${values.length}`);
  }
  sets.push('updated_at = now()');
  await tx.query(`update quote_requests set ${sets.join(', ')} where id = $1 and company_id = $2`, values);
}

export async function nextQuoteNumber(tx: Sql): Promise<number> {
  const rows = await tx.query<{ n: string | number }>(`select nextval('quote_number_seq') as n`);
  return Number(rows[0]!.n);
}

export async function insertStatusEvent(
  tx: Sql,
  e: { companyId: string; quoteId: string; from: QuoteStatus | null; to: QuoteStatus; actorId: string | null; note: string | null },
): Promise<void> {
  await tx.query(
    `insert into quote_status_events (company_id, quote_request_id, from_status, to_status, actor_id, note) values ($1, $2, $3, $4, $5, $6)`,
    [e.companyId, e.quoteId, e.from, e.to, e.actorId, e.note],
  );
}

export type EventRow = {
  id: string;
  from_status: QuoteStatus | null;
  to_status: QuoteStatus;
  actor_id: string | null;
  actor_name: string | null;
  note: string | null;
  created_at: Date;
};

export async function listStatusEvents(tx: Sql, quoteId: string, companyId: string): Promise<EventRow[]> {
  return tx.query<EventRow>(
    `select ev.id, ev.from_status, ev.to_status, ev.actor_id, u.name as actor_name, ev.note, ev.created_at
       from quote_status_events ev left join users u on u.id = ev.actor_id
      where ev.quote_request_id = $1 and ev.company_id = $2 order by ev.created_at, ev.id`,
    [quoteId, companyId],
  );
}

/** Orders or invoices exist once the request has been through the books (sent_to_books / sent_to_zoho) or invoiced. */
export async function hasLedgerHistory(tx: Sql, quoteId: string, companyId: string): Promise<boolean> {
  const rows = await tx.query<{ yes: boolean }>(
    `select exists (select 1 from quote_status_events where quote_request_id = $1 and company_id = $2
        and to_status in ('sent_to_books', 'sent_to_zoho', 'invoiced')) as yes`,
    [quoteId, companyId],
  );
  return rows[0]!.yes;
}

export async function deleteQuote(tx: Sql, id: string, companyId: string): Promise<void> {
  await tx.query('delete from quote_requests where id = $1 and company_id = $2', [id, companyId]);
}

/** Deletes the request unless a row still references it (foreign key violation): then nothing changes and false. */
export async function deleteQuoteUnlessReferenced(tx: Sql, id: string, companyId: string): Promise<boolean> {
  await tx.query('savepoint quote_delete');
  try {
    await deleteQuote(tx, id, companyId);
    await tx.query('release savepoint quote_delete');
    return true;
  } catch (err) {
    if ((err as { code?: string }).code !== '23503') throw err;
    await tx.query('rollback to savepoint quote_delete');
    return false;
  }
}

export async function equipmentOfCompany(tx: Sql, id: string, companyId: string): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>('select id from equipment where id = $1 and company_id = $2', [id, companyId]);
  return rows[0] ?? null;
}

export async function isProviderAdmin(tx: Sql, userId: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(`select id from users where id = $1 and role = 'gears_admin' and disabled_at is null`, [
    userId,
  ]);
  return rows.length > 0;
}

export type FunnelRow = { status: QuoteStatus; count: number; ever_accepted: number };

export async function funnelCounts(tx: Sql, f: { companyId: string | null; hideDemo: boolean }): Promise<FunnelRow[]> {
  return tx.query<FunnelRow>(
    `select q.status, count(*)::int as count,
            count(*) filter (where exists (select 1 from quote_status_events ev
               where ev.quote_request_id = q.id and ev.company_id = q.company_id and ev.to_status = 'accepted'))::int as ever_accepted
       from quote_requests q
      where q.archived_at is null and ($1::uuid is null or q.company_id = $1) and (not $2::boolean or not q.is_demo)
      group by q.status`,
    [f.companyId, f.hideDemo],
  );
}

export async function userNameAndEmail(tx: Sql, id: string): Promise<{ name: string; email: string } | null> {
  const rows = await tx.query<{ name: string; email: string }>('select name, email from users where id = $1', [id]);
  return rows[0] ?? null;
}
