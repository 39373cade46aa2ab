import type { Sql } from '../../db/database.ts';
import type { TransactionType } from '@gears/domain';
import { centsOf, companyIs, tsInRange, type Range } from './range.repo.ts';

export type SummaryTotalsRow = {
  totalQuotes: number;
  totalQuoteCents: string;
  acceptedQuotes: number;
  totalOrders: number;
  totalOrderCents: string;
  totalInvoices: number;
  totalInvoiceCents: string;
  paidInvoices: number;
  paidInvoiceCents: string;
  overdueInvoices: number;
  overdueInvoiceCents: string;
  monthlySpendingCents: string;
};

/**
 * spec 01 §3 summary over the range ($2–$3): issued quotes by quote date, orders (not cancelled) by order date, invoices
 * (not void) by invoice date, paid invoices by the day paid; overdue (issued, balance left, due before $4 = today) and
 * this month's payments ($5–$6) as of today.
 */
export async function summaryTotals(
  tx: Sql,
  companyId: string | null,
  range: Range,
  today: string,
  month: Range,
  acceptedStatuses: readonly string[],
): Promise<SummaryTotalsRow> {
  const rows = await tx.query<SummaryTotalsRow>(
    `with q as (select q.status, q.total_client_cost as total from quote_requests q
                 where q.quote_number is not null and ${companyIs('q')}
                   and coalesce(q.quote_date, q.created_at::date) between $2::date and $3::date),
          o as (select o.total from sales_orders o where o.status <> 'cancelled' and ${companyIs('o')} and o.order_date between $2::date and $3::date),
          i as (select i.total from invoices i where i.status <> 'void' and ${companyIs('i')} and i.invoice_date between $2::date and $3::date),
          p as (select i.amount_paid, i.paid_at from invoices i where i.status = 'paid' and ${companyIs('i')}),
          d as (select i.total - i.amount_paid as balance from invoices i
                 where i.status = 'issued' and i.amount_paid < i.total and i.due_date < $4::date and ${companyIs('i')})
     select (select count(*) from q)::int as "totalQuotes",
            (select ${centsOf('total')} from q) as "totalQuoteCents",
            (select count(*) from q where status = any($7::text[]))::int as "acceptedQuotes",
            (select count(*) from o)::int as "totalOrders",
            (select ${centsOf('total')} from o) as "totalOrderCents",
            (select count(*) from i)::int as "totalInvoices",
            (select ${centsOf('total')} from i) as "totalInvoiceCents",
            (select count(*) from p where ${tsInRange('paid_at', '$2', '$3')})::int as "paidInvoices",
            (select ${centsOf('amount_paid')} from p where ${tsInRange('paid_at', '$2', '$3')}) as "paidInvoiceCents",
            (select count(*) from d)::int as "overdueInvoices",
            (select ${centsOf('balance')} from d) as "overdueInvoiceCents",
            (select ${centsOf('amount_paid')} from p where ${tsInRange('paid_at', '$5', '$6')}) as "monthlySpendingCents"`,
    [companyId, range.from, range.to, today, month.from, month.to, acceptedStatuses],
  );
  return rows[0]!;
}

export type RecentRow = {
  type: TransactionType;
  id: string;
  number: string;
  customerName: string;
  date: string;
  cents: string;
  status: string;
};

/** Up to `limit` newest of each kind inside the range; the rule merges them and keeps the first 10. */
export async function recentInRange(tx: Sql, companyId: string | null, range: Range, limit: number): Promise<RecentRow[]> {
  return tx.query<RecentRow>(
    `(select 'quote' as type, q.id, q.quote_number as number, c.name as "customerName", coalesce(q.quote_date, q.created_at::date)::text as date,
             (q.total_client_cost * 100)::bigint::text as cents, q.status
        from quote_requests q join companies c on c.id = q.company_id
       where q.quote_number is not null and ${companyIs('q')} and coalesce(q.quote_date, q.created_at::date) between $2::date and $3::date
       order by coalesce(q.quote_date, q.created_at::date) desc, q.quote_number desc limit $4)
     union all
     (select 'order', o.id, o.number, c.name, o.order_date::text, (o.total * 100)::bigint::text, o.status
        from sales_orders o join companies c on c.id = o.company_id
       where ${companyIs('o')} and o.order_date between $2::date and $3::date
       order by o.order_date desc, o.number desc limit $4)
     union all
     (select 'invoice', i.id, i.number, c.name, i.invoice_date::text, (i.total * 100)::bigint::text, i.status
        from invoices i join companies c on c.id = i.company_id
       where ${companyIs('i')} and i.invoice_date between $2::date and $3::date
       order by i.invoice_date desc, i.number desc limit $4)
     union all
     (select 'payment', i.id, i.number, c.name, (i.paid_at at time zone 'UTC')::date::text, (i.amount_paid * 100)::bigint::text, 'paid'
        from invoices i join companies c on c.id = i.company_id
       where i.status = 'paid' and ${companyIs('i')} and ${tsInRange('i.paid_at', '$2', '$3')}
       order by i.paid_at desc limit $4)`,
    [companyId, range.from, range.to, limit],
  );
}

export async function companyName(tx: Sql, companyId: string): Promise<string | null> {
  const rows = await tx.query<{ name: string }>('select name from companies where id = $1', [companyId]);
  return rows[0]?.name ?? null;
}
