-- Subscriptions, free trials and plan checkouts (issue 6 items 4-7, ADR 0006).
-- Tenancy (ADR 0001): a company reads its own subscription and checkouts; a provider admin reads all. Only the
-- server's billing service writes them: its transactions run with app.role = 'billing', which no signed-in person's
-- context can have (request_begin copies the user's role, and users.role never holds 'billing').
-- companies.subscription_tier/status/trial_* stay as the summary other readers use (admin list, review
-- verification); a trigger copies them from the subscription row, and app_user may no longer change them.

create or replace function app_is_billing() returns boolean
  language sql stable as $$ select coalesce(current_setting('app.role', true), '') = 'billing' $$;

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null unique references companies (id),
  tier text not null check (tier in ('basic', 'professional', 'enterprise')),
  status text not null check (status in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
  billing_period text check (billing_period in ('monthly', 'yearly')),
  trial_end timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- Billed (or trialling) at the founders price (spec 03 §9); a lapsed subscription keeps the flag but no spot.
  founders_pricing boolean not null default false,
  provider text not null default 'none' check (provider in ('stripe', 'test', 'none')),
  provider_customer_id text check (char_length(provider_customer_id) <= 255),
  provider_subscription_id text unique check (char_length(provider_subscription_id) <= 255),
  -- The provider's creation time (unix seconds) of the newest event applied: an older delivery arriving late changes nothing.
  provider_event_created bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'trialing' or trial_end is not null),
  check (provider <> 'none' or provider_subscription_id is null)
);

-- One row per plan checkout we start; its id is the capability in the test checkout URL (like payment_sessions).
create table subscription_checkouts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  tier text not null check (tier in ('basic', 'professional')),
  billing_period text not null check (billing_period in ('monthly', 'yearly')),
  amount_cents integer not null check (amount_cents > 0),
  founders_pricing boolean not null,
  provider text not null check (provider in ('stripe', 'test')),
  provider_session_id text unique check (char_length(provider_session_id) <= 255),
  url text,
  status text not null default 'open' check (status in ('open', 'completed', 'expired', 'failed')),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((status = 'completed') = (completed_at is not null))
);
create index subscription_checkouts_company_idx on subscription_checkouts (company_id, created_at desc);
create index subscription_checkouts_founders_open_idx on subscription_checkouts (created_at) where founders_pricing and status = 'open';

alter table subscriptions enable row level security;
alter table subscriptions force row level security;
alter table subscription_checkouts enable row level security;
alter table subscription_checkouts force row level security;

create policy owner_all on subscriptions to current_user using (true) with check (true);
create policy owner_all on subscription_checkouts to current_user using (true) with check (true);

create policy tenant_select on subscriptions for select to app_user using (app_is_admin() or company_id = app_company_id());
create policy billing_insert on subscriptions for insert to app_user with check (app_is_billing() and company_id = app_company_id());
create policy billing_update on subscriptions for update to app_user
  using (app_is_billing() and company_id = app_company_id()) with check (app_is_billing() and company_id = app_company_id());

create policy tenant_select on subscription_checkouts for select to app_user using (app_is_admin() or company_id = app_company_id());
create policy billing_insert on subscription_checkouts for insert to app_user with check (app_is_billing() and company_id = app_company_id());
create policy billing_update on subscription_checkouts for update to app_user
  using (app_is_billing() and company_id = app_company_id()) with check (app_is_billing() and company_id = app_company_id());

grant select, insert on subscriptions, subscription_checkouts to app_user;
grant update (tier, status, billing_period, trial_end, current_period_end, cancel_at_period_end, founders_pricing, provider,
  provider_customer_id, provider_subscription_id, provider_event_created, updated_at) on subscriptions to app_user;
grant update (provider_session_id, url, status, completed_at) on subscription_checkouts to app_user;

-- The company summary is written only by the trigger below (and by the owner: seeding, migrations).
revoke update (subscription_status, subscription_tier, trial_status, trial_end_date) on companies from app_user;

-- Copies the subscription into the company summary. Definer: app_user may not write these columns itself.
create or replace function subscriptions_mirror() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update companies set
    subscription_tier = new.tier,
    subscription_status = new.status,
    trial_end_date = new.trial_end,
    trial_status = case when new.trial_end is null then null when new.status = 'trialing' then 'active'
                        when new.status in ('active', 'past_due') then 'converted' else 'ended' end,
    founders_pricing = new.founders_pricing,
    updated_at = now()
  where id = new.company_id;
  return null;
end
$$;
revoke all on function subscriptions_mirror() from public;
create trigger subscriptions_mirror after insert or update on subscriptions for each row execute function subscriptions_mirror();

-- Companies holding a founders spot (spec 03 §9), apart from p_exclude: billed or trialling at the founders price and
-- still live; marked by the provider without a self-service subscription; or a founders-priced checkout still open
-- (Checkout Sessions live 24 hours). A lapsed trial or subscription gives its spot back.
create or replace function founders_spot_holders(p_exclude uuid)
returns integer
language sql stable security definer set search_path = public as $$
  select count(*)::int from companies c
   where c.id is distinct from p_exclude and not c.is_provider and (
     exists (select 1 from subscriptions s where s.company_id = c.id and s.founders_pricing and (
       (s.status = 'trialing' and s.trial_end > now())
       or (s.status in ('active', 'past_due') and not (s.cancel_at_period_end and s.current_period_end <= now()))))
     or (c.founders_pricing and not exists (select 1 from subscriptions s where s.company_id = c.id))
     or exists (select 1 from subscription_checkouts k where k.company_id = c.id and k.founders_pricing and k.status = 'open'
                  and k.created_at > now() - interval '24 hours'))
$$;

-- The public counter (migration 0008) now counts live spots; the cap of 25 stays a domain rule.
create or replace function founders_claimed_count()
returns integer
language sql stable security definer set search_path = public as $$
  select founders_spot_holders(null)
$$;

-- Whether p_company is (or may now be) priced as a founder: it holds a live spot, or fewer than p_cap others do.
-- The transaction-scoped lock makes concurrent claims take turns, so the 26th never gets a spot; the caller records
-- the spot (trial or checkout row) in the same transaction, before the lock is released at commit.
create or replace function billing_founders_spot(p_company uuid, p_cap integer)
returns boolean
language plpgsql volatile security definer set search_path = public as $$
begin
  perform pg_advisory_xact_lock(7310010);
  return founders_spot_holders(null) - founders_spot_holders(p_company) = 1
      or founders_spot_holders(p_company) < p_cap;
end
$$;

-- Self-service sign-up (/signup-with-plan): a visitor has no tenant context and may not create companies, so this
-- creates the company, its client_admin and the no-card trial in one step. The password arrives already hashed.
create or replace function billing_signup(
  p_company_name text, p_email text, p_name text, p_password_hash text, p_tier text, p_trial_end timestamptz, p_founders_cap integer
)
returns table (outcome text, company_id uuid, user_id uuid, founders_pricing boolean)
language plpgsql volatile security definer set search_path = public as $$
#variable_conflict use_column
declare
  v_company uuid;
  v_user uuid;
  v_founders boolean;
begin
  if p_tier not in ('basic', 'professional') then
    raise exception 'billing_signup: plan % is not self-service', p_tier using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(7310010);
  if exists (select 1 from users u where lower(u.email) = lower(p_email)) then
    return query select 'email_taken'::text, null::uuid, null::uuid, false;
    return;
  end if;
  if exists (select 1 from companies c where lower(c.name) = lower(p_company_name)) then
    return query select 'company_taken'::text, null::uuid, null::uuid, false;
    return;
  end if;
  v_founders := founders_spot_holders(null) < p_founders_cap;
  insert into companies (name, contact_email) values (p_company_name, lower(p_email)) returning id into v_company;
  insert into users (company_id, email, name, role, password_hash) values (v_company, lower(p_email), p_name, 'client_admin', p_password_hash)
    returning id into v_user;
  insert into subscriptions (company_id, tier, status, trial_end, founders_pricing, provider)
    values (v_company, p_tier, 'trialing', p_trial_end, v_founders, 'none');
  return query select 'created'::text, v_company, v_user, v_founders;
end
$$;

-- Webhooks and the test checkout page arrive without a session: the company a subscription event or checkout
-- belongs to, found by the provider's ids or our checkout id (the capability handed out only in the checkout URL).
create or replace function billing_subscription_lookup(
  p_checkout_id uuid, p_provider_session_id text, p_provider_subscription_id text
)
returns table (company_id uuid, checkout_id uuid, checkout_provider_session_id text, subscription_id uuid)
language sql stable security definer set search_path = public as $$
  select coalesce(k.company_id, s.company_id), k.id, k.provider_session_id, s.id
    from (select 1) one
    left join lateral (
      select k.* from subscription_checkouts k
       where (p_checkout_id is not null and k.id = p_checkout_id)
          or (p_provider_session_id is not null and k.provider_session_id = p_provider_session_id)
       order by (k.provider_session_id is not distinct from p_provider_session_id) desc limit 1) k on true
    left join lateral (
      select s.* from subscriptions s
       where (p_provider_subscription_id is not null and s.provider_subscription_id = p_provider_subscription_id)
          or (k.company_id is not null and s.company_id = k.company_id)
       order by (s.provider_subscription_id is not distinct from p_provider_subscription_id) desc limit 1) s on true
   where k.id is not null or s.id is not null
$$;

revoke all on function founders_spot_holders(uuid), billing_founders_spot(uuid, integer),
  billing_signup(text, text, text, text, text, timestamptz, integer), billing_subscription_lookup(uuid, text, text) from public;
grant execute on function founders_spot_holders(uuid), billing_founders_spot(uuid, integer),
  billing_signup(text, text, text, text, text, timestamptz, integer), billing_subscription_lookup(uuid, text, text) to app_user;
