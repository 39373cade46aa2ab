import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The dashboard routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const dashboardRoutePermissions = {
  // The dashboard home: every signed-in role; each figure and attention item follows the table inside (attention.rules.ts).
  'GET /api/dashboard/summary': 'account.self',
} satisfies RoutePermissions;
