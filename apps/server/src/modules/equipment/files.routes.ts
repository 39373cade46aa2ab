import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  equipmentDocument,
  equipmentDocumentMaxBytes,
  equipmentFileParams,
  equipmentImage,
  equipmentImageMaxBytes,
  fileDownloadQuery,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './files.service.ts';
import { idParams } from '../../platform/params.ts';
import { readUpload, sendStoredFile } from '../../platform/uploads.ts';
import { errorResponses, fileResponse, noContent } from '../../platform/responses.ts';

const limits = {
  images: { maxBytes: equipmentImageMaxBytes, tooLarge: 'The image is larger than 10 MB.' },
  documents: { maxBytes: equipmentDocumentMaxBytes, tooLarge: 'The document is larger than 20 MB.' },
} as const;

const views = { images: equipmentImage, documents: equipmentDocument } as const;

/** Images and documents of an equipment (spec 02 §2 detail dialog, §5), served only through these routes. */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['images', 'documents'] as const) {
    const tags = ['equipment'];

    r.post(
      `/api/equipment/:id/${kind}`,
      { schema: { tags, params: idParams, response: { 201: views[kind], ...errorResponses(409, 413, 415) } } },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        const upload = await readUpload(req, limits[kind]);
        const saved = await service.addFile((fn) => req.tenant(fn), deps.files, scope, kind, req.params.id, upload);
        return reply.status(201).send(saved);
      },
    );

    r.get(
      `/api/equipment/:id/${kind}`,
      { schema: { tags, params: idParams, response: { 200: z.object({ [kind]: z.array(views[kind]) }) } } },
      async (req) => {
        const scope = scopeOf(requireAuth(req));
        return { [kind]: await service.listFiles((fn) => req.tenant(fn), scope, kind, req.params.id) };
      },
    );

    r.get(
      `/api/equipment/:id/${kind}/:fileId/file`,
      {
        schema: {
          tags,
          params: equipmentFileParams,
          querystring: fileDownloadQuery,
          response: { 200: fileResponse('The stored file, with its own content type', 'application/octet-stream') },
        },
      },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        const file = await service.readFile((fn) => req.tenant(fn), deps.files, scope, kind, req.params.id, req.params.fileId);
        return sendStoredFile(reply, file, req.query.download === 'true');
      },
    );

    r.delete(
      `/api/equipment/:id/${kind}/:fileId`,
      { schema: { tags, params: equipmentFileParams, response: { 204: noContent } } },
      async (req, reply) => {
        const scope = scopeOf(requireAuth(req));
        await service.removeFile((fn) => req.tenant(fn), deps.files, scope, kind, req.params.id, req.params.fileId);
        return reply.status(204).send();
      },
    );
  }
}
