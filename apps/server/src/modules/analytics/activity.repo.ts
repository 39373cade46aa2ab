import type { ActivityCell } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { companyIs, tsInRange, type Range } from './range.repo.ts';

/**
 * Scans and completed tasks in the range by ISO weekday (1 Monday … 7 Sunday) and hour, both read in `timeZone` (an IANA
 * name the query schema checked; passed as a parameter). The range's days are that zone's days too.
 */
export async function activityCells(
  tx: Sql,
  companyId: string | null,
  range: Range,
  timeZone: string,
): Promise<{ scans: ActivityCell[]; tasks: ActivityCell[] }> {
  const cell = (col: string) =>
    `extract(isodow from ${col} at time zone $4::text)::int as weekday, extract(hour from ${col} at time zone $4::text)::int as hour, count(*)::int as count`;
  const rows = await tx.query<ActivityCell & { kind: 'scans' | 'tasks' }>(
    `select 'scans' as kind, ${cell('s.scanned_at')} from qr_scan_logs s
      where ${companyIs('s')} and ${tsInRange('s.scanned_at', '$2', '$3', '$4::text')} group by 2, 3
     union all
     select 'tasks', ${cell('t.completed_at')} from maintenance_tasks t
      where ${companyIs('t')} and t.status = 'completed' and ${tsInRange('t.completed_at', '$2', '$3', '$4::text')} group by 2, 3`,
    [companyId, range.from, range.to, timeZone],
  );
  const of = (kind: 'scans' | 'tasks') => rows.filter((r) => r.kind === kind).map(({ weekday, hour, count }) => ({ weekday, hour, count }));
  return { scans: of('scans'), tasks: of('tasks') };
}
