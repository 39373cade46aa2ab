import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundersProgressResponse, lead, listLeadsQuery, submitLeadInput, submitLeadResult, updateLeadInput } from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import * as service from './leads.service.ts';
import { idParams } from '../../platform/params.ts';

const tags = ['leads'];

/** Public lead forms and the founders counter; the provider's lead list (spec 03 §2, §5, §7). */
export async function leadsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const asAdmin = adminRunner(deps.run);

  r.post(
    '/api/public/leads',
    { schema: { tags, body: submitLeadInput, response: { 200: submitLeadResult, ...errorResponses(429) } } },
    async (req) => {
      const result = await service.submitLead(deps.run.anonymous, req.body, { ip: req.ip, config: deps.config });
      deps.mailer.kick();
      app.connectorEvents.leadStored(); // the optional CRM connector pushes new leads; a no-op when it is off
      return result;
    },
  );

  r.get('/api/public/founders', { schema: { tags, response: { 200: foundersProgressResponse } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return deps.run.anonymous((tx) => service.readFoundersProgress(tx));
  });

  r.get(
    '/api/admin/leads',
    { schema: { tags, querystring: listLeadsQuery, response: { 200: z.object({ leads: z.array(lead) }) } } },
    async (req) => asAdmin(req, 'leads.list', (tx) => service.listLeads(tx, req.query)),
  );

  r.patch(
    '/api/admin/leads/:id',
    { schema: { tags, params: idParams, body: updateLeadInput, response: { 200: z.object({ lead }) } } },
    async (req) => asAdmin(req, 'leads.update', (tx) => service.updateLead(tx, req.params.id, req.body)),
  );
}
