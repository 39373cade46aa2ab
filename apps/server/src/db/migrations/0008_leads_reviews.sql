-- Leads (demo, sales, contact and mobile-app notify requests) and customer reviews (spec 03 §3, §5),
-- plus the founders-pricing flag the founders counter reads (spec 03 §9).
-- Tenancy (ADR 0001): leads are the provider's own data, not a client tenant's: only a provider
-- admin reads or changes them, and visitors add them only through the definer function lead_submit.
-- Reviews belong to the reviewer's company (tenant policies); the public reads approved ones only
-- through public_approved_reviews, which returns no email and at most a first name and company name.

-- Set by billing when a company subscribes at the founders price; counted by founders_claimed_count().
alter table companies add column founders_pricing boolean not null default false;

create table leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('demo', 'sales', 'contact', 'mobile_notify')),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  -- Lower-cased: with kind, the dedupe key.
  email text not null check (email = lower(email) and char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 40),
  company text check (char_length(company) <= 200),
  message text check (char_length(message) <= 2000),
  lead_source text check (char_length(lead_source) <= 60),
  equipment_type text check (char_length(equipment_type) <= 100),
  fleet_size text check (char_length(fleet_size) <= 20),
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'closed')),
  submit_count integer not null default 1 check (submit_count >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index leads_kind_email_key on leads (kind, email);
create index leads_created_idx on leads (created_at desc);
create index leads_status_created_idx on leads (status, created_at desc);

create table customer_reviews (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  user_id uuid not null,
  rating smallint not null check (rating between 1 and 5),
  title text not null check (char_length(title) between 1 and 100),
  content text not null check (char_length(content) between 1 and 1000),
  service_type text not null check (service_type in ('equipment_management', 'maintenance_scheduling', 'ai_part_recognition',
    'quote_requests', 'customer_support', 'platform_overall', 'other')),
  -- Written by a user of a company with an active subscription when submitted.
  is_verified boolean not null default false,
  is_approved boolean not null default false,
  approved_by uuid references users (id) on delete set null,
  approved_at timestamptz,
  rejected_by uuid references users (id) on delete set null,
  rejected_at timestamptz,
  helpful_votes integer not null default 0 check (helpful_votes >= 0),
  created_at timestamptz not null default now(),
  -- The reviewer is always a user of the review's company.
  foreign key (user_id, company_id) references users (id, company_id) on delete cascade,
  check (not (is_approved and rejected_at is not null))
);
create index customer_reviews_company_idx on customer_reviews (company_id, created_at desc);
create index customer_reviews_approved_idx on customer_reviews (created_at desc) where is_approved;
create index customer_reviews_pending_idx on customer_reviews (created_at desc) where not is_approved and rejected_at is null;

alter table leads enable row level security;
alter table leads force row level security;
alter table customer_reviews enable row level security;
alter table customer_reviews force row level security;

create policy owner_all on leads to current_user using (true) with check (true);
create policy owner_all on customer_reviews to current_user using (true) with check (true);

-- Leads: provider admins only. No insert policy: visitors go through lead_submit.
create policy admin_select on leads for select to app_user using (app_is_admin());
create policy admin_update on leads for update to app_user using (app_is_admin()) with check (app_is_admin());

-- Reviews: a company reads its own; the author writes an unapproved one for their own company
-- (never while impersonating); only a provider admin moderates.
create policy tenant_select on customer_reviews for select to app_user using (app_is_admin() or company_id = app_company_id());
create policy author_insert on customer_reviews for insert to app_user
  with check (
    company_id = app_company_id() and user_id = app_user_id()
    and coalesce(current_setting('app.impersonating', true), '') <> 'true'
    and not is_approved and approved_by is null and approved_at is null and rejected_by is null and rejected_at is null
    and helpful_votes = 0
    and is_verified = exists (select 1 from companies c where c.id = company_id and c.subscription_status = 'active')
  );
create policy admin_update on customer_reviews for update to app_user using (app_is_admin()) with check (app_is_admin());

grant select on leads, customer_reviews to app_user;
grant insert on customer_reviews to app_user;
grant update (status, updated_at) on leads to app_user;
grant update (is_approved, approved_by, approved_at, rejected_by, rejected_at) on customer_reviews to app_user;

-- Pre-tenant allow-list additions (ADR 0001). Each runs as the owner and does one narrow thing.

-- A visitor's lead: stored once per (kind, email); a repeat updates the given fields, bumps
-- submit_count and reopens a closed lead. is_new tells the caller whether to notify the provider.
create or replace function lead_submit(
  p_kind text, p_email text, p_first_name text, p_last_name text, p_phone text, p_company text,
  p_message text, p_lead_source text, p_equipment_type text, p_fleet_size text
)
returns table (lead_id uuid, is_new boolean)
language sql volatile security definer set search_path = public as $$
  insert into leads as l (kind, email, first_name, last_name, phone, company, message, lead_source, equipment_type, fleet_size)
  values (p_kind, lower(p_email), p_first_name, p_last_name, p_phone, p_company, p_message, p_lead_source, p_equipment_type, p_fleet_size)
  on conflict (kind, email) do update set
    first_name = coalesce(excluded.first_name, l.first_name),
    last_name = coalesce(excluded.last_name, l.last_name),
    phone = coalesce(excluded.phone, l.phone),
    company = coalesce(excluded.company, l.company),
    message = coalesce(excluded.message, l.message),
    lead_source = coalesce(excluded.lead_source, l.lead_source),
    equipment_type = coalesce(excluded.equipment_type, l.equipment_type),
    fleet_size = coalesce(excluded.fleet_size, l.fleet_size),
    status = case when l.status = 'closed' then 'new' else l.status end,
    submit_count = l.submit_count + 1,
    updated_at = now()
  returning l.id, l.submit_count = 1
$$;

-- Who hears about a new lead or a review awaiting approval: the provider's enabled admins.
create or replace function provider_notification_recipients()
returns setof text
language sql stable security definer set search_path = public as $$
  select u.email from users u join companies c on c.id = u.company_id
   where u.role = 'gears_admin' and u.disabled_at is null and c.is_provider
   order by u.email
$$;

-- Approved reviews for the public pages, newest first: public fields only, never an email.
create or replace function public_approved_reviews(p_limit integer)
returns table (
  id uuid, rating smallint, title text, content text, service_type text, is_verified boolean,
  reviewer_first_name text, company_name text, created_at timestamptz
)
language sql stable security definer set search_path = public as $$
  select r.id, r.rating, r.title, r.content, r.service_type, r.is_verified,
         nullif(split_part(btrim(u.name), ' ', 1), ''), c.name, r.created_at
    from customer_reviews r
    join companies c on c.id = r.company_id
    left join users u on u.id = r.user_id
   where r.is_approved
   order by r.created_at desc, r.id
   limit least(greatest(p_limit, 0), 50)
$$;

-- The count and sum of approved ratings, for the average shown beside them.
create or replace function public_review_summary()
returns table (review_count integer, rating_sum integer)
language sql stable security definer set search_path = public as $$
  select count(*)::int, coalesce(sum(rating), 0)::int from customer_reviews where is_approved
$$;

-- Founders spots taken: companies billed at the founders price (the cap of 25 is a domain rule).
create or replace function founders_claimed_count()
returns integer
language sql stable security definer set search_path = public as $$
  select count(*)::int from companies where founders_pricing
$$;

revoke all on function lead_submit(text, text, text, text, text, text, text, text, text, text), provider_notification_recipients(),
  public_approved_reviews(integer), public_review_summary(), founders_claimed_count() from public;
grant execute on function lead_submit(text, text, text, text, text, text, text, text, text, text), provider_notification_recipients(),
  public_approved_reviews(integer), public_review_summary(), founders_claimed_count() to app_user;
