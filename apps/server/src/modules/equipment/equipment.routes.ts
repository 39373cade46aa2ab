import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyQuery,
  createEquipmentInput,
  deleteEquipmentResult,
  equipment,
  equipmentDependents,
  equipmentPage,
  equipmentStats,
  listEquipmentQuery,
  restoreEquipmentResult,
  updateEquipmentInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { bulkRoutes } from './bulk.routes.ts';
import { csvRoutes } from './csv.routes.ts';
import { customFieldRoutes } from './custom-fields.routes.ts';
import { setCustomFieldValues } from './custom-fields.service.ts';
import { scopeOf } from '../../platform/scope.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import * as service from './equipment.service.ts';
import { restoreEquipment } from './archive.service.ts';
import { fileRoutes } from './files.routes.ts';
import { lifecycleRoutes } from './lifecycle.routes.ts';
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

  r.get('/api/equipment', { schema: { tags, querystring: listEquipmentQuery, response: { 200: equipmentPage } }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listEquipment(tx, scope, req.query));
  });

  r.get('/api/equipment/stats', { schema: { tags, querystring: companyQuery, response: { 200: equipmentStats } }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.equipmentStats(tx, scope, req.query.companyId));
  });

  r.post(
    '/api/equipment',
    { schema: { tags, body: createEquipmentInput, response: { 201: equipment, ...errorResponses(403, 404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const created = await req.tenant(async (tx) => {
        const made = await service.createEquipment(tx, scope, req.body);
        // Custom values come with the machine (issue 19 item 4): a bad value or a required field left out undoes the create.
        await setCustomFieldValues(tx, scope, made.id, req.body.customValues ?? {}, { requireAll: true });
        return made;
      });
      return reply.status(201).send(created);
    },
  );

  r.get('/api/equipment/:id', { schema: { tags, params: idParams, response: { 200: equipment } }, config }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getEquipment(tx, scope, req.params.id));
  });

  r.patch(
    '/api/equipment/:id',
    { schema: { tags, params: idParams, body: updateEquipmentInput, response: { 200: equipment, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateEquipment(tx, scope, req.params.id, req.body));
    },
  );

  r.get(
    '/api/equipment/:id/dependents',
    { schema: { tags, params: idParams, response: { 200: equipmentDependents } }, config },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.equipmentDependents(tx, scope, req.params.id));
    },
  );

  r.delete('/api/equipment/:id', { schema: { tags, params: idParams, response: { 200: deleteEquipmentResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.deleteEquipment(tx, scope, req.params.id));
  });

  // Archived equipment back into the register; allowed to whoever may archive it (route-permissions.ts).
  r.post(
    '/api/equipment/:id/restore',
    { schema: { tags, params: idParams, response: { 200: restoreEquipmentResult, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => restoreEquipment(tx, scope, req.params.id));
    },
  );

  await fileRoutes(app, deps);
  await qrRoutes(app, deps);
  await scanRoutes(app, deps);
  await csvRoutes(app, deps);
  await bulkRoutes(app, deps);
  await lifecycleRoutes(app);
  await customFieldRoutes(app);
}
