import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileResponse, noContent } from '../../platform/responses.ts';
import {
  equipmentImageMaxBytes,
  fileDownloadQuery,
  inventoryPart,
  ledgerQuery,
  partQuote,
  recordMovementResult,
  stockMovement,
  taskPartMovement,
  listPartQuotesQuery,
  recordMovementInput,
  requestPartQuoteInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { readUpload, sendStoredFile } from '../../platform/uploads.ts';
import { idParams } from '../../platform/params.ts';
import * as photo from './photo.service.ts';
import * as quotes from './quotes.service.ts';
import * as stock from './stock.service.ts';

const tags = ['parts'];

/** Stock movements and the ledger, parts used on a task, quote requests, and the part photo. */
export async function stockRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/parts/:id/movements',
    { schema: { tags, params: idParams, body: recordMovementInput, response: { 201: recordMovementResult, ...errorResponses(409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const result = await req.tenant((tx) =>
        stock.recordMovement(tx, scope, req.params.id, req.body, { publicUrl: deps.config.publicUrl }),
      );
      // Low-stock emails were queued in the transaction; deliver them now it has committed.
      if (result.lowStockNotified > 0) deps.mailer.kick();
      return reply.status(201).send(result);
    },
  );

  r.get(
    '/api/parts/:id/movements',
    { schema: { tags, params: idParams, querystring: ledgerQuery, response: { 200: z.object({ movements: z.array(stockMovement) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => stock.partLedger(tx, scope, req.params.id, req.query.limit));
    },
  );

  r.get(
    '/api/maintenance/tasks/:id/parts',
    { schema: { tags: ['parts', 'maintenance'], params: idParams, response: { 200: z.object({ movements: z.array(taskPartMovement) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => stock.taskParts(tx, scope, req.params.id));
    },
  );

  r.get(
    '/api/parts/quotes',
    { schema: { tags, querystring: listPartQuotesQuery, response: { 200: z.object({ quotes: z.array(partQuote) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => quotes.listQuotes(tx, scope, req.query));
    },
  );

  r.post(
    '/api/parts/quotes',
    {
      schema: {
        tags,
        body: requestPartQuoteInput,
        response: { 201: z.object({ quote: partQuote, message: z.string() }), ...errorResponses(404, 409) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => quotes.requestQuote(tx, scope, req.body)));
    },
  );

  r.post(
    '/api/parts/:id/photo',
    { schema: { tags, params: idParams, response: { 200: inventoryPart, ...errorResponses(409, 413, 415) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await readUpload(req, { maxBytes: equipmentImageMaxBytes, tooLarge: 'The image is larger than 10 MB.' });
      return photo.setPhoto((fn) => req.tenant(fn), deps.files, scope, req.params.id, upload);
    },
  );

  r.get(
    '/api/parts/:id/photo',
    {
      schema: {
        tags,
        params: idParams,
        querystring: fileDownloadQuery,
        response: { 200: fileResponse('The part photo', 'image/png', 'image/jpeg', 'image/webp') },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const file = await photo.readPhoto((fn) => req.tenant(fn), deps.files, scope, req.params.id);
      return sendStoredFile(reply, file, req.query.download === 'true');
    },
  );

  r.delete('/api/parts/:id/photo', { schema: { tags, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    await photo.removePhoto((fn) => req.tenant(fn), deps.files, scope, req.params.id);
    return reply.status(204).send();
  });
}
