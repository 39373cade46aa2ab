import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The fleet-alerts routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const fleetAlertsRoutePermissions = {
  // Fleet tracking (issue 16): reading is open to every role; acknowledging alerts is for supervisors up.
  'GET /api/fleet/positions': 'equipment.read',
  'GET /api/fleet/equipment/:id/track': 'equipment.read',
  'GET /api/fleet/alerts': 'equipment.read',
  'POST /api/fleet/alerts/:id/acknowledge': 'fleet.acknowledgeAlerts',
  // Working hours decide after-hours exits: a fleet setting, managers up (as tracker sources).
  'GET /api/fleet/working-hours': 'equipment.read',
  'PUT /api/fleet/working-hours': 'fleet.manageSources',
  // A machine's operational costs (money: managers up) and sensor readings (anyone in the field, as meter readings).
  'GET /api/equipment/:id/operational-costs': 'equipment.read',
  'POST /api/equipment/:id/operational-costs': 'fleet.recordCosts',
  'GET /api/equipment/:id/sensor-readings': 'equipment.read',
  'POST /api/equipment/:id/sensor-readings': 'fleet.recordSensors',
} satisfies RoutePermissions;
