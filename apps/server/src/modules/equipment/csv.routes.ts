import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvImportMaxBytes, exportEquipmentQuery, exportFileName, importQuery, importResult, type ImportProgress } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { contentDisposition } from '../../platform/files.ts';
import { errorResponses, fileResponse } from '../../platform/responses.ts';
import { exportCsv } from './csv-export.service.ts';
import { importCsv } from './csv-import.service.ts';
import { exportXlsx } from './xlsx-export.ts';
import { streamImport, wantsImportStream } from './import-stream.ts';
import { scopeOf } from '../../platform/scope.ts';
import { removeTemp, saveUploadToTemp } from '../../platform/uploads.ts';

const tags = ['equipment', 'csv'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * CSV/XLSX import (multipart field "file", ?dryRun=true|false; NDJSON progress with Accept: application/x-ndjson) and export of the current filter as CSV or XLSX. */
export async function csvRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/equipment/import',
    { schema: { tags, querystring: importQuery, response: { 200: importResult, ...errorResponses(404, 413, 415) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await saveUploadToTemp(req, { maxBytes: csvImportMaxBytes, tooLarge: 'The file is larger than 25 MB.' });
      const run = (onProgress?: (progress: ImportProgress) => void) =>
        importCsv((fn) => req.tenant(fn), scope, {
          file: upload.path,
          extension: upload.extension,
          fileName: upload.fileName,
          dryRun: req.query.dryRun === 'true',
          companyId: req.query.companyId,
          mapping: req.query.mapping,
          links: { publicUrl: deps.config.publicUrl },
          onProgress,
        });
      if (wantsImportStream(req)) return streamImport(req, reply, run, () => removeTemp(upload.path));
      try {
        return await run();
      } finally {
        await removeTemp(upload.path);
      }
    },
  );

  for (const [extension, type, write] of [
    ['csv', 'text/csv; charset=utf-8', exportCsv],
    ['xlsx', xlsxType, exportXlsx],
  ] as const) {
    r.get(
      `/api/equipment/export.${extension}`,
      {
        schema: {
          tags,
          querystring: exportEquipmentQuery,
          response: { 200: fileResponse(`The equipment register as ${extension.toUpperCase()}`, type.split(';')[0]!) },
        },
      },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        const stream = await write((fn) => req.tenant(fn), scope, req.query);
        reply.header('Content-Type', type);
        reply.header('Content-Disposition', contentDisposition('attachment', exportFileName(new Date(), extension)));
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cache-Control', 'private, no-store');
        return reply.send(stream);
      },
    );
  }
}
