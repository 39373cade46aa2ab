import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySettingsQuery, companySettingsView, updateCompanySettingsInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './company.service.ts';

const tags = ['company'];

/** Company settings: the shipping address every order ships to unless the order names its own (issue 13.5). */
export async function companyRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/company/settings',
    { schema: { tags, querystring: companySettingsQuery, response: { 200: companySettingsView } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.getCompanySettings(tx, scope, req.query.companyId));
    },
  );

  r.patch(
    '/api/company/settings',
    { schema: { tags, querystring: companySettingsQuery, body: updateCompanySettingsInput, response: { 200: companySettingsView } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateCompanySettings(tx, scope, req.query.companyId, req.body));
    },
  );
}
