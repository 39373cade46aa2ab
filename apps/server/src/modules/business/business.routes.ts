import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSummaryQuery, businessSummaryView } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import { ledgerToday } from '../ledger/index.ts';
import { businessSummary } from './business.service.ts';
import { scopeOf } from '../../platform/scope.ts';

/** Business overview (spec 03 §2, spec 01 §3): totals computed from the ledger, never fallback figures. */
export async function businessRoutes(app: FastifyInstance, _deps: AppDeps) {
  await app.register(async (scoped) => {
    gateRoutesOnFeature(scoped, 'reporting'); // spec 01 §6: reporting is Professional and up
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/business/summary',
      { schema: { tags: ['business'], querystring: businessSummaryQuery, response: { 200: businessSummaryView } } },
      async (req) => {
        const reader = scopeOf(requireAuth(req));
        return req.tenant((tx) => businessSummary(tx, reader, req.query, ledgerToday(req.query.today)));
      },
    );
  });
}
