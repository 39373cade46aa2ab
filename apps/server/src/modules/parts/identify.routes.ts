import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identifyImageMaxBytes, identifyQuery, partsMessages } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../equipment/equipment.scope.ts';
import { readUpload } from '../equipment/uploads.ts';
import { aiConfigFromEnv } from './ai-enrichment.client.ts';
import { identifyPart } from './identify.service.ts';
import { localOcr } from './ocr.ts';

/** POST /api/parts/identify: a photo (multipart, field "file") → text, catalogue matches, a new-part suggestion. */
export async function identifyRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One OCR worker per app, stopped with it. AI_* settings are read here, as the central config does not carry them yet.
  const identify = { ocr: localOcr(), ai: aiConfigFromEnv(process.env) };
  app.addHook('onClose', async () => {
    await identify.ocr.close();
  });

  r.post('/api/parts/identify', { schema: { tags: ['parts'], querystring: identifyQuery } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    const upload = await readUpload(req, { maxBytes: identifyImageMaxBytes, tooLarge: partsMessages.identifyTooLarge });
    return identifyPart((fn) => req.tenant(fn), identify, scope, req.query.companyId, upload);
  });
}
