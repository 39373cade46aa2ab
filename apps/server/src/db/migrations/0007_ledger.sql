-- Our own ledger, the system of record for quote-to-cash (DESIGN §5, spec 03 §3): sales orders, invoices, their
-- line snapshots, shipping packages, card payment sessions and the webhook events that settle them.
-- Tenancy as in 0001 (ADR 0001): company_id on every row, indexes leading with it, RLS enabled and forced,
-- policies with USING and WITH CHECK, column-level UPDATE grants. Financial records are never deleted
-- (DESIGN §6): app_user gets no DELETE here, and a quote request with an order cannot be deleted (foreign keys).

-- Display numbers 'SO-00001', 'INV-00001', 'PKG-00001': one sequence each, not per company (the provider's documents).
create sequence sales_order_number_seq;
create sequence invoice_number_seq;
create sequence shipping_package_number_seq;

-- Five digits, more when the sequence outgrows them (lpad would cut 123456 to 12345).
create or replace function ledger_document_number(p_prefix text, p_n bigint) returns text
  language sql immutable as $$
    select p_prefix || case when p_n < 100000 then lpad(p_n::text, 5, '0') else p_n::text end
  $$;

create table sales_orders (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  -- One order per quote request: converting twice is refused (409) and the constraint backs that up.
  quote_request_id uuid not null unique,
  number text not null unique default ledger_document_number('SO-', nextval('sales_order_number_seq')),
  status text not null default 'confirmed' check (status in ('confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
  order_date date not null,
  delivery_date date,
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  tax_total numeric(12, 2) not null default 0 check (tax_total >= 0),
  total numeric(12, 2) not null check (total >= 0),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sales_orders_id_company_key unique (id, company_id),
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id),
  check (total = subtotal + tax_total)
);
create index sales_orders_company_date_idx on sales_orders (company_id, order_date desc, id desc);
create index sales_orders_date_idx on sales_orders (order_date desc, id desc);

create table invoices (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  quote_request_id uuid not null unique,
  sales_order_id uuid not null unique,
  number text not null unique default ledger_document_number('INV-', nextval('invoice_number_seq')),
  -- Overdue is derived from due_date and the balance (ledger/invoice-status.rules.ts), never stored.
  status text not null default 'issued' check (status in ('issued', 'paid', 'void')),
  invoice_date date not null,
  -- 0 = 'Due on receipt', else 'Net {days}' (ledger/terms.rules.ts).
  terms_days integer not null default 0 check (terms_days between 0 and 365),
  due_date date not null,
  -- The client's PO / reference number.
  reference_number text check (length(reference_number) <= 100),
  tax_rate numeric(6, 3) not null default 0 check (tax_rate >= 0 and tax_rate <= 100),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  tax_total numeric(12, 2) not null default 0 check (tax_total >= 0),
  total numeric(12, 2) not null check (total >= 0),
  amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0 and amount_paid <= total),
  paid_at timestamptz,
  voided_at timestamptz,
  void_reason text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_id_company_key unique (id, company_id),
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id),
  foreign key (sales_order_id, company_id) references sales_orders (id, company_id),
  check (total = subtotal + tax_total),
  check (due_date = invoice_date + terms_days),
  check ((status = 'paid') = (paid_at is not null)),
  check ((status = 'void') = (voided_at is not null))
);
create index invoices_company_date_idx on invoices (company_id, invoice_date desc, id desc);
create index invoices_date_idx on invoices (invoice_date desc, id desc);
create index invoices_company_open_idx on invoices (company_id, due_date) where status = 'issued';

-- The quote items as they were at conversion, client prices only (never the vendor price or markup).
create table ledger_lines (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  document_type text not null check (document_type in ('order', 'invoice')),
  document_id uuid not null,
  position integer not null check (position >= 1),
  item_name text not null,
  description text,
  sku text,
  quantity numeric(12, 3) not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  line_total numeric(12, 2) not null check (line_total >= 0),
  created_at timestamptz not null default now(),
  unique (document_type, document_id, position)
);
create index ledger_lines_company_document_idx on ledger_lines (company_id, document_type, document_id, position);

create table shipping_packages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  sales_order_id uuid not null,
  number text not null unique default ledger_document_number('PKG-', nextval('shipping_package_number_seq')),
  carrier text check (length(carrier) <= 100),
  tracking_number text check (length(tracking_number) <= 100),
  ship_date date,
  shipping_cost numeric(12, 2) not null default 0 check (shipping_cost >= 0),
  status text not null default 'shipped' check (status in ('pending', 'shipped', 'in_transit', 'delivered')),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (sales_order_id, company_id) references sales_orders (id, company_id)
);
create index shipping_packages_company_created_idx on shipping_packages (company_id, created_at desc, id desc);
create index shipping_packages_company_order_idx on shipping_packages (company_id, sales_order_id);

-- A card payment attempt for an invoice balance: Stripe Checkout when keyed, else the built-in test checkout.
create table payment_sessions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  invoice_id uuid not null,
  provider text not null check (provider in ('stripe', 'test')),
  -- The provider's id (Stripe 'cs_…'); null only between our insert and the provider's answer.
  provider_session_id text unique,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency = 'usd'),
  status text not null default 'open' check (status in ('open', 'paid', 'expired', 'failed')),
  url text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  foreign key (invoice_id, company_id) references invoices (id, company_id),
  check ((status = 'paid') = (paid_at is not null))
);
create index payment_sessions_company_invoice_idx on payment_sessions (company_id, invoice_id, created_at desc);

-- Webhook deliveries, one row per provider event id: a replayed event is recognised and changes nothing.
create table payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('stripe', 'test')),
  event_id text not null,
  type text not null,
  company_id uuid not null references companies (id),
  invoice_id uuid,
  payment_session_id uuid,
  received_at timestamptz not null default now(),
  outcome text not null,
  unique (provider, event_id)
);
create index payment_events_company_received_idx on payment_events (company_id, received_at desc);

alter table sales_orders enable row level security;
alter table sales_orders force row level security;
alter table invoices enable row level security;
alter table invoices force row level security;
alter table ledger_lines enable row level security;
alter table ledger_lines force row level security;
alter table shipping_packages enable row level security;
alter table shipping_packages force row level security;
alter table payment_sessions enable row level security;
alter table payment_sessions force row level security;
alter table payment_events enable row level security;
alter table payment_events force row level security;

create policy owner_all on sales_orders to current_user using (true) with check (true);
create policy owner_all on invoices to current_user using (true) with check (true);
create policy owner_all on ledger_lines to current_user using (true) with check (true);
create policy owner_all on shipping_packages to current_user using (true) with check (true);
create policy owner_all on payment_sessions to current_user using (true) with check (true);
create policy owner_all on payment_events to current_user using (true) with check (true);

create policy tenant_all on sales_orders to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on invoices to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on ledger_lines to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on shipping_packages to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on payment_sessions to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on payment_events to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Insert and read; change only what a workflow changes; never delete. Numbers, totals and lines stay as issued.
grant select, insert on sales_orders, invoices, ledger_lines, shipping_packages, payment_sessions, payment_events to app_user;
grant usage on sequence sales_order_number_seq, invoice_number_seq, shipping_package_number_seq to app_user;
grant update (status, delivery_date, updated_at) on sales_orders to app_user;
grant update (status, amount_paid, paid_at, voided_at, void_reason, updated_at) on invoices to app_user;
grant update (carrier, tracking_number, ship_date, shipping_cost, status, updated_at) on shipping_packages to app_user;
grant update (provider_session_id, status, url, paid_at) on payment_sessions to app_user;
grant update (outcome) on payment_events to app_user;

-- Pre-tenant lookup (ADR 0001 allow-list): a payment webhook and the test checkout page arrive without a session.
-- The provider's session id (or our own id, a random uuid handed out only in the checkout URL) is the capability;
-- this returns just enough to open a tenant transaction for that company, where the work is done under RLS.
create or replace function payment_session_lookup(p_provider text, p_provider_session_id text, p_session_id uuid)
returns table (session_id uuid, company_id uuid, invoice_id uuid, provider_session_id text)
language sql stable security definer set search_path = public as $$
  select s.id, s.company_id, s.invoice_id, s.provider_session_id
    from payment_sessions s
   where (p_provider is null or s.provider = p_provider)
     and ((p_provider_session_id is not null and s.provider_session_id = p_provider_session_id)
          or (p_session_id is not null and s.id = p_session_id))
   order by (s.provider_session_id is not distinct from p_provider_session_id) desc
   limit 1
$$;

-- The provider company's name and contact for document headers. A client's tenant context cannot read the
-- provider's company row; its name and contact are printed on every quote and invoice anyway.
create or replace function provider_company_profile()
returns table (name text, contact_email text, location text)
language sql stable security definer set search_path = public as $$
  select c.name, c.contact_email, c.location from companies c where c.is_provider limit 1
$$;

revoke all on function payment_session_lookup(text, text, uuid), provider_company_profile() from public;
grant execute on function payment_session_lookup(text, text, uuid), provider_company_profile() to app_user;
