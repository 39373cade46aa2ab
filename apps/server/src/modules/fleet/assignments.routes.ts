import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTrackerAssignmentInput,
  listTrackerAssignmentsQuery,
  listTrackerDevicesQuery,
  trackerAssignment,
  trackerAssignmentList,
  trackerDeviceList,
} from '@gears/domain';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './assignments.service.ts';

const tags = ['fleet'];

/** /api/fleet/devices and /api/fleet/assignments (spec 02 §2 tracker assignment dialog, §5 Trackers). */
export function registerAssignmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/fleet/devices',
    { schema: { tags, querystring: listTrackerDevicesQuery, response: { 200: trackerDeviceList, ...errorResponses(403, 404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listDevices(tx, scope, req.query));
    },
  );

  r.get(
    '/api/fleet/assignments',
    { schema: { tags, querystring: listTrackerAssignmentsQuery, response: { 200: trackerAssignmentList, ...errorResponses(403, 404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listAssignments(tx, scope, req.query));
    },
  );

  r.post(
    '/api/fleet/assignments',
    { schema: { tags, body: createTrackerAssignmentInput, response: { 201: trackerAssignment, ...errorResponses(403, 404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.assignTracker(tx, scope, req.body)));
    },
  );

  r.delete('/api/fleet/assignments/:id', { schema: { tags, params: idParams, response: { 200: trackerAssignment } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.removeAssignment(tx, scope, req.params.id));
  });
}
