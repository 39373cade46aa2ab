-- Job sites, check-out / check-in, reservations and lifecycle (issue 15; spec 02 §3 job_sites,
-- job_site_equipment_assignments, job_site_team_assignments, asset_assignments, asset_reservations).
-- Tenancy as in 0001 (ADR 0001): company_id on every row, indexes leading with it, RLS enabled and
-- forced, policies with USING and WITH CHECK, column-level UPDATE grants, children reference (id, company_id)
-- so a row can never point at another company's machine, site or person.
--
-- The races are settled by the database, never by a read-then-write (ADR 0019):
-- * one active check-out per machine: a partial unique index;
-- * one active job site per machine, one active row per (site, person): partial unique indexes;
-- * two open reservations of one machine never overlap: an exclusion constraint on a time range
--   (btree_gist). Conflicts with other tables (active check-outs, scheduled maintenance) are checked
--   after locking the machine's row, the same lock a check-out takes.

-- Lets "equipment_id with =" sit in a GiST exclusion constraint beside the range. Trusted extension.
create extension if not exists btree_gist;

-- spec 02 §3 job_sites. Deleting a site with history closes it (status closed, closed_at) instead (DESIGN §6).
create table job_sites (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  site_name text not null check (length(site_name) between 1 and 200),
  site_code text check (length(site_code) <= 50),
  site_type text not null default 'construction' check (site_type in
    ('construction', 'mining', 'quarry', 'manufacturing', 'hotel_resort', 'warehouse', 'yard', 'other')),
  address text check (length(address) <= 500),
  -- The place itself: picked on a map, from the device position or typed; both or neither.
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  geofence_radius integer not null default 100 check (geofence_radius between 10 and 1000),
  contact_person text check (length(contact_person) <= 200),
  contact_phone text check (length(contact_phone) <= 50),
  notes text check (length(notes) <= 5000),
  status text not null default 'active' check (status in ('active', 'closed')),
  closed_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_demo boolean not null default false,
  constraint job_sites_id_company_key unique (id, company_id),
  check ((latitude is null) = (longitude is null)),
  check ((status = 'closed') = (closed_at is not null))
);
create unique index job_sites_code_key on job_sites (company_id, lower(site_code)) where site_code is not null and status = 'active';
create index job_sites_company_created_idx on job_sites (company_id, created_at desc, id desc);
create index job_sites_search_trgm on job_sites using gin (company_id, (site_name || ' ' || coalesce(site_code, '') || ' ' ||
  coalesce(address, '')) gin_trgm_ops);

-- spec 02 §3 job_site_equipment_assignments: removal sets inactive (kept as history). A machine is at one site at a time.
create table job_site_equipment_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  job_site_id uuid not null,
  equipment_id uuid not null,
  status text not null default 'active' check (status in ('active', 'inactive')),
  notes text check (length(notes) <= 2000),
  assigned_by uuid references users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  ended_by uuid references users (id) on delete set null,
  ended_at timestamptz,
  is_demo boolean not null default false,
  foreign key (job_site_id, company_id) references job_sites (id, company_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id),
  check ((status = 'inactive') = (ended_at is not null))
);
create unique index job_site_equipment_active_key on job_site_equipment_assignments (equipment_id) where status = 'active';
create index job_site_equipment_company_site_idx on job_site_equipment_assignments (company_id, job_site_id, status);
create index job_site_equipment_company_equipment_idx on job_site_equipment_assignments (company_id, equipment_id, assigned_at desc);

-- spec 02 §3 job_site_team_assignments with the team roles of spec 02 §5.
create table job_site_team_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  job_site_id uuid not null,
  user_id uuid not null,
  role text not null default 'team_member' check (role in ('team_lead', 'supervisor', 'operator', 'technician', 'team_member')),
  status text not null default 'active' check (status in ('active', 'inactive')),
  notes text check (length(notes) <= 2000),
  assigned_by uuid references users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  ended_by uuid references users (id) on delete set null,
  ended_at timestamptz,
  is_demo boolean not null default false,
  foreign key (job_site_id, company_id) references job_sites (id, company_id),
  foreign key (user_id, company_id) references users (id, company_id) on delete cascade,
  check ((status = 'inactive') = (ended_at is not null))
);
create unique index job_site_team_active_key on job_site_team_assignments (job_site_id, user_id) where status = 'active';
create index job_site_team_company_user_idx on job_site_team_assignments (company_id, user_id, status);

-- spec 02 §3 asset_assignments (check-out / check-in). Who holds it: a person of the company (employee,
-- team_member), a job site, or free text (project, location). Overdue is derived from expected_return_date, never
-- stored (DESIGN §6). overdue_notified_on keeps the daily overdue notice to once a day per assignment.
create table asset_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  assigned_to_type text not null check (assigned_to_type in ('employee', 'project', 'location', 'job_site', 'team_member')),
  assigned_user_id uuid,
  job_site_id uuid,
  assigned_to_name text not null check (length(assigned_to_name) between 1 and 200),
  assigned_by uuid references users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  expected_return_date date,
  assignment_notes text check (length(assignment_notes) <= 2000),
  status text not null default 'active' check (status in ('active', 'returned')),
  returned_at timestamptz,
  returned_by uuid references users (id) on delete set null,
  returned_by_name text check (length(returned_by_name) <= 200),
  return_notes text check (length(return_notes) <= 2000),
  overdue_notified_on date,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (equipment_id, company_id) references equipment (id, company_id),
  foreign key (assigned_user_id, company_id) references users (id, company_id),
  foreign key (job_site_id, company_id) references job_sites (id, company_id),
  check ((assigned_to_type in ('employee', 'team_member')) = (assigned_user_id is not null)),
  check ((assigned_to_type = 'job_site') = (job_site_id is not null)),
  check ((status = 'returned') = (returned_at is not null))
);
-- Exactly one of two concurrent check-outs of one machine succeeds.
create unique index asset_assignments_active_key on asset_assignments (equipment_id) where status = 'active';
create index asset_assignments_company_idx on asset_assignments (company_id, assigned_at desc, id desc);
create index asset_assignments_company_active_idx on asset_assignments (company_id, expected_return_date) where status = 'active';
create index asset_assignments_company_equipment_idx on asset_assignments (company_id, equipment_id, assigned_at desc);

-- spec 02 §3 asset_reservations. Stored states pending → confirmed | cancelled; 'active' (now inside the window)
-- and 'completed' (window over) are derived from the clock, never stored (DESIGN §6).
create table asset_reservations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  reserved_by uuid references users (id) on delete set null,
  reserved_for_name text check (length(reserved_for_name) <= 200),
  reserved_for_contact text check (length(reserved_for_contact) <= 200),
  start_at timestamptz not null,
  end_at timestamptz not null,
  purpose text check (length(purpose) <= 500),
  notes text check (length(notes) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled')),
  confirmed_by uuid references users (id) on delete set null,
  confirmed_at timestamptz,
  cancelled_by uuid references users (id) on delete set null,
  cancelled_at timestamptz,
  reminder_sent_at timestamptz,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (equipment_id, company_id) references equipment (id, company_id),
  check (end_at > start_at),
  check ((status = 'cancelled') = (cancelled_at is not null)),
  -- Two open (pending or confirmed) reservations of one machine never overlap; a pending booking holds its slot.
  constraint asset_reservations_no_overlap exclude using gist (
    equipment_id with =, tstzrange(start_at, end_at, '[)') with &&
  ) where (status in ('pending', 'confirmed'))
);
create index asset_reservations_company_start_idx on asset_reservations (company_id, start_at, id);
create index asset_reservations_company_equipment_idx on asset_reservations (company_id, equipment_id, start_at);
create index asset_reservations_open_end_idx on asset_reservations (company_id, end_at) where status in ('pending', 'confirmed');

-- Lifecycle (spec 02 §9 depreciation; enterprise "multiple depreciation models", spec 01 §6). Straight line is the
-- spec's rule; declining balance uses depreciation_rate per year on the remaining value; units of production spreads
-- the depreciable amount over useful_life_hours of use. The current value is computed, never typed.
alter table equipment add column depreciation_method text not null default 'straight_line'
  check (depreciation_method in ('straight_line', 'declining_balance', 'units_of_production'));
alter table equipment add column useful_life_hours numeric(12, 1) check (useful_life_hours > 0);
grant update (depreciation_method, useful_life_hours) on equipment to app_user;

alter table job_sites enable row level security;
alter table job_sites force row level security;
alter table job_site_equipment_assignments enable row level security;
alter table job_site_equipment_assignments force row level security;
alter table job_site_team_assignments enable row level security;
alter table job_site_team_assignments force row level security;
alter table asset_assignments enable row level security;
alter table asset_assignments force row level security;
alter table asset_reservations enable row level security;
alter table asset_reservations force row level security;

create policy owner_all on job_sites to current_user using (true) with check (true);
create policy owner_all on job_site_equipment_assignments to current_user using (true) with check (true);
create policy owner_all on job_site_team_assignments to current_user using (true) with check (true);
create policy owner_all on asset_assignments to current_user using (true) with check (true);
create policy owner_all on asset_reservations to current_user using (true) with check (true);

create policy tenant_all on job_sites to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on job_site_equipment_assignments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on job_site_team_assignments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on asset_assignments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on asset_reservations to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Column-level UPDATE: no row moves to another company or machine; history rows are ended, never deleted, except
-- a job site without history (the delete rule of DESIGN §6).
grant select, insert, delete on job_sites to app_user;
grant select, insert on job_site_equipment_assignments, job_site_team_assignments, asset_assignments, asset_reservations
  to app_user;
grant update (site_name, site_code, site_type, address, latitude, longitude, geofence_radius, contact_person,
  contact_phone, notes, status, closed_at, updated_at) on job_sites to app_user;
grant update (status, notes, ended_by, ended_at) on job_site_equipment_assignments to app_user;
grant update (role, status, notes, ended_by, ended_at) on job_site_team_assignments to app_user;
grant update (expected_return_date, status, returned_at, returned_by, returned_by_name, return_notes,
  overdue_notified_on) on asset_assignments to app_user;
grant update (reserved_for_name, reserved_for_contact, start_at, end_at, purpose, notes, status, confirmed_by,
  confirmed_at, cancelled_by, cancelled_at, reminder_sent_at, updated_at) on asset_reservations to app_user;

-- Live events (ADR 0011): other users' screens refresh when these change.
do $$
declare
  t record;
begin
  for t in select * from (values
    ('job_sites', 'job_site'), ('job_site_equipment_assignments', 'job_site'), ('job_site_team_assignments', 'job_site'),
    ('asset_assignments', 'assignment'), ('asset_reservations', 'reservation')
  ) as v (tbl, kind) loop
    execute format('create trigger live_events_insert after insert on %I referencing new table as changed '
                   'for each statement execute function live_events_notify(%L)', t.tbl, t.kind);
    execute format('create trigger live_events_update after update on %I referencing new table as changed '
                   'for each statement execute function live_events_notify(%L)', t.tbl, t.kind);
    execute format('create trigger live_events_delete after delete on %I referencing old table as changed '
                   'for each statement execute function live_events_notify(%L)', t.tbl, t.kind);
  end loop;
end
$$;
