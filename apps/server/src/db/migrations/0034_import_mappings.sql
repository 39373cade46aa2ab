-- Remembered import mappings (issue 19 item 2, ADR 0029): the columns a company chose for a file with these headers,
-- offered again on its next import of the same kind of file. Keyed by a hash of the normalised header row, so a
-- Snipe-IT export and an Atlas CMMS export each keep their own. Tenancy as in 0001 (ADR 0001).
create table import_mappings (
  company_id uuid not null references companies (id) on delete cascade,
  signature text not null check (length(signature) = 64),
  headers text[] not null,
  -- header text → target (ImportTarget in packages/domain equipment/import-mapping.rules.ts)
  columns jsonb not null check (jsonb_typeof(columns) = 'object'),
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (company_id, signature)
);

alter table import_mappings enable row level security;
alter table import_mappings force row level security;
create policy owner_all on import_mappings to current_user using (true) with check (true);
create policy tenant_all on import_mappings to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
grant select, insert on import_mappings to app_user;
grant update (headers, columns, updated_by, updated_at) on import_mappings to app_user;
