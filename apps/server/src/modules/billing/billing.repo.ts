import type { BillingPeriod, PlanId, SubscriptionProvider, SubscriptionStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

export type SubscriptionRow = {
  id: string;
  company_id: string;
  tier: PlanId;
  status: SubscriptionStatus;
  billing_period: BillingPeriod | null;
  trial_end: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  founders_pricing: boolean;
  provider: SubscriptionProvider;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_event_created: string | null;
  created_at: Date;
  updated_at: Date;
};

export type CompanyPlanRow = {
  id: string;
  name: string;
  is_provider: boolean;
  subscription_tier: PlanId;
  subscription_status: string;
  trial_status: string | null;
  trial_end_date: Date | null;
  founders_pricing: boolean;
};

export async function findCompany(tx: Sql, companyId: string): Promise<CompanyPlanRow | null> {
  const rows = await tx.query<CompanyPlanRow>(
    `select id, name, is_provider, subscription_tier, subscription_status, trial_status, trial_end_date, founders_pricing
       from companies where id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

/**
 * Billing changes of one company take turns until commit (trial start, subscription events), so two of them cannot
 * both see "no plan yet" and both act on it.
 */
export async function lockCompanyBilling(tx: Sql, companyId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('gears:billing:' || $1, 0))`, [companyId]);
}

export async function findSubscription(tx: Sql, companyId: string, opts: { lock?: boolean } = {}): Promise<SubscriptionRow | null> {
  const rows = await tx.query<SubscriptionRow>(`select * from subscriptions where company_id = $1${opts.lock ? ' for update' : ''}`, [
    companyId,
  ]);
  return rows[0] ?? null;
}

export async function insertTrial(
  tx: Sql,
  s: { companyId: string; tier: PlanId; trialEnd: Date; founders: boolean },
): Promise<SubscriptionRow> {
  const rows = await tx.query<SubscriptionRow>(
    `insert into subscriptions (company_id, tier, status, trial_end, founders_pricing, provider)
     values ($1, $2, 'trialing', $3, $4, 'none') returning *`,
    [s.companyId, s.tier, s.trialEnd, s.founders],
  );
  return rows[0]!;
}

/** The fields a provider event may set; undefined leaves a column as it is. */
export type SubscriptionChange = Partial<{
  tier: PlanId;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  foundersPricing: boolean;
  provider: SubscriptionProvider;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  providerEventCreated: number;
}>;

const columnOf: Record<keyof SubscriptionChange, string> = {
  tier: 'tier',
  status: 'status',
  billingPeriod: 'billing_period',
  trialEnd: 'trial_end',
  currentPeriodEnd: 'current_period_end',
  cancelAtPeriodEnd: 'cancel_at_period_end',
  foundersPricing: 'founders_pricing',
  provider: 'provider',
  providerCustomerId: 'provider_customer_id',
  providerSubscriptionId: 'provider_subscription_id',
  providerEventCreated: 'provider_event_created',
};

/** Creates the company's subscription row from a completed checkout, or applies the change to the one it has. */
export async function upsertSubscription(
  tx: Sql,
  companyId: string,
  change: SubscriptionChange & { tier: PlanId; status: SubscriptionStatus },
): Promise<SubscriptionRow> {
  const existing = await findSubscription(tx, companyId, { lock: true });
  if (existing) return updateSubscription(tx, companyId, change);
  const entries = Object.entries(change).filter(([, v]) => v !== undefined) as [keyof SubscriptionChange, unknown][];
  const rows = await tx.query<SubscriptionRow>(
    `insert into subscriptions (company_id, ${entries.map(([k]) => columnOf[k]).join(', ')})
     values ($1, ${entries.map((_, i) => `$${i + 2}`).join(', ')}) returning *`,
    [companyId, ...entries.map(([, v]) => v)],
  );
  return rows[0]!;
}

export async function updateSubscription(tx: Sql, companyId: string, change: SubscriptionChange): Promise<SubscriptionRow> {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined) as [keyof SubscriptionChange, unknown][];
  const sets = entries.map(([k], i) => `${columnOf[k]} = $${i + 2}`);
  const rows = await tx.query<SubscriptionRow>(
    `update subscriptions set ${[...sets, 'updated_at = now()'].join(', ')} where company_id = $1 returning *`,
    [companyId, ...entries.map(([, v]) => v)],
  );
  return rows[0]!;
}

/** Equipment on the register (archived units do not count) and seats: people plus live invitations. */
export async function usageOf(tx: Sql, companyId: string): Promise<{ equipment: number; users: number }> {
  const rows = await tx.query<{ equipment: number; users: number }>(
    `select (select count(*)::int from equipment where company_id = $1 and archived_at is null) as equipment,
            (select count(*)::int from users where company_id = $1 and disabled_at is null)
          + (select count(*)::int from invitations where company_id = $1 and accepted_at is null and revoked_at is null and expires_at > now()) as users`,
    [companyId],
  );
  return rows[0]!;
}

/** Concurrent additions for one company and kind take turns until commit, so two requests cannot both take the last place. */
export async function lockUsage(tx: Sql, companyId: string, kind: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('gears:limit:' || $1 || ':' || $2, 0))`, [kind, companyId]);
}

export async function foundersSpot(tx: Sql, companyId: string, cap: number): Promise<boolean> {
  const rows = await tx.query<{ ok: boolean }>('select billing_founders_spot($1, $2) as ok', [companyId, cap]);
  return rows[0]!.ok;
}

export type CheckoutRow = {
  id: string;
  company_id: string;
  tier: 'basic' | 'professional';
  billing_period: BillingPeriod;
  amount_cents: number;
  founders_pricing: boolean;
  provider: 'stripe' | 'test';
  provider_session_id: string | null;
  url: string | null;
  status: 'open' | 'completed' | 'expired' | 'failed' | 'duplicate';
  created_by: string | null;
  created_at: Date;
  completed_at: Date | null;
};

export async function insertCheckout(
  tx: Sql,
  c: {
    id: string;
    companyId: string;
    tier: 'basic' | 'professional';
    period: BillingPeriod;
    amountCents: number;
    founders: boolean;
    provider: 'stripe' | 'test';
    createdBy: string;
  },
): Promise<void> {
  await tx.query(
    `insert into subscription_checkouts (id, company_id, tier, billing_period, amount_cents, founders_pricing, provider, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.id, c.companyId, c.tier, c.period, c.amountCents, c.founders, c.provider, c.createdBy],
  );
}

/** An open checkout for the same plan, price and provider made in the last 23 hours (sessions live 24): a second click reuses it. */
export async function findReusableCheckout(
  tx: Sql,
  c: { companyId: string; tier: string; period: BillingPeriod; amountCents: number; provider: 'stripe' | 'test' },
): Promise<CheckoutRow | null> {
  const rows = await tx.query<CheckoutRow>(
    `select * from subscription_checkouts
      where company_id = $1 and tier = $2 and billing_period = $3 and amount_cents = $4 and provider = $5 and status = 'open'
        and url is not null and created_at > now() - interval '23 hours'
      order by created_at desc limit 1`,
    [c.companyId, c.tier, c.period, c.amountCents, c.provider],
  );
  return rows[0] ?? null;
}

export async function setCheckoutProvider(tx: Sql, id: string, providerSessionId: string, url: string): Promise<void> {
  await tx.query('update subscription_checkouts set provider_session_id = $2, url = $3 where id = $1', [id, providerSessionId, url]);
}

/** The provider's answer for a checkout still open; false when it was closed meanwhile (the company subscribed). */
export async function setCheckoutProviderIfOpen(tx: Sql, id: string, providerSessionId: string, url: string): Promise<boolean> {
  const rows = await tx.query(
    `update subscription_checkouts set provider_session_id = $2, url = $3 where id = $1 and status = 'open' returning id`,
    [id, providerSessionId, url],
  );
  return rows.length > 0;
}

export type ClosedCheckout = { id: string; provider: 'stripe' | 'test'; provider_session_id: string | null };

/** A subscription started: the company's other open checkouts can no longer be paid (their provider sessions are expired next). */
export async function expireOtherOpenCheckouts(tx: Sql, companyId: string, keepId: string | null): Promise<ClosedCheckout[]> {
  return tx.query<ClosedCheckout>(
    `update subscription_checkouts set status = 'expired'
      where company_id = $1 and status = 'open' and ($2::uuid is null or id <> $2)
      returning id, provider, provider_session_id`,
    [companyId, keepId],
  );
}

export async function setCheckoutStatus(tx: Sql, id: string, status: CheckoutRow['status']): Promise<void> {
  await tx.query(
    `update subscription_checkouts set status = $2, completed_at = case when $2 = 'completed' then now() else null end where id = $1`,
    [id, status],
  );
}

export async function lockCheckout(tx: Sql, id: string): Promise<CheckoutRow | null> {
  const rows = await tx.query<CheckoutRow>('select * from subscription_checkouts where id = $1 for update', [id]);
  return rows[0] ?? null;
}

/** By our id or the provider's ('cs_…' on Stripe's /success redirect); RLS keeps it to the caller's company. */
export async function findCheckoutView(tx: Sql, key: { id: string | null; providerSessionId: string }): Promise<CheckoutRow | null> {
  const rows = await tx.query<CheckoutRow>(
    `select * from subscription_checkouts where ($1::uuid is not null and id = $1) or provider_session_id = $2 limit 1`,
    [key.id, key.providerSessionId],
  );
  return rows[0] ?? null;
}

export type SubscriptionLookup = {
  company_id: string;
  checkout_id: string | null;
  checkout_provider_session_id: string | null;
  subscription_id: string | null;
};

/** Pre-tenant (ADR 0001 allow-list: billing_subscription_lookup): the company a subscription event or test checkout belongs to. */
export async function lookupSubscriptionUnscoped(
  tx: Sql,
  key: { checkoutId: string | null; providerSessionId: string | null; providerSubscriptionId: string | null },
): Promise<SubscriptionLookup | null> {
  const rows = await tx.query<SubscriptionLookup>('select * from billing_subscription_lookup($1, $2, $3)', [
    key.checkoutId,
    key.providerSessionId,
    key.providerSubscriptionId,
  ]);
  return rows[0] ?? null;
}

export async function contactOf(
  tx: Sql,
  companyId: string,
  userId: string | null,
): Promise<{ company_name: string; email: string | null }> {
  const rows = await tx.query<{ company_name: string; email: string | null }>(
    `select c.name as company_name, coalesce((select u.email from users u where u.id = $2), c.contact_email) as email
       from companies c where c.id = $1`,
    [companyId, userId],
  );
  return rows[0] ?? { company_name: '', email: null };
}
