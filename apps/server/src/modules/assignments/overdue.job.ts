import { assignmentMessages as m, utcDateOf } from '@gears/domain';
import type { Database } from '../../db/database.ts';
import type { Jobs } from '../../platform/jobs/worker.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './overdue.repo.ts';

export const overdueNoticeQueue = 'assignments.overdue-notices';
/** The company's people who chase equipment that has not come back (besides the holder). */
const overdueRecipientRoles = ['client_admin', 'manager'] as const;
const batch = 200;

/**
 * Notifies the holder and the company's managers, in the bell, of each overdue assignment (active, past its expected
 * return date), once per day per assignment (overdue_notified_on). Batches commit one by one, so a crash part-way
 * resumes with what is left. Returns how many assignments were noticed.
 */
export async function sendOverdueNotices(db: Database, now: Date = new Date()): Promise<number> {
  const today = utcDateOf(now);
  let noticed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await repo.lockOverdueUnnoticedUnscoped(tx, today, batch);
      for (const row of rows) {
        await notify(tx, {
          kind: 'asset_overdue',
          companyId: row.company_id,
          to: { roles: overdueRecipientRoles, userIds: [row.assigned_user_id] },
          type: 'warning',
          title: m.overdueTitle,
          message: m.overdueMessage(row.equipment_name, row.assigned_to_name, row.expected_return_date),
          link: `/dashboard/equipment?view=assignments&assignments=overdue`,
        });
      }
      if (rows.length)
        await repo.markNoticedUnscoped(
          tx,
          rows.map((r) => r.id),
          today,
        );
      return rows.length;
    });
    noticed += count;
    if (count < batch) return noticed;
  }
}

/** A daily singleton on the durable jobs queue (ADR 0010), after the start of the working day in most of the Americas' zones. */
export function scheduleOverdueNotices(jobs: Jobs, db: Database): void {
  jobs.define(overdueNoticeQueue, async () => {
    await sendOverdueNotices(db);
  });
  jobs.schedule(overdueNoticeQueue, 'daily 13:00', { queue: overdueNoticeQueue, singleton: true, maxAttempts: 3 });
}
