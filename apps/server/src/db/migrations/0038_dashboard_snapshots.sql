-- The dashboard's company-wide figures kept per company by a job (issue 17 "Speed", ADR 0033): at 100k machines in one
-- company counting them under RLS takes seconds, against the target of 100 ms. A company with at least the snapshot
-- threshold of machines is answered from here, with the time the figures were counted shown beside them; a smaller
-- company is counted live on every request, as before. The viewer's own figures (their overdue tasks and returns) are
-- always counted live. Tenancy as in 0001 (ADR 0001).
create table dashboard_snapshots (
  company_id uuid not null references companies (id) on delete cascade,
  -- 'company': that company's figures; 'all': every company's, the provider admin's view (kept on the provider's row).
  view text not null check (view in ('company', 'all')),
  figures jsonb not null,
  machines integer not null check (machines >= 0),
  computed_at timestamptz not null,
  primary key (company_id, view)
);

alter table dashboard_snapshots enable row level security;
alter table dashboard_snapshots force row level security;
create policy owner_all on dashboard_snapshots to current_user using (true) with check (true);
create policy tenant_all on dashboard_snapshots to app_user
  using (app_is_admin() or (company_id = app_company_id() and view = 'company'))
  with check (app_is_admin() or (company_id = app_company_id() and view = 'company'));
grant select, insert, update (figures, machines, computed_at) on dashboard_snapshots to app_user;

-- The viewer's overdue returns, counted live beside a snapshot: the active check-outs of one person.
create index asset_assignments_company_user_active_idx on asset_assignments (company_id, assigned_user_id, expected_return_date)
  where status = 'active';
