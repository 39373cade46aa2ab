import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTrackerSourceInput,
  listTrackerSourcesQuery,
  trackerSource,
  trackerSourceList,
  trackerSourceWithSecret,
  updateTrackerSourceInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { secretsKeyOf } from '../../platform/secrets-key.ts';
import { testConnection } from './connection-test.service.ts';
import * as service from './sources.service.ts';

const tags = ['fleet'];

/** /api/fleet/sources: tracker sources (spec 02 §2 Tracking Providers, §5 Trackers; issue 16 item 1). */
export function registerSourceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const env = (): service.SourceEnv => ({ publicUrl: deps.config.publicUrl, key: secretsKeyOf(deps.config) });

  r.get(
    '/api/fleet/sources',
    { schema: { tags, querystring: listTrackerSourcesQuery, response: { 200: trackerSourceList, ...errorResponses(403, 404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listSources(tx, scope, env(), req.query.companyId));
    },
  );

  r.post(
    '/api/fleet/sources',
    { schema: { tags, body: createTrackerSourceInput, response: { 201: trackerSourceWithSecret, ...errorResponses(403, 404) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.createSource(tx, scope, env(), req.body)));
    },
  );

  r.patch(
    '/api/fleet/sources/:id',
    { schema: { tags, params: idParams, body: updateTrackerSourceInput, response: { 200: trackerSource } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateSource(tx, scope, env(), req.params.id, req.body));
    },
  );

  r.delete('/api/fleet/sources/:id', { schema: { tags, params: idParams, response: { 200: trackerSource } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.deactivateSource(tx, scope, env(), req.params.id));
  });

  r.post(
    '/api/fleet/sources/:id/rotate-secret',
    { schema: { tags, params: idParams, response: { 200: trackerSourceWithSecret, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.rotateSecret(tx, scope, env(), req.params.id));
    },
  );

  r.post(
    '/api/fleet/sources/:id/test',
    { schema: { tags, params: idParams, response: { 200: trackerSource, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      // Two short transactions around the provider call (up to 10 s): none is held open while it answers.
      return testConnection((fn) => req.tenant(fn), scope, env(), req.params.id);
    },
  );
}
