import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import * as service from './demo.service.ts';

const counts = z.record(z.string(), z.number());
const statusResponse = z.object({ total: z.number(), rows: counts, blockers: counts });
const removalResponse = z.object({ total: z.number(), removed: counts, message: z.string() });

/** The demo data in the admin area (ADR 0016): how much is left, and its removal in one action. Provider admins only. */
export async function demoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = adminRunner(deps.run);

  r.get('/api/admin/demo-data', { schema: { tags: ['admin'], response: { 200: statusResponse } } }, async (req) =>
    asAdmin(req, 'demo-data.read', (tx) => service.demoDataStatus(tx)),
  );

  r.delete('/api/admin/demo-data', { schema: { tags: ['admin'], response: { 200: removalResponse } } }, async (req) =>
    asAdmin(req, 'demo-data.remove', (tx, admin) => service.removeDemoData(tx, admin, req.ip)),
  );
}
