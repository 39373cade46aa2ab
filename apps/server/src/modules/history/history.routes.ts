import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyExportQuery } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { contentDisposition } from '../../platform/files.ts';
import { idParams } from '../../platform/params.ts';
import { fileResponse } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as service from './history.service.ts';

const tags = ['history'];

/** History export (issue 17 item 5): professional and up (spec 01 §6 history_export); 403 with the plan's message otherwise. */
export async function historyRoutes(app: FastifyInstance, _deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'history_export');
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/equipment/:id/history.csv',
      {
        schema: {
          tags,
          params: idParams,
          querystring: historyExportQuery,
          response: { 200: fileResponse('A machine’s activity log as CSV', 'text/csv') },
        },
      },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        const file = await service.exportMachineHistory((fn) => req.tenant(fn), scope, req.params.id, req.query);
        return sendCsv(reply, file);
      },
    );
    r.get(
      '/api/history/export.csv',
      {
        schema: { tags, querystring: historyExportQuery, response: { 200: fileResponse('The company’s activity log as CSV', 'text/csv') } },
      },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        return sendCsv(reply, await service.exportCompanyHistory((fn) => req.tenant(fn), scope, req.query));
      },
    );
  });
}

function sendCsv(reply: import('fastify').FastifyReply, file: { fileName: string; stream: NodeJS.ReadableStream }) {
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', contentDisposition('attachment', file.fileName));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'private, no-store');
  return reply.send(file.stream);
}
