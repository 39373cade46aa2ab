import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery, searchResponse } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { searchSources } from './search.sources.ts';
import * as service from './search.service.ts';

const tags = ['search'];

/** GET /api/search?q=: the header's global search (spec 01 §2, §5; ADR 0012). */
export async function searchRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/search',
    { schema: { tags, querystring: searchQuery, response: { 200: searchResponse } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.searchEverything(tx, scope, req.query.q, searchSources));
    },
  );
}
