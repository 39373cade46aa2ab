import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  convertQuoteInput,
  createPackageInput,
  ledgerDetailQuery,
  listInvoicesQuery,
  listOrdersQuery,
  listPackagesQuery,
  updateOrderInput,
  updatePackageInput,
  voidInvoiceInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { convertQuote } from './convert.service.ts';
import { ledgerToday, requireProviderAdmin } from './ledger.access.ts';
import * as service from './ledger.service.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';

const tags = ['ledger'];

/** Orders, invoices and shipping packages (spec 03 §3–§4): our own ledger, the system of record (DESIGN §5). */
export async function ledgerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/quote-requests/:id/convert',
    { schema: { tags, params: idParams, body: convertQuoteInput.nullish() } },
    async (req, reply) => {
      const auth = requireProviderAdmin(req);
      const input = req.body ?? convertQuoteInput.parse({});
      const opts = { actorId: auth.userId, publicUrl: deps.config.publicUrl, today: ledgerToday() };
      const result = await req.tenant((tx) => convertQuote(tx, opts, req.params.id, input));
      // The optional accounting connector mirrors the invoice afterwards; a no-op when it is off, never throws.
      app.connectorEvents.quoteConverted(req.params.id, { userId: auth.userId });
      return reply.status(201).send(result);
    },
  );

  r.get('/api/orders', { schema: { tags, querystring: listOrdersQuery } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listOrders(tx, reader, req.query));
  });

  r.get('/api/orders/:id', { schema: { tags, params: idParams } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getOrder(tx, reader, req.params.id));
  });

  r.patch('/api/orders/:id', { schema: { tags, params: idParams, body: updateOrderInput } }, async (req) => {
    const auth = requireProviderAdmin(req);
    return req.tenant((tx) => service.updateOrder(tx, auth.userId, req.params.id, req.body));
  });

  r.post('/api/orders/:id/packages', { schema: { tags, params: idParams, body: createPackageInput } }, async (req, reply) => {
    const auth = requireProviderAdmin(req);
    return reply.status(201).send(await req.tenant((tx) => service.createPackage(tx, auth.userId, req.params.id, req.body)));
  });

  r.get('/api/invoices', { schema: { tags, querystring: listInvoicesQuery } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listInvoices(tx, reader, req.query, ledgerToday(req.query.today)));
  });

  r.get('/api/invoices/:id', { schema: { tags, params: idParams, querystring: ledgerDetailQuery } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getInvoice(tx, reader, req.params.id, ledgerToday(req.query.today)));
  });

  r.post('/api/invoices/:id/void', { schema: { tags, params: idParams, body: voidInvoiceInput.nullish() } }, async (req) => {
    const auth = requireProviderAdmin(req);
    return req.tenant((tx) => service.voidInvoice(tx, auth.userId, req.params.id, req.body ?? { reason: null }, ledgerToday()));
  });

  r.get('/api/shipping-packages', { schema: { tags, querystring: listPackagesQuery } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listPackages(tx, reader, req.query));
  });

  r.get('/api/shipping-packages/:id', { schema: { tags, params: idParams } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getPackage(tx, reader, req.params.id));
  });

  r.patch('/api/shipping-packages/:id', { schema: { tags, params: idParams, body: updatePackageInput } }, async (req) => {
    const auth = requireProviderAdmin(req);
    return req.tenant((tx) => service.updatePackage(tx, auth.userId, req.params.id, req.body));
  });
}
