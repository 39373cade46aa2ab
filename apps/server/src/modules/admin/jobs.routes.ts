import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobActionResult, jobsOverview } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import { idParams } from '../../platform/params.ts';
import * as service from './jobs.service.ts';

/** Dead background jobs (ADR 0010): provider admins read them with their last error, retry or discard them. */
export async function jobAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = adminRunner(deps.run);
  const tags = ['admin'];

  r.get('/api/admin/jobs', { schema: { tags, response: { 200: jobsOverview } } }, async (req) =>
    asAdmin(req, 'jobs.list', (tx) => service.jobsOverview(tx)),
  );

  r.post('/api/admin/jobs/:id/retry', { schema: { tags, params: idParams, response: { 200: jobActionResult } } }, async (req) => {
    const out = await asAdmin(req, 'jobs.retry', (tx, admin) => service.retryDeadJob(tx, admin, req.params.id));
    deps.jobs.kick();
    return out;
  });

  r.delete('/api/admin/jobs/:id', { schema: { tags, params: idParams, response: { 200: jobActionResult } } }, async (req) =>
    asAdmin(req, 'jobs.discard', (tx, admin) => service.discardDeadJob(tx, admin, req.params.id)),
  );
}
