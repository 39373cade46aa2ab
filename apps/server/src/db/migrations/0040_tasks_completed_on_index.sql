-- The analytics overdue trend (issue 17 "Speed"): the overdue count at the start of the period comes from the open tasks
-- (maintenance_tasks_company_open_idx) and the tasks completed after that day, found here, instead of replaying every
-- task the company ever had. Also serves the completions inside the period.
create index if not exists maintenance_tasks_company_completed_on_idx on maintenance_tasks (company_id, completed_on)
  where status = 'completed';
