import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assistantReply, assistantRequest } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { answerQuestion } from './assistant.service.ts';

/** POST /api/assistant/messages: the header assistant's chat (spec 01 §2, §3; issue 18 item 3). Every signed-in role. */
export async function assistantRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/assistant/messages',
    { schema: { tags: ['assistant'], body: assistantRequest, response: { 200: assistantReply } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      const log = (err: unknown) => req.log.error({ err }, 'assistant answer failed');
      return answerQuestion((fn) => req.tenant(fn), scope, { ai: deps.config.ai, log }, req.body);
    },
  );
}
