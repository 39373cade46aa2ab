import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkDeleteInput, bulkLocationInput, bulkResult, bulkStatusInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import * as service from './bulk.service.ts';
import { scopeOf } from '../../platform/scope.ts';

const tags = ['equipment', 'bulk'];
const logOf = (req: FastifyRequest) => (err: unknown, id: string) => req.log.error({ err, equipmentId: id }, 'bulk item failed');

/** Bulk operations on a selection (spec 02 §2 Bulk dialogs, §7 Bulk operations). */
export async function bulkRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/equipment/bulk/status', { schema: { tags, body: bulkStatusInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkUpdateStatus((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });

  r.post('/api/equipment/bulk/location', { schema: { tags, body: bulkLocationInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkAssignLocation((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });

  r.post('/api/equipment/bulk/delete', { schema: { tags, body: bulkDeleteInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkDelete((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });
}
