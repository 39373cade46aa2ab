import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyQuery,
  recordScanInput,
  recordScanResult,
  scanAnalytics,
  scanEntry,
  scanHistoryPage,
  scanHistoryQuery,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, noContent } from '../../platform/responses.ts';
import * as service from './scans.service.ts';

const tags = ['equipment', 'scans'];

/** Scan log, history and analytics (spec 02 §5 Scanner, §7 Scan history, §9). */
export async function scanRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/equipment/scans',
    { schema: { tags, body: recordScanInput, response: { 200: recordScanResult, 201: recordScanResult, ...errorResponses(404) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const out = await req.tenant((tx) => service.recordScan(tx, scope, req.body));
      return reply.status(out.outcome === 'logged' ? 201 : 200).send(out);
    },
  );

  r.get('/api/equipment/scans', { schema: { tags, querystring: scanHistoryQuery, response: { 200: scanHistoryPage } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.scanHistory(tx, scope, req.query));
  });

  r.get(
    '/api/equipment/scans/analytics',
    { schema: { tags, querystring: companyQuery, response: { 200: scanAnalytics } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.scanAnalytics(tx, scope, req.query.companyId));
    },
  );

  r.get('/api/equipment/scans/:id', { schema: { tags, params: idParams, response: { 200: scanEntry } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getScan(tx, scope, req.params.id));
  });

  r.delete('/api/equipment/scans/:id', { schema: { tags, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    await req.tenant((tx) => service.deleteScan(tx, scope, req.params.id));
    return reply.status(204).send();
  });

  r.delete(
    '/api/equipment/scans',
    { schema: { tags, querystring: companyQuery, response: { 200: z.object({ deleted: z.number() }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.clearScans(tx, scope, req.query.companyId));
    },
  );
}
