import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuery, equipment, labelSheetInput, qrCodeParams, qrCodeResult, qrPngQuery, qrSummary } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { contentDisposition } from '../../platform/files.ts';
import { scopeOf } from '../../platform/scope.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, fileResponse } from '../../platform/responses.ts';
import * as service from './qr.service.ts';

const tags = ['equipment', 'qr'];

/** QR codes and labels (spec 02 §2 QR code manager, §4 QR state, §9 image constants). */
export async function qrRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = deps.config;

  r.post(
    '/api/equipment/:id/qr',
    { schema: { tags, params: idParams, response: { 200: qrCodeResult, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.generateQrCode(tx, scope, req.params.id, publicUrl));
    },
  );

  r.get(
    '/api/equipment/:id/qr.png',
    { schema: { tags, params: idParams, querystring: qrPngQuery, response: { 200: fileResponse('The QR code', 'image/png') } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const { png, fileName } = await service.qrPng((fn) => req.tenant(fn), scope, req.params.id, publicUrl);
      reply.header('Content-Type', 'image/png');
      reply.header('Content-Disposition', contentDisposition(req.query.download === 'true' ? 'attachment' : 'inline', fileName));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'private, no-cache');
      return reply.send(png);
    },
  );

  r.get('/api/equipment/qr/resolve/:code', { schema: { tags, params: qrCodeParams, response: { 200: equipment } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.resolveCode(tx, scope, req.params.code));
  });

  r.get('/api/equipment/qr/summary', { schema: { tags, querystring: companyQuery, response: { 200: qrSummary } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.qrSummary(tx, scope, req.query.companyId));
  });

  r.post(
    '/api/equipment/labels.pdf',
    {
      schema: {
        tags,
        body: labelSheetInput,
        response: { 200: fileResponse('The label sheet', 'application/pdf'), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const out = await service.labelSheet((fn) => req.tenant(fn), scope, req.body.ids, req.body.layout, publicUrl);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', contentDisposition('attachment', `qr-labels-${req.body.layout}-${date}.pdf`));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Labels-Printed', String(out.printed));
      reply.header('X-Labels-Skipped', String(out.skipped));
      return reply.send(out.pdf);
    },
  );
}
