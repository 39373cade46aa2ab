import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyScopedQuery,
  completeTaskResult,
  equipmentMaintenanceStatus,
  maintenanceSummary,
  maintenanceTask,
  taskPage,
  teamGroups,
  completeTaskInput,
  createTaskInput,
  listTasksQuery,
  maintenanceMessages,
  summaryQuery,
  updateTaskInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { completeTask } from './completion.service.ts';
import { meterRoutes } from './meter.routes.ts';
import { todayOf } from './maintenance.context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, noContent } from '../../platform/responses.ts';
import { repairRoutes } from './repairs.routes.ts';
import * as service from './tasks.service.ts';

const tags = ['maintenance'];

/** /api/maintenance: tasks, the team to assign, summary and equipment status (spec 02 §2, §5, §7), then meters, bulk and repairs. */
export async function maintenanceRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    // Signed-out callers get 401 before any parsing or validation.
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    await registerRoutes(scoped);
    await meterRoutes(scoped, deps);
    await repairRoutes(scoped, deps);
  });
}

async function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/maintenance/tasks',
    { schema: { tags, querystring: listTasksQuery, response: { 200: taskPage } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listTasks(tx, scope, req.query));
    },
  );

  r.post(
    '/api/maintenance/tasks',
    {
      schema: {
        tags,
        body: createTaskInput,
        response: { 201: z.object({ task: maintenanceTask, message: z.string() }), ...errorResponses(404, 409) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const task = await req.tenant((tx) => service.createTask(tx, scope, req.body));
      return reply.status(201).send({ task, message: maintenanceMessages.taskCreated });
    },
  );

  r.get(
    '/api/maintenance/tasks/:id',
    { schema: { tags, params: idParams, querystring: companyScopedQuery, response: { 200: maintenanceTask } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.taskView(tx, scope, req.params.id, todayOf(req.query.today)));
    },
  );

  r.patch(
    '/api/maintenance/tasks/:id',
    { schema: { tags, params: idParams, body: updateTaskInput, response: { 200: maintenanceTask, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateTask(tx, scope, req.params.id, req.body));
    },
  );

  r.delete('/api/maintenance/tasks/:id', { schema: { tags, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    await req.tenant((tx) => service.deleteTask(tx, scope, req.params.id));
    return reply.status(204).send();
  });

  r.post(
    '/api/maintenance/tasks/:id/complete',
    {
      schema: { tags, params: idParams, body: completeTaskInput.nullish(), response: { 200: completeTaskResult, ...errorResponses(409) } },
    },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => completeTask(tx, scope, req.params.id, req.body ?? { notes: null }));
    },
  );

  r.get(
    '/api/maintenance/assignable-users',
    { schema: { tags, querystring: companyScopedQuery, response: { 200: teamGroups } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.assignableTeam(tx, scope, req.query.companyId));
    },
  );

  r.get(
    '/api/maintenance/summary',
    { schema: { tags, querystring: summaryQuery, response: { 200: maintenanceSummary } }, config: readRoute },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.maintenanceSummary(tx, scope, req.query));
    },
  );

  r.get(
    '/api/maintenance/equipment-status',
    { schema: { tags, querystring: companyScopedQuery, response: { 200: z.object({ equipment: z.array(equipmentMaintenanceStatus) }) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return { equipment: await req.tenant((tx) => service.equipmentMaintenanceStatus(tx, scope, req.query)) };
    },
  );
}
