import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordInput, meResponse, resetPasswordInput, signInInput } from '@gears/domain';
import { errorResponses, noContent } from '../../platform/responses.ts';

const ok = z.object({ ok: z.literal(true) });
import type { AppDeps } from '../../app-deps.ts';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { loadMe } from '../account/index.ts';
import * as service from './auth.service.ts';
import { clientOf, endPreviousAccountSession } from './request-session.ts';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, run } = deps;

  r.post(
    '/api/auth/sign-in',
    { schema: { tags: ['auth'], body: signInInput, response: { 200: meResponse, ...errorResponses(401, 403, 429) } } },
    async (req, reply) => {
      const { token, userId } = await service.signIn(run, req.body, {
        previousToken: req.cookies[sessionCookie],
        client: clientOf(req),
        config,
      });
      await endPreviousAccountSession(req, userId);
      setSessionCookie(reply, config, token);
      // Read the new session back through the same path every request uses.
      req.cookies[sessionCookie] = token;
      await app.resolveAuth(req);
      return req.tenant((tx) => loadMe(tx, scopeOf(req.auth!)));
    },
  );

  // A missing or expired session counts as success (spec 01 §8).
  r.post('/api/auth/sign-out', { schema: { tags: ['auth'], response: { 204: noContent } } }, async (req, reply) => {
    const token = req.cookies[sessionCookie];
    if (token && req.auth) await req.tenant((tx) => service.signOut(tx, token));
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });

  r.post(
    '/api/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordInput, response: { 202: ok, ...errorResponses(429) } } },
    async (req, reply) => {
      await run.anonymous((tx) => service.requestPasswordReset(tx, req.body.email, clientOf(req), config));
      deps.mailer.kick();
      return reply.status(202).send({ ok: true });
    },
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordInput, response: { 200: ok, ...errorResponses(429) } } },
    async (req) => {
      await service.resetPassword(run, req.body.token, req.body.password);
      return { ok: true };
    },
  );
}
