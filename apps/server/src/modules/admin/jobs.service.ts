import { jobMessages, type DeadJob, type JobActionResult, type JobsOverview } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './jobs.repo.ts';

const toDeadJob = (r: repo.DeadJobRow): DeadJob => ({
  id: r.id,
  queue: r.queue,
  key: r.key,
  companyId: r.company_id,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  createdAt: new Date(r.created_at).toISOString(),
  failedAt: new Date(r.updated_at).toISOString(),
});

export async function jobsOverview(tx: Sql): Promise<JobsOverview> {
  const counts = { queued: 0, running: 0, done: 0, dead: 0 };
  for (const row of await repo.countJobsByState(tx)) counts[row.state as keyof typeof counts] = row.count;
  return { dead: (await repo.listDeadJobs(tx, 200)).map(toDeadJob), counts };
}

async function deadJobOf(tx: Sql, id: string) {
  const job = await repo.findJobForUpdate(tx, id);
  if (!job) throw notFound(jobMessages.notFound);
  if (job.state !== 'dead') throw new AppError('CONFLICT', jobMessages.notDead);
  return job;
}

export async function retryDeadJob(tx: Sql, admin: Scope, id: string): Promise<JobActionResult> {
  const job = await deadJobOf(tx, id);
  await repo.requeueJob(tx, id);
  await recordActivity(tx, {
    companyId: admin.homeCompanyId,
    userId: admin.actorId,
    action: 'job_retried',
    entityType: 'job',
    entityId: id,
    details: { queue: job.queue },
  });
  return { message: jobMessages.retried(job.queue) };
}

export async function discardDeadJob(tx: Sql, admin: Scope, id: string): Promise<JobActionResult> {
  const job = await deadJobOf(tx, id);
  await repo.deleteJob(tx, id);
  await recordActivity(tx, {
    companyId: admin.homeCompanyId,
    userId: admin.actorId,
    action: 'job_discarded',
    entityType: 'job',
    entityId: id,
    details: { queue: job.queue },
  });
  return { message: jobMessages.discarded(job.queue) };
}
