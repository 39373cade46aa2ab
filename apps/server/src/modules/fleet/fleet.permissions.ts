import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The fleet routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const fleetRoutePermissions = {
  // Fleet tracking (issue 16): reading is every role's; sources (credentials, ingest secrets) are managers' and putting a
  // tracker on a machine is supervisors' (permissions.rules.ts). The ingest is authorised by the source's secret in the
  // URL, not a session.
  'GET /api/fleet/sources': 'equipment.read',
  'POST /api/fleet/sources': 'fleet.manageSources',
  'PATCH /api/fleet/sources/:id': 'fleet.manageSources',
  'DELETE /api/fleet/sources/:id': 'fleet.manageSources',
  'POST /api/fleet/sources/:id/rotate-secret': 'fleet.manageSources',
  'POST /api/fleet/sources/:id/test': 'fleet.manageSources',
  'GET /api/fleet/devices': 'equipment.read',
  'GET /api/fleet/assignments': 'equipment.read',
  'POST /api/fleet/assignments': 'fleet.assignTrackers',
  'DELETE /api/fleet/assignments/:id': 'fleet.assignTrackers',
  'GET /api/ingest/osmand/:secret': publicRoute,
  'POST /api/ingest/osmand/:secret': publicRoute,
  'POST /api/ingest/traccar/:secret': publicRoute,
  'POST /api/ingest/json/:secret': publicRoute,
} satisfies RoutePermissions;
