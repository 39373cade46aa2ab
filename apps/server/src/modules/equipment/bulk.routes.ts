import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkDeleteInput, bulkJobSiteInput, bulkLocationInput, bulkResult, bulkStatusInput, bulkTeamMemberInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import * as service from './bulk.service.ts';
import { bulkAssignJobSite, bulkAssignTeamMember } from './bulk-assign.service.ts';
import { scopeOf } from '../../platform/scope.ts';
import { errorResponses } from '../../platform/responses.ts';

const tags = ['equipment', 'bulk'];
const logOf = (req: FastifyRequest) => (err: unknown, id: string) => req.log.error({ err, equipmentId: id }, 'bulk item failed');

/** Bulk operations on a selection (spec 02 §2 Bulk dialogs, §7 Bulk operations). */
export async function bulkRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/equipment/bulk/status', { schema: { tags, body: bulkStatusInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkUpdateStatus((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });

  r.post('/api/equipment/bulk/location', { schema: { tags, body: bulkLocationInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkAssignLocation((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });

  const links = { publicUrl: deps.config.publicUrl };
  r.post(
    '/api/equipment/bulk/job-site',
    { schema: { tags, body: bulkJobSiteInput, response: { 200: bulkResult, ...errorResponses(404, 409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return bulkAssignJobSite((fn) => req.tenant(fn), scope, req.body, links, logOf(req));
    },
  );

  r.post(
    '/api/equipment/bulk/team-member',
    { schema: { tags, body: bulkTeamMemberInput, response: { 200: bulkResult, ...errorResponses(404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return bulkAssignTeamMember((fn) => req.tenant(fn), scope, req.body, logOf(req));
    },
  );

  r.post('/api/equipment/bulk/delete', { schema: { tags, body: bulkDeleteInput, response: { 200: bulkResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return service.bulkDelete((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });
}
