-- Job sites in global search (ADR 0012) and in the demo data's removal (ADR 0016), issue 15.

-- A site's code found by prefix however many sites contain the text (as 0021 does for every kind with a code). The
-- trigram index on name, code and address is job_sites_search_trgm (0023).
create index if not exists job_sites_company_code_prefix_idx on job_sites (company_id, lower(site_code) text_pattern_ops)
  where site_code is not null and status = 'active';

-- Ranked lookup like the kinds of 0021: runs as the owner and enforces the tenant itself (see search_hits). Closed sites
-- are history, not places to go: only active ones are found.
create or replace function search_job_site_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('job_sites', 'lower(t.site_code)',
    $e$(t.site_name || ' ' || coalesce(t.site_code, '') || ' ' || coalesce(t.address, ''))$e$, $e$t.status = 'active'$e$,
    p_company, p_term, p_limit, p_cap)
$$;
revoke all on function search_job_site_hits(uuid, text, integer, integer) from public;
grant execute on function search_job_site_hits(uuid, text, integer, integer) to app_user;

-- Demo removal for the issue-15 tables (0023 gave each is_demo). The fleet's functions of 0022 are kept under new names
-- and wrapped, so a later migration wraps these the same way instead of copying every statement again.
alter function demo_data_blockers() rename to demo_data_blockers_fleet;
alter function remove_demo_data() rename to remove_demo_fleet_data;
revoke all on function demo_data_blockers_fleet() from public, app_user;
revoke all on function remove_demo_fleet_data() from public, app_user;

-- A user's own records that use demo records *now* block the removal: a demo machine actively on their own site, an
-- active check-out of a demo machine or to a demo site, an open (pending or confirmed) booking of a demo machine. The
-- user can end each of these. What is only history of a demo record goes with it: ended site assignments, returned
-- check-outs and cancelled or past bookings of demo machines, and everything on a demo site, whoever wrote it.
create or replace function demo_data_blockers() returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  result jsonb;
begin
  result := demo_data_blockers_fleet(); -- refuses anyone but a provider admin
  return result || jsonb_strip_nulls(jsonb_build_object(
    'job_site_equipment_assignments', nullif((select count(*) from job_site_equipment_assignments a
      join equipment e on e.id = a.equipment_id join job_sites s on s.id = a.job_site_id
      where not a.is_demo and a.status = 'active' and e.is_demo and not s.is_demo), 0),
    'asset_assignments', nullif((select count(*) from asset_assignments a
      where not a.is_demo and a.status = 'active' and (exists (select 1 from equipment e where e.id = a.equipment_id and e.is_demo)
        or exists (select 1 from job_sites s where s.id = a.job_site_id and s.is_demo))), 0),
    'asset_reservations', nullif((select count(*) from asset_reservations r join equipment e on e.id = r.equipment_id
      where not r.is_demo and e.is_demo and r.status in ('pending', 'confirmed') and r.end_at > now()), 0)
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
  create temporary table demo_machine_ids on commit drop as select id from equipment where is_demo;
  create temporary table demo_site_ids on commit drop as select id from job_sites where is_demo;
  delete from asset_reservations where is_demo or equipment_id in (select id from demo_machine_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('asset_reservations', n);
  delete from asset_assignments where is_demo or equipment_id in (select id from demo_machine_ids)
    or job_site_id in (select id from demo_site_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('asset_assignments', n);
  delete from job_site_team_assignments where is_demo or job_site_id in (select id from demo_site_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('job_site_team_assignments', n);
  delete from job_site_equipment_assignments where is_demo or job_site_id in (select id from demo_site_ids)
    or equipment_id in (select id from demo_machine_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('job_site_equipment_assignments', n);
  delete from job_sites where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('job_sites', n);
  -- Then the fleet (machines, tasks, parts, quotes, the activity log), which checks the blockers again itself.
  return removed || remove_demo_fleet_data();
end
$$;
revoke all on function remove_demo_data() from public;
grant execute on function remove_demo_data() to app_user;
