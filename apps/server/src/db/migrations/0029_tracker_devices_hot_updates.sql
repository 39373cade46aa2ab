-- tracker_devices holds one row per device and is updated with every call that brings the device a newer fix
-- (ADR 0022): at 10,000 devices reporting every few seconds that is thousands of updates a second on 10,000 rows.
-- Half-full pages leave room for the new version of a row on its own page (a HOT update: no index entry written, the
-- old version pruned on the next visit), and autovacuum comes after 2 % of the rows changed instead of 20 %, so the
-- map's read of every device does not walk through dead versions.
alter table tracker_devices set (fillfactor = 50, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0.05);
