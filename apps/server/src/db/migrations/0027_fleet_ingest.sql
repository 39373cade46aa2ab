-- Fleet ingest (issue 16; ADR 0022).
--
-- 1. The first statement of an ingest transaction, like request_begin (0004) for sessions: switches to the runtime
--    role, finds the active source for the hash of the secret in the URL (the allow-listed tracker_source_for_secret of
--    0026) and writes that source's company into the tenant context, so the fixes are written under row-level security
--    as that company and nothing else. It travels with `begin`: opening the transaction and checking the secret cost one
--    round trip. No source: no row, and the context stays empty (fail closed).
create or replace function ingest_begin(p_secret_hash text)
returns table (source_id uuid, company_id uuid, tracker_type text)
language plpgsql set search_path = public as $$
declare
  src record;
begin
  perform set_config('role', 'app_user', true);
  perform set_config('app.user_id', '', true);
  perform set_config('app.company_id', '', true);
  perform set_config('app.role', '', true);
  perform set_config('app.impersonating', 'false', true);
  select * into src from tracker_source_for_secret(p_secret_hash) limit 1;
  if not found then
    return;
  end if;
  perform set_config('app.company_id', src.company_id::text, true);
  perform set_config('app.role', 'system', true);
  return query select src.source_id, src.company_id, src.tracker_type;
end
$$;

-- 2. spec 02 §7: deleting a machine deletes its location history (equipment_location_logs has no foreign key to the
--    machine: a fix keeps the machine it was assigned to when it arrived).
grant delete on equipment_location_logs to app_user;

-- 3. A source's accepted count is the sum of its devices' counts (tracker_devices.fixes_accepted), read when sources are
--    listed: one counter row per source would make concurrent senders of one source wait on each other's commits.
comment on column fleet_tracker_sources.positions_accepted is
  'Not maintained: the accepted count is sum(tracker_devices.fixes_accepted) of the source (migration 0027).';
