import type { Sql } from '../../db/database.ts';

/** Client companies (not the provider) with their plan facts; the job checks the tier feature. */
export async function listClientCompaniesUnscoped(tx: Sql): Promise<{ id: string; name: string }[]> {
  return tx.query<{ id: string; name: string }>('select id, name from companies where not is_provider order by id');
}

/** Claims the company's week: true for the one run that inserted it (a second run, or two at once, get false). */
export async function claimDigestWeekUnscoped(tx: Sql, companyId: string, weekStart: string): Promise<boolean> {
  const rows = await tx.query(
    'insert into weekly_digest_runs (company_id, week_start) values ($1, $2) on conflict do nothing returning company_id',
    [companyId, weekStart],
  );
  return rows.length === 1;
}

export async function setDigestRecipientsUnscoped(tx: Sql, companyId: string, weekStart: string, n: number): Promise<void> {
  await tx.query('update weekly_digest_runs set recipients = $3 where company_id = $1 and week_start = $2', [companyId, weekStart, n]);
}

export type DigestFiguresRow = {
  tasks_completed: number;
  tasks_overdue: number;
  repairs_submitted: number;
  repairs_completed: number;
  repairs_awaiting: number;
  quotes_sent: number;
  quotes_accepted: number;
  quotes_awaiting: number;
  invoices_issued: number;
  invoiced_total: string;
  invoices_paid: number;
  paid_total: string;
  invoices_open: number;
  open_balance: string;
  fleet_alerts: number;
  fleet_alerts_open: number;
};

/**
 * One company's week [weekStart, weekEnd) and what is open on `today` (UTC dates). Every figure filters on the company
 * (the job runs as the owner); money as exact decimal strings.
 */
export async function digestFiguresUnscoped(
  tx: Sql,
  q: { companyId: string; weekStart: string; weekEnd: string; today: string },
): Promise<DigestFiguresRow> {
  const rows = await tx.query<DigestFiguresRow>(
    `with w as (select $2::date::timestamp at time zone 'UTC' as s, $3::date::timestamp at time zone 'UTC' as e)
     select
       (select count(*)::int from maintenance_tasks t, w where t.company_id = $1 and t.status = 'completed'
          and t.completed_at >= w.s and t.completed_at < w.e) as tasks_completed,
       (select count(*)::int from maintenance_tasks t where t.company_id = $1 and t.status in ('pending', 'in_progress')
          and t.due_date < $4::date) as tasks_overdue,
       (select count(*)::int from repairs r, w where r.company_id = $1 and r.created_at >= w.s and r.created_at < w.e) as repairs_submitted,
       (select count(*)::int from repairs r, w where r.company_id = $1 and r.completed_at >= w.s and r.completed_at < w.e) as repairs_completed,
       (select count(*)::int from repairs r where r.company_id = $1 and r.status = 'submitted') as repairs_awaiting,
       (select count(distinct q.quote_request_id)::int from quote_status_events q, w where q.company_id = $1
          and q.to_status = 'sent_to_client' and q.created_at >= w.s and q.created_at < w.e) as quotes_sent,
       (select count(distinct q.quote_request_id)::int from quote_status_events q, w where q.company_id = $1
          and q.to_status = 'accepted' and q.created_at >= w.s and q.created_at < w.e) as quotes_accepted,
       (select count(*)::int from quote_requests q where q.company_id = $1 and q.status = 'sent_to_client') as quotes_awaiting,
       (select count(*)::int from invoices i where i.company_id = $1 and i.status <> 'void'
          and i.invoice_date >= $2::date and i.invoice_date < $3::date) as invoices_issued,
       (select coalesce(sum(i.total), 0)::numeric(14, 2)::text from invoices i where i.company_id = $1 and i.status <> 'void'
          and i.invoice_date >= $2::date and i.invoice_date < $3::date) as invoiced_total,
       (select count(*)::int from invoices i, w where i.company_id = $1 and i.status = 'paid' and i.paid_at >= w.s and i.paid_at < w.e) as invoices_paid,
       (select coalesce(sum(i.total), 0)::numeric(14, 2)::text from invoices i, w where i.company_id = $1 and i.status = 'paid'
          and i.paid_at >= w.s and i.paid_at < w.e) as paid_total,
       (select count(*)::int from invoices i where i.company_id = $1 and i.status = 'issued') as invoices_open,
       (select coalesce(sum(i.total - i.amount_paid), 0)::numeric(14, 2)::text from invoices i where i.company_id = $1
          and i.status = 'issued') as open_balance,
       (select count(*)::int from fleet_alerts f, w where f.company_id = $1 and f.created_at >= w.s and f.created_at < w.e) as fleet_alerts,
       (select count(*)::int from fleet_alerts f where f.company_id = $1 and not f.acknowledged) as fleet_alerts_open`,
    [q.companyId, q.weekStart, q.weekEnd, q.today],
  );
  return rows[0]!;
}
