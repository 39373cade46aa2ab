import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addQuoteItemInput,
  changeQuoteStatusInput,
  createQuoteRequestInput,
  deleteQuoteResult,
  quoteFunnel,
  quoteItemResult,
  quoteRequestPage,
  quoteRequestView,
  quoteResponseResult,
  sendQuoteResult,
  listQuoteRequestsQuery,
  quoteFunnelQuery,
  quoteMessages as m,
  respondToQuoteInput,
  sendQuoteInput,
  updateQuoteItemInput,
  updateQuoteRequestInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import * as items from './items.service.ts';
import * as service from './quotes.service.ts';
import * as workflow from './workflow.service.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import { errorResponses } from '../../platform/responses.ts';

const tags = ['quotes'];
const itemParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }), itemId: z.uuid({ message: 'Not a valid id.' }) });

/** /api/quote-requests: quote requests, their items, the status workflow and the funnel (spec 03 §2–§9, ADR 0005). */
export async function quoteRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    registerRoutes(scoped, deps);
  });
}

const actor = (req: FastifyRequest) => scopeOf(requireAuth(req));

function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/quote-requests',
    { schema: { tags, querystring: listQuoteRequestsQuery, response: { 200: quoteRequestPage } }, config: readRoute },
    async (req) => req.tenant((tx) => service.listQuotes(tx, actor(req), req.query)),
  );

  r.get(
    '/api/quote-requests/funnel',
    { schema: { tags, querystring: quoteFunnelQuery, response: { 200: quoteFunnel } }, config: readRoute },
    async (req) => req.tenant((tx) => service.quoteFunnel(tx, actor(req), req.query)),
  );

  r.post(
    '/api/quote-requests',
    { schema: { tags, body: createQuoteRequestInput, response: { 201: quoteRequestView, ...errorResponses(404, 409) } } },
    async (req, reply) => reply.status(201).send(await req.tenant((tx) => service.createQuote(tx, actor(req), req.body))),
  );

  r.get(
    '/api/quote-requests/:id',
    { schema: { tags, params: idParams, response: { 200: quoteRequestView } }, config: readRoute },
    async (req) => req.tenant((tx) => service.quoteView(tx, actor(req), req.params.id)),
  );

  r.patch(
    '/api/quote-requests/:id',
    { schema: { tags, params: idParams, body: updateQuoteRequestInput, response: { 200: quoteRequestView, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => service.updateQuote(tx, actor(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/quote-requests/:id',
    { schema: { tags, params: idParams, response: { 200: deleteQuoteResult, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => service.deleteQuote(tx, actor(req), req.params.id)),
  );

  r.post(
    '/api/quote-requests/:id/status',
    { schema: { tags, params: idParams, body: changeQuoteStatusInput, response: { 200: quoteRequestView, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => workflow.changeQuoteStatus(tx, actor(req), req.params.id, req.body)),
  );

  r.post(
    '/api/quote-requests/:id/send',
    { schema: { tags, params: idParams, body: sendQuoteInput, response: { 200: sendQuoteResult, ...errorResponses(409) } } },
    async (req) => {
      const result = await req.tenant((tx) =>
        workflow.sendQuoteToClient(tx, actor(req), req.params.id, {
          expiryDate: req.body?.expiryDate,
          taxRate: req.body?.taxRate,
          publicUrl: deps.config.publicUrl,
        }),
      );
      deps.mailer.kick();
      return result;
    },
  );

  r.post(
    '/api/quote-requests/:id/accept',
    { schema: { tags, params: idParams, body: respondToQuoteInput, response: { 200: quoteResponseResult, ...errorResponses(409) } } },
    async (req) => {
      const quote = await req.tenant((tx) =>
        workflow.acceptQuote(tx, actor(req), req.params.id, req.body?.note ?? null, deps.config.publicUrl),
      );
      deps.mailer.kick();
      return { quote, message: m.accepted };
    },
  );

  r.post(
    '/api/quote-requests/:id/decline',
    { schema: { tags, params: idParams, body: respondToQuoteInput, response: { 200: quoteResponseResult, ...errorResponses(409) } } },
    async (req) => {
      const quote = await req.tenant((tx) => workflow.declineQuote(tx, actor(req), req.params.id, req.body?.note ?? null));
      return { quote, message: m.declined };
    },
  );

  r.post(
    '/api/quote-requests/:id/items',
    { schema: { tags, params: idParams, body: addQuoteItemInput, response: { 201: quoteItemResult, ...errorResponses(409) } } },
    async (req, reply) => reply.status(201).send(await req.tenant((tx) => items.addQuoteItem(tx, actor(req), req.params.id, req.body))),
  );

  r.patch(
    '/api/quote-requests/:id/items/:itemId',
    { schema: { tags, params: itemParams, body: updateQuoteItemInput, response: { 200: quoteItemResult, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => items.updateQuoteItem(tx, actor(req), req.params.id, req.params.itemId, req.body)),
  );

  r.delete(
    '/api/quote-requests/:id/items/:itemId',
    { schema: { tags, params: itemParams, response: { 200: quoteItemResult, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => items.deleteQuoteItem(tx, actor(req), req.params.id, req.params.itemId)),
  );
}
