-- Fleet tracking (issue 16; spec 02 §3 fleet_tracker_sources, equipment_tracker_assignments, equipment_location_logs,
-- fleet_alerts, equipment_operational_costs, equipment_sensor_data). Tenancy as in 0001 (ADR 0001): company_id on every
-- row, RLS enabled and forced, children reference (id, company_id) so a row never points at another company's record.
--
-- Positions arrive without a user session (a tracker, a phone, a Traccar server): the ingest finds the source by the
-- hash of its secret through the allow-listed lookup below, then writes in a tenant transaction for that source's
-- company. Statuses (GPS, movement) are derived from the newest fix, never stored (spec 02 §4, DESIGN §6).

-- spec 02 §3 fleet_tracker_sources. tracker_type is a key of the provider catalogue (packages/domain fleet). The
-- configuration (API keys) is stored encrypted (config_encrypted, AES-GCM with the server key); the ingest secret only
-- as its SHA-256 (shown once, rotatable, never logged). Rejected fixes are counted per reason.
create table fleet_tracker_sources (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  tracker_type text not null check (length(tracker_type) between 1 and 40),
  name text not null check (length(name) between 1 and 200),
  config_encrypted text,
  webhook_url text check (length(webhook_url) <= 2000),
  api_endpoint text check (length(api_endpoint) <= 2000),
  secret_hash text not null,
  secret_hint text not null check (length(secret_hint) <= 8),
  active boolean not null default true,
  connection_status text not null default 'pending' check (connection_status in ('pending', 'connected', 'error', 'disconnected')),
  last_sync_at timestamptz,
  error_message text check (length(error_message) <= 2000),
  positions_accepted bigint not null default 0,
  rejected_counts jsonb not null default '{}',
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_demo boolean not null default false,
  constraint fleet_tracker_sources_id_company_key unique (id, company_id)
);
create unique index fleet_tracker_sources_secret_key on fleet_tracker_sources (secret_hash);
create index fleet_tracker_sources_company_idx on fleet_tracker_sources (company_id, created_at desc, id desc);

-- Every device a source has sent, with its newest fix: the map's latest positions (one row per device, so the query
-- stays fast at 10,000 devices) and the "unassigned devices" an admin assigns to a machine.
create table tracker_devices (
  company_id uuid not null references companies (id),
  tracker_source_id uuid not null,
  device_id text not null check (length(device_id) between 1 and 200),
  first_seen_at timestamptz not null default now(),
  fixes_accepted bigint not null default 0,
  last_fix_at timestamptz,
  last_received_at timestamptz,
  latitude double precision,
  longitude double precision,
  speed_kmh real,
  bearing real,
  altitude_m real,
  accuracy_m real,
  battery_level real,
  signal_strength real,
  ignition boolean,
  engine_hours numeric(12, 1),
  odometer_km numeric(12, 1),
  is_demo boolean not null default false,
  primary key (tracker_source_id, device_id),
  foreign key (tracker_source_id, company_id) references fleet_tracker_sources (id, company_id) on delete cascade
);
create index tracker_devices_company_idx on tracker_devices (company_id, tracker_source_id);

-- spec 02 §3 equipment_tracker_assignments: removal sets active false (kept as history).
create table equipment_tracker_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  tracker_source_id uuid not null,
  device_id text not null check (length(device_id) between 1 and 200),
  device_name text check (length(device_name) <= 200),
  active boolean not null default true,
  assigned_by uuid references users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  ended_by uuid references users (id) on delete set null,
  ended_at timestamptz,
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade,
  foreign key (tracker_source_id, company_id) references fleet_tracker_sources (id, company_id) on delete cascade,
  check (active = (ended_at is null))
);
-- spec 02 §5: the same device under the same source is active on one machine at most; a machine has one active tracker.
create unique index equipment_tracker_assignments_device_key on equipment_tracker_assignments (tracker_source_id, device_id)
  where active;
create unique index equipment_tracker_assignments_equipment_key on equipment_tracker_assignments (equipment_id) where active;
create index equipment_tracker_assignments_company_idx on equipment_tracker_assignments (company_id, equipment_id, assigned_at desc);

-- spec 02 §3 equipment_location_logs. One row per fix; idempotent on (source, device, fix time). equipment_id is the
-- machine the device was assigned to when the fix arrived (null: an unassigned device). raw_data keeps only what the
-- columns do not (protocol extras), so a fix stays small. Planned for 100 M rows: BRIN on fixed_at; partitioning by
-- month is the next step (the fleet ADR).
create table equipment_location_logs (
  company_id uuid not null references companies (id),
  tracker_source_id uuid not null,
  device_id text not null,
  equipment_id uuid,
  fixed_at timestamptz not null,
  received_at timestamptz not null default now(),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  speed_kmh real check (speed_kmh >= 0),
  bearing real,
  altitude_m real,
  accuracy_m real,
  battery_level real check (battery_level between 0 and 100),
  signal_strength real,
  ignition boolean,
  engine_hours numeric(12, 1),
  odometer_km numeric(12, 1),
  raw_data jsonb,
  is_demo boolean not null default false,
  primary key (tracker_source_id, device_id, fixed_at),
  foreign key (tracker_source_id, company_id) references fleet_tracker_sources (id, company_id) on delete cascade
);
create index equipment_location_logs_equipment_idx on equipment_location_logs (company_id, equipment_id, fixed_at desc)
  where equipment_id is not null;
create index equipment_location_logs_fixed_brin on equipment_location_logs using brin (fixed_at);

-- spec 02 §3 fleet_alerts, computed by jobs (never in the request). dedupe_key keeps one alert per happening (e.g.
-- 'geofence_exit:<equipment>:<site>:<fix time>') so a retried job never alerts twice.
create table fleet_alerts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid,
  job_site_id uuid,
  tracker_source_id uuid,
  alert_type text not null check (alert_type in ('geofence_enter', 'geofence_exit', 'after_hours_exit', 'low_battery',
    'signal_lost', 'moving_while_checked_in', 'moving_in_maintenance', 'sensor_warning', 'sensor_critical')),
  severity text not null check (severity in ('info', 'warning', 'critical')),
  message text not null check (length(message) between 1 and 500),
  details jsonb not null default '{}',
  dedupe_key text not null check (length(dedupe_key) <= 300),
  acknowledged boolean not null default false,
  acknowledged_by uuid references users (id) on delete set null,
  acknowledged_at timestamptz,
  created_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade,
  foreign key (job_site_id, company_id) references job_sites (id, company_id),
  foreign key (tracker_source_id, company_id) references fleet_tracker_sources (id, company_id) on delete cascade,
  check (acknowledged = (acknowledged_at is not null))
);
create unique index fleet_alerts_dedupe_key on fleet_alerts (company_id, dedupe_key);
create index fleet_alerts_open_idx on fleet_alerts (company_id, created_at desc, id desc) where not acknowledged;
create index fleet_alerts_company_idx on fleet_alerts (company_id, created_at desc, id desc);

-- spec 02 §3 equipment_operational_costs (shown for 90 days). Money exact: numeric(12, 2).
create table equipment_operational_costs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  cost_type text not null check (cost_type in ('fuel', 'labor', 'maintenance', 'repair', 'insurance', 'rental', 'transport', 'other')),
  amount numeric(12, 2) not null check (amount >= 0),
  period_type text not null default 'daily' check (period_type in ('daily', 'weekly', 'yearly', 'others')),
  recorded_date date not null default current_date,
  notes text check (length(notes) <= 2000),
  recorded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index equipment_operational_costs_idx on equipment_operational_costs (company_id, equipment_id, recorded_date desc);

-- spec 02 §3 equipment_sensor_data (shown for 30 days); status critical / warning alert, normal does not.
create table equipment_sensor_data (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  sensor_type text not null check (length(sensor_type) between 1 and 60),
  reading_value numeric(14, 4) not null,
  unit text check (length(unit) <= 20),
  status text not null default 'normal' check (status in ('normal', 'warning', 'critical')),
  recorded_at timestamptz not null default now(),
  source text not null default 'manual' check (source in ('manual', 'tracker')),
  recorded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index equipment_sensor_data_idx on equipment_sensor_data (company_id, equipment_id, recorded_at desc);

alter table fleet_tracker_sources enable row level security;
alter table fleet_tracker_sources force row level security;
alter table tracker_devices enable row level security;
alter table tracker_devices force row level security;
alter table equipment_tracker_assignments enable row level security;
alter table equipment_tracker_assignments force row level security;
alter table equipment_location_logs enable row level security;
alter table equipment_location_logs force row level security;
alter table fleet_alerts enable row level security;
alter table fleet_alerts force row level security;
alter table equipment_operational_costs enable row level security;
alter table equipment_operational_costs force row level security;
alter table equipment_sensor_data enable row level security;
alter table equipment_sensor_data force row level security;

create policy owner_all on fleet_tracker_sources to current_user using (true) with check (true);
create policy owner_all on tracker_devices to current_user using (true) with check (true);
create policy owner_all on equipment_tracker_assignments to current_user using (true) with check (true);
create policy owner_all on equipment_location_logs to current_user using (true) with check (true);
create policy owner_all on fleet_alerts to current_user using (true) with check (true);
create policy owner_all on equipment_operational_costs to current_user using (true) with check (true);
create policy owner_all on equipment_sensor_data to current_user using (true) with check (true);

create policy tenant_all on fleet_tracker_sources to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on tracker_devices to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_tracker_assignments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_location_logs to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on fleet_alerts to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_operational_costs to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_sensor_data to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Column-level UPDATE: no row moves to another company, source or machine.
grant select, insert on fleet_tracker_sources, tracker_devices, equipment_tracker_assignments, equipment_location_logs,
  fleet_alerts, equipment_operational_costs, equipment_sensor_data to app_user;
grant update (name, config_encrypted, webhook_url, api_endpoint, secret_hash, secret_hint, active, connection_status,
  last_sync_at, error_message, positions_accepted, rejected_counts, updated_at) on fleet_tracker_sources to app_user;
grant update (fixes_accepted, last_fix_at, last_received_at, latitude, longitude, speed_kmh, bearing, altitude_m,
  accuracy_m, battery_level, signal_strength, ignition, engine_hours, odometer_km) on tracker_devices to app_user;
grant update (device_name, active, ended_by, ended_at) on equipment_tracker_assignments to app_user;
grant update (acknowledged, acknowledged_by, acknowledged_at) on fleet_alerts to app_user;
grant delete on equipment_operational_costs, equipment_sensor_data to app_user;

-- Ingest: the source for the hash of a secret, with its company (the allow-listed pre-tenant lookup, DESIGN §4).
-- Only an active source answers.
create or replace function tracker_source_for_secret(p_secret_hash text)
returns table (source_id uuid, company_id uuid, tracker_type text)
language sql stable security definer set search_path = public as $$
  select s.id, s.company_id, s.tracker_type from fleet_tracker_sources s where s.secret_hash = p_secret_hash and s.active
$$;
revoke all on function tracker_source_for_secret(text) from public;
grant execute on function tracker_source_for_secret(text) to app_user;
