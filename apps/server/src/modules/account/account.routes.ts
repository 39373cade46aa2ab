import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordInput, meResponse, sessionSummary, updateProfileInput } from '@gears/domain';
import { errorResponses, fileResponse, noContent } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { contentTypeOfKey, newFileKey, requireImage } from '../../platform/files.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as repo from './account.repo.ts';
import * as service from './account.service.ts';
import { idParams } from '../../platform/params.ts';

const avatarMaxBytes = 2 * 1024 * 1024;

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A read route: the session check and loadMe share one transaction (one round trip on a recently checked session).
  r.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meResponse } }, config: readRoute }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.loadMe(tx, scope));
  });

  // The web app's session check: 200 with `me: null` when signed out (no session, or an expired or revoked one), so a
  // visitor's browser logs no failed request on every public page. /api/auth/me keeps answering 401 for API clients.
  r.get('/api/auth/session', { schema: { tags: ['auth'], response: { 200: z.object({ me: meResponse.nullable() }) } } }, async (req) => {
    if (!req.auth) return { me: null };
    const scope = scopeOf(req.auth);
    return { me: await req.tenant((tx) => service.loadMe(tx, scope)) };
  });

  r.patch('/api/me', { schema: { tags: ['account'], body: updateProfileInput, response: { 200: meResponse } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant(async (tx) => {
      await service.updateProfile(tx, scope, req.body);
      return service.loadMe(tx, scope);
    });
  });

  r.post(
    '/api/me/password',
    {
      schema: {
        tags: ['account'],
        body: changePasswordInput,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(429) },
      },
    },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      await service.changePassword((fn) => req.tenant(fn), scope, req.body);
      return { ok: true };
    },
  );

  r.post('/api/me/avatar', { schema: { tags: ['account'], response: { 200: meResponse, ...errorResponses(413, 415) } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart form data in the field "file".');
    const file = await req.file({ limits: { fileSize: avatarMaxBytes + 1 } });
    if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION', 'Attach an image in the field "file".');
    const data = await file.toBuffer();
    const kind = requireImage(data, avatarMaxBytes);
    const key = newFileKey(scope.homeCompanyId, 'avatars', kind.ext);
    await deps.files.put(key, data);
    const previous = await req.tenant(async (tx) => {
      const before = await repo.findUser(tx, scope.actorId);
      await repo.updateProfile(tx, scope.actorId, { avatarKey: key });
      return before?.avatar_key ?? null;
    });
    if (previous) await deps.files.remove(previous);
    return req.tenant((tx) => service.loadMe(tx, scope));
  });

  r.get(
    '/api/users/:id/avatar',
    {
      schema: {
        tags: ['account'],
        params: idParams,
        response: { 200: fileResponse('The avatar image', 'image/png', 'image/jpeg', 'image/webp') },
      },
    },
    async (req, reply) => {
      requireAuth(req);
      const user = await req.tenant((tx) => repo.findUser(tx, req.params.id));
      if (!user?.avatar_key) throw notFound();
      const data = await deps.files.get(user.avatar_key);
      if (!data) throw notFound();
      reply.header('Content-Type', contentTypeOfKey(user.avatar_key));
      reply.header('Cache-Control', 'private, max-age=86400');
      reply.header('Content-Disposition', 'inline');
      return reply.send(data);
    },
  );

  r.get(
    '/api/me/sessions',
    { schema: { tags: ['account'], response: { 200: z.object({ sessions: z.array(sessionSummary) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return { sessions: await req.tenant((tx) => service.listSessions(tx, scope, deps.config.sessionIdleSeconds)) };
    },
  );

  r.delete(
    '/api/me/sessions/:id',
    { schema: { tags: ['account'], params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      await req.tenant((tx) => service.revokeSession(tx, scope, req.params.id));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/me/sessions/revoke-others',
    { schema: { tags: ['account'], response: { 200: z.object({ revoked: z.number() }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return { revoked: await req.tenant((tx) => service.revokeOtherSessions(tx, scope)) };
    },
  );
}
