-- Durable jobs (ADR 0010): one platform table claimed with FOR UPDATE SKIP LOCKED, and the recurring schedules that
-- feed it. Platform-level like email_outbox: RLS enabled and forced; the worker runs as the owner (a system job, not
-- a tenant request); app_user may only add queued jobs (enqueued inside a request's own transaction) and provider
-- admins read, retry and discard them.

create table jobs (
  id uuid primary key default gen_random_uuid(),
  queue text not null check (queue <> ''),
  -- Idempotency key: enqueueing the same (queue, key) twice leaves one job.
  key text,
  payload jsonb not null default '{}',
  -- A job for one tenant carries its company; the handler sets the tenant itself.
  company_id uuid references companies (id) on delete cascade,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 5 check (max_attempts between 1 and 100),
  -- Retry n waits backoff_seconds × 2^(n-1), at most an hour.
  backoff_seconds integer not null default 30 check (backoff_seconds between 1 and 3600),
  -- A running job whose lease runs out (its process died) is claimed again.
  lease_seconds integer not null default 60 check (lease_seconds between 1 and 3600),
  -- At most one job of a singleton's queue runs at a time, across every process.
  singleton boolean not null default false,
  run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index jobs_queue_key on jobs (queue, key) where key is not null;
create unique index jobs_one_running_singleton on jobs (queue) where singleton and state = 'running';
create index jobs_ready_idx on jobs (run_at) where state = 'queued';
create index jobs_lease_idx on jobs (locked_until) where state = 'running';
create index jobs_dead_idx on jobs (updated_at desc) where state = 'dead';
create index jobs_done_idx on jobs (finished_at) where state = 'done';
create index jobs_company_idx on jobs (company_id) where company_id is not null;

-- Recurring work ('every 30 s', 'daily 02:00' UTC). Each process declares its schedules at start; whichever
-- process moves next_run_at forward enqueues that run (idempotency key name@time), so a run is enqueued once.
create table job_schedules (
  name text primary key,
  queue text not null,
  every_seconds integer check (every_seconds > 0),
  daily_at time,
  next_run_at timestamptz not null,
  updated_at timestamptz not null default now(),
  check ((every_seconds is null) <> (daily_at is null))
);

alter table jobs enable row level security;
alter table jobs force row level security;
alter table job_schedules enable row level security;
alter table job_schedules force row level security;

create policy owner_all on jobs to current_user using (true) with check (true);
create policy owner_all on job_schedules to current_user using (true) with check (true);

create policy admin_select on jobs for select to app_user using (app_is_admin());
create policy admin_update on jobs for update to app_user using (app_is_admin()) with check (app_is_admin());
create policy admin_delete on jobs for delete to app_user using (app_is_admin());

grant select, delete on jobs to app_user;
grant update (state, attempts, run_at, updated_at) on jobs to app_user;

-- Enqueueing, for requests (inside their own transaction) and the worker alike. A SECURITY DEFINER function, like the
-- pre-tenant allow-list in 0001: INSERT … ON CONFLICT DO NOTHING under RLS needs the existing row to be visible,
-- and app_user may not read other people's jobs. It only ever adds a queued job with no attempts.
create function enqueue_job(
  p_id uuid, p_queue text, p_key text, p_payload jsonb, p_company_id uuid, p_max_attempts integer,
  p_backoff_seconds integer, p_lease_seconds integer, p_singleton boolean, p_delay_seconds double precision
) returns void language sql security definer set search_path = public as $$
  insert into jobs (id, queue, key, payload, company_id, max_attempts, backoff_seconds, lease_seconds, singleton, run_at)
  select p_id, p_queue, p_key, p_payload, p_company_id, p_max_attempts, p_backoff_seconds, p_lease_seconds, p_singleton,
         now() + p_delay_seconds * interval '1 second'
   -- A singleton already waiting covers this request too.
   where not (p_singleton and exists (select 1 from jobs where queue = p_queue and state = 'queued'))
  on conflict (queue, key) where key is not null do nothing
$$;
revoke all on function enqueue_job(uuid, text, text, jsonb, uuid, integer, integer, integer, boolean, double precision) from public;
grant execute on function enqueue_job(uuid, text, text, jsonb, uuid, integer, integer, integer, boolean, double precision) to app_user;

-- Outbox rows waiting for the old 30-second loop become jobs, so nothing queued before this migration is lost.
insert into jobs (queue, key, payload, attempts)
select 'email.send', id::text, jsonb_build_object('emailId', id), least(attempts, 4)
  from email_outbox
 where status = 'queued' or (status = 'failed' and attempts < 5 and created_at > now() - interval '1 day');
