-- Fleet alerts, hours from trackers and the fleet's demo removal (issue 16 items 6–8, ADR 0023). Alerts are computed by
-- jobs (the 'fleet.evaluate' job after each ingest, a signal-lost pass every 5 minutes), never in a request; the state
-- below is what lets a retried or out-of-order job never alert twice. Tenancy as in 0001 (ADR 0001).

-- A company's working hours: leaving a job site's geofence outside them is an after-hours exit. No row: Monday to
-- Friday 06:00–18:00 UTC (companies carry no time zone of their own; the setting names one).
create table fleet_working_hours (
  company_id uuid primary key references companies (id),
  -- ISO weekdays, Monday 1 … Sunday 7.
  days smallint[] not null default '{1,2,3,4,5}' check (cardinality(days) between 1 and 7 and days <@ '{1,2,3,4,5,6,7}'::smallint[]),
  start_time time not null default '06:00',
  end_time time not null default '18:00',
  time_zone text not null default 'UTC' check (length(time_zone) between 1 and 64),
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  check (start_time < end_time)
);

-- Per machine, what the evaluation has seen: the newest fix evaluated (older fixes arriving later are not evaluated
-- again, so a retried job changes nothing), whether the battery is in a dip and a moving alert was raised for the
-- current movement (once per dip, once per movement), and the hours estimate carried until it makes 0.1 h.
create table fleet_equipment_states (
  equipment_id uuid primary key,
  company_id uuid not null references companies (id),
  last_fixed_at timestamptz not null,
  last_fix_active boolean not null default false,
  battery_low boolean not null default false,
  moving_alerted boolean not null default false,
  last_moving_at timestamptz,
  hours_from_device boolean not null default false,
  estimate_seconds double precision not null default 0 check (estimate_seconds >= 0),
  updated_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index fleet_equipment_states_company_idx on fleet_equipment_states (company_id);

-- Per (machine, job site) the machine has been inside: inside or not since the fix of the last crossing. No row: outside.
create table fleet_geofence_states (
  equipment_id uuid not null,
  job_site_id uuid not null,
  company_id uuid not null references companies (id),
  inside boolean not null,
  changed_at timestamptz not null,
  is_demo boolean not null default false,
  primary key (equipment_id, job_site_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade,
  foreign key (job_site_id, company_id) references job_sites (id, company_id) on delete cascade
);
create index fleet_geofence_states_company_idx on fleet_geofence_states (company_id, job_site_id);

-- Hours a tracker reported are exact; hours made from ignition or moving time are an estimate, and say so.
alter table meter_readings add column is_estimate boolean not null default false;
alter table meter_readings add constraint meter_readings_estimate_from_tracker check (not is_estimate or source = 'tracker');

alter table fleet_working_hours enable row level security;
alter table fleet_working_hours force row level security;
alter table fleet_equipment_states enable row level security;
alter table fleet_equipment_states force row level security;
alter table fleet_geofence_states enable row level security;
alter table fleet_geofence_states force row level security;

create policy owner_all on fleet_working_hours to current_user using (true) with check (true);
create policy owner_all on fleet_equipment_states to current_user using (true) with check (true);
create policy owner_all on fleet_geofence_states to current_user using (true) with check (true);
create policy tenant_all on fleet_working_hours to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on fleet_equipment_states to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on fleet_geofence_states to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

grant select, insert on fleet_working_hours, fleet_equipment_states, fleet_geofence_states to app_user;
grant update (days, start_time, end_time, time_zone, updated_by, updated_at) on fleet_working_hours to app_user;
grant update (last_fixed_at, last_fix_active, battery_low, moving_alerted, last_moving_at, hours_from_device, estimate_seconds,
  updated_at) on fleet_equipment_states to app_user;
grant update (inside, changed_at) on fleet_geofence_states to app_user;

-- Open screens hear of new and acknowledged alerts (live-event kind 'fleet_alert', 0020's statement triggers).
create trigger live_events_insert after insert on fleet_alerts referencing new table as changed
  for each statement execute function live_events_notify('fleet_alert');
create trigger live_events_update after update on fleet_alerts referencing new table as changed
  for each statement execute function live_events_notify('fleet_alert');

-- Demo removal for the fleet tracking tables (0026 and the above each have is_demo), wrapped as 0024 wrapped 0022.
alter function demo_data_blockers() rename to demo_data_blockers_job_sites;
alter function remove_demo_data() rename to remove_demo_job_site_data;
revoke all on function demo_data_blockers_job_sites() from public, app_user;
revoke all on function remove_demo_job_site_data() from public, app_user;

-- A user's own tracker on a demo machine, or a demo device on the user's own machine, blocks the removal until it is
-- taken off (the user can end either). Fixes, alerts, costs and readings about demo machines are their history and go.
create or replace function demo_data_blockers() returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  result jsonb;
begin
  result := demo_data_blockers_job_sites(); -- refuses anyone but a provider admin
  return result || jsonb_strip_nulls(jsonb_build_object(
    'equipment_tracker_assignments', nullif((select count(*) from equipment_tracker_assignments a
      where not a.is_demo and a.active and (exists (select 1 from equipment e where e.id = a.equipment_id and e.is_demo)
        or exists (select 1 from fleet_tracker_sources s where s.id = a.tracker_source_id and s.is_demo))), 0)
  ));
end
$$;
revoke all on function demo_data_blockers() from public;
grant execute on function demo_data_blockers() to app_user;

create or replace function remove_demo_data() returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  blockers jsonb := demo_data_blockers();
  removed jsonb := '{}';
  n bigint;
begin
  if blockers <> '{}'::jsonb then
    raise exception 'demo data is in use: %', blockers using errcode = '23503';
  end if;
  delete from fleet_alerts f where f.is_demo or exists (select 1 from equipment e where e.id = f.equipment_id and e.is_demo)
    or exists (select 1 from job_sites s where s.id = f.job_site_id and s.is_demo)
    or exists (select 1 from fleet_tracker_sources s where s.id = f.tracker_source_id and s.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('fleet_alerts', n);
  delete from equipment_sensor_data d where d.is_demo or exists (select 1 from equipment e where e.id = d.equipment_id and e.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment_sensor_data', n);
  delete from equipment_operational_costs c where c.is_demo
    or exists (select 1 from equipment e where e.id = c.equipment_id and e.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment_operational_costs', n);
  delete from fleet_geofence_states g where g.is_demo or exists (select 1 from equipment e where e.id = g.equipment_id and e.is_demo)
    or exists (select 1 from job_sites s where s.id = g.job_site_id and s.is_demo);
  delete from fleet_equipment_states g where g.is_demo or exists (select 1 from equipment e where e.id = g.equipment_id and e.is_demo);
  delete from equipment_location_logs l where l.is_demo
    or exists (select 1 from equipment e where e.id = l.equipment_id and e.is_demo)
    or exists (select 1 from fleet_tracker_sources s where s.id = l.tracker_source_id and s.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment_location_logs', n);
  delete from equipment_tracker_assignments a where a.is_demo
    or exists (select 1 from equipment e where e.id = a.equipment_id and e.is_demo)
    or exists (select 1 from fleet_tracker_sources s where s.id = a.tracker_source_id and s.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment_tracker_assignments', n);
  delete from tracker_devices d where d.is_demo or exists (select 1 from fleet_tracker_sources s where s.id = d.tracker_source_id and s.is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('tracker_devices', n);
  delete from fleet_tracker_sources where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('fleet_tracker_sources', n);
  -- Then the job sites, bookings and check-outs (0024), and the fleet (0022), which check the blockers again themselves.
  return removed || remove_demo_job_site_data();
end
$$;
revoke all on function remove_demo_data() from public;
grant execute on function remove_demo_data() to app_user;
