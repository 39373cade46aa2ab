import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuery, createEquipmentInput, listEquipmentQuery, updateEquipmentInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { bulkRoutes } from './bulk.routes.ts';
import { csvRoutes } from './csv.routes.ts';
import { scopeOf } from '../../platform/scope.ts';
import { idParams } from '../../platform/params.ts';
import * as service from './equipment.service.ts';
import { restoreEquipment } from './archive.service.ts';
import { fileRoutes } from './files.routes.ts';
import { qrRoutes } from './qr.routes.ts';
import { scanRoutes } from './scans.routes.ts';

const tags = ['equipment'];
/** Handlers whose only database work is one reading req.tenant call: the session check opens that transaction (auth-context.ts). */
const config = readRoute;

/** /api/equipment: the register (spec 02 §2, §7 Equipment) and, through the files below, its sub-resources. */
export async function equipmentRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    // Signed-out callers get 401 before any parsing or validation, so they learn nothing about the API's inputs.
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    await registerRoutes(scoped, deps);
  });
}

async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/equipment', { schema: { tags, querystring: listEquipmentQuery }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listEquipment(tx, scope, req.query));
  });

  r.get('/api/equipment/stats', { schema: { tags, querystring: companyQuery }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.equipmentStats(tx, scope, req.query.companyId));
  });

  r.post('/api/equipment', { schema: { tags, body: createEquipmentInput } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    const created = await req.tenant((tx) => service.createEquipment(tx, scope, req.body));
    return reply.status(201).send(created);
  });

  r.get('/api/equipment/:id', { schema: { tags, params: idParams }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getEquipment(tx, scope, req.params.id));
  });

  r.patch('/api/equipment/:id', { schema: { tags, params: idParams, body: updateEquipmentInput } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.updateEquipment(tx, scope, req.params.id, req.body));
  });

  r.get('/api/equipment/:id/dependents', { schema: { tags, params: idParams }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.equipmentDependents(tx, scope, req.params.id));
  });

  r.delete('/api/equipment/:id', { schema: { tags, params: idParams } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.deleteEquipment(tx, scope, req.params.id));
  });

  // Archived equipment back into the register; allowed to whoever may archive it (route-permissions.ts).
  r.post('/api/equipment/:id/restore', { schema: { tags, params: idParams } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => restoreEquipment(tx, scope, req.params.id));
  });

  await fileRoutes(app, deps);
  await qrRoutes(app, deps);
  await scanRoutes(app, deps);
  await csvRoutes(app, deps);
  await bulkRoutes(app, deps);
}
