import type { RecentTransaction, SummaryTotals } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/**
 * The analytics summary's counts and sums as SQL aggregates (in cents), by the definitions in
 * ledger/summary.rules.ts summariseRows — the API test checks both agree on the same rows.
 * companyId null: the provider admin's all-company view; RLS decides what exists either way.
 */
export async function summaryTotals(
  tx: Sql,
  companyId: string | null,
  today: string,
  month: { from: string; to: string },
  acceptedStatuses: readonly string[],
): Promise<SummaryTotals> {
  const rows = await tx.query<Record<keyof SummaryTotals, string | number>>(
    `with q as (select status, total_client_cost as total from quote_requests
                 where quote_number is not null and ($1::uuid is null or company_id = $1)),
          o as (select total from sales_orders where status <> 'cancelled' and ($1::uuid is null or company_id = $1)),
          i as (select status, total, amount_paid, due_date, paid_at from invoices where status <> 'void' and ($1::uuid is null or company_id = $1))
     select (select count(*) from q)::int as "totalQuotes",
            (select coalesce(sum(total), 0) * 100 from q)::bigint as "totalQuoteCents",
            (select count(*) from q where status = any($5::text[]))::int as "acceptedQuotes",
            (select count(*) from o)::int as "totalOrders",
            (select coalesce(sum(total), 0) * 100 from o)::bigint as "totalOrderCents",
            (select count(*) from i)::int as "totalInvoices",
            (select coalesce(sum(total), 0) * 100 from i)::bigint as "totalInvoiceCents",
            (select count(*) from i where status = 'paid')::int as "paidInvoices",
            (select coalesce(sum(amount_paid), 0) * 100 from i where status = 'paid')::bigint as "paidInvoiceCents",
            (select count(*) from i where status = 'issued' and amount_paid < total and due_date < $2::date)::int as "overdueInvoices",
            (select coalesce(sum(total - amount_paid), 0) * 100 from i where status = 'issued' and amount_paid < total and due_date < $2::date)::bigint as "overdueInvoiceCents",
            (select coalesce(sum(amount_paid), 0) * 100 from i where status = 'paid'
               and (paid_at at time zone 'UTC')::date between $3::date and $4::date)::bigint as "monthlySpendingCents"`,
    [companyId, today, month.from, month.to, acceptedStatuses],
  );
  const r = rows[0]!;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as SummaryTotals;
}

/** Up to `limit` newest of each kind; the rule merges them and keeps the first 10. */
export async function recentCandidates(tx: Sql, companyId: string | null, limit: number): Promise<RecentTransaction[]> {
  const rows = await tx.query<RecentTransaction>(
    `(select 'quote' as type, q.id, q.quote_number as number, c.name as "customerName", coalesce(q.quote_date, q.created_at::date)::text as date,
             q.total_client_cost::float8 as amount, q.status
        from quote_requests q join companies c on c.id = q.company_id
       where q.quote_number is not null and ($1::uuid is null or q.company_id = $1)
       order by coalesce(q.quote_date, q.created_at::date) desc, q.quote_number desc limit $2)
     union all
     (select 'order', o.id, o.number, c.name, o.order_date::text, o.total::float8, o.status
        from sales_orders o join companies c on c.id = o.company_id where ($1::uuid is null or o.company_id = $1)
       order by o.order_date desc, o.number desc limit $2)
     union all
     (select 'invoice', i.id, i.number, c.name, i.invoice_date::text, i.total::float8, i.status
        from invoices i join companies c on c.id = i.company_id where ($1::uuid is null or i.company_id = $1)
       order by i.invoice_date desc, i.number desc limit $2)
     union all
     (select 'payment', i.id, i.number, c.name, (i.paid_at at time zone 'UTC')::date::text, i.amount_paid::float8, 'paid'
        from invoices i join companies c on c.id = i.company_id where i.status = 'paid' and ($1::uuid is null or i.company_id = $1)
       order by i.paid_at desc limit $2)`,
    [companyId, limit],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function tabCounts(
  tx: Sql,
  companyId: string | null,
): Promise<{ quotes: number; orders: number; invoices: number; shipping: number }> {
  const rows = await tx.query<{ quotes: number; orders: number; invoices: number; shipping: number }>(
    `select (select count(*) from quote_requests where quote_number is not null and ($1::uuid is null or company_id = $1))::int as quotes,
            (select count(*) from sales_orders where ($1::uuid is null or company_id = $1))::int as orders,
            (select count(*) from invoices where ($1::uuid is null or company_id = $1))::int as invoices,
            (select count(*) from shipping_packages where ($1::uuid is null or company_id = $1))::int as shipping`,
    [companyId],
  );
  return rows[0]!;
}

export async function companyName(tx: Sql, companyId: string): Promise<string | null> {
  const rows = await tx.query<{ name: string }>('select name from companies where id = $1', [companyId]);
  return rows[0]?.name ?? null;
}
