import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuery, equipment, fleetValueSummarySchema, updateConditionInput, updateFinancialsInput } from '@gears/domain';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as service from './lifecycle.service.ts';

const tags = ['equipment', 'lifecycle'];

/** The Lifecycle tab (spec 02 §2): the fleet value strip, and the two dialogs — editable from Professional (spec 01 §6). */
export async function lifecycleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/equipment/lifecycle/summary',
    { schema: { tags, querystring: companyQuery, response: { 200: fleetValueSummarySchema } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.fleetValue(tx, scope, req.query.companyId));
    },
  );

  await app.register(async (editable) => {
    // Basic's lifecycle is read-only: 403 'Feature Unavailable …' before the body is read, nothing written.
    gateRoutesOnFeature(editable, 'lifecycle_edit');
    const e = editable.withTypeProvider<ZodTypeProvider>();

    e.patch(
      '/api/equipment/:id/condition',
      { schema: { tags, params: idParams, body: updateConditionInput, response: { 200: equipment, ...errorResponses(409) } } },
      async (req) => {
        const scope = scopeOf(requireAuth(req));
        return req.tenant((tx) => service.updateCondition(tx, scope, req.params.id, req.body));
      },
    );

    e.patch(
      '/api/equipment/:id/financials',
      { schema: { tags, params: idParams, body: updateFinancialsInput, response: { 200: equipment, ...errorResponses(409) } } },
      async (req) => {
        const scope = scopeOf(requireAuth(req));
        return req.tenant((tx) => service.updateFinancials(tx, scope, req.params.id, req.body));
      },
    );
  });
}
