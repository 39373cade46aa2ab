-- Global search (issue 14 item 3, ADR 0012): one ranked lookup per searchable kind, behind one helper.
--
-- Why functions that run as the owner: PostgreSQL uses a trigram index for ILIKE only when the condition may be
-- checked before the row-level-security condition, and ILIKE is not leakproof, so under RLS a search scans the
-- tenant's rows (see equipment_search_page in 0004). Each search_<kind>_hits function therefore runs as the owner
-- and enforces the tenant itself, exactly as equipment_search_page does: the company comes from app_company_id();
-- only a provider admin who is not impersonating may name one (p_company) or search every company (null); anyone
-- else naming another company, or with no company in the context, gets nothing. They return ids and a rank only;
-- the caller reads the rows it shows under RLS.

-- Indexes: each kind has a company-leading trigram index on the text it matches (btree_gin, as equipment's in
-- 0004, which search_equipment_hits reuses unchanged) and a prefix index on its code, so an exact or prefix code
-- match is found however many rows contain the text.
create index if not exists equipment_company_serial_prefix_idx on equipment (company_id, lower(serial) text_pattern_ops)
  where archived_at is null and serial is not null;
create index if not exists maintenance_tasks_company_search_trgm on maintenance_tasks using gin
  (company_id, (title || ' ' || task_number) gin_trgm_ops);
create index if not exists maintenance_tasks_company_number_prefix_idx on maintenance_tasks (company_id, lower(task_number) text_pattern_ops);
create index if not exists equipment_parts_company_search_trgm on equipment_parts using gin
  (company_id, (part_name || ' ' || part_number || ' ' || coalesce(manufacturer, '')) gin_trgm_ops);
create index if not exists equipment_parts_company_number_prefix_idx on equipment_parts (company_id, lower(part_number) text_pattern_ops)
  where archived_at is null;
create index if not exists quote_requests_company_search_trgm on quote_requests using gin
  (company_id, (title || ' ' || ledger_document_number('QR-', number) || ' ' || coalesce(quote_number, '') || ' ' || coalesce(contact_name, '')) gin_trgm_ops);
create index if not exists quote_requests_company_number_prefix_idx on quote_requests
  (company_id, lower(coalesce(quote_number, ledger_document_number('QR-', number))) text_pattern_ops) where archived_at is null;
create index if not exists invoices_company_search_trgm on invoices using gin
  (company_id, (number || ' ' || coalesce(reference_number, '')) gin_trgm_ops);
create index if not exists invoices_company_number_prefix_idx on invoices (company_id, lower(number) text_pattern_ops);

-- The shared lookup. Not a definer function and not granted to app_user: it builds its statement from the table and
-- expressions its callers (the definer functions below, constants only) pass, so only they may call it.
-- Rank: 0 the code equals the term, 1 the code starts with it, 2 the text starts with it, 3 the text contains it;
-- within a rank, trigram similarity. Candidates: up to p_cap rows whose text contains the term (ILIKE through the
-- trigram index), plus code prefix matches through the prefix index (a company's search only: the index leads with
-- it). A 2-character term has no trigram of its own, and a substring test would read every row of the company when
-- few match (2.8 s over 100,000 tasks in the bench): it matches the start of a word instead ('ex' finds Excavator
-- and EX-BT-220, not Hex), which the index serves through the word-start trigrams ('  e', ' ex').
-- total counts the candidates: the number of matches up to p_cap.
create or replace function search_hits(
  p_table text, p_code text, p_text text, p_live text,
  p_company uuid, p_term text, p_limit integer, p_cap integer
)
returns table (id uuid, rank integer, total integer)
language plpgsql stable set search_path = public as $$
declare
  company uuid;
  term text := lower(btrim(coalesce(p_term, '')));
  escaped text;
  scope_sql text;
  match_sql text;
begin
  if app_is_admin() then
    company := p_company;
  else
    company := app_company_id();
    if company is null or (p_company is not null and p_company <> company) then
      return;
    end if;
  end if;
  if length(term) < 2 or p_limit is null or p_limit < 1 or p_cap is null or p_cap < 1 then
    return;
  end if;
  escaped := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  scope_sql := p_live || case when company is null then '' else ' and t.company_id = $1' end;
  match_sql := case when length(term) >= 3 then format('%s ilike $2', p_text) else format('(%1$s ilike $4 or %1$s ilike $7)', p_text) end;
  return query execute format($q$
    with candidates as (
      select t.id, %1$s as code, %2$s as txt from %3$I t where %4$s and %5$s limit $5
    ), code_matches as (
      select t.id, %1$s as code, %2$s as txt from %3$I t where %4$s and %6$s and %1$s like $4 limit $6
    ), hits as (
      select * from candidates union select * from code_matches
    )
    select h.id,
           case when h.code = $3 then 0 when h.code like $4 then 1 when lower(h.txt) like $4 then 2 else 3 end,
           (select count(*)::integer from candidates)
      from hits h
     order by 2, similarity(h.txt, $3) desc, h.id
     limit $6
  $q$, p_code, p_text, p_table, scope_sql, match_sql, case when company is null then 'false' else 'true' end)
  using company, '%' || escaped || '%', term, escaped || '%', p_cap, p_limit, '% ' || escaped || '%';
end
$$;
revoke all on function search_hits(text, text, text, text, uuid, text, integer, integer) from public;

create or replace function search_equipment_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('equipment', 'lower(t.serial)',
    $e$(t.name || ' ' || coalesce(t.model, '') || ' ' || coalesce(t.serial, ''))$e$, 't.archived_at is null',
    p_company, p_term, p_limit, p_cap)
$$;

create or replace function search_task_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('maintenance_tasks', 'lower(t.task_number)', $e$(t.title || ' ' || t.task_number)$e$, 'true',
    p_company, p_term, p_limit, p_cap)
$$;

create or replace function search_part_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('equipment_parts', 'lower(t.part_number)',
    $e$(t.part_name || ' ' || t.part_number || ' ' || coalesce(t.manufacturer, ''))$e$, 't.archived_at is null',
    p_company, p_term, p_limit, p_cap)
$$;

create or replace function search_quote_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('quote_requests', $e$lower(coalesce(t.quote_number, ledger_document_number('QR-', t.number)))$e$,
    $e$(t.title || ' ' || ledger_document_number('QR-', t.number) || ' ' || coalesce(t.quote_number, '') || ' ' || coalesce(t.contact_name, ''))$e$,
    't.archived_at is null', p_company, p_term, p_limit, p_cap)
$$;

create or replace function search_invoice_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('invoices', 'lower(t.number)', $e$(t.number || ' ' || coalesce(t.reference_number, ''))$e$, 'true',
    p_company, p_term, p_limit, p_cap)
$$;

revoke all on function search_equipment_hits(uuid, text, integer, integer) from public;
revoke all on function search_task_hits(uuid, text, integer, integer) from public;
revoke all on function search_part_hits(uuid, text, integer, integer) from public;
revoke all on function search_quote_hits(uuid, text, integer, integer) from public;
revoke all on function search_invoice_hits(uuid, text, integer, integer) from public;
grant execute on function search_equipment_hits(uuid, text, integer, integer) to app_user;
grant execute on function search_task_hits(uuid, text, integer, integer) to app_user;
grant execute on function search_part_hits(uuid, text, integer, integer) to app_user;
grant execute on function search_quote_hits(uuid, text, integer, integer) to app_user;
grant execute on function search_invoice_hits(uuid, text, integer, integer) to app_user;

analyze maintenance_tasks;
analyze equipment_parts;
analyze quote_requests;
analyze invoices;
