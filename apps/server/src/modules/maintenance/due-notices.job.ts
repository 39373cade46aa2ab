import { noticeTexts, utcDateOf } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/index.ts';
import { claimDueNoticesUnscoped } from './due-notices.repo.ts';

export const taskDueNoticeQueue = 'maintenance.due-notices';
/**
 * Overdue notices go out for tasks that fell overdue within this many days: the first run after the feature ships (or
 * after an outage) does not flood the bell with years-old tasks, which the dashboard's "needs attention" list shows.
 */
export const overdueLookbackDays = 7;
const batch = 200;

const taskLink = (id: string) => `/dashboard/maintenance?task=${encodeURIComponent(id)}`;

/**
 * One pass (issue 17 item 4): each open task due today tells its people once ('task_due'), each task past its due date
 * tells them once more ('task_overdue'); moving the due date makes it news again. Assignees hear; an unassigned task's
 * notice goes to whoever may edit tasks (the permission table). Batches commit one by one. Returns how many tasks
 * were noticed.
 */
export async function sendTaskDueNotices(db: Database, now: Date = new Date()): Promise<number> {
  const today = utcDateOf(now);
  const since = utcDateOf(new Date(now.getTime() - overdueLookbackDays * 86_400_000));
  let noticed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await claimDueNoticesUnscoped(tx, today, since, batch);
      for (const r of rows) {
        const task = { taskNumber: r.task_number, title: r.title, equipmentName: r.equipment_name, dueDate: r.due_date };
        const overdue = r.state === 'overdue';
        await notify(tx, {
          kind: overdue ? 'task_overdue' : 'task_due',
          type: overdue ? 'warning' : 'info',
          companyId: r.company_id,
          to: r.assignee_ids.length > 0 ? { userIds: r.assignee_ids } : { can: 'tasks.edit' },
          ...(overdue ? noticeTexts.taskOverdue(task) : noticeTexts.taskDue(task)),
          link: taskLink(r.task_id),
        });
      }
      return rows.length;
    });
    noticed += count;
    if (count < batch) return noticed;
  }
}

/** Every hour, one at a time across processes (ADR 0010): a task is due from the start of its UTC day. */
export function defineTaskDueNotices(deps: AppDeps): void {
  deps.jobs.define(taskDueNoticeQueue, async () => {
    if ((await sendTaskDueNotices(deps.db)) > 0) deps.mailer.kick();
  });
  deps.jobs.schedule(taskDueNoticeQueue, 'every 1 h', { queue: taskDueNoticeQueue, singleton: true, maxAttempts: 3 });
}
