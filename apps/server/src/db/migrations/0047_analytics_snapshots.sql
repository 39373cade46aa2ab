-- Analytics answers kept per scope, page and period preset by a job (issue 17 "Speed", ADR 0042): for the provider
-- admin's all-company view (1,000,000 machines at the bench scale) the maintenance, activity and hub pages read every
-- company's tasks and scans and took 0.7–1.0 s, against the target of 300 ms. A scope whose dashboard snapshot counts at
-- least the snapshot threshold of machines is answered from here, with the time the answer was computed; a smaller one,
-- and any custom date range, is computed for the request as before. Tenancy as dashboard_snapshots (0038): a company's
-- own rows ('company'), the provider's all-company rows ('all') only for provider staff.
create table analytics_snapshots (
  company_id uuid not null references companies (id) on delete cascade,
  view text not null check (view in ('company', 'all')),
  -- The analytics page ('maintenance', 'activity', 'hub') and what else its answer depends on: the period preset, the
  -- day it was computed for ("today") and, for activity, the time zone — e.g. 'last_30_days|2026-11-27|UTC'.
  page text not null,
  params text not null,
  answer jsonb not null,
  computed_at timestamptz not null,
  primary key (company_id, view, page, params)
);

alter table analytics_snapshots enable row level security;
alter table analytics_snapshots force row level security;
create policy owner_all on analytics_snapshots to current_user using (true) with check (true);
create policy tenant_all on analytics_snapshots to app_user
  using (app_is_admin() or (company_id = app_company_id() and view = 'company'))
  with check (app_is_admin() or (company_id = app_company_id() and view = 'company'));
-- delete: the job drops a scope's answers for days gone by when it keeps a new one.
grant select, insert, update (answer, computed_at), delete on analytics_snapshots to app_user;
