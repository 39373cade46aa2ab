import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identifyImageMaxBytes, identifyQuery, partIdentification, partsMessages } from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { readUpload } from '../../platform/uploads.ts';
import { identifyPart } from './identify.service.ts';
import { localOcr } from './ocr.ts';

/** POST /api/parts/identify: a photo (multipart, field "file") → text, catalogue matches, a new-part suggestion. */
export async function identifyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One OCR worker per app, stopped with it; the AI endpoint comes from the validated settings (config.ts).
  const identify = { ocr: localOcr(), ai: deps.config.ai };
  app.addHook('onClose', async () => {
    await identify.ocr.close();
  });

  r.post(
    '/api/parts/identify',
    { schema: { tags: ['parts'], querystring: identifyQuery, response: { 200: partIdentification, ...errorResponses(404, 413, 415) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const upload = await readUpload(req, { maxBytes: identifyImageMaxBytes, tooLarge: partsMessages.identifyTooLarge });
      return identifyPart((fn) => req.tenant(fn), identify, scope, req.query.companyId, upload);
    },
  );
}
