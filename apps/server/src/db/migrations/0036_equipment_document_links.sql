-- A machine's Business tab (spec 02 §2, §3 equipment_document_links, §7; issue 17 item 3; ADR 0031): quotes, invoices
-- and sales orders linked to a machine by hand, beside those that belong to it because their quote was requested for
-- it (quote_requests.equipment_id — the machine's history, which cannot be unlinked). One reference column per kind,
-- each a (id, company_id) foreign key, so a link can never reach another company's document; tenancy as in 0001.

create table equipment_document_links (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  doc_type text not null check (doc_type in ('quote', 'invoice', 'order')),
  quote_request_id uuid,
  invoice_id uuid,
  sales_order_id uuid,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade,
  -- Financial records are never deleted by the product (DESIGN §6); only the demo's removal does, and takes its links.
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id) on delete cascade,
  foreign key (invoice_id, company_id) references invoices (id, company_id) on delete cascade,
  foreign key (sales_order_id, company_id) references sales_orders (id, company_id) on delete cascade,
  -- Exactly the reference of its kind is set.
  check ((doc_type = 'quote') = (quote_request_id is not null)
     and (doc_type = 'invoice') = (invoice_id is not null)
     and (doc_type = 'order') = (sales_order_id is not null))
);
-- spec 02 §3: unique on (equipment_id, doc_type, ref_id).
create unique index equipment_document_links_key
  on equipment_document_links (company_id, equipment_id, doc_type, coalesce(quote_request_id, invoice_id, sales_order_id));
create index equipment_document_links_quote_idx on equipment_document_links (company_id, quote_request_id) where quote_request_id is not null;
create index equipment_document_links_invoice_idx on equipment_document_links (company_id, invoice_id) where invoice_id is not null;
create index equipment_document_links_order_idx on equipment_document_links (company_id, sales_order_id) where sales_order_id is not null;

alter table equipment_document_links enable row level security;
alter table equipment_document_links force row level security;
create policy owner_all on equipment_document_links to current_user using (true) with check (true);
create policy tenant_all on equipment_document_links to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
-- Links are made and removed, never changed.
grant select, insert, delete on equipment_document_links to app_user;

-- A machine's activity log, read by the history export (issue 17 item 5) newest first within a date range.
create index activity_logs_company_entity_idx on activity_logs (company_id, entity_type, entity_id, created_at desc);
