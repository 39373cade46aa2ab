import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  manualList,
  manualMaxBytes,
  manualMessages as m,
  manualPageParams,
  manualPageView,
  manualQuoteInput,
  manualQuoteResult,
  manualSearchQuery,
  manualSearchResponse,
  manualSearchSelectionInput,
  manualView,
  reprocessManualsInput,
  reprocessManualsResult,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, noContent } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { readUpload } from '../../platform/uploads.ts';
import { closeManualOcr } from './index.job.ts';
import * as service from './manuals.service.ts';
import * as search from './search.service.ts';

/** Manuals of a machine and the manual search (issue 18 item 2, spec 02 §2 documents tab and viewer, §7). */
export async function manualRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['manuals'];
  // The indexing job is declared in bootstrap.ts; its OCR worker stops with the app.
  app.addHook('onClose', () => closeManualOcr(deps));

  r.post(
    '/api/equipment/:id/manuals',
    { schema: { tags, params: idParams, response: { 201: manualView, ...errorResponses(409, 413, 415) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await readUpload(req, { maxBytes: manualMaxBytes, tooLarge: m.manualTooLarge });
      const saved = await service.uploadManual((fn) => req.tenant(fn), deps.files, scope, req.params.id, upload);
      deps.jobs.kick();
      return reply.status(201).send(saved);
    },
  );

  r.get('/api/equipment/:id/manuals', { schema: { tags, params: idParams, response: { 200: manualList } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return { manuals: await req.tenant((tx) => service.listManuals(tx, scope, req.params.id)) };
  });

  r.post(
    '/api/equipment/:id/manuals/reprocess',
    { schema: { tags, params: idParams, body: reprocessManualsInput, response: { 200: reprocessManualsResult, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const result = await req.tenant((tx) => service.reprocessManuals(tx, scope, req.params.id, req.body.documentId));
      deps.jobs.kick();
      return result;
    },
  );

  r.get(
    '/api/equipment/:id/manuals/:documentId/pages/:page',
    { schema: { tags, params: manualPageParams, response: { 200: manualPageView } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const { id, documentId, page } = req.params;
      return req.tenant((tx) => service.readManualPage(tx, scope, id, documentId, page));
    },
  );

  r.get(
    '/api/manuals/search',
    { schema: { tags, querystring: manualSearchQuery, response: { 200: manualSearchResponse } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => search.searchManuals(tx, scope, req.query));
    },
  );

  r.post(
    '/api/manuals/searches/:id/selection',
    { schema: { tags, params: idParams, body: manualSearchSelectionInput, response: { 204: noContent } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      await req.tenant((tx) => search.recordSelection(tx, scope, req.params.id, req.body.resultIndex));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/manuals/quote-requests',
    { schema: { tags, body: manualQuoteInput, response: { 201: manualQuoteResult, ...errorResponses(409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => search.requestQuoteFromManual(tx, scope, req.body)));
    },
  );
}
