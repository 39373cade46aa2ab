-- The analytics overdue count before a period (maintenance.repo.ts overdueChanges, issue 17 "Speed") reads only indexes:
-- the open tasks' index and the completed tasks' index carry the dates the rule compares (completed_on, due_date), so
-- tens of thousands of rows are counted without visiting the table. Same keys as before, so every other use stays.
create index if not exists maintenance_tasks_company_open_cover_idx on maintenance_tasks (company_id, status, due_date)
  include (completed_on) where status in ('pending', 'in_progress');
drop index if exists maintenance_tasks_company_open_idx;
create index if not exists maintenance_tasks_company_completed_cover_idx on maintenance_tasks (company_id, completed_on)
  include (due_date) where status = 'completed';
drop index if exists maintenance_tasks_company_completed_on_idx;
create index if not exists maintenance_tasks_company_due_cover_idx on maintenance_tasks (company_id, due_date, id)
  include (status, completed_on);
drop index if exists maintenance_tasks_company_due_idx;
