-- Live events (issue 14 item 2, ADR 0011). A change to a row a portal list shows sends a NOTIFY on the channel
-- gears_events from a statement-level trigger, inside the changing transaction: PostgreSQL delivers it when that
-- transaction commits and never when it rolls back, to every process that LISTENs (on PGlite, to the one process).
-- Payload: {"id", "kind", "companyId", "entityId", "userId"} — ids only, never a row's content; the stream
-- (platform/events) decides who may hear it and the browser refetches through the usual, RLS-checked routes.

-- Event ids: one sequence for every process, so a browser reconnecting to another instance names an id that
-- instance knows (Last-Event-ID). Gaps are harmless; the stream replays by arrival (commit) order, not by value.
create sequence live_event_ids;
grant usage on sequence live_event_ids to app_user;

create or replace function live_event_payload(p_kind text, p_company uuid, p_entity uuid, p_user uuid)
returns text language sql volatile as $$
  select json_build_object('id', nextval('live_event_ids')::text, 'kind', p_kind, 'companyId', p_company,
                           'entityId', p_entity, 'userId', p_user)::text
$$;

-- One event per changed row, grouped by company; a statement that changes more than 20 rows of one company (a CSV
-- import, a bulk edit) sends one event without an entity id for that company instead, so an import of 100k rows
-- costs a handful of notifications, not 100k. tg_argv[0] is the event kind. The transition table is named
-- `changed` by every trigger below (new rows for insert and update, old rows for delete).
create or replace function live_events_notify() returns trigger
language plpgsql as $$
declare
  r record;
begin
  for r in select company_id, count(*) as n, (array_agg(id))[1:20] as ids from changed group by company_id loop
    if r.n > 20 then
      perform pg_notify('gears_events', live_event_payload(tg_argv[0], r.company_id, null, null));
    else
      perform pg_notify('gears_events', live_event_payload(tg_argv[0], r.company_id, e, null)) from unnest(r.ids) e;
    end if;
  end loop;
  return null;
end
$$;

-- Notifications are addressed to one user: the event carries the recipient, and only that user's streams hear it.
-- Grouped the same way, per recipient ("mark all read" over hundreds of rows is one event).
create or replace function live_events_notify_users() returns trigger
language plpgsql as $$
declare
  r record;
begin
  for r in select company_id, user_id, count(*) as n, (array_agg(id))[1:20] as ids from changed group by company_id, user_id loop
    if r.n > 20 then
      perform pg_notify('gears_events', live_event_payload('notification', r.company_id, null, r.user_id));
    else
      perform pg_notify('gears_events', live_event_payload('notification', r.company_id, e, r.user_id)) from unnest(r.ids) e;
    end if;
  end loop;
  return null;
end
$$;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('equipment', 'equipment'), ('qr_scan_logs', 'scan'), ('maintenance_tasks', 'task'), ('repairs', 'repair'),
    ('equipment_parts', 'part'), ('quote_requests', 'quote'), ('sales_orders', 'order'), ('invoices', 'invoice')
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
create trigger live_events_insert after insert on notifications referencing new table as changed
  for each statement execute function live_events_notify_users();
create trigger live_events_update after update on notifications referencing new table as changed
  for each statement execute function live_events_notify_users();

-- An open stream re-checks its session every heartbeat. Same rules as auth_request_session (migration 0004: not
-- revoked, before the absolute expiry, idle for less than p_idle_seconds, enabled user, impersonation within its
-- lifetime) but read-only: it neither touches last_seen_at, so an open tab alone does not keep a session alive
-- past its idle expiry, nor records an expired impersonation (the stream ends; the browser's reconnect goes through
-- request_begin, which records it). No row: the stream ends.
create or replace function live_session_check(p_token_hash text, p_idle_seconds integer, p_impersonation_seconds integer)
returns table (session_id uuid, user_id uuid, company_id uuid, role text, impersonated_company_id uuid)
language sql stable security definer set search_path = public as $$
  select s.id, u.id, u.company_id, u.role,
         case when u.role = 'gears_admin' and s.impersonation_started_at > now() - make_interval(secs => p_impersonation_seconds)
              then s.impersonated_company_id end
    from sessions s join users u on u.id = s.user_id and u.disabled_at is null
   where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
     and s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
$$;
revoke all on function live_session_check(text, integer, integer) from public;
grant execute on function live_session_check(text, integer, integer) to app_user;
