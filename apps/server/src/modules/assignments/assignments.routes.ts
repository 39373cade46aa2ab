import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignmentOptions,
  assignmentOptionsQuery,
  assignmentPage,
  assignmentResult,
  checkInInput,
  checkOutInput,
  listAssignmentsQuery,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as service from './assignments.service.ts';
import { checkIn, checkOut } from './checkout.service.ts';

const tags = ['assignments'];

/** /api/assignments: check-out / check-in (spec 02 §2 Assignments tab, §4, §7), gated on check_in_out_basic (spec 01 §6). */
export async function assignmentRoutes(app: FastifyInstance, _deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'check_in_out_basic');
    await registerRoutes(scoped);
  });
}

async function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/assignments',
    { schema: { tags, querystring: listAssignmentsQuery, response: { 200: assignmentPage, ...errorResponses(404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listAssignments(tx, scope, req.query));
    },
  );

  r.get(
    '/api/assignments/options',
    { schema: { tags, querystring: assignmentOptionsQuery, response: { 200: assignmentOptions, ...errorResponses(404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.assignmentOptions(tx, scope, req.query.companyId));
    },
  );

  r.post(
    '/api/assignments',
    { schema: { tags, body: checkOutInput, response: { 201: assignmentResult, ...errorResponses(404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => checkOut(tx, scope, req.body)));
    },
  );

  r.post(
    '/api/assignments/:id/return',
    { schema: { tags, params: idParams, body: checkInInput.nullish(), response: { 200: assignmentResult, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => checkIn(tx, scope, req.params.id, req.body ?? {}));
    },
  );
}
