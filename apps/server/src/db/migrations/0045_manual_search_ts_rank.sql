-- Manual search (issue 18 "Speed": p95 ≤ 100 ms over 10,000 pages; ADR 0027 amended). A word on nearly every page made
-- ts_rank_cd (cover density) read every matching page's positions: ~50 ms of CPU for 8,800 matches, most of the search.
-- Pages are now ranked by ts_rank, PostgreSQL's standard ranking — word frequency, and for several words how close they
-- stand (its AND ranking measures the distance between their positions) — at well under half the cost, with the same
-- length normalisation (1). Only the top `p_limit` pages are read whole, for their snippets.
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
    with top as (
      select p.document_id, p.page_number, ts_rank(p.search, q, 1) as rank
        from equipment_manual_pages p
       where (p_company is null or p.company_id = p_company)
         and (p_equipment is null or p.equipment_id = p_equipment)
         and p.search @@ q
       order by rank desc, p.document_id, p.page_number
       limit p_limit
    ),
    hits as (
      select p.document_id, p.equipment_id, p.page_number, p.body, p.search, t.rank
        from top t join equipment_manual_pages p using (document_id, page_number)
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
