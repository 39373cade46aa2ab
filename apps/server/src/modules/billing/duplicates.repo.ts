import type { Sql } from '../../db/database.ts';

export type DuplicateRow = {
  id: string;
  company_id: string;
  checkout_id: string;
  provider: 'stripe' | 'test';
  provider_session_id: string;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  provider_invoice_id: string | null;
  kept_subscription_id: string | null;
  tier: 'basic' | 'professional';
  billing_period: 'monthly' | 'yearly';
  amount_cents: number;
  event_id: string;
  status: 'pending' | 'refunded' | 'failed';
  canceled_at: Date | null;
  refund_ids: string | null;
  error: string | null;
  created_at: Date;
  resolved_at: Date | null;
};

/** Records a second subscription once per checkout; a repeated event gets the row already there. */
export async function recordDuplicate(
  tx: Sql,
  d: {
    companyId: string;
    checkoutId: string;
    provider: 'stripe' | 'test';
    providerSessionId: string;
    providerSubscriptionId: string | null;
    providerCustomerId: string | null;
    providerInvoiceId: string | null;
    keptSubscriptionId: string | null;
    tier: 'basic' | 'professional';
    period: 'monthly' | 'yearly';
    amountCents: number;
    eventId: string;
  },
): Promise<DuplicateRow> {
  await tx.query(
    `insert into subscription_duplicates (company_id, checkout_id, provider, provider_session_id, provider_subscription_id, provider_customer_id,
       provider_invoice_id, kept_subscription_id, tier, billing_period, amount_cents, event_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (checkout_id) do nothing`,
    [
      d.companyId,
      d.checkoutId,
      d.provider,
      d.providerSessionId,
      d.providerSubscriptionId,
      d.providerCustomerId,
      d.providerInvoiceId,
      d.keptSubscriptionId,
      d.tier,
      d.period,
      d.amountCents,
      d.eventId,
    ],
  );
  return (await findDuplicateOfCheckout(tx, d.checkoutId))!;
}

export async function findDuplicateOfCheckout(tx: Sql, checkoutId: string): Promise<DuplicateRow | null> {
  const rows = await tx.query<DuplicateRow>('select * from subscription_duplicates where checkout_id = $1', [checkoutId]);
  return rows[0] ?? null;
}

export async function markDuplicateCanceled(tx: Sql, id: string): Promise<void> {
  await tx.query('update subscription_duplicates set canceled_at = coalesce(canceled_at, now()) where id = $1', [id]);
}

export async function markDuplicateRefunded(tx: Sql, id: string, refundIds: string[]): Promise<void> {
  await tx.query(
    `update subscription_duplicates set status = 'refunded', refund_ids = $2, error = null, resolved_at = now() where id = $1`,
    [id, refundIds.join(',')],
  );
}

export async function markDuplicateFailed(tx: Sql, id: string, error: string): Promise<void> {
  await tx.query(`update subscription_duplicates set status = 'failed', error = $2 where id = $1 and status <> 'refunded'`, [
    id,
    error.slice(0, 1000),
  ]);
}

export type DuplicateListRow = DuplicateRow & { company_name: string };

/** Provider admins' list, newest first (RLS: an admin not impersonating sees every company). */
export async function listDuplicates(tx: Sql, limit: number): Promise<DuplicateListRow[]> {
  return tx.query<DuplicateListRow>(
    `select d.*, c.name as company_name from subscription_duplicates d join companies c on c.id = d.company_id
      order by d.created_at desc limit $1`,
    [limit],
  );
}
