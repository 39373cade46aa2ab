-- Notifications per event, preferences, the weekly digest and job-site weather (issue 17 items 4 and 6, ADR 0032).
-- Tenancy as in 0001 (ADR 0001): company_id on every row, RLS enabled and forced, USING and WITH CHECK.

-- What a notice is about (packages/domain notification-kinds.rules.ts); older notices are 'general'.
alter table notifications add column kind text not null default 'general' check (kind ~ '^[a-z_]{1,40}$');

-- A person's choice per kind: in_app, email (bell and email) or off. No row: the kind's default for their role.
create table notification_preferences (
  company_id uuid not null references companies (id),
  user_id uuid not null,
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  channel text not null check (channel in ('in_app', 'email', 'off')),
  updated_at timestamptz not null default now(),
  primary key (user_id, kind),
  foreign key (user_id, company_id) references users (id, company_id) on delete cascade
);
create index notification_preferences_company_idx on notification_preferences (company_id, kind);

alter table notification_preferences enable row level security;
alter table notification_preferences force row level security;
create policy owner_all on notification_preferences to current_user using (true) with check (true);
-- Anyone of the company reads the company's choices (who notifies whom happens in the notifier's transaction); each
-- person writes only their own (the foreign key keeps the row in their own company, also for an impersonating admin,
-- whose choices live in the provider company). No delete grant: a choice is changed, never removed.
create policy tenant_all on notification_preferences to app_user
  using (app_is_admin() or company_id = app_company_id() or user_id = app_user_id())
  with check (user_id = app_user_id());
grant select, insert on notification_preferences to app_user;
grant update (channel, updated_at) on notification_preferences to app_user;

-- Provider staff hear of client acts (a quote accepted, a review to approve, a payment): a client's transaction cannot
-- see the provider's users nor write into its company, so these two allow-listed functions do exactly that and no more.
-- A payment webhook runs with no user (anonymous context) and a job as the owner: both may call them too.
-- The staff and their stored choice for a kind.
create or replace function provider_staff_for_notice(p_kind text)
returns table (id uuid, email text, name text, role text, channel text)
language sql stable security definer set search_path = public as $$
  select u.id, u.email::text, u.name, u.role, p.channel
    from users u join companies c on c.id = u.company_id
    left join notification_preferences p on p.user_id = u.id and p.kind = p_kind
   where u.role = 'gears_admin' and u.disabled_at is null and c.is_provider
   order by u.name, u.id
$$;

-- Writes one notice per listed user, only for enabled provider staff (any other id is skipped). Returns the count.
create or replace function insert_provider_notices(p_user_ids uuid[], p_kind text, p_type text, p_title text,
  p_message text, p_link text)
returns integer
language plpgsql volatile security definer set search_path = public as $$
declare
  n integer;
begin
  insert into notifications (company_id, user_id, kind, type, title, message, link)
    select u.company_id, u.id, p_kind, p_type, p_title, p_message, p_link
      from users u join companies c on c.id = u.company_id
     where u.id = any(p_user_ids) and u.role = 'gears_admin' and u.disabled_at is null and c.is_provider;
  get diagnostics n = row_count;
  return n;
end
$$;
revoke all on function provider_staff_for_notice(text), insert_provider_notices(uuid[], text, text, text, text, text) from public;
grant execute on function provider_staff_for_notice(text), insert_provider_notices(uuid[], text, text, text, text, text) to app_user;

-- Task due / overdue notices are sent once per task per state (the daily job may run again, or twice at once).
create table maintenance_task_notices (
  task_id uuid not null,
  company_id uuid not null references companies (id),
  state text not null check (state in ('due', 'overdue')),
  -- The due date the notice was about: moving the date makes the task due (or overdue) again, and noticed again.
  due_date date not null,
  notified_at timestamptz not null default now(),
  primary key (task_id, state, due_date),
  foreign key (task_id, company_id) references maintenance_tasks (id, company_id) on delete cascade
);
create index maintenance_task_notices_company_idx on maintenance_task_notices (company_id, task_id);

-- The weekly digest: one row per company and ISO week sent (the job may run again, or twice at once).
create table weekly_digest_runs (
  company_id uuid not null references companies (id),
  week_start date not null check (extract(isodow from week_start) = 1),
  recipients integer not null default 0,
  sent_at timestamptz not null default now(),
  primary key (company_id, week_start)
);

-- Job-site weather (spec 01 §3 Weather, §9 refreshed every 30 minutes), fetched by a job from WEATHER_API_URL; the card
-- shows the cached reading or says it is unavailable, never an invented figure.
create table job_site_weather (
  job_site_id uuid primary key,
  company_id uuid not null references companies (id),
  -- The coordinates it was fetched for: a moved site's old reading is not shown as the new place's.
  latitude numeric(9, 6) not null,
  longitude numeric(9, 6) not null,
  observed_at timestamptz not null,
  temperature_c numeric(5, 1) not null,
  humidity_percent smallint check (humidity_percent between 0 and 100),
  weather_code smallint,
  wind_speed_kmh numeric(6, 1),
  fetched_at timestamptz not null default now(),
  foreign key (job_site_id, company_id) references job_sites (id, company_id) on delete cascade
);
create index job_site_weather_company_idx on job_site_weather (company_id);

alter table maintenance_task_notices enable row level security;
alter table maintenance_task_notices force row level security;
alter table weekly_digest_runs enable row level security;
alter table weekly_digest_runs force row level security;
alter table job_site_weather enable row level security;
alter table job_site_weather force row level security;
create policy owner_all on maintenance_task_notices to current_user using (true) with check (true);
create policy owner_all on weekly_digest_runs to current_user using (true) with check (true);
create policy owner_all on job_site_weather to current_user using (true) with check (true);
create policy tenant_all on maintenance_task_notices to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on weekly_digest_runs to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on job_site_weather to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
-- Written by jobs as the owner; requests only read.
grant select on maintenance_task_notices, weekly_digest_runs, job_site_weather to app_user;
