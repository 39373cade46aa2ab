import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { windowAt } from './dashboard.service.ts';
import { refreshSnapshot, type SnapshotTarget } from './snapshots.service.ts';

export const dashboardRefreshQueue = 'dashboard.refresh';

const refreshPayload = z.object({ companyId: z.uuid(), view: z.enum(['company', 'all']) });

/**
 * Asks for a target's figures to be counted again (ADR 0033). One job per target and minute however many people open
 * the dashboard (the key); the request does not wait for it, and a failure to queue only leaves the figures older.
 */
export function requestRefresh(deps: Pick<AppDeps, 'jobs'> & { log: FastifyBaseLogger }, target: SnapshotTarget, now = new Date()): void {
  const minute = Math.floor(now.getTime() / 60_000);
  deps.jobs
    .enqueue({
      queue: dashboardRefreshQueue,
      key: `${target.view}:${target.companyId}:${minute}`,
      payload: target,
      companyId: target.companyId,
      maxAttempts: 2,
      leaseSeconds: 300,
    })
    .catch((err: unknown) => deps.log.warn({ err, target }, 'dashboard refresh not queued'));
}

/**
 * Counts and keeps one target's figures: a company's in its own tenant transaction (role 'system': RLS keeps it to that
 * company), every company's as provider staff (the all-company view), in a read-write transaction of its own.
 */
export async function runRefreshJob(deps: Pick<AppDeps, 'run'>, job: Pick<JobRow, 'payload'>, now = new Date()): Promise<void> {
  const target = refreshPayload.parse(job.payload);
  const ctx =
    target.view === 'all'
      ? { userId: null, companyId: null, role: 'gears_admin', isImpersonating: false }
      : { userId: null, companyId: target.companyId, role: 'system', isImpersonating: false };
  await deps.run.as(ctx)((tx) => refreshSnapshot(tx, target, windowAt(now), now));
}

export function defineDashboardJobs(deps: AppDeps): void {
  deps.jobs.define(dashboardRefreshQueue, async (job) => {
    await runRefreshJob(deps, job);
  });
}
