-- The demo fleet (ADR 0016): every row the demo seed writes carries is_demo, so a provider admin removes exactly the
-- demo rows in one action and a user's own rows are never touched. companies, users and quote_requests had the flag.

alter table equipment add column is_demo boolean not null default false;
alter table meter_readings add column is_demo boolean not null default false;
alter table qr_scan_logs add column is_demo boolean not null default false;
alter table maintenance_tasks add column is_demo boolean not null default false;
alter table maintenance_task_assignments add column is_demo boolean not null default false;
alter table repairs add column is_demo boolean not null default false;
alter table equipment_parts add column is_demo boolean not null default false;
alter table part_equipment_links add column is_demo boolean not null default false;
alter table part_stock_movements add column is_demo boolean not null default false;
alter table parts_quotes add column is_demo boolean not null default false;
alter table quote_items add column is_demo boolean not null default false;
alter table quote_status_events add column is_demo boolean not null default false;
alter table sales_orders add column is_demo boolean not null default false;
alter table invoices add column is_demo boolean not null default false;
alter table ledger_lines add column is_demo boolean not null default false;
alter table shipping_packages add column is_demo boolean not null default false;
alter table payment_sessions add column is_demo boolean not null default false;
alter table payment_events add column is_demo boolean not null default false;
alter table activity_logs add column is_demo boolean not null default false;

-- Which demo sets were seeded, by name ('fleet'; later modules add theirs). A set is seeded once: removing the demo
-- rows keeps its line here, so a restart never brings them back. Written only by the seed (the owner).
create table demo_seeds (
  name text primary key,
  seeded_at timestamptz not null default now()
);
-- Forced like every table (the start-up check); no grant to app_user: only the owner reads or writes it.
alter table demo_seeds enable row level security;
alter table demo_seeds force row level security;
create policy owner_all on demo_seeds to current_user using (true) with check (true);

-- A user's own records that point at demo records and would lose them: they block the removal (the caller answers
-- 409 with these counts) instead of being deleted or changed. Rows that are part of a demo record (a demo quote's
-- items and history, a demo machine's readings and scans, a demo task's assignees, a demo part's ledger and
-- equipment links) go with it whoever wrote them.
create or replace function demo_data_blockers() returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  result jsonb;
begin
  if not app_is_admin() then
    raise exception 'provider admin only' using errcode = '42501';
  end if;
  select jsonb_strip_nulls(jsonb_build_object(
    'maintenance_tasks', nullif((select count(*) from maintenance_tasks t join equipment e on e.id = t.equipment_id
      where not t.is_demo and e.is_demo), 0),
    'repairs', nullif((select count(*) from repairs r
      where not r.is_demo and (exists (select 1 from equipment e where e.id = r.equipment_id and e.is_demo)
        or exists (select 1 from maintenance_tasks t where t.id = r.maintenance_task_id and t.is_demo))), 0),
    'quote_requests', nullif((select count(*) from quote_requests q join equipment e on e.id = q.equipment_id
      where not q.is_demo and e.is_demo), 0),
    'part_stock_movements', nullif((select count(*) from part_stock_movements m join maintenance_tasks t on t.id = m.task_id
      join equipment_parts p on p.id = m.part_id where not p.is_demo and t.is_demo), 0),
    'quote_items', nullif((select count(*) from quote_items qi join equipment_parts p on p.id = qi.part_id
      join quote_requests q on q.id = qi.quote_request_id where not q.is_demo and p.is_demo), 0),
    'parts_quotes', nullif((select count(*) from parts_quotes pq join equipment_parts p on p.id = pq.part_id
      where not pq.is_demo and p.is_demo), 0),
    'equipment_images', nullif((select count(*) from equipment_images i join equipment e on e.id = i.equipment_id where e.is_demo), 0),
    'equipment_documents', nullif((select count(*) from equipment_documents d join equipment e on e.id = d.equipment_id where e.is_demo), 0),
    'repair_attachments', nullif((select count(*) from repair_attachments a join repairs r on r.id = a.repair_id where r.is_demo), 0)
  )) into result;
  return result;
end
$$;
revoke all on function demo_data_blockers() from public;
grant execute on function demo_data_blockers() to app_user;

-- Deletes every demo record and what is part of it, children first; answers the number of rows per table. The ledger
-- and the stock ledger are never deleted otherwise (DESIGN §6): this runs as the owner, for a provider admin only,
-- and only after demo_data_blockers() found nothing (checked again here, so a race cannot take a user's row).
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
  create temporary table demo_quote_ids on commit drop as select id from quote_requests where is_demo;
  create temporary table demo_invoice_ids on commit drop as
    select id from invoices where is_demo or quote_request_id in (select id from demo_quote_ids);
  create temporary table demo_order_ids on commit drop as
    select id from sales_orders where is_demo or quote_request_id in (select id from demo_quote_ids);

  delete from payment_events where is_demo or invoice_id in (select id from demo_invoice_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('payment_events', n);
  delete from payment_sessions where is_demo or invoice_id in (select id from demo_invoice_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('payment_sessions', n);
  delete from ledger_lines where is_demo
    or (document_type = 'invoice' and document_id in (select id from demo_invoice_ids))
    or (document_type = 'order' and document_id in (select id from demo_order_ids));
  get diagnostics n = row_count; removed := removed || jsonb_build_object('ledger_lines', n);
  delete from invoices where id in (select id from demo_invoice_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('invoices', n);
  delete from shipping_packages where is_demo or sales_order_id in (select id from demo_order_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('shipping_packages', n);
  delete from sales_orders where id in (select id from demo_order_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('sales_orders', n);
  delete from quote_status_events where is_demo or quote_request_id in (select id from demo_quote_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('quote_status_events', n);
  delete from quote_items where is_demo or quote_request_id in (select id from demo_quote_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('quote_items', n);
  delete from quote_requests where id in (select id from demo_quote_ids);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('quote_requests', n);

  delete from parts_quotes where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('parts_quotes', n);
  delete from part_stock_movements m where m.is_demo
    or m.part_id in (select id from equipment_parts where is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('part_stock_movements', n);
  delete from part_equipment_links l where l.is_demo
    or l.part_id in (select id from equipment_parts where is_demo) or l.equipment_id in (select id from equipment where is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('part_equipment_links', n);
  delete from equipment_parts where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment_parts', n);

  delete from repairs where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('repairs', n);
  delete from maintenance_task_assignments a where a.is_demo or a.task_id in (select id from maintenance_tasks where is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('maintenance_task_assignments', n);
  delete from maintenance_tasks where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('maintenance_tasks', n);
  delete from meter_readings r where r.is_demo or r.equipment_id in (select id from equipment where is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('meter_readings', n);
  delete from qr_scan_logs s where s.is_demo or s.equipment_id in (select id from equipment where is_demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('qr_scan_logs', n);
  delete from equipment where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('equipment', n);
  delete from activity_logs where is_demo;
  get diagnostics n = row_count; removed := removed || jsonb_build_object('activity_logs', n);
  return removed;
end
$$;
revoke all on function remove_demo_data() from public;
grant execute on function remove_demo_data() to app_user;
