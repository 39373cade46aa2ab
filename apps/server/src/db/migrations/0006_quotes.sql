-- Quote requests, their items and their status history (spec 03 §3, §4; ADR 0005). Our own ledger is the
-- system of record (DESIGN §5); external_ref and sync_error are for an optional connector later.
-- Tenancy as in 0001 (ADR 0001): company_id on every row, indexes leading with it, RLS enabled and forced,
-- policies with USING and WITH CHECK, column-level UPDATE grants.

-- Display numbers 'QR-00001' (request) and 'QT-00001' (quote, given when first sent to the client). One
-- sequence each, not per company: these are the provider's documents.
create sequence quote_request_number_seq;
create sequence quote_number_seq;

create table quote_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  number bigint not null default nextval('quote_request_number_seq') unique,
  title text not null check (length(title) between 1 and 200),
  description text,
  equipment_type text,
  urgency text not null default 'medium' check (urgency in ('urgent', 'high', 'medium', 'low')),
  contact_name text,
  contact_phone text,
  contact_email text,
  -- packages/domain/src/quotes/quote-status.rules.ts quoteStatuses; transitions are enforced by the service.
  status text not null default 'new' check (status in ('new', 'submitted', 'processing', 'vendor_requested',
    'vendor_responded', 'sent_to_client', 'accepted', 'invoiced', 'sent_to_zoho', 'sent_to_books', 'zoho_failed',
    'payment_due', 'paid', 'completed', 'cancelled')),
  -- Deleting a machine unlinks its quotes instead of deleting them (DESIGN §6); archiving keeps the link.
  equipment_id uuid,
  created_by uuid references users (id) on delete set null,
  -- A provider admin (a user of the provider company), so not a (user, company) reference.
  assigned_admin_id uuid references users (id) on delete set null,
  admin_notes text,
  client_notes text,
  -- Kept equal to the sums over quote_items by the service, in the same transaction as any item change.
  total_vendor_cost numeric(12, 2) not null default 0 check (total_vendor_cost >= 0),
  total_client_cost numeric(12, 2) not null default 0 check (total_client_cost >= 0),
  quote_number text unique check (quote_number ~ '^QT-[0-9]{5,}$'),
  quote_date date,
  -- quote_date + 30 days unless set (spec 03 §4 quote expiry).
  expiry_date date,
  vendor_response_date timestamptz,
  client_response_date timestamptz,
  client_notification_sent boolean not null default false,
  payment_link text,
  external_ref jsonb not null default '{}',
  sync_error text,
  -- Demo rows are marked, never recognised by their text (DESIGN §6).
  is_demo boolean not null default false,
  -- Set instead of deleting once orders or invoices exist: financial records are never deleted (DESIGN §6).
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quote_requests_id_company_key unique (id, company_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete set null (equipment_id),
  check (expiry_date is null or quote_date is null or expiry_date >= quote_date)
);
create index quote_requests_company_created_idx on quote_requests (company_id, created_at desc, id desc);
create index quote_requests_created_idx on quote_requests (created_at desc, id desc);
create index quote_requests_company_status_idx on quote_requests (company_id, status);
create index quote_requests_status_idx on quote_requests (status, created_at desc);
-- The duplicate check of spec 03 §7: same company, same trimmed title (case-insensitive), same equipment.
create index quote_requests_company_title_idx on quote_requests (company_id, lower(btrim(title)));
create index quote_requests_company_equipment_idx on quote_requests (company_id, equipment_id) where equipment_id is not null;

create table quote_items (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  quote_request_id uuid not null,
  item_name text not null check (length(item_name) between 1 and 200),
  description text,
  sku text,
  part_id uuid,
  quantity numeric(12, 3) not null default 1 check (quantity > 0),
  -- The provider's cost: never sent to clients (field-level, ADR 0005).
  vendor_price numeric(12, 2) not null default 0 check (vendor_price >= 0),
  markup_percentage numeric(7, 2) not null default 300 check (markup_percentage >= 0),
  -- vendor_price × (1 + markup/100) rounded to cents (packages/domain/src/quotes/pricing.rules.ts), stored.
  client_price numeric(12, 2) not null default 0 check (client_price >= 0),
  -- When a provider admin last entered the price; items added by clients (vendor 0, markup 300 forced) have none
  -- until priced, and a quote is sent only when every item has one.
  priced_at timestamptz,
  attachment_url text,
  item_code text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id) on delete cascade,
  foreign key (part_id, company_id) references equipment_parts (id, company_id) on delete set null (part_id)
);
create index quote_items_company_request_idx on quote_items (company_id, quote_request_id, created_at, id);

-- Append-only history: every status change, written in the same transaction as the change.
create table quote_status_events (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  quote_request_id uuid not null,
  -- null for the creation event.
  from_status text,
  to_status text not null,
  actor_id uuid references users (id) on delete set null,
  note text,
  created_at timestamptz not null default clock_timestamp(),
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id) on delete cascade
);
create index quote_status_events_company_request_idx on quote_status_events (company_id, quote_request_id, created_at);
create index quote_status_events_company_to_idx on quote_status_events (company_id, to_status);

alter table quote_requests enable row level security;
alter table quote_requests force row level security;
alter table quote_items enable row level security;
alter table quote_items force row level security;
alter table quote_status_events enable row level security;
alter table quote_status_events force row level security;

create policy owner_all on quote_requests to current_user using (true) with check (true);
create policy owner_all on quote_items to current_user using (true) with check (true);
create policy owner_all on quote_status_events to current_user using (true) with check (true);

create policy tenant_all on quote_requests to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on quote_items to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on quote_status_events to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Column-level UPDATE: a row never moves to another company; numbers and creation facts stay. History is append-only.
grant select, insert, delete on quote_requests, quote_items to app_user;
grant select, insert on quote_status_events to app_user;
grant usage on sequence quote_request_number_seq, quote_number_seq to app_user;
grant update (title, description, equipment_type, urgency, contact_name, contact_phone, contact_email, status,
  equipment_id, assigned_admin_id, admin_notes, client_notes, total_vendor_cost, total_client_cost, quote_number,
  quote_date, expiry_date, vendor_response_date, client_response_date, client_notification_sent, payment_link,
  external_ref, sync_error, archived_at, updated_at) on quote_requests to app_user;
grant update (item_name, description, sku, part_id, quantity, vendor_price, markup_percentage, client_price, priced_at,
  attachment_url, item_code, updated_at) on quote_items to app_user;

-- A client's acceptance notifies the provider's staff (spec 03 §4: a high-severity alert). A client's tenant
-- context cannot read the provider's users, so this definer function queues one outbox row per enabled
-- gears_admin without ever returning their addresses. It needs a signed-in request (app.user_id set).
create or replace function quote_notify_provider_admins(p_subject text, p_template text, p_body text)
returns integer
language plpgsql security definer set search_path = public as $$
declare
  n integer;
begin
  if app_user_id() is null then
    return 0;
  end if;
  insert into email_outbox (to_address, subject, template, body_text, status)
    select u.email, p_subject, p_template, p_body, 'queued'
      from users u where u.role = 'gears_admin' and u.disabled_at is null;
  get diagnostics n = row_count;
  return n;
end
$$;
revoke all on function quote_notify_provider_admins(text, text, text) from public;
grant execute on function quote_notify_provider_admins(text, text, text) to app_user;
