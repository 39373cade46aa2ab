import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLinksInput, createLinksResult, equipmentBusiness, linkCandidates, linkCandidatesQuery, unlinkParams } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './business.service.ts';

const tags = ['equipment'];

/** A machine's Business tab (spec 02 §2, §7, §8 Links, §9; issue 17 item 3; ADR 0031). */
export async function equipmentBusinessRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/equipment/:id/business',
    { schema: { tags, params: idParams, response: { 200: equipmentBusiness } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.equipmentBusiness(tx, scope, req.params.id));
    },
  );
  r.get(
    '/api/equipment/:id/business/candidates',
    { schema: { tags, params: idParams, querystring: linkCandidatesQuery, response: { 200: linkCandidates } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.linkCandidates(tx, scope, req.params.id, req.query.type, req.query.q));
    },
  );
  r.post(
    '/api/equipment/:id/links',
    { schema: { tags, params: idParams, body: createLinksInput, response: { 201: createLinksResult } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.linkDocuments(tx, scope, req.params.id, req.body)));
    },
  );
  r.delete(
    '/api/equipment/:id/links/:docType/:refId',
    { schema: { tags, params: unlinkParams, response: { 200: z.object({ message: z.string() }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.unlinkDocument(tx, scope, req.params.id, req.params.docType, req.params.refId));
    },
  );
}
