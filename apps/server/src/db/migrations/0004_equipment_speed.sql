-- Speed of the equipment register at 100k equipment in one company (DESIGN §7, issue 3), ADR 0001.
-- 1. A request's session check and its tenant context in one statement (request_begin below).
-- 2. Search pages chosen by a definer function planned per call, over a company-leading trigram index.
-- 3. Indexes for the remaining sort orders of the register.

-- Lets one GIN index lead with company_id (uuid) before the trigram expression. Trusted extension.
create extension if not exists btree_gin;

-- The cross-company trigram index becomes company-leading: a tenant's search reads only its own
-- postings, and the all-company admin search can still use the trigram column alone.
drop index if exists equipment_search_trgm;
create index equipment_company_search_trgm on equipment using gin
  (company_id, (name || ' ' || coalesce(model, '') || ' ' || coalesce(serial, '')) gin_trgm_ops);

-- Keyset orders of equipment.repo.ts (sort expression, id), both directions. Under row-level
-- security a keyset condition becomes an index condition only if every function in it is
-- leakproof: int4 and timestamptz comparisons are, but numeric's comparison and the numeric →
-- float8 cast are not. So hours sort by a stored float8 copy (as name sorts by name_key), nulls
-- as -1; numeric(12,1) values fit a float8 exactly enough to keep their order and stay distinct.
alter table equipment add column hours_key double precision generated always as (coalesce(hours::double precision, -1)) stored;
create index equipment_company_updated_idx on equipment (company_id, updated_at, id) where archived_at is null;
create index equipment_company_year_idx on equipment (company_id, (coalesce(year, 0)), id) where archived_at is null;
create index equipment_company_hours_idx on equipment (company_id, hours_key, id) where archived_at is null;

-- Every request with a session cookie: the live session for a token hash (same rules as
-- auth_session_lookup: not revoked, before the absolute expiry, idle for less than p_idle_seconds,
-- enabled user; last_seen_at touched at most once a minute), with an impersonation older than
-- p_impersonation_seconds dropped and recorded as a security event. It writes the effective
-- tenant context (spec 01 §4, ADR 0001) into the calling transaction's app.* settings, cleared
-- first, so an unknown or expired session leaves a context that matches nothing (fail closed).
create or replace function auth_request_session(p_token_hash text, p_idle_seconds integer, p_impersonation_seconds integer)
returns table (
  session_id uuid, user_id uuid, company_id uuid, role text, email text,
  impersonated_company_id uuid, impersonation_started_at timestamptz
)
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  s sessions%rowtype;
  u users%rowtype;
  effective_company uuid;
begin
  perform set_config('app.user_id', '', true), set_config('app.company_id', '', true),
          set_config('app.role', '', true), set_config('app.impersonating', 'false', true);
  select * into s from sessions
   where token_hash = p_token_hash and revoked_at is null and expires_at > now()
     and last_seen_at > now() - make_interval(secs => p_idle_seconds);
  if not found then
    return;
  end if;
  if s.last_seen_at < now() - interval '60 seconds' then
    update sessions set last_seen_at = now() where id = s.id;
  end if;
  select * into u from users where id = s.user_id and disabled_at is null;
  if not found then
    return;
  end if;
  if u.role = 'gears_admin' and s.impersonated_company_id is not null and s.impersonation_started_at is not null
     and s.impersonation_started_at <= now() - make_interval(secs => p_impersonation_seconds) then
    update sessions set impersonated_company_id = null, impersonation_started_at = null where id = s.id;
    insert into security_events (company_id, actor_user_id, actor_email, event_type, target_company_id, details)
      values (u.company_id, u.id, u.email, 'impersonation_expired', s.impersonated_company_id, '{}');
    s.impersonated_company_id := null;
    s.impersonation_started_at := null;
  end if;
  if u.role <> 'gears_admin' or s.impersonation_started_at is null then
    s.impersonated_company_id := null;
    s.impersonation_started_at := null;
  end if;
  -- Client users: their company; an impersonating admin: the client; an admin: every company (none set).
  effective_company := case when u.role <> 'gears_admin' then u.company_id else s.impersonated_company_id end;
  perform set_config('app.user_id', u.id::text, true), set_config('app.company_id', coalesce(effective_company::text, ''), true),
          set_config('app.role', u.role, true),
          set_config('app.impersonating', case when s.impersonated_company_id is null then 'false' else 'true' end, true);
  return query select s.id, u.id, u.company_id, u.role, u.email, s.impersonated_company_id, s.impersonation_started_at;
end
$$;
revoke all on function auth_request_session(text, integer, integer) from public;
grant execute on function auth_request_session(text, integer, integer) to app_user;

-- The first statement of a request's tenant transaction: switches to the runtime role (a
-- security-definer function may not) and then, as app_user, checks the session above. Not a
-- definer function and grants nothing: the caller must be allowed to become app_user, and only
-- app_user may execute auth_request_session. One round trip instead of a lookup transaction
-- followed by a set_config statement. p_read_only makes the rest of the transaction read-only
-- (after the session's own last-seen touch), for requests that only read.
create or replace function request_begin(p_token_hash text, p_idle_seconds integer, p_impersonation_seconds integer, p_read_only boolean)
returns table (
  session_id uuid, user_id uuid, company_id uuid, role text, email text,
  impersonated_company_id uuid, impersonation_started_at timestamptz
)
language plpgsql set search_path = public as $$
begin
  perform set_config('role', 'app_user', true);
  return query select * from auth_request_session(p_token_hash, p_idle_seconds, p_impersonation_seconds);
  if p_read_only then
    perform set_config('transaction_read_only', 'on', true);
  end if;
end
$$;

-- Search (name, model, serial) for one page of the register. PostgreSQL will not use a trigram
-- index for ILIKE under row-level security (not leakproof), so this runs as the owner. Tenancy is
-- enforced here, not trusted from the caller: the company comes from app_company_id(); only a
-- provider admin (app_is_admin()) may name one with p_company or leave it null for all companies;
-- anyone else naming another company, or with no company in the context, gets nothing.
-- The statement is built from allow-listed pieces and run with EXECUTE … USING, so each call is
-- planned for its own values (no generic plan). Terms of 3+ characters match with ILIKE, which the
-- company-leading trigram index serves; shorter terms (no trigram to look up) use a substring test
-- that leaves the planner to walk the sort index of the company's rows up to the limit.
-- Returns the page's ids in order; the caller reads the rows under RLS.
create or replace function equipment_search_page(
  p_company uuid, p_term text, p_status text, p_archived boolean,
  p_sort text, p_descending boolean, p_after_key text, p_after_id uuid, p_limit integer
)
returns setof uuid
language plpgsql stable security definer set search_path = public rows 50 as $$
declare
  company uuid;
  sort_expr text;
  sort_type text;
  dir text := case when p_descending then 'desc' else 'asc' end;
  search_expr constant text := $q$(e.name || ' ' || coalesce(e.model, '') || ' ' || coalesce(e.serial, ''))$q$;
  where_sql text;
begin
  if app_is_admin() then
    company := p_company;
  else
    company := app_company_id();
    if company is null or (p_company is not null and p_company <> company) then
      return;
    end if;
  end if;
  if p_term is null or length(p_term) = 0 or p_limit is null or p_limit < 1 then
    return;
  end if;
  case p_sort
    when 'name' then sort_expr := 'e.name_key'; sort_type := 'text';
    when 'createdAt' then sort_expr := 'e.created_at'; sort_type := 'timestamptz';
    when 'updatedAt' then sort_expr := 'e.updated_at'; sort_type := 'timestamptz';
    when 'year' then sort_expr := 'coalesce(e.year, 0)'; sort_type := 'integer';
    when 'hours' then sort_expr := 'e.hours_key'; sort_type := 'float8';
    else raise exception 'equipment_search_page: unknown sort %', p_sort using errcode = '22023';
  end case;
  where_sql := case when p_archived then 'e.archived_at is not null' else 'e.archived_at is null' end;
  if company is not null then
    where_sql := where_sql || ' and e.company_id = $1';
  end if;
  if length(p_term) >= 3 then
    where_sql := where_sql || ' and ' || search_expr || $q$ ilike '%' || replace(replace(replace($2, '\', '\\'), '%', '\%'), '_', '\_') || '%'$q$;
  else
    where_sql := where_sql || ' and strpos(lower' || search_expr || ', lower($2)) > 0';
  end if;
  if p_status is not null then
    where_sql := where_sql || ' and e.status = $3';
  end if;
  if p_after_id is not null then
    where_sql := where_sql || format(' and (%s, e.id) %s ($4::%s, $5)', sort_expr, case when p_descending then '<' else '>' end, sort_type);
  end if;
  return query execute format('select e.id from equipment e where %s order by %s %s, e.id %s limit $6', where_sql, sort_expr, dir, dir)
    using company, p_term, p_status, p_after_key, p_after_id, p_limit;
end
$$;
revoke all on function equipment_search_page(uuid, text, text, boolean, text, boolean, text, uuid, integer) from public;
grant execute on function equipment_search_page(uuid, text, text, boolean, text, boolean, text, uuid, integer) to app_user;

-- Replaced by equipment_search_page (the list no longer collects up to 5,001 ids first).
drop function if exists equipment_search_ids(uuid, text, integer);

-- The planner's estimates for the new index expressions (the trigram search expression above all):
-- without them a broad search is planned as if it matched two rows.
analyze equipment;
