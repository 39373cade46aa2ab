import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRepairInput,
  equipmentDocumentMaxBytes,
  fileDownloadQuery,
  listRepairsQuery,
  repairActionResult,
  repairAttachment,
  repairRequest,
  repairCommentInput,
  repairFileParams,
  submitRepairInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { readUpload, sendStoredFile } from '../../platform/uploads.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, fileResponse, noContent } from '../../platform/responses.ts';
import * as service from './repairs.service.ts';

const tags = ['maintenance', 'repairs'];
const noComment = { comment: null, mechanicId: null };

/** Repair requests (spec 02 §4, §7): submit, approve, decline, complete, and their attachments. */
export async function repairRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/maintenance/repairs',
    { schema: { tags, querystring: listRepairsQuery, response: { 200: z.object({ repairs: z.array(repairRequest) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listRepairs(tx, scope, req.query));
    },
  );

  r.post(
    '/api/maintenance/repairs',
    { schema: { tags, body: submitRepairInput, response: { 201: repairActionResult, ...errorResponses(404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.submitRepair(tx, scope, req.body)));
    },
  );

  r.get('/api/maintenance/repairs/:id', { schema: { tags, params: idParams, response: { 200: repairRequest } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getRepair(tx, scope, req.params.id));
  });

  // Approve and decline are for client_admin, manager, supervisor and gears_admin; anyone may complete (repair-roles.rules.ts).
  r.post(
    '/api/maintenance/repairs/:id/approve',
    {
      schema: { tags, params: idParams, body: approveRepairInput.nullish(), response: { 200: repairActionResult, ...errorResponses(409) } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const scope = { ...scopeOf(auth), role: auth.role };
      return req.tenant((tx) => service.transitionRepair(tx, scope, req.params.id, 'approve', req.body ?? noComment));
    },
  );

  for (const action of ['decline', 'complete'] as const) {
    r.post(
      `/api/maintenance/repairs/:id/${action}`,
      {
        schema: {
          tags,
          params: idParams,
          body: repairCommentInput.nullish(),
          response: { 200: repairActionResult, ...errorResponses(409) },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        const scope = { ...scopeOf(auth), role: auth.role };
        return req.tenant((tx) => service.transitionRepair(tx, scope, req.params.id, action, req.body ?? noComment));
      },
    );
  }

  r.post(
    '/api/maintenance/repairs/:id/attachments',
    { schema: { tags, params: idParams, response: { 201: repairAttachment, ...errorResponses(413, 415) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await readUpload(req, { maxBytes: equipmentDocumentMaxBytes, tooLarge: 'The file is larger than 20 MB.' });
      return reply.status(201).send(await service.addAttachment((fn) => req.tenant(fn), deps.files, scope, req.params.id, upload));
    },
  );

  r.get(
    '/api/maintenance/repairs/:id/attachments/:fileId/file',
    {
      schema: {
        tags,
        params: repairFileParams,
        querystring: fileDownloadQuery,
        response: { 200: fileResponse('The attachment, with its own content type', 'application/octet-stream') },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const file = await service.readAttachment((fn) => req.tenant(fn), deps.files, scope, req.params.id, req.params.fileId);
      return sendStoredFile(reply, file, req.query.download === 'true');
    },
  );

  r.delete(
    '/api/maintenance/repairs/:id/attachments/:fileId',
    { schema: { tags, params: repairFileParams, response: { 204: noContent } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      await service.removeAttachment((fn) => req.tenant(fn), deps.files, scope, req.params.id, req.params.fileId);
      return reply.status(204).send();
    },
  );
}
