import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummary, dashboardSummaryQuery } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './dashboard.service.ts';
import { requestRefresh } from './refresh.job.ts';
import type { SnapshotTarget } from './snapshots.service.ts';

/** The dashboard home's figures (issue 17 item 1; spec 01 §2, spec 02 §2). Every role; each part follows the permission table. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dashboard/summary',
    { schema: { tags: ['dashboard'], querystring: dashboardSummaryQuery, response: { 200: dashboardSummary } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const refresh = (target: SnapshotTarget) => requestRefresh({ jobs: deps.jobs, log: req.log }, target);
      return req.tenant((tx) => service.dashboardSummary(tx, scope, req.query, { requestRefresh: refresh }));
    },
  );
}
