import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentList, documentParams, documentPdfQuery, listDocumentsQuery } from '@gears/domain';
import { fileResponse } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { ledgerToday } from '../ledger/index.ts';
import { renderDocumentPdf } from './documents.pdf.ts';
import * as service from './documents.service.ts';
import { scopeOf } from '../../platform/scope.ts';

const tags = ['documents'];

/** Documents area (spec 03 §2): quotes, orders, invoices and packing slips, with PDFs generated from our ledger. */
export async function documentsRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/documents',
    { schema: { tags, querystring: listDocumentsQuery, response: { 200: documentList } }, config: readRoute },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listDocuments(tx, reader, req.query, ledgerToday(req.query.today)));
    },
  );

  r.get(
    '/api/documents/:type/:id/pdf',
    {
      schema: {
        tags,
        params: documentParams,
        querystring: documentPdfQuery,
        response: { 200: fileResponse('The document as a PDF', 'application/pdf') },
      },
    },
    async (req, reply) => {
      const reader = scopeOf(requireAuth(req));
      const today = ledgerToday(req.query.today);
      const { data, fileName } = await req.tenant((tx) => service.documentPdfData(tx, reader, req.params.type, req.params.id, today));
      const pdf = await renderDocumentPdf(data);
      const inline = req.query.inline === '1' || req.query.inline === 'true';
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
