import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { windowAt } from './dashboard.service.ts';
import { refreshSnapshot, type SnapshotTarget } from './snapshots.service.ts';

export const dashboardRefreshQueue = 'dashboard.refresh';

const refreshPayload = z.object({ companyId: z.uuid(), view: z.enum(['company', 'all']) });

/**
 * Queues a job at most once per key and minute however many people open the page (the dashboard's snapshot, ADR 0033;
 * analytics' kept answers, ADR 0042); the request does not wait for it, and a failure to queue only leaves the figures
 * older.
 */
export function enqueueOncePerMinute(
  deps: Pick<AppDeps, 'jobs'> & { log: FastifyBaseLogger },
  job: { queue: string; key: string; payload: Record<string, unknown>; companyId: string },
  now = new Date(),
): void {
  const minute = Math.floor(now.getTime() / 60_000);
  deps.jobs
    .enqueue({ ...job, key: `${job.key}:${minute}`, maxAttempts: 2, leaseSeconds: 300 })
    .catch((err: unknown) => deps.log.warn({ err, queue: job.queue, payload: job.payload }, 'refresh not queued'));
}

/** Asks for a target's figures to be counted again (ADR 0033). */
export function requestRefresh(deps: Pick<AppDeps, 'jobs'> & { log: FastifyBaseLogger }, target: SnapshotTarget, now = new Date()): void {
  const key = `${target.view}:${target.companyId}`;
  enqueueOncePerMinute(deps, { queue: dashboardRefreshQueue, key, payload: target, companyId: target.companyId }, now);
}

/**
 * The tenant context a job counts a target in: a company's own (role 'system': RLS keeps it to that company), or every
 * company's as provider staff (the all-company view).
 */
export function targetContext(target: SnapshotTarget) {
  return target.view === 'all'
    ? { userId: null, companyId: null, role: 'gears_admin', isImpersonating: false }
    : { userId: null, companyId: target.companyId, role: 'system', isImpersonating: false };
}

/**
 * Counts and keeps one target's figures: a company's in its own tenant transaction (role 'system': RLS keeps it to that
 * company), every company's as provider staff (the all-company view), in a read-write transaction of its own.
 */
export async function runRefreshJob(deps: Pick<AppDeps, 'run'>, job: Pick<JobRow, 'payload'>, now = new Date()): Promise<void> {
  const target = refreshPayload.parse(job.payload);
  await deps.run.as(targetContext(target))((tx) => refreshSnapshot(tx, target, windowAt(now), now));
}

export function defineDashboardJobs(deps: AppDeps): void {
  deps.jobs.define(dashboardRefreshQueue, async (job) => {
    await runRefreshJob(deps, job);
  });
}
