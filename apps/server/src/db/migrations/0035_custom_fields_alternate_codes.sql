-- Custom fields and alternate codes (issue 19 items 4 and 5; spec 01 §6 tier table: 5 custom fields on Basic, 25 on
-- Professional, unlimited on Enterprise; spec 02 §5 Scanner). Tenancy as in 0001 (ADR 0001): company_id on every row,
-- indexes leading with it, RLS enabled and forced, policies with USING and WITH CHECK, column-level UPDATE grants, and
-- children reference (id, company_id) so a value or a code can never point at another company's machine or field.
-- ADR 0030 records the shape: one row per value (not a JSON column on equipment) so a register filter is an indexed
-- equality under RLS, and alternate codes in their own table with one normalised key unique per company.

-- A company's field definitions. The key is made from the first name and never changes (filters, exports and import
-- mappings name it); the name may. Archived fields keep their values but are hidden and do not count against the plan.
create table equipment_custom_fields (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  name text not null check (length(name) between 1 and 60),
  key text not null check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  field_type text not null check (field_type in ('text', 'number', 'date', 'money', 'options')),
  options text[] not null default '{}' check (cardinality(options) <= 100),
  is_required boolean not null default false,
  sort_order integer not null default 0 check (sort_order between 0 and 10000),
  archived_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_demo boolean not null default false,
  constraint equipment_custom_fields_id_company_key unique (id, company_id),
  check ((field_type = 'options') = (cardinality(options) > 0))
);
create unique index equipment_custom_fields_key on equipment_custom_fields (company_id, key);
create unique index equipment_custom_fields_name_key on equipment_custom_fields (company_id, lower(name)) where archived_at is null;

-- One value of one field on one machine, as canonical text (money '1250.00', dates 'YYYY-MM-DD', numbers without
-- exponent); value_key is its lower-case form, what the register's filter compares (an equality, leakproof under RLS,
-- so the index below serves it).
create table equipment_custom_values (
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  field_id uuid not null,
  value_text text not null check (length(value_text) between 1 and 1000),
  value_key text not null check (length(value_key) between 1 and 1000),
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  is_demo boolean not null default false,
  primary key (equipment_id, field_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade,
  foreign key (field_id, company_id) references equipment_custom_fields (id, company_id) on delete cascade
);
create index equipment_custom_values_filter_idx on equipment_custom_values (company_id, field_id, value_key, equipment_id);

-- A label already stuck on the machine: a previous system's asset tag, barcode or QR id. code_key is the trimmed,
-- upper-case form; unique per company together with nothing else, so a scan finds exactly one machine.
create table equipment_alternate_codes (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  code text not null check (length(code) between 1 and 100),
  code_key text not null check (length(code_key) between 1 and 100),
  label text check (length(label) <= 60),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  is_demo boolean not null default false,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create unique index equipment_alternate_codes_key on equipment_alternate_codes (company_id, code_key);
create index equipment_alternate_codes_equipment_idx on equipment_alternate_codes (company_id, equipment_id, created_at);

alter table equipment_custom_fields enable row level security;
alter table equipment_custom_fields force row level security;
alter table equipment_custom_values enable row level security;
alter table equipment_custom_values force row level security;
alter table equipment_alternate_codes enable row level security;
alter table equipment_alternate_codes force row level security;

create policy owner_all on equipment_custom_fields to current_user using (true) with check (true);
create policy owner_all on equipment_custom_values to current_user using (true) with check (true);
create policy owner_all on equipment_alternate_codes to current_user using (true) with check (true);

create policy tenant_all on equipment_custom_fields to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_custom_values to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_alternate_codes to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Column-level UPDATE: no row moves to another company, machine or field; a field's key and type never change.
grant select, insert, delete on equipment_custom_fields, equipment_custom_values, equipment_alternate_codes to app_user;
grant update (name, options, is_required, sort_order, archived_at, updated_at) on equipment_custom_fields to app_user;
grant update (value_text, value_key, updated_by, updated_at) on equipment_custom_values to app_user;
grant update (label) on equipment_alternate_codes to app_user;
