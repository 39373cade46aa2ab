import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvImportMaxBytes, exportEquipmentQuery, exportFileName, importQuery, importResult } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { contentDisposition } from '../../platform/files.ts';
import { errorResponses, fileResponse } from '../../platform/responses.ts';
import { exportCsv } from './csv-export.service.ts';
import { importCsv } from './csv-import.service.ts';
import { scopeOf } from '../../platform/scope.ts';
import { removeTemp, saveUploadToTemp } from '../../platform/uploads.ts';

const tags = ['equipment', 'csv'];

/** CSV import (multipart field "file", ?dryRun=true|false) and export of the current filter. */
export async function csvRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/equipment/import',
    { schema: { tags, querystring: importQuery, response: { 200: importResult, ...errorResponses(404, 413, 415) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await saveUploadToTemp(req, { maxBytes: csvImportMaxBytes, tooLarge: 'The file is larger than 25 MB.' });
      try {
        return await importCsv((fn) => req.tenant(fn), scope, {
          file: upload.path,
          extension: upload.extension,
          fileName: upload.fileName,
          dryRun: req.query.dryRun === 'true',
          companyId: req.query.companyId,
          mapping: req.query.mapping,
        });
      } finally {
        await removeTemp(upload.path);
      }
    },
  );

  r.get(
    '/api/equipment/export.csv',
    { schema: { tags, querystring: exportEquipmentQuery, response: { 200: fileResponse('The equipment register as CSV', 'text/csv') } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const stream = await exportCsv((fn) => req.tenant(fn), scope, req.query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', contentDisposition('attachment', exportFileName()));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'private, no-store');
      return reply.send(stream);
    },
  );
}
