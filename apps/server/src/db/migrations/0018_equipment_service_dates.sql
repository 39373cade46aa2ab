-- Derived service dates (service-dates.rules.ts): every equipment row the register, the detail, the scan card and the
-- export read carries its latest completed task and its earliest open task. Each is one index probe per row with these
-- partial indexes (an ordered index on the column the aggregate reads), instead of a walk over the machine's whole task
-- history; the equipment list reads 50 rows at a time (DESIGN §7). 'if not exists': a database that applied this file
-- under its earlier name (0015_equipment_service_dates.sql) runs it again under this one.
create index if not exists maintenance_tasks_equipment_open_idx on maintenance_tasks (company_id, equipment_id, due_date)
  where status in ('pending', 'in_progress');
create index if not exists maintenance_tasks_equipment_completed_idx on maintenance_tasks (company_id, equipment_id, completed_on desc)
  where status = 'completed';
