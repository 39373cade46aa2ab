import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationInput,
  companyUser,
  createInvitationInput,
  invitationCreated,
  invitationDetails,
  invitationSummary,
  meResponse,
  registrationRequestInput,
} from '@gears/domain';
import { errorResponses, noContent } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, setSessionCookie, sessionCookie } from '../../platform/auth-context.ts';
import { hitLimits, publicFormLimit } from '../../platform/rate-limit.ts';
import { scopeOf } from '../../platform/scope.ts';
import { avatarUrlOf, loadMe } from '../account/index.ts';
import { clientOf, endPreviousAccountSession, startSession } from '../auth/index.ts';
import { ownContext } from '../../db/runner.ts';
import * as registration from './registration.service.ts';
import * as repo from './team.repo.ts';
import * as service from './team.service.ts';
import { idParams } from '../../platform/params.ts';

const tokenParams = z.strictObject({ token: z.string().min(10).max(200) });

export async function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, run } = deps;

  r.get('/api/company/users', { schema: { tags: ['team'], response: { 200: z.object({ users: z.array(companyUser) }) } } }, async (req) => {
    const { companyId } = scopeOf(requireAuth(req));
    const rows = await req.tenant((tx) => repo.listCompanyUsers(tx, companyId));
    return {
      users: rows.map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        jobTitle: u.job_title,
        avatarUrl: avatarUrlOf({ ...u, password_hash: null, theme: 'system' }),
        companyId: u.company_id,
        createdAt: new Date(u.created_at).toISOString(),
      })),
    };
  });

  r.get(
    '/api/invitations',
    { schema: { tags: ['team'], response: { 200: z.object({ invitations: z.array(invitationSummary) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      service.assertCanManageUsers(scope);
      const { companyId } = scope;
      const rows = await req.tenant((tx) => repo.listInvitations(tx, companyId));
      return { invitations: rows.map(service.toInvitationSummary) };
    },
  );

  r.post(
    '/api/invitations',
    { schema: { tags: ['team'], body: createInvitationInput, response: { 201: invitationCreated, ...errorResponses(404, 409, 429) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const out = await req.tenant((tx) => service.createInvitation(tx, scope, req.body, config));
      deps.mailer.kick();
      return reply.status(201).send(out);
    },
  );

  r.delete('/api/invitations/:id', { schema: { tags: ['team'], params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    await req.tenant((tx) => service.revokeInvitation(tx, scope, req.params.id));
    return reply.status(204).send();
  });

  r.get('/api/invitations/:token', { schema: { tags: ['team'], params: tokenParams, response: { 200: invitationDetails } } }, async (req) =>
    run.anonymous((tx) => service.describeInvitation(tx, req.params.token)),
  );

  r.post(
    '/api/invitations/:token/accept',
    { schema: { tags: ['team'], params: tokenParams, body: acceptInvitationInput, response: { 200: meResponse, ...errorResponses(409) } } },
    async (req, reply) => {
      const user = await service.acceptInvitation(run, req.params.token, req.body);
      await endPreviousAccountSession(req, user.userId);
      const token = await run.as(ownContext(user))((tx) =>
        startSession(tx, { ...user, previousToken: req.cookies[sessionCookie], client: clientOf(req), config }),
      );
      setSessionCookie(reply, config, token);
      req.cookies[sessionCookie] = token;
      await app.resolveAuth(req);
      return req.tenant((tx) => loadMe(tx, scopeOf(req.auth!)));
    },
  );

  r.post(
    '/api/registration-requests',
    { schema: { tags: ['team'], body: registrationRequestInput, response: { 201: z.object({ id: z.uuid() }), ...errorResponses(429) } } },
    async (req, reply) => {
      const id = await run.anonymous(async (tx) => {
        await hitLimits(tx, [publicFormLimit('registration', req.ip)]);
        return registration.submitRequest(tx, req.body);
      });
      deps.mailer.kick();
      return reply.status(201).send({ id });
    },
  );
}
