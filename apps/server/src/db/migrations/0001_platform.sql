-- Platform tables: companies, users, sessions, invitations, registration requests,
-- password resets, activity logs, security events, email outbox, rate-limit counters.
-- Tenancy (ADR 0001): requests run as the role app_user with app.* settings; every tenant
-- table has RLS enabled and forced. The migrating (owner) role keeps its own policy so the
-- short allow-list of SECURITY DEFINER functions below can do pre-tenant lookups.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_user') then
    create role app_user nologin nosuperuser nobypassrls noinherit;
  end if;
exception
  -- Another database on the same cluster created it at the same moment.
  when duplicate_object or unique_violation then null;
end
$$;

grant usage on schema public to app_user;

-- Request context. An unset setting reads as '' and matches nothing (fail closed).
create or replace function app_company_id() returns uuid
  language sql stable as $$ select nullif(current_setting('app.company_id', true), '')::uuid $$;
create or replace function app_user_id() returns uuid
  language sql stable as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$;
-- A provider admin who is not impersonating sees every company.
create or replace function app_is_admin() returns boolean
  language sql stable as $$
    select coalesce(current_setting('app.role', true), '') = 'gears_admin'
       and coalesce(current_setting('app.impersonating', true), '') <> 'true'
  $$;

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contact_email text,
  subscription_status text not null default 'inactive',
  subscription_tier text not null default 'basic' check (subscription_tier in ('basic', 'professional', 'enterprise')),
  trial_status text,
  trial_end_date timestamptz,
  location text,
  industry text,
  is_provider boolean not null default false,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index companies_name_key on companies (lower(name));
create unique index companies_single_provider on companies (is_provider) where is_provider;

create table users (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  email text not null,
  name text not null,
  role text not null check (role in ('gears_admin', 'client_admin', 'manager', 'supervisor', 'technician')),
  job_title text,
  avatar_key text,
  theme text not null default 'system' check (theme in ('light', 'dark', 'system')),
  password_hash text,
  is_demo boolean not null default false,
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_company_idx on users (company_id, name);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip_address text,
  impersonated_company_id uuid references companies (id),
  impersonation_started_at timestamptz
);
create index sessions_company_user_idx on sessions (company_id, user_id);

create table invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  email text not null,
  role text not null check (role in ('client_admin', 'manager', 'supervisor', 'technician', 'gears_admin')),
  token_hash text not null unique,
  invited_by uuid references users (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_company_idx on invitations (company_id, created_at desc);

create table password_resets (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_company_idx on password_resets (company_id, user_id);

create table registration_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  company_name text not null,
  phone text not null,
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  company_id uuid references companies (id),
  reviewed_by uuid references users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index registration_requests_status_idx on registration_requests (status, created_at desc);

create table activity_logs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  user_id uuid references users (id) on delete set null,
  action text not null,
  entity_type text,
  entity_id text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index activity_logs_company_idx on activity_logs (company_id, created_at desc);

create table security_events (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  actor_user_id uuid references users (id) on delete set null,
  actor_email text,
  event_type text not null,
  target_company_id uuid references companies (id),
  details jsonb not null default '{}',
  ip_address text,
  created_at timestamptz not null default now()
);
create index security_events_company_idx on security_events (company_id, created_at desc);

create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  template text not null,
  body_text text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'recorded')),
  error text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_created_idx on email_outbox (created_at desc);

create table rate_limit_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

-- Row-level security: enabled and forced everywhere.
alter table companies enable row level security;
alter table companies force row level security;
alter table users enable row level security;
alter table users force row level security;
alter table sessions enable row level security;
alter table sessions force row level security;
alter table invitations enable row level security;
alter table invitations force row level security;
alter table password_resets enable row level security;
alter table password_resets force row level security;
alter table registration_requests enable row level security;
alter table registration_requests force row level security;
alter table activity_logs enable row level security;
alter table activity_logs force row level security;
alter table security_events enable row level security;
alter table security_events force row level security;
alter table email_outbox enable row level security;
alter table email_outbox force row level security;
alter table rate_limit_hits enable row level security;
alter table rate_limit_hits force row level security;

-- The owner (migrations, seeding, the SECURITY DEFINER allow-list) keeps full access.
create policy owner_all on companies to current_user using (true) with check (true);
create policy owner_all on users to current_user using (true) with check (true);
create policy owner_all on sessions to current_user using (true) with check (true);
create policy owner_all on invitations to current_user using (true) with check (true);
create policy owner_all on password_resets to current_user using (true) with check (true);
create policy owner_all on registration_requests to current_user using (true) with check (true);
create policy owner_all on activity_logs to current_user using (true) with check (true);
create policy owner_all on security_events to current_user using (true) with check (true);
create policy owner_all on email_outbox to current_user using (true) with check (true);
create policy owner_all on rate_limit_hits to current_user using (true) with check (true);

-- Runtime policies for app_user.
create policy tenant_select on companies for select to app_user using (app_is_admin() or id = app_company_id());
create policy tenant_update on companies for update to app_user
  using (app_is_admin() or id = app_company_id()) with check (app_is_admin() or id = app_company_id());
create policy admin_insert on companies for insert to app_user with check (app_is_admin());

create policy tenant_all on users to app_user
  using (app_is_admin() or company_id = app_company_id() or id = app_user_id())
  with check (app_is_admin() or company_id = app_company_id() or id = app_user_id());

create policy own_sessions on sessions to app_user
  using (user_id = app_user_id() or app_is_admin())
  with check (user_id = app_user_id() and company_id = (select u.company_id from users u where u.id = app_user_id()));

create policy tenant_all on invitations to app_user
  using (app_is_admin() or company_id = app_company_id())
  with check (app_is_admin() or company_id = app_company_id());

create policy own_resets on password_resets to app_user
  using (user_id = app_user_id()) with check (user_id = app_user_id());

create policy public_insert on registration_requests for insert to app_user with check (status = 'pending' and company_id is null);
create policy admin_all on registration_requests to app_user using (app_is_admin()) with check (app_is_admin());

create policy tenant_all on activity_logs to app_user
  using (app_is_admin() or company_id = app_company_id())
  with check (app_is_admin() or company_id = app_company_id());

create policy admin_select on security_events for select to app_user using (app_is_admin());
create policy actor_insert on security_events for insert to app_user
  with check (actor_user_id = app_user_id() or app_is_admin());

create policy admin_select on email_outbox for select to app_user using (app_is_admin());
create policy any_insert on email_outbox for insert to app_user with check (status = 'queued');

-- Column-level grants: a user may change their own profile fields, never their role or company.
grant select on companies, users, sessions, invitations, registration_requests, activity_logs, security_events, email_outbox to app_user;
grant insert on companies, users, invitations, registration_requests, activity_logs, security_events, email_outbox, sessions to app_user;
grant update (name, contact_email, subscription_status, subscription_tier, trial_status, trial_end_date, location, industry, updated_at) on companies to app_user;
grant update (name, job_title, avatar_key, theme, password_hash, updated_at) on users to app_user;
grant update (revoked_at, impersonated_company_id, impersonation_started_at) on sessions to app_user;
grant update (revoked_at, accepted_at) on invitations to app_user;
grant update (status, company_id, reviewed_by, reviewed_at) on registration_requests to app_user;
grant select, insert, update on password_resets to app_user;
grant delete on sessions, invitations to app_user;

-- Pre-tenant lookups: the short, named allow-list (DESIGN §4). Each runs as the owner.

-- Sign-in: the account for an email, with its password hash.
create or replace function auth_user_for_sign_in(p_email text)
returns table (user_id uuid, company_id uuid, role text, password_hash text, is_disabled boolean)
language sql stable security definer set search_path = public as $$
  select u.id, u.company_id, u.role, u.password_hash, u.disabled_at is not null
  from users u where lower(u.email) = lower(p_email)
$$;

-- Every request: the session for a token hash, if live; touches last_seen_at at most once a minute.
create or replace function auth_session_lookup(p_token_hash text, p_idle_seconds integer)
returns table (
  session_id uuid, user_id uuid, company_id uuid, role text, email text,
  impersonated_company_id uuid, impersonation_started_at timestamptz, expires_at timestamptz
)
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  s sessions%rowtype;
begin
  select * into s from sessions
   where token_hash = p_token_hash and revoked_at is null and expires_at > now()
     and last_seen_at > now() - make_interval(secs => p_idle_seconds);
  if not found then
    return;
  end if;
  if s.last_seen_at < now() - interval '60 seconds' then
    update sessions set last_seen_at = now() where id = s.id;
  end if;
  return query
    select s.id, u.id, u.company_id, u.role, u.email, s.impersonated_company_id, s.impersonation_started_at, s.expires_at
    from users u where u.id = s.user_id and u.disabled_at is null;
end
$$;

-- Forgot password: records a reset token for an existing, enabled account; returns the account.
create or replace function auth_create_password_reset(p_email text, p_token_hash text, p_expires_at timestamptz)
returns table (user_id uuid, email text, name text)
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  u users%rowtype;
begin
  select * into u from users where lower(users.email) = lower(p_email) and disabled_at is null;
  if not found then
    return;
  end if;
  insert into password_resets (company_id, user_id, token_hash, expires_at) values (u.company_id, u.id, p_token_hash, p_expires_at);
  return query select u.id, u.email, u.name;
end
$$;

-- Reset: consumes a live token once; the new hash is set, every session of the account revoked.
create or replace function auth_consume_password_reset(p_token_hash text, p_password_hash text)
returns uuid
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  r password_resets%rowtype;
begin
  update password_resets set used_at = now()
   where token_hash = p_token_hash and used_at is null and expires_at > now()
  returning * into r;
  if not found then
    return null;
  end if;
  update users set password_hash = p_password_hash, updated_at = now() where id = r.user_id;
  update sessions set revoked_at = now() where user_id = r.user_id and revoked_at is null;
  return r.user_id;
end
$$;

-- Invitation page: a live invitation for a token hash.
create or replace function auth_invitation_lookup(p_token_hash text)
returns table (invitation_id uuid, company_id uuid, company_name text, email text, role text, expires_at timestamptz)
language sql stable security definer set search_path = public as $$
  select i.id, i.company_id, c.name, i.email, i.role, i.expires_at
  from invitations i join companies c on c.id = i.company_id
  where i.token_hash = p_token_hash and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
$$;

-- Accepting: creates the account in the inviting company and marks the invitation used.
create or replace function auth_accept_invitation(p_token_hash text, p_name text, p_password_hash text)
returns uuid
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  i invitations%rowtype;
  new_id uuid;
begin
  update invitations set accepted_at = now()
   where token_hash = p_token_hash and accepted_at is null and revoked_at is null and expires_at > now()
  returning * into i;
  if not found then
    return null;
  end if;
  if exists (select 1 from users where lower(email) = lower(i.email)) then
    raise exception 'email_taken' using errcode = '23505';
  end if;
  insert into users (company_id, email, name, role, password_hash)
    values (i.company_id, lower(i.email), p_name, i.role, p_password_hash)
  returning id into new_id;
  return new_id;
end
$$;

-- Rate limits: counts a hit in a fixed window and returns the count so far.
create or replace function rate_limit_hit(p_bucket text, p_window_seconds integer)
returns integer
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  n integer;
begin
  insert into rate_limit_hits (bucket, window_start, hits) values (p_bucket, w, 1)
  on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1
  returning hits into n;
  if random() < 0.01 then
    delete from rate_limit_hits where window_start < now() - interval '1 day';
  end if;
  return n;
end
$$;

-- The name of the signed-in user's own company (an impersonating admin's is hidden by the policies).
create or replace function auth_home_company_name()
returns text
language sql stable security definer set search_path = public as $$
  select c.name from companies c join users u on u.company_id = c.id where u.id = app_user_id()
$$;

revoke all on function auth_user_for_sign_in(text), auth_session_lookup(text, integer),
  auth_create_password_reset(text, text, timestamptz), auth_consume_password_reset(text, text),
  auth_invitation_lookup(text), auth_accept_invitation(text, text, text), rate_limit_hit(text, integer),
  auth_home_company_name() from public;
grant execute on function auth_user_for_sign_in(text), auth_session_lookup(text, integer),
  auth_create_password_reset(text, text, timestamptz), auth_consume_password_reset(text, text),
  auth_invitation_lookup(text), auth_accept_invitation(text, text, text), rate_limit_hit(text, integer),
  auth_home_company_name() to app_user;
