import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { equipmentInsights, equipmentPerformance } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './performance.service.ts';

const tags = ['equipment'];

/** A machine's Performance and Insights tabs (spec 02 §2, §9; issue 17 item 3). Every role may read them. */
export async function equipmentPerformanceRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/equipment/:id/performance',
    { schema: { tags, params: idParams, response: { 200: equipmentPerformance } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.equipmentPerformance(tx, scope, req.params.id));
    },
  );
  r.get(
    '/api/equipment/:id/insights',
    { schema: { tags, params: idParams, response: { 200: equipmentInsights } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.equipmentInsights(tx, scope, req.params.id));
    },
  );
}
