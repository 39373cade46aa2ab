-- Searchable manuals (issue 18 item 2, spec 02 §3 equipment_manuals, equipment_manual_index, manual_search_logs; ADR 0027).
-- The manuals themselves are equipment_documents rows (0002: spec 02 §3 equipment_manuals). Here: their index state, the
-- text of every page in a full-text column, and the search log. Tenancy as in 0001 (ADR 0001).

-- Lets index rows reference (document, company), so an index row can never point at another company's document.
alter table equipment_documents add constraint equipment_documents_id_company_key unique (id, company_id);

-- spec 02 §3 equipment_manual_index, §4: pending → indexed, or error with its text; reindexing resets to pending.
-- embedding_count is the number of pages (PDF) or chunks (Word, text) indexed.
create table equipment_manual_index (
  document_id uuid primary key,
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  file_name text not null,
  extraction_status text not null default 'pending' check (extraction_status in ('pending', 'indexed', 'error')),
  error_message text check (length(error_message) <= 500),
  embedding_count integer not null default 0 check (embedding_count >= 0),
  ocr_page_count integer not null default 0 check (ocr_page_count >= 0),
  indexed_at timestamptz,
  requested_at timestamptz not null default now(),
  requested_by uuid references users (id) on delete set null,
  unique (document_id, company_id),
  foreign key (document_id, company_id) references equipment_documents (id, company_id) on delete cascade,
  foreign key (equipment_id, company_id) references equipment (id, company_id)
);
create index equipment_manual_index_company_idx on equipment_manual_index (company_id, equipment_id);

-- One row per page (or chunk) of an indexed manual. `search` is the page's English full-text vector; the GIN index leads
-- with the company (btree_gin, 0004) so a company-wide search reads only that company's entries.
create table equipment_manual_pages (
  document_id uuid not null,
  page_number integer not null check (page_number >= 1),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  body text not null,
  is_ocr boolean not null default false,
  search tsvector generated always as (to_tsvector('english', body)) stored,
  primary key (document_id, page_number),
  foreign key (document_id, company_id) references equipment_manual_index (document_id, company_id) on delete cascade
);
create index equipment_manual_pages_search_idx on equipment_manual_pages using gin (company_id, search);
create index equipment_manual_pages_equipment_idx on equipment_manual_pages (company_id, equipment_id);

-- spec 02 §3 manual_search_logs: every search, then which result was opened and whether a quote was requested from it.
create table manual_search_logs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid,
  search_query text not null check (length(search_query) between 1 and 500),
  user_id uuid references users (id) on delete set null,
  result_count integer not null default 0,
  selected_result_index integer check (selected_result_index >= 0),
  quote_requested boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index manual_search_logs_company_idx on manual_search_logs (company_id, created_at desc);

alter table equipment_manual_index enable row level security;
alter table equipment_manual_index force row level security;
alter table equipment_manual_pages enable row level security;
alter table equipment_manual_pages force row level security;
alter table manual_search_logs enable row level security;
alter table manual_search_logs force row level security;

create policy owner_all on equipment_manual_index to current_user using (true) with check (true);
create policy owner_all on equipment_manual_pages to current_user using (true) with check (true);
create policy owner_all on manual_search_logs to current_user using (true) with check (true);
create policy tenant_all on equipment_manual_index to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_manual_pages to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on manual_search_logs to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

grant select, insert, delete on equipment_manual_index, equipment_manual_pages to app_user;
grant update (file_name, extraction_status, error_message, embedding_count, ocr_page_count, indexed_at, requested_at, requested_by)
  on equipment_manual_index to app_user;
grant select, insert on manual_search_logs to app_user;
grant update (selected_result_index, quote_requested) on manual_search_logs to app_user;

-- The search (spec 02 §7 manual-search). Under RLS only leakproof operators may use an index, and @@ is not leakproof, so
-- the match runs here as the owner, limited exactly as tenant_all limits the caller (one's own company or the
-- impersonated client; every company only for a provider admin with p_company null), as equipment_search_ids does (0002).
-- Ranked by ts_rank_cd (cover density: terms close together rank higher), normalised by document length (flag 1);
-- ts_headline makes the snippet for the returned rows only, marking matches with U+0002 … U+0003 (never in stored text).
-- matched_terms counts the query's distinct lexemes present on the page, for the 0–1 score (manuals/score.rules.ts).
create or replace function manual_search_pages(p_company uuid, p_equipment uuid, p_query text, p_limit integer)
returns table (document_id uuid, equipment_id uuid, page_number integer, rank real, matched_terms integer, query_terms integer,
  snippet text)
language plpgsql stable security definer set search_path = public as $$
declare
  q tsquery := websearch_to_tsquery('english', p_query);
  lexemes text[] := tsvector_to_array(to_tsvector('english', p_query));
begin
  if numnode(q) = 0 or (p_company is null and not app_is_admin())
     or (p_company is not null and not (app_is_admin() or p_company = app_company_id())) then
    return;
  end if;
  return query
    with hits as (
      select p.document_id, p.equipment_id, p.page_number, p.body, p.search, ts_rank_cd(p.search, q, 1) as rank
        from equipment_manual_pages p
       where (p_company is null or p.company_id = p_company)
         and (p_equipment is null or p.equipment_id = p_equipment)
         and p.search @@ q
       order by rank desc, p.document_id, p.page_number
       limit p_limit
    )
    select h.document_id, h.equipment_id, h.page_number, h.rank,
           (select count(*)::integer from unnest(lexemes) l where l = any(tsvector_to_array(h.search))),
           coalesce(cardinality(lexemes), 0),
           ts_headline('english', h.body, q,
             'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=40, MinWords=18, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')
      from hits h
     order by h.rank desc, h.document_id, h.page_number;
end
$$;
revoke all on function manual_search_pages(uuid, uuid, text, integer) from public;
grant execute on function manual_search_pages(uuid, uuid, text, integer) to app_user;
