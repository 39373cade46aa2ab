import type { Sql } from '../../db/database.ts';

/**
 * The SQL of a machine's Business tab (ADR 0031). A document is on a machine through its quote's equipment_id (via
 * 'history') or an equipment_document_links row (via 'link'); every query is bound to the machine's company, so no
 * other company's document can be listed, counted or linked.
 */
export type DocType = 'quote' | 'invoice' | 'order';
type Key = { companyId: string; equipmentId: string };

/** Every quote on the machine, with how it got there (history wins when both). */
const quotesOn = `
  select distinct on (id) id, via from (
    select q.id, 'history' as via from quote_requests q where q.company_id = $1 and q.equipment_id = $2
    union all
    select l.quote_request_id, 'link' from equipment_document_links l
     where l.company_id = $1 and l.equipment_id = $2 and l.doc_type = 'quote') s
  order by id, via = 'link'`;

/** equipment_document_links' column for each kind of document. */
const refColumn = { quote: 'quote_request_id', invoice: 'invoice_id', order: 'sales_order_id' } as const;

type QuoteDocType = Exclude<DocType, 'quote'>;
/** Invoices and sales orders hang off a quote: the same queries over another table, dated by another column. */
const quoteDocs = {
  invoice: { table: 'invoices', dateColumn: 'invoice_date' },
  order: { table: 'sales_orders', dateColumn: 'order_date' },
} as const;

/** Invoices (or sales orders) of the machine's own quotes, and those linked to it. */
function quoteDocsOn(docType: QuoteDocType): string {
  return `
  select distinct on (id) id, via from (
    select d.id, 'history' as via from ${quoteDocs[docType].table} d join quote_requests q on q.id = d.quote_request_id and q.company_id = d.company_id
     where d.company_id = $1 and q.equipment_id = $2
    union all
    select l.${refColumn[docType]}, 'link' from equipment_document_links l where l.company_id = $1 and l.equipment_id = $2 and l.doc_type = '${docType}') s
  order by id, via = 'link'`;
}

export type DocRow = {
  id: string;
  number: string | null;
  title: string | null;
  status: string;
  amount: string;
  date: string | null;
  via: 'history' | 'link';
};

/** The documents of one kind on the machine, newest first, `limit` of them, and how many there are. */
export async function listOn(tx: Sql, k: Key, docType: DocType, limit: number): Promise<{ rows: DocRow[]; total: number }> {
  const sql =
    docType === 'quote'
      ? `with on_m as (${quotesOn})
      select q.id, q.quote_number as number, q.title, q.status, q.total_client_cost::text as amount,
             coalesce(q.quote_date, (q.created_at at time zone 'UTC')::date)::text as date, on_m.via, count(*) over ()::int as total
        from on_m join quote_requests q on q.id = on_m.id and q.company_id = $1
       order by date desc, q.created_at desc, q.id limit $3`
      : `with on_m as (${quoteDocsOn(docType)})
      select d.id, d.number, q.title, d.status, d.total::text as amount, d.${quoteDocs[docType].dateColumn}::text as date, on_m.via,
             count(*) over ()::int as total
        from on_m join ${quoteDocs[docType].table} d on d.id = on_m.id and d.company_id = $1 join quote_requests q on q.id = d.quote_request_id
       order by d.${quoteDocs[docType].dateColumn} desc, d.created_at desc, d.id limit $3`;
  const rows = await tx.query<DocRow & { total: number }>(sql, [k.companyId, k.equipmentId, limit]);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * spec 02 §9 business summary in whole cents: accepted quote amounts (revenue), active quotes, delivered orders, and
 * the machine's invoices that are not void (totals and payments).
 */
export async function summaryOn(
  tx: Sql,
  k: Key,
  revenueStatuses: readonly string[],
  activeStatuses: readonly string[],
  completedOrder: string,
) {
  const rows = await tx.query<{
    revenueCents: string;
    activeQuotes: number;
    completedOrders: number;
    invoicedCents: string;
    paidCents: string;
  }>(
    `with qs as (${quotesOn}), os as (${quoteDocsOn('order')}), xs as (${quoteDocsOn('invoice')})
     select (select coalesce(sum(q.total_client_cost * 100), 0)::bigint::text from qs join quote_requests q on q.id = qs.id and q.company_id = $1
              where q.status = any($3::text[])) as "revenueCents",
            (select count(*)::int from qs join quote_requests q on q.id = qs.id and q.company_id = $1 where q.status = any($4::text[])) as "activeQuotes",
            (select count(*)::int from os join sales_orders o on o.id = os.id and o.company_id = $1 where o.status = $5) as "completedOrders",
            (select coalesce(sum(i.total * 100), 0)::bigint::text from xs join invoices i on i.id = xs.id and i.company_id = $1
              where i.status <> 'void') as "invoicedCents",
            (select coalesce(sum(i.amount_paid * 100), 0)::bigint::text from xs join invoices i on i.id = xs.id and i.company_id = $1
              where i.status <> 'void') as "paidCents"`,
    [k.companyId, k.equipmentId, revenueStatuses, activeStatuses, completedOrder],
  );
  return rows[0]!;
}

/** The picker: the company's documents of a kind not yet on the machine, newest first, matching `q` in number or title. */
export async function candidates(tx: Sql, k: Key, docType: DocType, q: string | null, limit: number): Promise<Omit<DocRow, 'via'>[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const sql =
    docType === 'quote'
      ? `select q.id, q.quote_number as number, q.title, q.status, q.total_client_cost::text as amount,
                   coalesce(q.quote_date, (q.created_at at time zone 'UTC')::date)::text as date
              from quote_requests q
             where q.company_id = $1 and q.id not in (select id from (${quotesOn}) on_m)
               and ($3::text is null or q.title ilike $3 or q.quote_number ilike $3)
             order by q.created_at desc, q.id limit $4`
      : `select d.id, d.number, q.title, d.status, d.total::text as amount, d.${quoteDocs[docType].dateColumn}::text as date
                from ${quoteDocs[docType].table} d join quote_requests q on q.id = d.quote_request_id
               where d.company_id = $1 and d.id not in (select id from (${quoteDocsOn(docType)}) on_m)
                 and ($3::text is null or q.title ilike $3 or d.number ilike $3)
               order by d.${quoteDocs[docType].dateColumn} desc, d.created_at desc, d.id limit $4`;
  return tx.query<Omit<DocRow, 'via'>>(sql, [k.companyId, k.equipmentId, like, limit]);
}

/** Of `ids`, those that are documents of the kind in the machine's company, and which of them are its history. */
export async function findDocs(tx: Sql, k: Key, docType: DocType, ids: readonly string[]) {
  const sql =
    docType === 'quote'
      ? `select q.id, (q.equipment_id is not distinct from $2) as "isHistory" from quote_requests q where q.company_id = $1 and q.id = any($3::uuid[])`
      : `select d.id, (q.equipment_id is not distinct from $2) as "isHistory"
           from ${quoteDocs[docType].table} d join quote_requests q on q.id = d.quote_request_id
          where d.company_id = $1 and d.id = any($3::uuid[])`;
  return tx.query<{ id: string; isHistory: boolean }>(sql, [k.companyId, k.equipmentId, ids]);
}

/** Links the documents (already checked to be the company's); a document already linked stays as it is. */
export async function insertLinks(tx: Sql, k: Key, docType: DocType, ids: readonly string[], actorId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx.query<{ id: string }>(
    `insert into equipment_document_links (company_id, equipment_id, doc_type, ${refColumn[docType]}, created_by)
     select $1, $2, $3, ref, $5 from unnest($4::uuid[]) as ref
     on conflict do nothing returning id`,
    [k.companyId, k.equipmentId, docType, ids, actorId],
  );
  return rows.length;
}

/** Removes the machine's hand-made link to a document; how many rows went (0 or 1). */
export async function deleteLink(tx: Sql, k: Key, docType: DocType, refId: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `delete from equipment_document_links where company_id = $1 and equipment_id = $2 and doc_type = $3 and ${refColumn[docType]} = $4 returning id`,
    [k.companyId, k.equipmentId, docType, refId],
  );
  return rows.length;
}

/** The machine's company (or null: not found, or another company's). */
export async function findMachine(tx: Sql, id: string, companyId: string | null) {
  const rows = await tx.query<{ id: string; company_id: string; name: string }>(
    `select id, company_id, name from equipment where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}
