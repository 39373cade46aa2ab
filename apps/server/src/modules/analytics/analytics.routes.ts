import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  activityAnalyticsView,
  activityQuery,
  analyticsHubView,
  analyticsQuery,
  analyticsSummaryView,
  financialAnalyticsView,
  fleetAnalyticsView,
  hubQuery,
  maintenanceAnalyticsView,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import { requestRefresh, type SnapshotTarget } from '../dashboard/index.ts';
import type { FastifyRequest } from 'fastify';
import { ledgerToday } from '../ledger/index.ts';
import { activityAnalytics } from './activity.service.ts';
import { financialAnalytics } from './financial.service.ts';
import { fleetAnalytics } from './fleet.service.ts';
import { analyticsHub } from './hub.service.ts';
import { keptOrLive, keptRequestOf, type KeptOptions } from './kept.service.ts';
import { maintenanceAnalytics } from './maintenance.service.ts';
import { requestKeptRefresh } from './refresh.job.ts';
import { analyticsSummary } from './summary.service.ts';

const tags = ['analytics'];

/**
 * Analytics (issue 17 item 2; spec 01 §3, spec 03 §9): every figure computed from the tenant's data, zeros or nulls when
 * there is none. Gated by the reporting feature like the business summary (spec 01 §6: Professional and up).
 */
export async function analyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  /** How a large scope's answers are kept (ADR 0042): the jobs that compute them, and the dashboard's that counts the scope. */
  const keeping = (req: FastifyRequest): KeptOptions => ({
    requestRefresh: (r) => requestKeptRefresh({ jobs: deps.jobs, log: req.log }, r),
    requestCount: (target) => requestRefresh({ jobs: deps.jobs, log: req.log }, target),
  });
  await app.register(async (scoped) => {
    gateRoutesOnFeature(scoped, 'reporting');
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const period = (view: z.ZodType) => ({ schema: { tags, querystring: analyticsQuery, response: { 200: view } } });
    r.get('/api/analytics/summary', period(analyticsSummaryView), async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => analyticsSummary(tx, reader, req.query, ledgerToday(req.query.today)));
    });
    r.get('/api/analytics/maintenance', period(maintenanceAnalyticsView), async (req) => {
      const reader = scopeOf(requireAuth(req));
      const today = ledgerToday(req.query.today);
      const kept = keptRequestOf(reader, 'maintenance', req.query, today);
      return req.tenant((tx) =>
        keptOrLive(tx, kept, maintenanceAnalyticsView, () => maintenanceAnalytics(tx, reader, req.query, today), keeping(req)),
      );
    });
    r.get('/api/analytics/financial', period(financialAnalyticsView), async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => financialAnalytics(tx, reader, req.query, ledgerToday(req.query.today)));
    });
    r.get('/api/analytics/fleet', period(fleetAnalyticsView), async (req) => {
      const reader = scopeOf(requireAuth(req));
      const refresh = (target: SnapshotTarget) => requestRefresh({ jobs: deps.jobs, log: req.log }, target);
      return req.tenant((tx) => fleetAnalytics(tx, reader, req.query, ledgerToday(req.query.today), { requestRefresh: refresh }));
    });
    r.get(
      '/api/analytics/activity',
      { schema: { tags, querystring: activityQuery, response: { 200: activityAnalyticsView } } },
      async (req) => {
        const reader = scopeOf(requireAuth(req));
        const today = ledgerToday(req.query.today);
        const kept = keptRequestOf(reader, 'activity', req.query, today);
        return req.tenant((tx) =>
          keptOrLive(tx, kept, activityAnalyticsView, () => activityAnalytics(tx, reader, req.query, today), keeping(req)),
        );
      },
    );
    r.get('/api/analytics/hub', { schema: { tags, querystring: hubQuery, response: { 200: analyticsHubView } } }, async (req) => {
      const reader = scopeOf(requireAuth(req));
      const today = ledgerToday(req.query.today);
      const kept = keptRequestOf(reader, 'hub', req.query, today);
      return req.tenant((tx) => keptOrLive(tx, kept, analyticsHubView, () => analyticsHub(tx, reader, req.query, today), keeping(req)));
    });
  });
}
