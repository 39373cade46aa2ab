import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPartInput, deletePartResult, inventoryPart, listPartsQuery, partDependents, partPage, updatePartInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import * as archive from './archive.service.ts';
import { identifyRoutes } from './identify.routes.ts';
import * as service from './parts.service.ts';
import { stockRoutes } from './stock.routes.ts';

const tags = ['parts'];

/** /api/parts: the parts inventory (spec 02 §2, §7 Parts), its stock ledger, quote requests, photos and identification. */
export async function partsRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'light_inventory'); // spec 01 §6: light inventory is Professional and up
    await registerRoutes(scoped, deps);
    await stockRoutes(scoped, deps);
    await identifyRoutes(scoped, deps);
  });
}

async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parts', { schema: { tags, querystring: listPartsQuery, response: { 200: partPage } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listParts(tx, scope, req.query));
  });

  r.get('/api/parts/low-stock', { schema: { tags, querystring: listPartsQuery, response: { 200: partPage } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listParts(tx, scope, { ...req.query, lowStock: 'true' }));
  });

  r.post(
    '/api/parts',
    { schema: { tags, body: createPartInput, response: { 201: inventoryPart, ...errorResponses(404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.createPart(tx, scope, req.body)));
    },
  );

  r.get('/api/parts/:id', { schema: { tags, params: idParams, response: { 200: inventoryPart } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getPart(tx, scope, req.params.id));
  });

  r.patch(
    '/api/parts/:id',
    { schema: { tags, params: idParams, body: updatePartInput, response: { 200: inventoryPart, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updatePart(tx, scope, req.params.id, req.body));
    },
  );

  r.get('/api/parts/:id/dependents', { schema: { tags, params: idParams, response: { 200: partDependents } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => archive.partDependents(tx, scope, req.params.id));
  });

  // A part with history is archived, one without is deleted; the answer says which and why.
  r.delete('/api/parts/:id', { schema: { tags, params: idParams, response: { 200: deletePartResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    const { result, photoKey } = await req.tenant((tx) => archive.deletePart(tx, scope, req.params.id));
    if (photoKey) await deps.files.remove(photoKey);
    return result;
  });

  r.post(
    '/api/parts/:id/restore',
    {
      schema: { tags, params: idParams, response: { 200: z.object({ part: inventoryPart, message: z.string() }), ...errorResponses(409) } },
    },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => archive.restorePart(tx, scope, req.params.id));
    },
  );
}
