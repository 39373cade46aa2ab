import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOperationalCostInput,
  createSensorReadingInput,
  operationalCost,
  operationalCosts,
  sensorReading,
  sensorReadings,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as costs from './costs.service.ts';
import * as sensors from './sensors.service.ts';

const tags = ['fleet'];

/**
 * A machine's operational costs (90 days) and sensor readings (30 days) (spec 02 §3, §7; issue 16 item 8), behind the
 * fleet_tracking tier gate like the rest of fleet tracking.
 */
export async function machineFleetRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'fleet_tracking');
    registerRoutes(scoped, deps);
  });
}

function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/equipment/:id/operational-costs',
    { schema: { tags, params: idParams, response: { 200: operationalCosts } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => costs.listCosts(tx, scope, req.params.id));
    },
  );

  r.post(
    '/api/equipment/:id/operational-costs',
    { schema: { tags, params: idParams, body: createOperationalCostInput, response: { 201: operationalCost } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => costs.recordCost(tx, scope, req.params.id, req.body)));
    },
  );

  r.get('/api/equipment/:id/sensor-readings', { schema: { tags, params: idParams, response: { 200: sensorReadings } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => sensors.listSensorReadings(tx, scope, req.params.id));
  });

  r.post(
    '/api/equipment/:id/sensor-readings',
    { schema: { tags, params: idParams, body: createSensorReadingInput, response: { 201: sensorReading } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const reading = await req.tenant((tx) => sensors.recordSensorReading(tx, scope, req.params.id, req.body));
      if (reading.status !== 'normal') deps.jobs.kick(); // its alert job, enqueued in the transaction
      return reply.status(201).send(reading);
    },
  );
}
