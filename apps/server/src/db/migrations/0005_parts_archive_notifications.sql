-- Parts are archived, not deleted, once they have history (DESIGN §6), and the stock ledger is never
-- deleted; per-user notifications (spec 01 §3) with forced RLS. Tenancy as in ADR 0001.

-- An archived part keeps its ledger, links and quote requests, is hidden from lists unless asked
-- for, and keeps its part number taken (the unique index covers archived rows too).
alter table equipment_parts add column archived_at timestamptz;
alter table equipment_parts add column archived_by uuid references users (id) on delete set null;
grant update (archived_at, archived_by) on equipment_parts to app_user;

drop index equipment_parts_company_low_idx;
create index equipment_parts_company_low_idx on equipment_parts (company_id) where units_in_stock <= min_stock and archived_at is null;

-- The ledger outlives nothing it explains: deleting a part that has movements now fails in the
-- database as well (the service archives such a part instead), where it used to cascade.
alter table part_stock_movements drop constraint part_stock_movements_part_id_company_id_fkey;
alter table part_stock_movements add constraint part_stock_movements_part_id_company_id_fkey
  foreign key (part_id, company_id) references equipment_parts (id, company_id) on delete restrict;

-- spec 01 §3 Notification. Addressed to one user of one company; written by other modules inside their
-- own transaction (notifications.service.ts notifyUsers), read and marked read only by that user.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  user_id uuid not null,
  type text not null check (type in ('info', 'success', 'warning', 'error')),
  title text not null check (length(title) between 1 and 200),
  message text not null check (length(message) <= 1000),
  -- A path inside the portal only (notification.rules.ts isPortalLink).
  link text check (link ~ '^/([^/\\]|$)' and length(link) <= 500),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- The recipient is a user of the row's company; a user's notifications go with the user.
  foreign key (user_id, company_id) references users (id, company_id) on delete cascade
);
create index notifications_company_user_created_idx on notifications (company_id, user_id, created_at desc, id desc);
create index notifications_company_user_unread_idx on notifications (company_id, user_id) where read_at is null;

alter table notifications enable row level security;
alter table notifications force row level security;
create policy owner_all on notifications to current_user using (true) with check (true);
-- Reading and marking read: only one's own rows, inside the effective company (an admin's own rows
-- live in the provider company). Writing: any member of the company may notify its users (a
-- technician's stock movement tells the managers), never another company's.
create policy tenant_all on notifications to app_user
  using (user_id = app_user_id() and (app_is_admin() or company_id = app_company_id()))
  with check (app_is_admin() or company_id = app_company_id());

-- No delete; read_at is the only column that changes.
grant select, insert on notifications to app_user;
grant update (read_at) on notifications to app_user;
