import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The analytics routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const analyticsRoutePermissions = {
  // Analytics (issue 17): reading is open to every role (ADR 0008); the reporting feature gates the plan.
  'GET /api/analytics/summary': 'ledger.read',
  'GET /api/analytics/financial': 'ledger.read',
  'GET /api/analytics/maintenance': 'equipment.read',
  'GET /api/analytics/fleet': 'equipment.read',
  'GET /api/analytics/activity': 'equipment.read',
  'GET /api/analytics/hub': 'equipment.read',
} satisfies RoutePermissions;
