import type { PaymentProvider, PaymentSessionStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

export type PayableInvoiceRow = {
  id: string;
  company_id: string;
  number: string;
  status: string;
  total: number;
  amount_paid: number;
  due_date: string;
  quote_request_id: string;
  customer_name: string;
};

export async function lockInvoiceForPayment(tx: Sql, id: string, companyId: string | null): Promise<PayableInvoiceRow | null> {
  const rows = await tx.query<PayableInvoiceRow>(
    `select i.id, i.company_id, i.number, i.status, i.total::float8 as total, i.amount_paid::float8 as amount_paid,
            i.due_date::text as due_date, i.quote_request_id, c.name as customer_name
       from invoices i join companies c on c.id = i.company_id
      where i.id = $1 and ($2::uuid is null or i.company_id = $2) for update of i`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export async function invoiceIdForQuote(tx: Sql, quoteRequestId: string, companyId: string | null): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    // The request's one invoice that is not void (migration 0013): a voided one is never what Pay Now pays.
    `select id from invoices where quote_request_id = $1 and ($2::uuid is null or company_id = $2) and status <> 'void'`,
    [quoteRequestId, companyId],
  );
  return rows[0]?.id ?? null;
}

export async function quoteVisible(tx: Sql, quoteRequestId: string, companyId: string | null): Promise<boolean> {
  const rows = await tx.query('select 1 from quote_requests where id = $1 and ($2::uuid is null or company_id = $2)', [
    quoteRequestId,
    companyId,
  ]);
  return rows.length > 0;
}

export type SessionRow = {
  id: string;
  company_id: string;
  invoice_id: string;
  provider: PaymentProvider;
  provider_session_id: string | null;
  amount_cents: number;
  currency: 'usd';
  status: PaymentSessionStatus;
  url: string | null;
  created_at: Date;
  paid_at: Date | null;
};

const sessionColumns =
  'id, company_id, invoice_id, provider, provider_session_id, amount_cents, currency, status, url, created_at, paid_at';

/** An open session for the same amount made in the last 23 hours (Checkout Sessions live 24): a second click reuses it. */
export async function findReusableSession(
  tx: Sql,
  invoiceId: string,
  provider: PaymentProvider,
  amountCents: number,
): Promise<SessionRow | null> {
  const rows = await tx.query<SessionRow>(
    `select ${sessionColumns} from payment_sessions
      where invoice_id = $1 and provider = $2 and amount_cents = $3 and status = 'open' and url is not null
        and created_at > now() - interval '23 hours'
      order by created_at desc limit 1`,
    [invoiceId, provider, amountCents],
  );
  return rows[0] ?? null;
}

export async function insertSession(
  tx: Sql,
  s: { id: string; companyId: string; invoiceId: string; provider: PaymentProvider; amountCents: number; createdBy: string },
): Promise<void> {
  await tx.query(
    `insert into payment_sessions (id, company_id, invoice_id, provider, amount_cents, currency, created_by) values ($1, $2, $3, $4, $5, 'usd', $6)`,
    [s.id, s.companyId, s.invoiceId, s.provider, s.amountCents, s.createdBy],
  );
}

export async function setSessionProviderId(tx: Sql, id: string, providerSessionId: string, url: string): Promise<void> {
  await tx.query('update payment_sessions set provider_session_id = $2, url = $3 where id = $1', [id, providerSessionId, url]);
}

export async function lockSession(tx: Sql, id: string): Promise<SessionRow | null> {
  const rows = await tx.query<SessionRow>(`select ${sessionColumns} from payment_sessions where id = $1 for update`, [id]);
  return rows[0] ?? null;
}

export async function findSession(tx: Sql, id: string): Promise<SessionRow | null> {
  const rows = await tx.query<SessionRow>(`select ${sessionColumns} from payment_sessions where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setSessionStatus(tx: Sql, id: string, status: PaymentSessionStatus): Promise<void> {
  await tx.query(`update payment_sessions set status = $2, paid_at = case when $2 = 'paid' then now() else null end where id = $1`, [
    id,
    status,
  ]);
}

export type SessionViewRow = SessionRow & {
  invoice_number: string;
  invoice_status: string;
  quote_request_id: string;
  company_name: string;
};

/** By our id or the provider's ('cs_…' on Stripe's /success redirect). */
export async function findSessionView(tx: Sql, key: { id: string | null; providerSessionId: string }): Promise<SessionViewRow | null> {
  const rows = await tx.query<SessionViewRow>(
    `select s.id, s.company_id, s.invoice_id, s.provider, s.provider_session_id, s.amount_cents, s.currency, s.status, s.url,
            s.created_at, s.paid_at, i.number as invoice_number, i.status as invoice_status, i.quote_request_id, c.name as company_name
       from payment_sessions s
       join invoices i on i.id = s.invoice_id and i.company_id = s.company_id
       join companies c on c.id = s.company_id
      where ($1::uuid is not null and s.id = $1) or s.provider_session_id = $2
      limit 1`,
    [key.id, key.providerSessionId],
  );
  return rows[0] ?? null;
}

export type SessionLookup = { session_id: string; company_id: string; invoice_id: string; provider_session_id: string | null };

/** Pre-tenant (ADR 0001 allow-list: payment_session_lookup): the company a webhook or test-checkout session belongs to. */
export async function lookupSessionUnscoped(
  tx: Sql,
  key: { provider: PaymentProvider | null; providerSessionId: string | null; sessionId: string | null },
): Promise<SessionLookup | null> {
  const rows = await tx.query<SessionLookup>('select * from payment_session_lookup($1, $2, $3)', [
    key.provider,
    key.providerSessionId,
    key.sessionId,
  ]);
  return rows[0] ?? null;
}

/** Records a delivery (invoice payments and plan subscriptions alike); null when this provider event id was seen before (a replay). */
export async function insertEvent(
  tx: Sql,
  e: { provider: PaymentProvider; eventId: string; type: string; companyId: string; invoiceId: string | null; sessionId: string | null },
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into payment_events (provider, event_id, type, company_id, invoice_id, payment_session_id, outcome)
     values ($1, $2, $3, $4, $5, $6, 'received') on conflict (provider, event_id) do nothing returning id`,
    [e.provider, e.eventId, e.type, e.companyId, e.invoiceId, e.sessionId],
  );
  return rows[0]?.id ?? null;
}

export async function setEventOutcome(tx: Sql, id: string, outcome: string): Promise<void> {
  await tx.query('update payment_events set outcome = $2 where id = $1', [id, outcome]);
}

/** Adds a payment; the invoice becomes paid when nothing is left to pay. Returns the new state. */
export async function applyPayment(
  tx: Sql,
  invoiceId: string,
  companyId: string,
  amount: number,
): Promise<{ status: string; amount_paid: number; total: number }> {
  const rows = await tx.query<{ status: string; amount_paid: number; total: number }>(
    `update invoices set amount_paid = least(total, amount_paid + $3::numeric),
            status = case when least(total, amount_paid + $3::numeric) >= total then 'paid' else status end,
            paid_at = case when least(total, amount_paid + $3::numeric) >= total then now() else paid_at end,
            updated_at = now()
      where id = $1 and company_id = $2 and status = 'issued'
      returning status, amount_paid::float8 as amount_paid, total::float8 as total`,
    [invoiceId, companyId, amount],
  );
  return rows[0]!;
}

export async function companyName(tx: Sql, companyId: string): Promise<string> {
  const rows = await tx.query<{ name: string }>('select name from companies where id = $1', [companyId]);
  return rows[0]?.name ?? '';
}
