import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { analyticsPeriods } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { systemScope, type Scope } from '../../platform/scope.ts';
import type { Sql } from '../../db/database.ts';
import { activityAnalytics } from './activity.service.ts';
import { analyticsHub } from './hub.service.ts';
import { enqueueOncePerMinute, targetContext } from '../dashboard/index.ts';
import { keyOf, keptPages, refreshKept, type KeptRequest } from './kept.service.ts';
import { maintenanceAnalytics } from './maintenance.service.ts';

export const analyticsRefreshQueue = 'analytics.refresh';

const refreshPayload = z.object({
  companyId: z.uuid(),
  view: z.enum(['company', 'all']),
  page: z.enum(keptPages),
  period: z.enum(analyticsPeriods),
  today: z.iso.date(),
  timeZone: z.string(),
});

/**
 * Asks for one analytics answer to be computed and kept again (ADR 0042). One job per answer and minute however many
 * people open the page (the key); the request does not wait for it, and a failure to queue only leaves the answer older.
 */
export function requestKeptRefresh(deps: Pick<AppDeps, 'jobs'> & { log: FastifyBaseLogger }, request: KeptRequest, now = new Date()): void {
  const { companyId, view, page, params } = keyOf(request);
  enqueueOncePerMinute(
    deps,
    { queue: analyticsRefreshQueue, key: `${view}:${companyId}:${page}:${params}`, payload: request, companyId },
    now,
  );
}

/** The page's answer for a preset period, by the same service the route calls. */
function computeFor(tx: Sql, reader: Scope, r: KeptRequest): () => Promise<object> {
  switch (r.page) {
    case 'maintenance':
      return () => maintenanceAnalytics(tx, reader, { period: r.period }, r.today);
    case 'activity':
      return () => activityAnalytics(tx, reader, { period: r.period, timeZone: r.timeZone }, r.today);
    case 'hub':
      return () => analyticsHub(tx, reader, {}, r.today);
  }
}

/** A job acts for no person: the nil id stands for the actor, which these read-only services never record. */
const jobActorId = '00000000-0000-0000-0000-000000000000';

/**
 * Computes and keeps one answer: a company's in its own tenant transaction (role 'system': RLS keeps it to that company),
 * every company's as provider staff (the all-company view), in a read-write transaction of its own — as the dashboard's job.
 */
export async function runKeptRefreshJob(deps: Pick<AppDeps, 'run'>, job: Pick<JobRow, 'payload'>, now = new Date()): Promise<void> {
  const request = refreshPayload.parse(job.payload);
  const ctx = targetContext(request);
  const reader = systemScope({ actorId: jobActorId, role: ctx.role, homeCompanyId: request.companyId });
  await deps.run.as(ctx)((tx) => refreshKept(tx, request, computeFor(tx, reader, request), now));
}

export function defineAnalyticsJobs(deps: AppDeps): void {
  deps.jobs.define(analyticsRefreshQueue, async (job) => {
    await runKeptRefreshJob(deps, job);
  });
}
