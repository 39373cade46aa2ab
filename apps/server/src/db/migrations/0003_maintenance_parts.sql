-- Maintenance tasks, team assignments, repair requests, meter readings (spec 02 §3), and the
-- parts inventory with its stock ledger and quote requests. Tenancy as in 0001 (ADR 0001):
-- company_id on every row, indexes leading with it, RLS enabled and forced, policies with USING
-- and WITH CHECK, column-level UPDATE grants. Task status vocabulary: ADR 0004.

-- Lets child rows reference (user, company), so an assignee or mechanic is always of the row's company.
alter table users add constraint users_id_company_key unique (id, company_id);

create table maintenance_tasks (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  -- spec 01 §3: 'MT-' plus 8 uppercase characters.
  task_number text not null check (task_number ~ '^MT-[A-Z0-9]{8}$'),
  equipment_id uuid,
  title text not null check (length(title) between 1 and 200),
  description text,
  notes text,
  task_type text not null default 'maintenance' check (task_type in ('maintenance', 'repair')),
  maintenance_type text check (maintenance_type in ('preventive', 'corrective', 'inspection', 'replacement', 'service',
    'lubrication', 'calibration', 'emergency_repair', 'component_replacement', 'system_repair', 'diagnostic_repair',
    'hydraulic_repair', 'electrical_repair')),
  is_repair_request boolean not null default false,
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  -- Overdue is derived from due_date and due_hours, never stored (ADR 0004).
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'cancelled')),
  due_date date not null,
  recurrence_type text not null default 'none' check (recurrence_type in
    ('none', 'weekly', 'monthly', 'quarterly', 'semi_annual', 'annual', 'custom_hours')),
  -- The calendar step, implied by the recurrence; stored for readers of the table.
  interval_months smallint generated always as (case recurrence_type
    when 'monthly' then 1 when 'quarterly' then 3 when 'semi_annual' then 6 when 'annual' then 12 end) stored,
  -- Hours-based schedules: every interval_hours (with a calendar recurrence: whichever comes first).
  interval_hours numeric(10, 1) check (interval_hours > 0),
  -- The equipment's hours when this occurrence started (creation or the previous completion), and when it falls due.
  hours_baseline numeric(12, 1) check (hours_baseline >= 0),
  due_hours numeric(12, 1) check (due_hours >= 0),
  -- Calendar steps count from the anchor so the day of the month is kept (Jan 31 → Feb 28 → Mar 31).
  anchor_date date not null,
  series_id uuid not null,
  previous_task_id uuid,
  completed_at timestamptz,
  completed_by uuid references users (id) on delete set null,
  completed_on date,
  completion_hours numeric(12, 1),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint maintenance_tasks_id_company_key unique (id, company_id),
  constraint maintenance_tasks_number_key unique (company_id, task_number),
  foreign key (equipment_id, company_id) references equipment (id, company_id),
  check (recurrence_type <> 'custom_hours' or interval_hours is not null),
  check (recurrence_type <> 'none' or interval_hours is null),
  check (interval_hours is null or equipment_id is not null),
  check ((status = 'completed') = (completed_at is not null))
);
create index maintenance_tasks_company_due_idx on maintenance_tasks (company_id, due_date, id);
create index maintenance_tasks_company_equipment_idx on maintenance_tasks (company_id, equipment_id, status);
create index maintenance_tasks_company_open_idx on maintenance_tasks (company_id, status, due_date) where status in ('pending', 'in_progress');
create index maintenance_tasks_company_series_idx on maintenance_tasks (company_id, series_id);

-- spec 02 §3 maintenance_task_assignments.
create table maintenance_task_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  task_id uuid not null,
  user_id uuid not null,
  status text not null default 'assigned' check (status = 'assigned'),
  assigned_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (task_id, user_id),
  foreign key (task_id, company_id) references maintenance_tasks (id, company_id) on delete cascade,
  foreign key (user_id, company_id) references users (id, company_id) on delete cascade
);
create index maintenance_task_assignments_company_user_idx on maintenance_task_assignments (company_id, user_id, task_id);

-- spec 02 §3 repairs: submitted → approved | declined; approved → completed.
create table repairs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  maintenance_task_id uuid,
  description text not null check (length(description) between 1 and 5000),
  quote_amount numeric(14, 2) check (quote_amount >= 0),
  assigned_mechanic_id uuid,
  status text not null default 'submitted' check (status in ('submitted', 'approved', 'declined', 'completed')),
  submitted_by uuid references users (id) on delete set null,
  approved_by uuid references users (id) on delete set null,
  approved_at timestamptz,
  approval_comment text,
  declined_by uuid references users (id) on delete set null,
  declined_at timestamptz,
  decline_comment text,
  completed_by uuid references users (id) on delete set null,
  completed_at timestamptz,
  completion_comment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint repairs_id_company_key unique (id, company_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id),
  foreign key (maintenance_task_id, company_id) references maintenance_tasks (id, company_id),
  foreign key (assigned_mechanic_id, company_id) references users (id, company_id)
);
create index repairs_company_created_idx on repairs (company_id, created_at desc, id desc);
create index repairs_company_equipment_idx on repairs (company_id, equipment_id, status);
create index repairs_company_task_idx on repairs (company_id, maintenance_task_id) where maintenance_task_id is not null;

create table repair_attachments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  repair_id uuid not null,
  file_key text not null unique,
  file_name text not null,
  content_type text not null,
  byte_size integer not null check (byte_size > 0),
  uploaded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (repair_id, company_id) references repairs (id, company_id)
);
create index repair_attachments_company_idx on repair_attachments (company_id, repair_id, created_at);

-- Meter readings (hours), entered by hand now and fed by trackers later; they move equipment.hours
-- and give the average daily hours that hours-based forecasts use.
create table meter_readings (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  equipment_id uuid not null,
  hours numeric(12, 1) not null check (hours >= 0),
  read_at timestamptz not null default now(),
  source text not null default 'manual' check (source in ('manual', 'tracker')),
  recorded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index meter_readings_company_equipment_idx on meter_readings (company_id, equipment_id, read_at desc);

-- spec 02 §3 equipment_parts.
create table equipment_parts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  part_name text not null check (length(part_name) between 1 and 200),
  -- Generated as PN-{timestamp}-{4 chars} when left empty (spec 02 §3).
  part_number text not null check (length(part_number) between 1 and 100),
  -- Letters and digits only, upper case: '1R-0750' and '1r0750' are one part (parts/part-number.rules.ts).
  part_number_key text generated always as (upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))) stored,
  description text,
  category text,
  manufacturer text,
  supplier text,
  location text,
  unit_cost numeric(14, 2) check (unit_cost >= 0),
  -- Changed only with a row in part_stock_movements, in the same transaction (stock.service.ts).
  units_in_stock integer not null default 0 check (units_in_stock >= 0),
  -- The reorder point.
  min_stock integer not null default 1 check (min_stock >= 0),
  lead_time_days integer check (lead_time_days >= 0),
  photo_key text unique,
  photo_content_type text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint equipment_parts_id_company_key unique (id, company_id)
);
create unique index equipment_parts_number_key on equipment_parts (company_id, part_number_key);
create index equipment_parts_company_name_idx on equipment_parts (company_id, lower(part_name), id);
create index equipment_parts_company_low_idx on equipment_parts (company_id) where units_in_stock <= min_stock;

-- Which equipment a part fits; links go with either side.
create table part_equipment_links (
  company_id uuid not null references companies (id),
  part_id uuid not null,
  equipment_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (part_id, equipment_id),
  foreign key (part_id, company_id) references equipment_parts (id, company_id) on delete cascade,
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete cascade
);
create index part_equipment_links_company_equipment_idx on part_equipment_links (company_id, equipment_id);

-- The stock ledger: every change of units_in_stock, so each stock number can be explained.
create table part_stock_movements (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  part_id uuid not null,
  kind text not null check (kind in ('received', 'used', 'adjusted')),
  quantity_delta integer not null check (quantity_delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  reason text,
  task_id uuid,
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (part_id, company_id) references equipment_parts (id, company_id) on delete cascade,
  foreign key (task_id, company_id) references maintenance_tasks (id, company_id),
  check (kind <> 'received' or quantity_delta > 0),
  check (kind <> 'used' or quantity_delta < 0),
  check (kind <> 'adjusted' or reason is not null),
  check (task_id is null or kind = 'used')
);
create index part_stock_movements_company_part_idx on part_stock_movements (company_id, part_id, created_at desc, id desc);
create index part_stock_movements_company_task_idx on part_stock_movements (company_id, task_id) where task_id is not null;

-- spec 02 §3 parts_quotes. The part's name and number are kept as they were when the quote was asked for.
create table parts_quotes (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  part_id uuid,
  part_name text not null,
  part_number text not null,
  vendor text not null check (length(vendor) between 1 and 200),
  units_requested integer not null default 1 check (units_requested > 0),
  notes text,
  status text not null default 'requested' check (status in ('requested')),
  requested_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (part_id, company_id) references equipment_parts (id, company_id) on delete set null (part_id)
);
create index parts_quotes_company_created_idx on parts_quotes (company_id, created_at desc, id desc);

alter table maintenance_tasks enable row level security;
alter table maintenance_tasks force row level security;
alter table maintenance_task_assignments enable row level security;
alter table maintenance_task_assignments force row level security;
alter table repairs enable row level security;
alter table repairs force row level security;
alter table repair_attachments enable row level security;
alter table repair_attachments force row level security;
alter table meter_readings enable row level security;
alter table meter_readings force row level security;
alter table equipment_parts enable row level security;
alter table equipment_parts force row level security;
alter table part_equipment_links enable row level security;
alter table part_equipment_links force row level security;
alter table part_stock_movements enable row level security;
alter table part_stock_movements force row level security;
alter table parts_quotes enable row level security;
alter table parts_quotes force row level security;

create policy owner_all on maintenance_tasks to current_user using (true) with check (true);
create policy owner_all on maintenance_task_assignments to current_user using (true) with check (true);
create policy owner_all on repairs to current_user using (true) with check (true);
create policy owner_all on repair_attachments to current_user using (true) with check (true);
create policy owner_all on meter_readings to current_user using (true) with check (true);
create policy owner_all on equipment_parts to current_user using (true) with check (true);
create policy owner_all on part_equipment_links to current_user using (true) with check (true);
create policy owner_all on part_stock_movements to current_user using (true) with check (true);
create policy owner_all on parts_quotes to current_user using (true) with check (true);

create policy tenant_all on maintenance_tasks to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on maintenance_task_assignments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on repairs to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on repair_attachments to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on meter_readings to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on equipment_parts to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on part_equipment_links to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on part_stock_movements to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());
create policy tenant_all on parts_quotes to app_user
  using (app_is_admin() or company_id = app_company_id()) with check (app_is_admin() or company_id = app_company_id());

-- Column-level UPDATE: no row moves to another company; numbers, series and creation facts stay.
-- The ledger, readings and quote requests are append-only; repairs are kept (no delete).
grant select, insert, delete on maintenance_tasks, maintenance_task_assignments, repair_attachments, equipment_parts,
  part_equipment_links to app_user;
grant select, insert on repairs, meter_readings, part_stock_movements, parts_quotes to app_user;
grant update (equipment_id, title, description, notes, task_type, maintenance_type, priority, status, due_date,
  recurrence_type, interval_hours, hours_baseline, due_hours, anchor_date, completed_at, completed_by, completed_on,
  completion_hours, updated_at) on maintenance_tasks to app_user;
grant update (status, assigned_mechanic_id, approved_by, approved_at, approval_comment, declined_by, declined_at,
  decline_comment, completed_by, completed_at, completion_comment, updated_at) on repairs to app_user;
grant update (part_name, part_number, description, category, manufacturer, supplier, location, unit_cost, units_in_stock,
  min_stock, lead_time_days, photo_key, photo_content_type, updated_at) on equipment_parts to app_user;
