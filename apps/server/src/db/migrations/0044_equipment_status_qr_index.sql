-- The register's stats strip and the fleet grid count live machines by status and how many have a QR code
-- (equipment.repo.ts countByStatus). With qr_code_id carried in the status index the count is an index-only scan; before,
-- it read every machine's row: about a second at 100,000 machines in one company (issue 17 "Speed").
create index if not exists equipment_company_status_qr_idx on equipment (company_id, status) include (qr_code_id)
  where archived_at is null;
drop index if exists equipment_company_status_idx;
