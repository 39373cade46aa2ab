-- Searching for a machine by what it is or who made it: "excavator", "dump truck" or "Caterpillar" found nothing in
-- the register or in global search, which matched name, model and serial only (issue 14, found in the demo fleet).
-- The searched text now adds the manufacturer and the equipment type in words (dump_truck → "dump truck"). The
-- expression is the same in the index, the register's equipment_search_page and global search's
-- search_equipment_hits, so both keep using the company-leading trigram index (DESIGN §4a, ADR 0012).

drop index if exists equipment_company_search_trgm;
create index equipment_company_search_trgm on equipment using gin
  (company_id, (name || ' ' || coalesce(model, '') || ' ' || coalesce(serial, '') || ' ' || coalesce(manufacturer, '') || ' ' ||
   coalesce(replace(equipment_type, '_', ' '), '')) gin_trgm_ops);

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
  search_expr constant text := $q$(e.name || ' ' || coalesce(e.model, '') || ' ' || coalesce(e.serial, '') || ' ' ||
    coalesce(e.manufacturer, '') || ' ' || coalesce(replace(e.equipment_type, '_', ' '), ''))$q$;
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

create or replace function search_equipment_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('equipment', 'lower(t.serial)',
    $e$(t.name || ' ' || coalesce(t.model, '') || ' ' || coalesce(t.serial, '') || ' ' || coalesce(t.manufacturer, '') || ' ' ||
        coalesce(replace(t.equipment_type, '_', ' '), ''))$e$, 't.archived_at is null',
    p_company, p_term, p_limit, p_cap)
$$;

analyze equipment;
