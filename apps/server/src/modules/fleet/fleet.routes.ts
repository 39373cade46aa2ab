import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import { registerAssignmentRoutes } from './assignments.routes.ts';
import { registerSourceRoutes } from './sources.routes.ts';

/**
 * Tracker sources, devices and assignments (issue 16 items 1-3). Every route may answer 403 'Feature Unavailable':
 * fleet tracking is Enterprise first (spec 01 §6, spec 02 §6).
 */
export async function fleetRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'fleet_tracking');
    registerSourceRoutes(scoped, deps);
    registerAssignmentRoutes(scoped);
  });
}
