import type { FunnelStage } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { centsOf, companyIs, tsInRange, type Range } from './range.repo.ts';

export type FunnelRow = { month: string; stage: FunnelStage; count: number; cents: string };

/** Counts and sums by month of each funnel stage (financial.rules.ts funnelStages) inside the range. */
export async function funnelRows(tx: Sql, companyId: string | null, range: Range): Promise<FunnelRow[]> {
  return tx.query<FunnelRow>(
    `select to_char(q.day, 'YYYY-MM') as month, 'quotes' as stage, count(*)::int as count, ${centsOf('q.total_client_cost')} as cents
       from (select coalesce(quote_date, created_at::date) as day, total_client_cost from quote_requests q
              where q.quote_number is not null and ${companyIs('q')}) q
      where q.day between $2::date and $3::date group by 1
     union all
     select to_char(o.order_date, 'YYYY-MM'), 'orders', count(*)::int, ${centsOf('o.total')} from sales_orders o
      where ${companyIs('o')} and o.status <> 'cancelled' and o.order_date between $2::date and $3::date group by 1
     union all
     select to_char(i.invoice_date, 'YYYY-MM'), 'invoices', count(*)::int, ${centsOf('i.total')} from invoices i
      where ${companyIs('i')} and i.status <> 'void' and i.invoice_date between $2::date and $3::date group by 1
     union all
     select to_char(i.paid_at at time zone 'UTC', 'YYYY-MM'), 'paid', count(*)::int, ${centsOf('i.amount_paid')} from invoices i
      where ${companyIs('i')} and i.status = 'paid' and ${tsInRange('i.paid_at', '$2', '$3')} group by 1`,
    [companyId, range.from, range.to],
  );
}

export type AgingRow = { bucket: string; count: number; cents: string };

/**
 * Overdue invoices on `today` (issued, balance left, due before today) by days past due — the buckets of
 * financial.rules.ts agingBucketOf.
 */
export async function overdueByAge(tx: Sql, companyId: string | null, today: string): Promise<AgingRow[]> {
  return tx.query<AgingRow>(
    `select case when $2::date - i.due_date <= 30 then '1-30' when $2::date - i.due_date <= 60 then '31-60'
                 when $2::date - i.due_date <= 90 then '61-90' else '90+' end as bucket,
            count(*)::int as count, ${centsOf('i.total - i.amount_paid')} as cents
       from invoices i
      where ${companyIs('i')} and i.status = 'issued' and i.amount_paid < i.total and i.due_date < $2::date
      group by 1`,
    [companyId, today],
  );
}

/** Invoices paid in the range: how many and the days from invoice date to payment, summed. */
export async function daysToPay(tx: Sql, companyId: string | null, range: Range): Promise<{ paid: number; days: number }> {
  const rows = await tx.query<{ paid: number; days: number }>(
    `select count(*)::int as paid, coalesce(sum((i.paid_at at time zone 'UTC')::date - i.invoice_date), 0)::int as days
       from invoices i where ${companyIs('i')} and i.status = 'paid' and ${tsInRange('i.paid_at', '$2', '$3')}`,
    [companyId, range.from, range.to],
  );
  return rows[0]!;
}
