import type { DocumentSort, DocumentType } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { SortKeyType } from '../../platform/cursor.ts';

/** One row shape for the four tabs; client prices only (quotes: total_client_cost; never a vendor figure). */
export type DocumentRow = {
  id: string;
  company_id: string;
  number: string;
  title: string;
  customer_name: string;
  reference_number: string | null;
  description: string | null;
  doc_date: string;
  total: number;
  status: string;
  quote_date: string | null;
  expiry_date: string | null;
  due_date: string | null;
  terms_days: number | null;
  amount_paid: number | null;
  order_number: string | null;
  carrier: string | null;
  tracking_number: string | null;
  sort_key: string;
};

const bases: Record<DocumentType, string> = {
  // Quotes are the requests that were sent to the client (they have a quote number).
  quote: `select q.id, q.company_id, q.quote_number as number, q.title, c.name as customer_name, null::text as reference_number,
      q.description, coalesce(q.quote_date, q.created_at::date) as doc_date, q.total_client_cost as total, q.status,
      q.quote_date::text as quote_date, q.expiry_date::text as expiry_date, null::text as due_date, null::int as terms_days,
      null::float8 as amount_paid, null::text as order_number, null::text as carrier, null::text as tracking_number
    from quote_requests q join companies c on c.id = q.company_id where q.quote_number is not null`,
  order: `select o.id, o.company_id, o.number, q.title, c.name as customer_name, i.reference_number, q.description,
      o.order_date as doc_date, o.total, o.status, null::text as quote_date, null::text as expiry_date,
      null::text as due_date, null::int as terms_days, null::float8 as amount_paid, o.number as order_number,
      null::text as carrier, null::text as tracking_number
    from sales_orders o join companies c on c.id = o.company_id
    join quote_requests q on q.id = o.quote_request_id and q.company_id = o.company_id
    left join invoices i on i.sales_order_id = o.id and i.company_id = o.company_id`,
  invoice: `select i.id, i.company_id, i.number, q.title, c.name as customer_name, i.reference_number, q.description,
      i.invoice_date as doc_date, i.total, i.status, null::text as quote_date, null::text as expiry_date,
      i.due_date::text as due_date, i.terms_days, i.amount_paid::float8 as amount_paid, o.number as order_number,
      null::text as carrier, null::text as tracking_number
    from invoices i join companies c on c.id = i.company_id
    join quote_requests q on q.id = i.quote_request_id and q.company_id = i.company_id
    join sales_orders o on o.id = i.sales_order_id and o.company_id = i.company_id`,
  package: `select p.id, p.company_id, p.number, q.title, c.name as customer_name, p.tracking_number as reference_number,
      null::text as description, coalesce(p.ship_date, p.created_at::date) as doc_date, p.shipping_cost as total, p.status,
      null::text as quote_date, null::text as expiry_date, null::text as due_date, null::int as terms_days,
      null::float8 as amount_paid, o.number as order_number, p.carrier, p.tracking_number
    from shipping_packages p join companies c on c.id = p.company_id
    join sales_orders o on o.id = p.sales_order_id and o.company_id = p.company_id
    join quote_requests q on q.id = o.quote_request_id and q.company_id = o.company_id`,
};

/** How a keyset cursor's sort key is cast for this sort order. */
export const sortKeyTypeOf = (sort: DocumentSort): SortKeyType => sorts[sort].cast;

// The keyset expression, its cast for the cursor value, and the direction of each sort (spec 03 §9).
const sorts: Record<DocumentSort, { key: string; cast: SortKeyType; dir: 'asc' | 'desc' }> = {
  date_desc: { key: 'd.doc_date', cast: 'date', dir: 'desc' },
  date_asc: { key: 'd.doc_date', cast: 'date', dir: 'asc' },
  amount_desc: { key: 'd.total', cast: 'numeric', dir: 'desc' },
  amount_asc: { key: 'd.total', cast: 'numeric', dir: 'asc' },
  customer_asc: { key: 'lower(d.customer_name)', cast: 'text', dir: 'asc' },
  customer_desc: { key: 'lower(d.customer_name)', cast: 'text', dir: 'desc' },
};

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type DocumentFilter = {
  type: DocumentType;
  companyId: string | null;
  q?: string;
  range: { from: string; to: string } | null;
  sort: DocumentSort;
  after: { sortKey: string; id: string } | null;
};

/** Search matches customer, reference/subject and number; periods are inclusive day ranges. */
export async function listDocuments(tx: Sql, f: DocumentFilter, limit: number): Promise<DocumentRow[]> {
  const s = sorts[f.sort];
  const cmp = s.dir === 'desc' ? '<' : '>';
  return tx.query<DocumentRow>(
    `select d.id, d.company_id, d.number, d.title, d.customer_name, d.reference_number, d.description, d.doc_date::text as doc_date,
            d.total::float8 as total, d.status, d.quote_date, d.expiry_date, d.due_date, d.terms_days, d.amount_paid, d.order_number,
            d.carrier, d.tracking_number, (${s.key})::text as sort_key
       from (${bases[f.type]}) d
      where ($1::uuid is null or d.company_id = $1)
        and ($2::text is null or d.customer_name ilike $2 or d.title ilike $2 or d.number ilike $2 or d.reference_number ilike $2
             or d.order_number ilike $2)
        and ($3::date is null or d.doc_date between $3::date and $4::date)
        and ($5::text is null or (${s.key}, d.id) ${cmp} ($5::${s.cast}, $6::uuid))
      order by ${s.key} ${s.dir}, d.id ${s.dir}
      limit $7`,
    [
      f.companyId,
      f.q ? likePattern(f.q) : null,
      f.range?.from ?? null,
      f.range?.to ?? null,
      f.after?.sortKey ?? null,
      f.after?.id ?? null,
      limit,
    ],
  );
}

export async function findDocument(tx: Sql, type: DocumentType, id: string, companyId: string | null): Promise<DocumentRow | null> {
  const rows = await tx.query<DocumentRow>(
    `select d.id, d.company_id, d.number, d.title, d.customer_name, d.reference_number, d.description, d.doc_date::text as doc_date,
            d.total::float8 as total, d.status, d.quote_date, d.expiry_date, d.due_date, d.terms_days, d.amount_paid, d.order_number,
            d.carrier, d.tracking_number, '' as sort_key
       from (${bases[type]}) d where d.id = $1 and ($2::uuid is null or d.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type PdfLineRow = { item_name: string; description: string | null; sku: string | null; quantity: number; unit_price: number };

/** The lines a PDF prints: a quote's items at client price, or the ledger's snapshot for an order/invoice/package. */
export async function documentLines(tx: Sql, type: DocumentType, id: string, companyId: string): Promise<PdfLineRow[]> {
  if (type === 'quote') {
    return tx.query<PdfLineRow>(
      `select item_name, description, sku, quantity::float8 as quantity, client_price::float8 as unit_price
         from quote_items where quote_request_id = $1 and company_id = $2 order by created_at, id`,
      [id, companyId],
    );
  }
  const documentId =
    type === 'package'
      ? (
          await tx.query<{ id: string }>('select sales_order_id as id from shipping_packages where id = $1 and company_id = $2', [
            id,
            companyId,
          ])
        )[0]?.id
      : id;
  if (!documentId) return [];
  return tx.query<PdfLineRow>(
    `select item_name, description, sku, quantity::float8 as quantity, unit_price::float8 as unit_price
       from ledger_lines where document_type = $1 and document_id = $2 and company_id = $3 order by position`,
    [type === 'invoice' ? 'invoice' : 'order', documentId, companyId],
  );
}

export type PdfExtraRow = {
  contact_name: string | null;
  contact_email: string | null;
  tax_rate: number | null;
  subtotal: number | null;
  tax_total: number | null;
  /** Invoices: the rate on the accepted quote, when recorded (a different invoice rate is printed as a change). */
  quote_tax_rate: number | null;
  ship_date: string | null;
  delivery_date: string | null;
  paid_at: Date | null;
  /** Orders and packing slips: the order's own ship-to and the company's shipping address (settings). */
  ship_to_address: string | null;
  company_shipping_address: string | null;
};

export async function documentExtras(tx: Sql, type: DocumentType, id: string, companyId: string): Promise<PdfExtraRow> {
  const sql: Record<DocumentType, string> = {
    quote: `select q.contact_name, q.contact_email, coalesce(q.tax_rate, provider_default_tax_rate())::float8 as tax_rate,
              null::float8 as quote_tax_rate, null::float8 as subtotal, null::float8 as tax_total,
              null::text as ship_date, null::text as delivery_date, null::timestamptz as paid_at,
              null::text as ship_to_address, null::text as company_shipping_address
              from quote_requests q where q.id = $1 and q.company_id = $2`,
    order: `select q.contact_name, q.contact_email, null::float8 as tax_rate, null::float8 as quote_tax_rate, o.subtotal::float8 as subtotal, o.tax_total::float8 as tax_total,
              null::text as ship_date, o.delivery_date::text as delivery_date, null::timestamptz as paid_at,
              o.ship_to_address, c.shipping_address as company_shipping_address
              from sales_orders o join quote_requests q on q.id = o.quote_request_id and q.company_id = o.company_id
              join companies c on c.id = o.company_id
             where o.id = $1 and o.company_id = $2`,
    invoice: `select q.contact_name, q.contact_email, i.tax_rate::float8 as tax_rate, i.quote_tax_rate::float8 as quote_tax_rate,
              i.subtotal::float8 as subtotal,
              i.tax_total::float8 as tax_total, null::text as ship_date, null::text as delivery_date, i.paid_at,
              null::text as ship_to_address, null::text as company_shipping_address
              from invoices i join quote_requests q on q.id = i.quote_request_id and q.company_id = i.company_id
             where i.id = $1 and i.company_id = $2`,
    package: `select q.contact_name, q.contact_email, null::float8 as tax_rate, null::float8 as quote_tax_rate, null::float8 as subtotal, null::float8 as tax_total,
              p.ship_date::text as ship_date, null::text as delivery_date, null::timestamptz as paid_at,
              o.ship_to_address, c.shipping_address as company_shipping_address
              from shipping_packages p join sales_orders o on o.id = p.sales_order_id and o.company_id = p.company_id
              join quote_requests q on q.id = o.quote_request_id and q.company_id = o.company_id
              join companies c on c.id = p.company_id
             where p.id = $1 and p.company_id = $2`,
  };
  return (await tx.query<PdfExtraRow>(sql[type], [id, companyId]))[0]!;
}

export type ProviderProfile = { name: string; contact_email: string | null; location: string | null };

/** ADR 0001 allow-list: provider_company_profile() — a client's context cannot read the provider's company row. */
export async function providerProfile(tx: Sql): Promise<ProviderProfile | null> {
  const rows = await tx.query<ProviderProfile>('select * from provider_company_profile()');
  return rows[0] ?? null;
}
