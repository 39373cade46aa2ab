import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  equipmentTrack,
  fleetAlert,
  fleetAlertPage,
  fleetPositions,
  listAlertsQuery,
  listPositionsQuery,
  trackQuery,
  workingHours,
  workingHoursInput,
  workingHoursQuery,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as alerts from './alerts.service.ts';
import * as positions from './positions.service.ts';
import * as hours from './working-hours.service.ts';

const tags = ['fleet'];

/**
 * The Fleet Location Center's reads (spec 02 §2, §7; issue 16 items 4–6): positions with derived statuses, a machine's
 * trail, and fleet alerts. Every route may answer 403 'Feature Unavailable' from the fleet_tracking tier gate.
 */
export async function fleetAlertRoutes(app: FastifyInstance, _deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'fleet_tracking'); // spec 01 §6: fleet tracking is Enterprise first
    registerRoutes(scoped);
  });
}

function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/fleet/positions', { schema: { tags, querystring: listPositionsQuery, response: { 200: fleetPositions } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => positions.listPositions(tx, scope, req.query));
  });

  r.get(
    '/api/fleet/equipment/:id/track',
    { schema: { tags, params: idParams, querystring: trackQuery, response: { 200: equipmentTrack } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => positions.getTrack(tx, scope, req.params.id, req.query));
    },
  );

  r.get('/api/fleet/alerts', { schema: { tags, querystring: listAlertsQuery, response: { 200: fleetAlertPage } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => alerts.listAlerts(tx, scope, req.query));
  });

  r.post('/api/fleet/alerts/:id/acknowledge', { schema: { tags, params: idParams, response: { 200: fleetAlert } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => alerts.acknowledgeAlert(tx, scope, req.params.id));
  });

  r.get('/api/fleet/working-hours', { schema: { tags, querystring: workingHoursQuery, response: { 200: workingHours } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => hours.getWorkingHours(tx, scope, req.query.companyId));
  });

  r.put(
    '/api/fleet/working-hours',
    { schema: { tags, querystring: workingHoursQuery, body: workingHoursInput, response: { 200: workingHours } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => hours.saveWorkingHours(tx, scope, req.query.companyId, req.body));
    },
  );
}
