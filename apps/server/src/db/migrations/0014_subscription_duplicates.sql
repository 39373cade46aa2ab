-- A second subscription (issue 12 item 3, ADR 0006): an older plan checkout paid after the company already had a live
-- subscription. It never replaces the company's plan. Its checkout is marked 'duplicate' and this row records it until
-- the provider subscription is cancelled and its payment refunded; provider admins see every row.
alter table subscription_checkouts drop constraint subscription_checkouts_status_check;
alter table subscription_checkouts add constraint subscription_checkouts_status_check
  check (status in ('open', 'completed', 'expired', 'failed', 'duplicate'));

create table subscription_duplicates (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  -- One checkout makes at most one provider subscription, so a replayed or repeated event finds this row again.
  checkout_id uuid not null unique references subscription_checkouts (id),
  provider text not null check (provider in ('stripe', 'test')),
  provider_session_id text not null check (char_length(provider_session_id) <= 255),
  provider_subscription_id text check (char_length(provider_subscription_id) <= 255),
  provider_customer_id text check (char_length(provider_customer_id) <= 255),
  provider_invoice_id text check (char_length(provider_invoice_id) <= 255),
  -- The company's subscription that stays.
  kept_subscription_id text check (char_length(kept_subscription_id) <= 255),
  tier text not null check (tier in ('basic', 'professional')),
  billing_period text not null check (billing_period in ('monthly', 'yearly')),
  amount_cents integer not null check (amount_cents >= 0),
  event_id text not null check (char_length(event_id) <= 255),
  status text not null default 'pending' check (status in ('pending', 'refunded', 'failed')),
  canceled_at timestamptz,
  refund_ids text check (char_length(refund_ids) <= 1000),
  error text check (char_length(error) <= 1000),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  check ((status = 'refunded') = (resolved_at is not null))
);
create index subscription_duplicates_company_idx on subscription_duplicates (company_id, created_at desc);
create index subscription_duplicates_created_idx on subscription_duplicates (created_at desc);

alter table subscription_duplicates enable row level security;
alter table subscription_duplicates force row level security;
create policy owner_all on subscription_duplicates to current_user using (true) with check (true);
create policy tenant_select on subscription_duplicates for select to app_user using (app_is_admin() or company_id = app_company_id());
create policy billing_insert on subscription_duplicates for insert to app_user with check (app_is_billing() and company_id = app_company_id());
create policy billing_update on subscription_duplicates for update to app_user
  using (app_is_billing() and company_id = app_company_id()) with check (app_is_billing() and company_id = app_company_id());

grant select, insert on subscription_duplicates to app_user;
grant update (status, canceled_at, refund_ids, error, resolved_at) on subscription_duplicates to app_user;
