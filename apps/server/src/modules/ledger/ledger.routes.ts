import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  convertQuoteInput,
  convertQuoteResult,
  invoiceView,
  salesOrderView,
  shippingPackageView,
  voidInvoiceResult,
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
import { errorResponses } from '../../platform/responses.ts';

const tags = ['ledger'];

/** Orders, invoices and shipping packages (spec 03 §3–§4): our own ledger, the system of record (DESIGN §5). */
export async function ledgerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/quote-requests/:id/convert',
    {
      schema: { tags, params: idParams, body: convertQuoteInput.nullish(), response: { 201: convertQuoteResult, ...errorResponses(409) } },
    },
    async (req, reply) => {
      const admin = requireProviderAdmin(req);
      const input = req.body ?? convertQuoteInput.parse({});
      const opts = { actorId: admin.actorId, publicUrl: deps.config.publicUrl, today: ledgerToday() };
      const result = await req.tenant((tx) => convertQuote(tx, opts, req.params.id, input));
      // The optional accounting connector mirrors the invoice afterwards; a no-op when it is off, never throws.
      app.connectorEvents.quoteConverted(req.params.id, { userId: admin.actorId });
      return reply.status(201).send(result);
    },
  );

  r.get(
    '/api/orders',
    { schema: { tags, querystring: listOrdersQuery, response: { 200: z.object({ orders: z.array(salesOrderView) }) } } },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listOrders(tx, reader, req.query));
    },
  );

  r.get('/api/orders/:id', { schema: { tags, params: idParams, response: { 200: salesOrderView } } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getOrder(tx, reader, req.params.id));
  });

  r.patch(
    '/api/orders/:id',
    { schema: { tags, params: idParams, body: updateOrderInput, response: { 200: salesOrderView, ...errorResponses(409) } } },
    async (req) => {
      const admin = requireProviderAdmin(req);
      return req.tenant((tx) => service.updateOrder(tx, admin, req.params.id, req.body));
    },
  );

  r.post(
    '/api/orders/:id/packages',
    { schema: { tags, params: idParams, body: createPackageInput, response: { 201: shippingPackageView, ...errorResponses(409) } } },
    async (req, reply) => {
      const admin = requireProviderAdmin(req);
      return reply.status(201).send(await req.tenant((tx) => service.createPackage(tx, admin.actorId, req.params.id, req.body)));
    },
  );

  r.get(
    '/api/invoices',
    { schema: { tags, querystring: listInvoicesQuery, response: { 200: z.object({ invoices: z.array(invoiceView) }) } } },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listInvoices(tx, reader, req.query, ledgerToday(req.query.today)));
    },
  );

  r.get(
    '/api/invoices/:id',
    { schema: { tags, params: idParams, querystring: ledgerDetailQuery, response: { 200: invoiceView } } },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.getInvoice(tx, reader, req.params.id, ledgerToday(req.query.today)));
    },
  );

  r.post(
    '/api/invoices/:id/void',
    { schema: { tags, params: idParams, body: voidInvoiceInput.nullish(), response: { 200: voidInvoiceResult, ...errorResponses(409) } } },
    async (req) => {
      const admin = requireProviderAdmin(req);
      return req.tenant((tx) => service.voidInvoice(tx, admin.actorId, req.params.id, req.body ?? { reason: null }, ledgerToday()));
    },
  );

  r.get(
    '/api/shipping-packages',
    { schema: { tags, querystring: listPackagesQuery, response: { 200: z.object({ packages: z.array(shippingPackageView) }) } } },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listPackages(tx, reader, req.query));
    },
  );

  r.get('/api/shipping-packages/:id', { schema: { tags, params: idParams, response: { 200: shippingPackageView } } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getPackage(tx, reader, req.params.id));
  });

  r.patch(
    '/api/shipping-packages/:id',
    { schema: { tags, params: idParams, body: updatePackageInput, response: { 200: shippingPackageView, ...errorResponses(409) } } },
    async (req) => {
      const admin = requireProviderAdmin(req);
      return req.tenant((tx) => service.updatePackage(tx, admin.actorId, req.params.id, req.body));
    },
  );
}
